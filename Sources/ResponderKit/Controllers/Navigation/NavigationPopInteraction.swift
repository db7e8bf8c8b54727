import Foundation

/// The navigation controller's built-in interactive pop: the handler of `interactivePopGestureRecognizer` and its
/// default delegate (BehaviourContract §17).
///
/// ```
/// edge pan began    (two or more controllers, no transition, the delegate agrees)
///                   ──► popViewController(animated: true) driven by a UIPercentDrivenInteractiveTransition:
///                       top.viewWillDisappear ─ below.viewWillAppear ─ delegate willShow; held at the pan's fraction
/// changed           ──► update(translation toward the trailing edge / the view's width)
/// ended             ──► ``completes(fraction:velocity:metrics:)``? finish(): the rest of the slide, then
///                       top.viewDidDisappear ─ below.viewDidAppear ─ delegate didShow
///                     : cancel(): back, then below.viewWillDisappear ─ below.viewDidDisappear
///                       ─ top.viewWillAppear ─ top.viewDidAppear; the top stays
/// cancelled, failed ──► cancel()
/// ```
///
/// With a delegate that answers its own animator for the pop, the gesture starts that pop and the delegate's
/// interaction controller (if any) drives it; the built-in interaction drives only the standard slide.
@MainActor
final class NavigationPopInteraction: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    /// The interaction driving the pop the gesture started, until the lift.
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// Whether a pop let go at `fraction` of the width, moving at `velocity` toward the trailing edge, completes:
    /// a fling toward the trailing edge completes, a fling back cancels, otherwise past the completion fraction
    /// (half the width by default) completes. The thresholds are `metrics`' `interactivePopFlingVelocity` and
    /// `interactivePopCompletionFraction` (BehaviourContract §8).
    static func completes(fraction: CGFloat, velocity: CGFloat, metrics: InteractionMetrics = .default) -> Bool {
        if velocity > metrics.interactivePopFlingVelocity { return true }
        if velocity < -metrics.interactivePopFlingVelocity { return false }
        return fraction > metrics.interactivePopCompletionFraction
    }

    /// The default delegate's answer: a pop can start.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.popCanStart ?? false
    }

    /// The gesture's action.
    func handle(_ gesture: UIGestureRecognizer) {
        guard let navigationController else { return }
        switch gesture.state {
        case .began:
            guard navigationController.popCanStart else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            navigationController.pendingPopInteraction = interaction
            navigationController.popViewController(animated: true)
            navigationController.pendingPopInteraction = nil
            guard navigationController.activeTransition?.percentDriver === interaction else { return }
            self.interaction = interaction
            interaction.update(fraction(of: gesture, in: navigationController))
        case .changed:
            interaction?.update(fraction(of: gesture, in: navigationController))
        case .ended:
            guard let interaction else { return }
            self.interaction = nil
            let velocity = trailingVelocity(of: gesture, in: navigationController)
            let metrics = navigationController.viewIfLoaded?.window?.application?.metrics ?? .default
            let fraction = fraction(of: gesture, in: navigationController)
            if Self.completes(fraction: fraction, velocity: velocity, metrics: metrics) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    /// +1 when the trailing edge is on the right.
    private func direction(in navigationController: UINavigationController) -> CGFloat {
        navigationController.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// How far toward the trailing edge the finger moved, as a fraction of the view's width (0…1).
    private func fraction(of gesture: UIGestureRecognizer, in navigationController: UINavigationController) -> CGFloat {
        guard let pan = gesture as? UIPanGestureRecognizer, let view = navigationController.viewIfLoaded,
            view.bounds.width > 0
        else { return 0 }
        let moved = pan.translation(in: view).x * direction(in: navigationController)
        return Swift.min(1, Swift.max(0, moved / view.bounds.width))
    }

    /// The finger's speed toward the trailing edge, in points per second.
    private func trailingVelocity(
        of gesture: UIGestureRecognizer, in navigationController: UINavigationController
    ) -> CGFloat {
        guard let pan = gesture as? UIPanGestureRecognizer, let view = navigationController.viewIfLoaded else {
            return 0
        }
        return pan.velocity(in: view).x * direction(in: navigationController)
    }
}
