import Foundation

/// How a navigation controller's stack changes: containment, the view swap, the appearance callbacks in UIKit's
/// order, and the animated push and pop run through the custom-transition machinery (``TransitionContext``, its
/// ``TransitionDriver`` for interactive pops) that presentations use (BehaviourContract §17, §18).
///
/// Apple documents each callback but not their interleaving; the order here is the one UIKit's traces show (Wang Ling,
/// "The Inconsistent Order of View Transition Events", 2014): leaving `viewWillDisappear`, arriving `viewWillAppear`,
/// leaving `viewDidDisappear`, arriving `viewDidAppear`; a cancelled interactive pop adds the arriving controller's
/// `viewWillDisappear` and `viewDidDisappear`, then the top one's `viewWillAppear` and `viewDidAppear`.
extension UINavigationController {
    /// Whether a pop can start now: two or more controllers and no push or pop under way.
    var popCanStart: Bool { stack.count > 1 && activeTransition == nil }

    /// Whether the controller's view is on screen.
    private var isOnScreen: Bool { viewIfLoaded?.window?.isShowing ?? false }

    /// True, or false with UIKit's console message when a push or pop is under way.
    func refuseDuringTransition(_ selector: String) -> Bool {
        guard activeTransition != nil else { return true }
        consoleMessage(
            "\(selector) called on \(consoleName) while an existing transition or presentation is occurring; the "
                + "navigation stack will not be updated.")
        return false
    }

    /// Makes `newStack` the stack (see the type's discussion for the order of what happens).
    func changeStack(to newStack: [UIViewController], operation: Operation, animated: Bool) {
        let old = stack
        let oldTop = old.last
        let newTop = newStack.last
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        setStack(newStack)
        guard oldTop !== newTop, isViewLoaded else {
            finishContainment(removed: removed, added: added)
            return
        }
        guard isOnScreen else {
            install(newTop)
            finishContainment(removed: removed, added: added)
            return
        }
        if animated, let oldTop, let newTop, operation != .none,
            let application = viewIfLoaded?.window?.application
        {
            runAnimated(
                operation, from: oldTop, to: newTop, old: old, removed: removed, added: added, in: application)
            return
        }
        ManagedAppearance.run {
            oldTop?.beginAppearanceTransition(false, animated: false)
            newTop?.beginAppearanceTransition(true, animated: false)
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: false) }
            install(newTop)
        }
        let finish: @MainActor () -> Void = { [weak self, weak oldTop, weak newTop] in
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
            guard let self else { return }
            finishContainment(removed: removed, added: added)
            if let newTop, newTop === topViewController {
                delegate?.navigationController(self, didShow: newTop, animated: false)
            }
        }
        if let application = hostApplication { application.runAtNextTurn(finish) } else { finish() }
    }

    /// The stack becomes `controllers`; the children follow it (other children the controller added stay after),
    /// and the bar's items.
    private func setStack(_ controllers: [UIViewController]) {
        stack = controllers
        let others = children.filter { child in !controllers.contains { $0 === child } }
        children = controllers + others
        navigationBar.items = controllers.map(\.navigationItem)
    }

    /// Ends containment: removed controllers leave (`didMove(toParent: nil)`), added ones arrive
    /// (`didMove(toParent: self)`), unless the stack changed again meanwhile.
    private func finishContainment(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed where controller.parent === self && !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        for controller in added where controller.parent === self && stack.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
    }

    /// Shows `controller`'s view alone in the container, filling it.
    func install(_ controller: UIViewController?) {
        for view in transitionView.subviews where view !== controller?.viewIfLoaded { view.removeFromSuperview() }
        guard let controller else { return }
        let view: UIView = controller.view
        view.frame = transitionView.bounds
        if view.superview !== transitionView { transitionView.addSubview(view) }
    }

    /// An animated push or pop on screen: the delegate's animator or the standard slide, driven by the delegate's
    /// interaction controller or the pop gesture's, in the container.
    private func runAnimated(
        _ operation: Operation, from oldTop: UIViewController, to newTop: UIViewController, old: [UIViewController],
        removed: [UIViewController], added: [UIViewController], in application: UIApplication
    ) {
        let custom = delegate?.navigationController(
            self, animationControllerFor: operation, from: oldTop, to: newTop)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interactor: UIViewControllerInteractiveTransitioning?
        if let custom {
            interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        } else {
            interactor = operation == .pop ? pendingPopInteraction : nil
        }
        let isPush = operation == .push
        let context = TransitionContext(
            kind: isPush ? .push : .pop, presenter: isPush ? oldTop : newTop, presented: isPush ? newTop : oldTop,
            container: transitionView, animator: animator, interactor: interactor, application: application,
            completion: nil
        ) { [self] didComplete in
            transitionEnded(
                didComplete, from: oldTop, to: newTop, old: old, removed: removed, added: added)
        }
        activeTransition = context
        transitionView.isUserInteractionEnabled = false
        ManagedAppearance.run {
            oldTop.beginAppearanceTransition(false, animated: true)
            newTop.beginAppearanceTransition(true, animated: true)
            delegate?.navigationController(self, willShow: newTop, animated: true)
            context.start()
        }
    }

    /// The animated push or pop ended: completed, the new top stays; cancelled, the stack comes back.
    private func transitionEnded(
        _ didComplete: Bool, from oldTop: UIViewController, to newTop: UIViewController, old: [UIViewController],
        removed: [UIViewController], added: [UIViewController]
    ) {
        activeTransition = nil
        transitionView.isUserInteractionEnabled = true
        if didComplete {
            ManagedAppearance.run { install(newTop) }
            oldTop.endAppearanceTransition()
            newTop.endAppearanceTransition()
            finishContainment(removed: removed, added: added)
            delegate?.navigationController(self, didShow: newTop, animated: true)
            return
        }
        setStack(old)
        ManagedAppearance.run {
            newTop.beginAppearanceTransition(false, animated: true)
            if newTop.viewIfLoaded?.superview === transitionView { newTop.viewIfLoaded?.removeFromSuperview() }
        }
        newTop.endAppearanceTransition()
        ManagedAppearance.run {
            oldTop.beginAppearanceTransition(true, animated: true)
            install(oldTop)
        }
        oldTop.endAppearanceTransition()
        // UIKit tells a controller whose pop was cancelled that it stays: didMove(toParent:) with the navigation
        // controller, after the willMove(toParent: nil) the pop began with.
        for controller in removed where controller.parent === self {
            controller.isMovingFromParent = false
            controller.didMove(toParent: self)
        }
        for controller in added where controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }
}
