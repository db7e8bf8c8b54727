import Foundation

/// The object a navigation controller tells about the controllers it shows, and asks for the animator and the
/// interaction controller of an animated push or pop (`UINavigationController.delegate`).
///
/// Every method is optional, as in UIKit: the defaults do nothing and answer nil, which gives the standard slide.
/// On a visible navigation controller, `navigationController(_:willShow:animated:)` comes after the appearing
/// controller's `viewWillAppear`, and `navigationController(_:didShow:animated:)` after its `viewDidAppear`; an
/// interactive pop that is cancelled gets no `didShow` (BehaviourContract §17).
///
/// ```swift
/// extension FeedViewController: UINavigationControllerDelegate {
///     func navigationController(
///         _ navigationController: UINavigationController,
///         animationControllerFor operation: UINavigationController.Operation,
///         from fromVC: UIViewController, to toVC: UIViewController
///     ) -> UIViewControllerAnimatedTransitioning? {
///         operation == .push ? ZoomAnimator() : nil
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called just before the navigation controller shows `viewController` (the new top) in a transition.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// Called after the navigation controller showed `viewController`, when the transition completed.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil for the standard slide.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller that drives `animationController` (the animator this delegate answered); asked only
    /// when the delegate answered an animator. Nil runs the animator on its own.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    /// No animator: the standard slide.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }

    /// No interaction controller: the animator runs on its own.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
