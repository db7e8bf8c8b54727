import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("ResponderChainTests")
struct ResponderChainTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}
    final class DelegateView: UIView, UIApplicationDelegate {}
    final class DelegateController: UIViewController, UIApplicationDelegate {}
    final class DelegateWindow: UIWindow, UIApplicationDelegate {}
    final class DelegateApplication: UIApplication, UIApplicationDelegate {}
    final class PlainDelegate: UIApplicationDelegate {}
    final class RootController: UIViewController {}
    final class PresentedController: UIViewController {}

    static func name(_ responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let view = responder as? UIView, let id = view.accessibilityIdentifier { return id }
        return String(describing: type(of: responder))
    }

    static func chain(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var current: UIResponder? = responder
        while let r = current, names.count < 20 {
            names.append(name(r))
            current = r.next
        }
        return names
    }

    @Test("a view's next is its superview; a root view's next is its controller; the controller's next is the window")
    func viewAndControllerNext() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let root = RootController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let child = UIViewController()
        root.addChild(child)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.accessibilityIdentifier = "container"
        root.view.addSubview(container)
        container.addSubview(child.view)
        child.didMove(toParent: root)
        let leaf = UIView(frame: .zero)
        leaf.accessibilityIdentifier = "leaf"
        child.view.addSubview(leaf)
        #expect(
            Self.chain(from: leaf) == [
                "leaf", "UIView", "UIViewController", "container", "UIView", "RootController", "UIWindow",
                "UIApplication",
            ])
        #expect(app.leftovers == [])
    }

    @Test("a presented view controller's next is the presenting view controller")
    func presentedNext() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let root = RootController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = PresentedController()
        root.present(presented, animated: false)
        #expect(
            Self.chain(from: presented.view) == [
                "UIView", "PresentedController", "RootController", "UIWindow", "UIApplication",
            ])
        presented.dismiss(animated: false)
        // The dismissal ends on the next turn of the run loop (the next layout pass), as in UIKit.
        #expect(Self.name(presented.next) == "RootController")
        app.layoutPendingViews()
        #expect(Self.name(presented.next) == "nil")
        #expect(app.leftovers == [])
    }

    @Test(
        "the application's next is the app delegate only when it is a plain UIResponder",
        arguments: ["responder", "view", "controller", "window", "application", "non-responder", "none"])
    func applicationNext(_ kind: String) {
        let app = UIApplication(clock: ManualClock())
        let delegate: (any UIApplicationDelegate)? =
            switch kind {
            case "responder": AppDelegate()
            case "view": DelegateView()
            case "controller": DelegateController()
            case "window": DelegateWindow(frame: .zero)
            case "application": DelegateApplication(clock: ManualClock())
            case "non-responder": PlainDelegate()
            default: nil
            }
        app.delegate = delegate
        #expect(Self.name(app.next) == (kind == "responder" ? "AppDelegate" : "nil"))
        withExtendedLifetime(delegate) {}
    }

    @Test("the default touch methods forward along next, and the event is dropped at the end of the chain")
    func defaultForwarding() {
        let stage = Stage()
        let appDelegate = AppDelegate()
        stage.app.delegate = appDelegate
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.accessibilityIdentifier = "parent"
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.accessibilityIdentifier = "child"
        stage.window.addSubview(parent)
        parent.addSubview(child)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 12, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 0.2)
        let climb = { (method: String) in
            [
                "child.touches\(method)[1]", "child -> parent touches\(method)", "parent -> UIWindow touches\(method)",
                "UIWindow -> UIApplication touches\(method)", "UIApplication -> AppDelegate touches\(method)",
                "AppDelegate -> end of chain: touches\(method) dropped",
            ]
        }
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") && !$0.hasPrefix("finger") }
                == climb("Began") + climb("Moved") + climb("Ended"))
        withExtendedLifetime(appDelegate) {}
        #expect(stage.app.leftovers == [])
    }

    @Test("overriding a touch method without calling super stops the climb")
    func overrideStops() {
        let stage = Stage()
        let parent = stage.view("parent", CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.callsSuper = false
        let child = stage.view("child", CGRect(x: 0, y: 0, width: 50, height: 50), in: parent)
        _ = child
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(stage.log.lines == ["child.began[1]", "parent.began[1]", "child.ended[1]", "parent.ended[1]"])
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") && !$0.hasPrefix("finger") } == [
                "child.touchesBegan[1]", "child -> parent touchesBegan",
                "child.touchesEnded[1]", "child -> parent touchesEnded",
            ])
        #expect(stage.app.leftovers == [])
    }

    final class HandlingController: UIViewController {
        var log: EventLog?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("controller.began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("controller.ended")
        }
    }

    @Test("calling super as well lets the view, its superview and its controller all handle one touch")
    func severalHandlers() {
        let stage = Stage()
        let controller = HandlingController()
        controller.log = stage.log
        let root = LoggingView("root", frame: stage.window.bounds, log: stage.log)
        controller.view = root
        stage.window.rootViewController = controller
        stage.view("button", CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(
            stage.log.lines == [
                "button.began[1]", "root.began[1]", "controller.began", "button.ended[1]", "root.ended[1]",
                "controller.ended",
            ])
        // The controller's touchesEnded does not call super, so the window and the application, which got
        // touchesBegan, get their end as a cancellation (every began gets exactly one end). The controller, made
        // root of a visible window, gets viewDidAppear on the next turn: the layout pass before the touch.
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") && !$0.hasPrefix("finger") } == [
                "HandlingController.viewDidAppear", "button.touchesBegan[1]", "button -> root touchesBegan",
                "root -> HandlingController touchesBegan",
                "HandlingController -> UIWindow touchesBegan", "UIWindow -> UIApplication touchesBegan",
                "UIApplication -> end of chain: touchesBegan dropped",
                "button.touchesEnded[1]", "button -> root touchesEnded", "root -> HandlingController touchesEnded",
                "UIWindow.touchesCancelled[1]: responder chain changed", "UIWindow -> UIApplication touchesCancelled",
                "UIApplication -> end of chain: touchesCancelled dropped",
            ])
        #expect(stage.app.leftovers == [])
    }
}
