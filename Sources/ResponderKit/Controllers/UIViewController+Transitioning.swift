import Foundation

/// Custom presentations and dismissals: when the presented controller's `transitioningDelegate` answers an animator
/// and the call is animated, the animator runs the transition in a container view, on the application's clock
/// (BehaviourContract §18).
///
/// ```
/// present(B, animated: true)   A.viewWillDisappear¹ ─ B.viewWillAppear ─ container in the window
///                              ─ animateTransition (or the interaction controller's start): B's view added to the
///                                container, B.viewIsAppearing
///   completeTransition(true)   B.viewDidAppear ─ A's view leaves¹ ─ A.viewDidDisappear¹ ─ animationEnded(true)
///                              ─ completion
///   completeTransition(false)  B.viewWillDisappear ─ container leaves ─ B.viewDidDisappear ─ A.viewWillAppear¹
///                              ─ A.viewDidAppear¹ ─ links cleared ─ animationEnded(false); no completion
/// dismiss(animated: true)      B.viewWillDisappear ─ A.viewWillAppear¹ ─ animateTransition (A's view added by the
///                              animator¹, A.viewIsAppearing¹)
///   completeTransition(true)   A's view back in the window¹ ─ A.viewDidAppear¹ ─ container leaves
///                              ─ B.viewDidDisappear ─ links cleared ─ animationEnded(true) ─ completion
///   completeTransition(false)  B.viewWillAppear ─ B.viewDidAppear ─ A.viewWillDisappear¹ ─ A's view leaves¹
///                              ─ A.viewDidDisappear¹ ─ B stays presented ─ animationEnded(false); no completion
/// ```
/// ¹ only for the styles that take the presenter's view away (`.fullScreen`, `.currentContext`); with the others
/// (`.custom`, `.overFullScreen`, …) the presenter stays in the window and `view(forKey: .from)` is nil.
///
/// `presentingViewController` and `presentedViewController` are set when `present` is called (as in UIKit, so the
/// presented controller can read them in `viewWillAppear`) and cleared only when a dismissal completes (or a
/// presentation is cancelled). A non-animated call, or a stack of presentations dismissed at once, uses the standard
/// transition. `dismiss` while a custom transition is under way is refused with UIKit's console message.
extension UIViewController {
    /// Whether a custom transition presenting or dismissing this controller is under way.
    var transitionInProgress: Bool {
        hostApplication?.motion.transitions.contains { !$0.kind.isNavigation && $0.presented === self } ?? false
    }

    /// Presents `presented` from `presenter` through `animator` (see the extension's discussion).
    final func presentCustom(
        _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        completion: (() -> Void)?
    ) {
        guard let application = window.application else { return }
        let style = presented.modalPresentationStyle
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presented.transitionContainer = container
        let context = TransitionContext(
            kind: .presentation, presenter: presenter, presented: presented, container: container, animator: animator,
            interactor: interactor, application: application, completion: completion
        ) { [unowned presenter, unowned presented] didComplete in
            presented.isBeingPresented = false
            if didComplete {
                presented.endAppearanceTransition()
                if style.removesPresenterView, presenter.presentedViewController === presented {
                    ManagedAppearance.run { presenter.viewIfLoaded?.removeFromSuperview() }
                    presenter.endAppearanceTransition()
                }
            } else {
                ManagedAppearance.run {
                    presented.beginAppearanceTransition(false, animated: true)
                    container.removeFromSuperview()
                }
                presented.endAppearanceTransition()
                if style.removesPresenterView {
                    presenter.beginAppearanceTransition(true, animated: true)
                    presenter.endAppearanceTransition()
                }
                presented.transitionContainer = nil
                presented.presentingViewController = nil
                if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
            }
        }
        ManagedAppearance.run {
            if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: true) }
            presented.beginAppearanceTransition(true, animated: true)
            window.addSubview(container)
            context.start()
        }
    }

    /// Dismisses `presented` (which presents nothing) from `presenter` through `animator`; false, doing nothing,
    /// when its view is in no application's window (the standard dismissal then runs).
    final func dismissCustom(
        _ presented: UIViewController, from presenter: UIViewController,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        completion: (() -> Void)?
    ) -> Bool {
        guard let presentedView = presented.viewIfLoaded, let window = presentedView.window,
            let application = window.application
        else { return false }
        let style = presented.modalPresentationStyle
        let container: UIView
        if let existing = presented.transitionContainer, existing.window === window {
            container = existing
        } else {
            // Presented by the standard transition: its view moves into a container for the dismissal.
            let made = UITransitionView(frame: window.bounds)
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            ManagedAppearance.run {
                window.insertSubview(made, aboveSubview: presentedView)
                made.addSubview(presentedView)
            }
            presented.transitionContainer = made
            container = made
        }
        presented.isBeingDismissed = true
        let context = TransitionContext(
            kind: .dismissal, presenter: presenter, presented: presented, container: container, animator: animator,
            interactor: interactor, application: application, completion: completion
        ) { [unowned presenter, unowned presented] didComplete in
            presented.isBeingDismissed = false
            if didComplete {
                if style.removesPresenterView {
                    if let view = presenter.viewIfLoaded, view.window !== window || view.superview === container {
                        ManagedAppearance.run { window.insertSubview(view, at: 0) }
                    }
                    presenter.endAppearanceTransition()
                }
                ManagedAppearance.run {
                    presented.viewIfLoaded?.removeFromSuperview()
                    container.removeFromSuperview()
                }
                presented.endAppearanceTransition()
                presented.transitionContainer = nil
                presented.presentingViewController = nil
                if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
            } else {
                presented.beginAppearanceTransition(true, animated: true)
                presented.endAppearanceTransition()
                if style.removesPresenterView {
                    ManagedAppearance.run {
                        presenter.beginAppearanceTransition(false, animated: true)
                        presenter.viewIfLoaded?.removeFromSuperview()
                    }
                    presenter.endAppearanceTransition()
                }
            }
        }
        ManagedAppearance.run {
            presented.beginAppearanceTransition(false, animated: true)
            if style.removesPresenterView { presenter.beginAppearanceTransition(true, animated: true) }
            context.start()
        }
        return true
    }
}
