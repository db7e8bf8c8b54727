import Foundation

/// Presentation and dismissal, with UIKit's appearance callbacks and completion timing (BehaviourContract §18).
///
/// ```
/// present(B, animated:)      A.viewWillDisappear¹ ─ B.viewWillAppear ─ B's view in the window ─ B.viewIsAppearing
///   transition end²          B.viewDidAppear ─ A's view leaves the window¹ ─ A.viewDidDisappear¹ ─ completion
/// dismiss(animated:)         B.viewWillDisappear ─ A's view back¹ ─ A.viewWillAppear¹ ─ A.viewIsAppearing¹
///   transition end²          A.viewDidAppear¹ ─ B's view leaves ─ B.viewDidDisappear ─ completion
/// ```
/// ¹ only for styles that take the presenter's view away (`.fullScreen`, `.currentContext`); the default
/// `.automatic` page sheet leaves the presenter on screen and silent.
/// ² on the next turn of the run loop (the end of the next layout pass) when not animated, `UIViewController.modalTransitionDuration` later on the
/// application's clock when animated. Nothing is drawn moving: the presented view is in place from the start.
extension UIViewController {
    /// How long an animated presentation or dismissal takes on the application's clock: 0.5 s, ResponderKit's
    /// default (UIKit publishes no figure; its sheet animation is a spring of about this length).
    public static let modalTransitionDuration: TimeInterval = 0.5

    /// The controller that presents for this one: the root of its containment (UIKit presents from the controller
    /// that defines the presentation context, by default the root).
    private var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// How far below the window's top safe-area inset a page or form sheet's top edge sits in a compact-width
    /// window: 10 pt, ResponderKit's default (UIKit publishes no figure; the presenter's edge shows above it).
    public static let sheetTopGap: CGFloat = 10

    /// Where a page or form sheet's view is in a compact-width window: the full width, from `sheetTopGap` below
    /// the top safe-area inset to the bottom.
    static func sheetFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        let top = min(bounds.height, window.safeAreaInsets.top + sheetTopGap)
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The application this controller's view is in, or the current one, for messages and timing.
    var hostApplication: UIApplication? { viewIfLoaded?.window?.application ?? UIApplication.current }

    /// Records what UIKit prints to the console in the application's trace.
    final func consoleMessage(_ message: String) {
        guard let trace = hostApplication?.trace, trace.isObserved else { return }
        trace.record(.consoleMessage(message))
    }

    var consoleName: String { "<\(TraceTypeName.of(self))>" }

    /// Presents a view controller over this one's window (`present(_:animated:completion:)`). A full-screen
    /// style's view fills the window; a page or form sheet in a compact-width window (`.automatic`, the default)
    /// is a card from ``sheetTopGap`` below the top safe area, over a dimming view that takes the touches above it.
    /// Its next responder is the presenting controller. Refused, with UIKit's console message in the trace, when the presenter already
    /// presents one, is not in a window, or the controller is already presented.
    final func performPresent(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
    ) {
        let presenter = presentationContext
        let presented = viewControllerToPresent
        if let current = presenter.presentedViewController {
            if current.isBeingDismissed || current.isBeingPresented {
                consoleMessage(
                    "Attempt to present \(presented.consoleName) on \(presenter.consoleName) while a presentation "
                        + "is in progress!")
            } else {
                consoleMessage(
                    "Attempt to present \(presented.consoleName) on \(presenter.consoleName) which is already "
                        + "presenting \(current.consoleName).")
            }
            return
        }
        if presented === presenter || presented.presentingViewController != nil || presented.parent != nil {
            consoleMessage(
                "Application tried to present modally a view controller \(presented.consoleName) that is already "
                    + "being presented or is a child of a container.")
            return
        }
        guard let window = presenter.viewIfLoaded?.window, let application = window.application else {
            consoleMessage(
                "Attempt to present \(presented.consoleName) on \(presenter.consoleName) whose view is not in the "
                    + "window hierarchy.")
            return
        }
        if flag, let delegate = presented.transitioningDelegate,
            let animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self)
        {
            presentCustom(
                presented, from: presenter, in: window, animator: animator,
                interactor: delegate.interactionControllerForPresentation(using: animator), completion: completion)
            return
        }
        let style = presented.modalPresentationStyle
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        ManagedAppearance.run {
            if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: flag) }
            presented.beginAppearanceTransition(true, animated: flag)
            let view: UIView = presented.view
            if style.isSheet(in: window) {
                // UIKit's sheet: a transition view over the window, a dimming view that takes the touches above
                // the sheet, and the presented view as a card below the top safe area.
                let container = UITransitionView(frame: window.bounds)
                container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                let dimming = UIDimmingView(frame: container.bounds)
                dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(dimming)
                view.frame = Self.sheetFrame(in: window)
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(view)
                presented.transitionContainer = container
                window.addSubview(container)
            } else {
                view.frame = window.bounds
                window.addSubview(view)
            }
        }
        let finish: @MainActor () -> Void = { [weak presenter, weak presented] in
            guard let presenter, let presented else { return }
            presented.isBeingPresented = false
            presented.endAppearanceTransition()
            if style.removesPresenterView, presenter.presentedViewController === presented {
                ManagedAppearance.run { presenter.viewIfLoaded?.removeFromSuperview() }
                presenter.endAppearanceTransition()
            }
            completion?()
        }
        if flag {
            application.scheduleTimer(after: Self.modalTransitionDuration, finish)
        } else {
            application.runAtNextTurn(finish)
        }
    }

    /// Dismisses (`dismiss(animated:completion:)`) the controller this one presented (and any it presented in turn), or, when it presented none,
    /// this one from its presenter. `completion` runs when the transition ends; with nothing to dismiss it does
    /// not run, as in UIKit.
    final func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        guard let presented = presenter.presentedViewController else {
            if let presenting = presentingViewController {
                presenting.dismiss(animated: flag, completion: completion)
            }
            return
        }
        if presented.isBeingDismissed { return }
        if presented.transitionInProgress {
            consoleMessage(
                "Attempt to dismiss from view controller \(presenter.consoleName) while a presentation or dismiss is "
                    + "in progress!")
            return
        }
        if flag, presented.presentedViewController == nil, let delegate = presented.transitioningDelegate,
            let animator = delegate.animationController(forDismissed: presented),
            dismissCustom(
                presented, from: presenter, animator: animator,
                interactor: delegate.interactionControllerForDismissal(using: animator), completion: completion)
        {
            return
        }
        var stack: [UIViewController] = []
        var next: UIViewController? = presented
        while let controller = next {
            stack.append(controller)
            next = controller.presentedViewController
        }
        let style = presented.modalPresentationStyle
        let application = hostApplication
        presented.isBeingDismissed = true
        ManagedAppearance.run {
            for controller in stack.reversed() { controller.beginAppearanceTransition(false, animated: flag) }
            if style.removesPresenterView, let window = presented.viewIfLoaded?.window,
                let view = presenter.viewIfLoaded, view.window == nil
            {
                presenter.beginAppearanceTransition(true, animated: flag)
                if let presentedView = presented.viewIfLoaded, presentedView.superview === window {
                    window.insertSubview(view, belowSubview: presentedView)
                } else {
                    window.insertSubview(view, at: 0)
                }
            }
        }
        let finish: @MainActor () -> Void = { [weak presenter] in
            guard let presenter else { return }
            if style.removesPresenterView { presenter.endAppearanceTransition() }
            for controller in stack.reversed() {
                ManagedAppearance.run {
                    controller.viewIfLoaded?.removeFromSuperview()
                    controller.transitionContainer?.removeFromSuperview()
                }
                controller.transitionContainer = nil
                controller.endAppearanceTransition()
                controller.presentedViewController = nil
                controller.presentingViewController = nil
                controller.isBeingDismissed = false
            }
            presenter.presentedViewController = nil
            completion?()
        }
        guard let application else { return finish() }
        if flag {
            application.scheduleTimer(after: Self.modalTransitionDuration, finish)
        } else {
            application.runAtNextTurn(finish)
        }
    }
}
