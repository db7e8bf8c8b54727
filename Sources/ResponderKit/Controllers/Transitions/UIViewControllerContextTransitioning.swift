import Foundation

/// The context of a custom view-controller transition: its container view, the controllers and views taking part,
/// and the calls that report its progress and end.
///
/// UIKit makes the context and hands it to the animator (and the interaction controller); apps do not adopt this
/// protocol. `presentedViewController` and `presentingViewController` change when `completeTransition(true)` is
/// called, and the `present`/`dismiss` completion runs after it (BehaviourContract §18).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are animated in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interaction controller cancelled it); read it before calling
    /// `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies; the identity.
    var targetTransform: CGAffineTransform { get }

    /// Reports how far an interactive transition is, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition runs to its end.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition runs back to its start.
    func cancelInteractiveTransition()
    /// Reports that the transition became interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition: call it when the animations end, with false when it was cancelled.
    func completeTransition(_ didComplete: Bool)

    /// A controller taking part: the one leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view the animator moves: the arriving controller's view (`.to`), the leaving one's (`.from`); nil for a
    /// view the presentation leaves in place (the presenter's, in a style that keeps it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `vc`'s view has at the start, in the container; `.zero` when unknown (the arriving view).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view should have at the end, in the container; `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}
