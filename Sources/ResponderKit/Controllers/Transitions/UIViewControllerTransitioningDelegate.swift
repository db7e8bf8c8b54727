import Foundation

/// The object that vends the animator and interaction controller of a view controller's presentation and
/// dismissal (`UIViewController.transitioningDelegate`).
///
/// Every method is optional, as in UIKit: the defaults answer nil, which gives the standard transition. When
/// `animationController(forPresented:presenting:source:)` answers an animator and the presentation is animated,
/// `present(_:animated:completion:)` runs it (BehaviourContract §18); `interactionControllerForPresentation(using:)`
/// is asked only then, with that animator.
///
/// ```swift
/// final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
///     let interaction = UIPercentDrivenInteractiveTransition()
///     var isPanning = false
///     func animationController(forDismissed dismissed: UIViewController)
///         -> UIViewControllerAnimatedTransitioning? { SlideDown() }
///     func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
///         -> UIViewControllerInteractiveTransitioning? { isPanning ? interaction : nil }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`, on behalf of `source` (the controller whose
    /// `present` was called); nil for the standard transition.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?

    /// The animator for dismissing `dismissed`; nil for the standard transition.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller that drives `animator` through the presentation; nil for a transition that runs
    /// on its own.
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?

    /// The interaction controller that drives `animator` through the dismissal; nil for a transition that runs on
    /// its own.
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: the standard presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }

    /// No animator: the standard dismissal.
    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { nil }

    /// No interaction controller: the presentation runs on its own.
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    /// No interaction controller: the dismissal runs on its own.
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
