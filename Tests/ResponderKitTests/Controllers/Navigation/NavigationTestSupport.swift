import Foundation
import Testing

@testable import ResponderKit

/// A controller that logs its appearance callbacks (as ``TransitionLoggedController``) and its containment ones:
/// `B.viewWillAppear @0`, `B.willMove(nav) @0`.
@MainActor
final class NavigationLoggedController: TransitionLoggedController {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs what it is told and hands out the animators and interaction controller it is
/// given.
@MainActor
final class NavigationLogDelegate: NSObject, UINavigationControllerDelegate {
    let log: TimedLog
    var pushAnimator: UIViewControllerAnimatedTransitioning?
    var popAnimator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    init(log: TimedLog) {
        self.log = log
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? NavigationLoggedController)?.name ?? "?"
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.add("willShow \(name(viewController)) animated=\(animated)")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("didShow \(name(viewController)) animated=\(animated)")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationControllerFor \(operation) from \(name(fromVC)) to \(name(toVC))")
        return operation == .push ? pushAnimator : popAnimator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A gesture delegate that refuses every begin.
@MainActor
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// An application with a visible 320×480 window whose root is a navigation controller on `A`, with a logging
/// delegate, and controllers `B` and `C` to push.
@MainActor
struct NavigationStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    let log: TimedLog
    let navigation: UINavigationController
    let delegate: NavigationLogDelegate
    let a: NavigationLoggedController
    let b: NavigationLoggedController
    let c: NavigationLoggedController

    init() {
        app = UIApplication(clock: clock)
        app.failsTestOnViolation()
        log = TimedLog(clock: clock)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        a = NavigationLoggedController("A", log: log)
        b = NavigationLoggedController("B", log: log)
        c = NavigationLoggedController("C", log: log)
        navigation = UINavigationController(rootViewController: a)
        delegate = NavigationLogDelegate(log: log)
        navigation.delegate = delegate
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        _ = log.take()
    }

    /// Pushes `controllers` without animation and lets the transitions end.
    func push(_ controllers: UIViewController...) {
        for controller in controllers { navigation.pushViewController(controller, animated: false) }
        app.layoutPendingViews()
        _ = log.take()
    }

    /// Logs the pop gesture's states: `pop began 40 @1.05` (the translation's x).
    func logPopGesture() {
        let log = log
        navigation.interactivePopGestureRecognizer?.addHandler { gesture in
            let x = (gesture as? UIPanGestureRecognizer)?.translation(in: nil).x ?? 0
            log.add("pop \(gesture.state) \(x.compact)")
        }
    }

    /// Where `controller`'s view is on screen now (its presentation layer's x), to 0.01 pt.
    func shownX(_ controller: UIViewController) -> CGFloat {
        let layer = controller.view.layer
        return ((layer.presentation() ?? layer).frame.origin.x * 100).rounded() / 100
    }

    /// A finger drawn through `points`, one sample every `step` seconds from `start`; lifted unless `lift` is false.
    func drag(_ points: [CGPoint], from start: TimeInterval, step: TimeInterval, lift: Bool = true) {
        for (index, point) in points.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : (index == points.count - 1 && lift ? .ended : .moved)
            app.touch(phase, at: point, time: start + Double(index) * step)
        }
    }

    /// The console messages the trace recorded.
    func consoleMessages(_ recorder: TraceRecorder) -> [String] {
        recorder.events.compactMap { event -> String? in
            if case .consoleMessage(let message) = event { return message }
            return nil
        }
    }
}
