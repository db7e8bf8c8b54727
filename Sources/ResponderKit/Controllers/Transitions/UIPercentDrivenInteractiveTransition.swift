import Foundation

/// An interaction controller that drives the animator's own animations by a fraction, as UIKit's does: it runs
/// `animateTransition(using:)`, holds the animations the animator made in the container at the start, and moves
/// them to `update(_:)`'s fraction of the duration; `finish()` runs the rest, `cancel()` runs them back.
///
/// ```
/// startInteractiveTransition ──► animator.animateTransition ──► the container's animations held at 0
/// update(p)  ──► shown at p × duration (each animation on its own curve; property animators' fractionComplete = p)
/// finish()   ──► the rest runs in (1 − p) × duration / completionSpeed along completionCurve (or timingCurve);
///                the animations end then, with completion(true)
/// cancel()   ──► back to 0 in p × duration / completionSpeed; the animations are removed there, with
///                completion(false), and transitionWasCancelled is true
/// pause()    ──► held where they are, interactive again
/// ```
///
/// Repairs (BehaviourContract §18): `update(_:)` with NaN or an infinity is ignored, and a fraction outside 0…1 is
/// clamped; a `completionSpeed` that is not positive and finite runs at 1. After the transition ends the object
/// can drive another.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition driven, from its start until `completeTransition`.
    private var context: TransitionContext?

    /// Creates an interaction controller.
    public override init() {
        super.init()
    }

    /// The duration of the transition driven (the animator's), 0 when none is.
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }

    /// The fraction last given to `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0

    /// How fast the rest runs after `finish()` or `cancel()`: 1 at the animations' pace, 0.5 half as fast.
    open var completionSpeed: CGFloat = 1

    /// The curve of the rest after `finish()` or `cancel()`: ease in, ease out.
    open var completionCurve = UIView.AnimationCurve.easeInOut

    /// A timing curve for the rest, used instead of `completionCurve` when set (its cubic curve).
    open var timingCurve: UITimingCurveProvider?

    /// Whether the transition starts interactive (true); when false, it runs until `pause()`.
    open var wantsInteractiveStart = true

    /// Starts driving `transitionContext`: runs the animator and holds its animations at 0.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        percentComplete = 0
        context.percentDriver = self
        context.startPercentDriven(interactive: wantsInteractiveStart)
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN and infinities ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        let fraction = Swift.min(1, Swift.max(0, percentComplete))
        self.percentComplete = fraction
        context?.updateInteractiveTransition(fraction)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
    }

    /// Runs the transition back to its start; it ends cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }

    /// Holds the transition where it is and makes it interactive again.
    open func pause() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        if let driver = context.driver { percentComplete = CGFloat(driver.fraction) }
    }

    /// The transition ended: ready for another.
    func transitionEnded() {
        context = nil
        percentComplete = 0
    }
}
