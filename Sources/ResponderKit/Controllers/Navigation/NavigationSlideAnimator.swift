import Foundation

/// The standard push and pop of a navigation controller, as an animator (BehaviourContract §17).
///
/// A push slides the new view in from the trailing edge over the old one, which moves 30 % of its width
/// toward the leading edge; a pop slides the top view out to the trailing edge and brings
/// the one below back from 30 % toward the leading edge. Apple publishes no duration or curve: UIKit's push is
/// commonly measured at 0.35 s, and ResponderKit runs it over ``duration`` along ease-in-out (§13's cubic
/// (0.42, 0, 0.58, 1)); while interactive (the pop gesture), linearly, so that the views follow the finger.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The standard push and pop's duration, in seconds.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(true)
            return
        }
        let trailing: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: to)
        let fromStart = fromView.frame
        let fromEnd: CGRect
        if operation == .pop {
            toView.frame = final.offsetBy(dx: -trailing * width * Self.parallax, dy: 0)
            if fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            fromEnd = fromStart.offsetBy(dx: trailing * width, dy: 0)
        } else {
            toView.frame = final.offsetBy(dx: trailing * width, dy: 0)
            container.addSubview(toView)
            fromEnd = fromStart.offsetBy(dx: -trailing * width * Self.parallax, dy: 0)
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: options,
            animations: {
                toView.frame = final
                fromView.frame = fromEnd
            },
            completion: { _ in
                if transitionContext.transitionWasCancelled { fromView.frame = fromStart }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
