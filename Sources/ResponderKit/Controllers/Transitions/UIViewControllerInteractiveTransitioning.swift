import Foundation

/// An object that drives a custom transition interactively (an interaction controller), usually from a gesture.
///
/// UIKit calls `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`; the
/// interaction controller runs the animator itself and reports progress to the context. Most apps use
/// ``UIPercentDrivenInteractiveTransition``, which does that with the animator's own animations.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition in `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)

    /// How fast the transition runs to its end once interaction stops (1: at the animations' own pace).
    var completionSpeed: CGFloat { get }

    /// The curve of the part run once interaction stops.
    var completionCurve: UIView.AnimationCurve { get }

    /// Whether the transition starts interactive (true) or runs until something makes it interactive.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the animations' own pace.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in, ease out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True: the transition starts interactive.
    public var wantsInteractiveStart: Bool { true }
}
