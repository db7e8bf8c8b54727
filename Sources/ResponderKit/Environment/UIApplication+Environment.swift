import Foundation

extension UIApplication {
    /// The device, orientation and system settings the interface runs in; an iPhone 15 upright in light mode by
    /// default. Setting it does what the device does when it rotates or the system style changes:
    ///
    /// 1. the interface orientation follows the device's when it is upright or on its side and the key window's root
    ///    view controller supports it (`supportedInterfaceOrientations`), and stays otherwise;
    /// 2. when size classes change, each window's root view controller gets `willTransition(to:with:)`; when the
    ///    screen's size changes, `viewWillTransition(to:with:)` (both forwarded to children by default);
    /// 3. `UIScreen.main.bounds` changes; each window that filled the screen fills it again, with its root and
    ///    presented controllers' views, and takes the new orientation's safe area if it had the device's
    ///    (`UIWindow.simulatedSafeAreaInsets`); every object whose traits changed gets `traitCollectionDidChange(_:)` and its
    ///    registered handlers, parents first;
    /// 4. the coordinator's alongside blocks run, the layout pass runs, then its completion blocks (the rotation
    ///    itself is not animated: `isAnimated` is false, `transitionDuration` 0);
    /// 5. `UIDevice.orientationDidChangeNotification` is posted when the device's orientation changed and its
    ///    notifications are on.
    ///
    /// ```swift
    /// application.environment = DeviceEnvironment(device: .iPhone15, orientation: .landscapeLeft)
    /// application.environment.userInterfaceStyle = .dark
    /// ```
    public var environment: DeviceEnvironment {
        get { environmentState.environment }
        set { apply(newValue) }
    }

    /// Runs `body` on the next turn of the run loop, as UIKit runs `viewDidAppear` and ends non-animated
    /// transitions: at the end of the next layout pass, which runs before the next input is handled or when
    /// `layoutPendingViews()` is called.
    func runAtNextTurn(_ body: @escaping @MainActor () -> Void) {
        environmentState.nextTurnWork.append(body)
        layoutPass.isNeeded = true
    }

    /// Runs the work queued for this turn, in order, including work it queues for the same turn (up to a bound:
    /// work that keeps queueing more waits for the next pass).
    func runNextTurnWork() {
        var rounds = 0
        while !environmentState.nextTurnWork.isEmpty, rounds < UIView.layoutRoundLimit {
            let work = environmentState.nextTurnWork
            environmentState.nextTurnWork = []
            for body in work { body() }
            rounds += 1
        }
        if !environmentState.nextTurnWork.isEmpty { layoutPass.isNeeded = true }
    }

    /// The interface's orientation, which follows the device's (see `environment`).
    public var interfaceOrientation: UIInterfaceOrientation { environmentState.interfaceOrientation }

    private func apply(_ new: DeviceEnvironment) {
        let state = environmentState
        let old = state.environment
        guard new != old else { return }
        let oldOrientation = state.interfaceOrientation
        let newOrientation = resolvedOrientation(for: new, current: oldOrientation)
        let oldBounds = state.screenBounds
        let newSize = new.device.size(in: newOrientation)
        let oldScreenTraits = state.screenTraits
        let newScreenTraits = EnvironmentState.traits(new, newOrientation)
        let sizeChanged = newSize != oldBounds.size
        let classesChanged =
            newScreenTraits.horizontalSizeClass != oldScreenTraits.horizontalSizeClass
            || newScreenTraits.verticalSizeClass != oldScreenTraits.verticalSizeClass
        let coordinator = RotationCoordinator()
        let roots = windows.compactMap(\.rootViewController)
        if classesChanged {
            for controller in roots {
                controller.willTransition(
                    to: newScreenTraits.overriding(style: controller.overrideUserInterfaceStyle), with: coordinator)
            }
        }
        if sizeChanged {
            for controller in roots { controller.viewWillTransition(to: newSize, with: coordinator) }
        }
        let propagation = TraitPropagation(roots: windows)
        state.environment = new
        state.interfaceOrientation = newOrientation
        if sizeChanged {
            let newBounds = CGRect(origin: .zero, size: newSize)
            let oldInsets = old.device.safeAreaInsets(in: oldOrientation)
            let newInsets = new.device.safeAreaInsets(in: newOrientation)
            for window in windows where window.frame == oldBounds {
                window.frame = newBounds
                // A window that had the device's safe area for the old orientation gets the new orientation's.
                if window.simulatedSafeAreaInsets == oldInsets, oldInsets != .zero {
                    window.simulatedSafeAreaInsets = newInsets
                }
                var controller = window.rootViewController
                while let current = controller {
                    if let view = current.viewIfLoaded, view.storedSuperview === window, view.frame == oldBounds {
                        view.frame = newBounds
                    } else if let container = current.transitionContainer as? UITransitionView,
                        container.storedSuperview === window, let view = current.viewIfLoaded,
                        view.storedSuperview === container, current.modalPresentationStyle.isSheet(in: window)
                    {
                        // A sheet keeps its gap below the new orientation's top safe area.
                        container.frame = window.bounds
                        view.frame = UIViewController.sheetFrame(in: window)
                    }
                    controller = current.presentedViewController
                }
            }
        }
        if newScreenTraits != oldScreenTraits { state.screen.traitCollectionDidChange(oldScreenTraits) }
        propagation.deliver()
        coordinator.runAlongside()
        layoutPendingViews()
        coordinator.runCompletions()
        if new.orientation != old.orientation, state.orientationNotificationRequests > 0 {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: state.device)
        }
    }

    /// The interface orientation for an environment: the device's when it has one the key window's root view
    /// controller supports, otherwise `current`.
    private func resolvedOrientation(
        for environment: DeviceEnvironment, current: UIInterfaceOrientation
    ) -> UIInterfaceOrientation {
        guard let wanted = environment.orientation.interfaceOrientation else { return current }
        let supported =
            (keyWindow ?? windows.first)?.rootViewController?.supportedInterfaceOrientations
            ?? (environment.device.idiom == .pad ? .all : .allButUpsideDown)
        return supported.includes(wanted) ? wanted : current
    }
}

/// The coordinator of a rotation: alongside blocks run after the new traits and frames are in place, completion
/// blocks after the layout pass.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ran = false

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { ran ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }
    var containerView: UIView { UIView(frame: .zero) }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
        ran = true
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
