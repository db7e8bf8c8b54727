import Foundation

/// What a transition between view controllers or sizes is doing, as UIKit's coordinator context tells it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the transition's end, when interactive.
    var completionVelocity: CGFloat { get }
    /// The rotation applied by a rotation transition.
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// A controller taking part: the one leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part: the one leaving (`.from`) or arriving (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}
