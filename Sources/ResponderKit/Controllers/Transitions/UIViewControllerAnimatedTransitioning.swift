import Foundation

/// The animations of a custom transition between two view controllers (an animator).
///
/// UIKit asks for the duration, then calls `animateTransition(using:)` once, at the start of the transition. The
/// animator adds the arriving view to the context's `containerView`, animates (with `UIView.animate` or a
/// `UIViewPropertyAnimator`, over `transitionDuration(using:)`), and calls `completeTransition(_:)` when its
/// animations end — with `!transitionContext.transitionWasCancelled` when the transition may be interactive. Then
/// `animationEnded(_:)` is called, with whether the transition completed.
///
/// ```swift
/// final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///     func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
///         guard let card = transitionContext.view(forKey: .to),
///             let to = transitionContext.viewController(forKey: .to) else { return }
///         let final = transitionContext.finalFrame(for: to)
///         card.frame = final.offsetBy(dx: 0, dy: final.height)
///         transitionContext.containerView.addSubview(card)
///         UIView.animate(withDuration: 0.3, animations: { card.frame = final }) { _ in
///             transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations take, in seconds; an interactive transition maps its fraction onto it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval

    /// Runs the transition's animations in `transitionContext`'s container view.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)

    /// Called after the transition ended, with whether it completed (false: it was cancelled). The default does
    /// nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
