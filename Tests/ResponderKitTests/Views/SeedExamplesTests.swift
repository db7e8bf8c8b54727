import Foundation
import ResponderKit
import Testing

/// The examples of the seeds (../shared/seeds), each written the way the seed writes it, in Swift.
@MainActor
@Suite("SeedExamplesTests")
struct SeedExamplesTests {
    static func boundView(_ stage: Stage, at point: CGPoint) -> String {
        HitTestingTests.boundView(stage, at: point)
    }

    // MARK: - Seed 000: dragging a view

    final class DragView: LoggingView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            let current = touch.location(in: self)
            let previous = touch.previousLocation(in: self)
            transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
            log.add("frame \(frame.origin.x),\(frame.origin.y)")
        }
    }

    @Test("seed 000: a view dragged from touchesMoved follows the finger, and hit-testing follows the moved view")
    func dragging() {
        let stage = Stage()
        let drag = DragView("drag", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        drag.callsSuper = false
        stage.window.addSubview(drag)
        let app = stage.app
        app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        app.touch(.moved, at: CGPoint(x: 60, y: 55), time: 0.1)
        app.touch(.moved, at: CGPoint(x: 100, y: 80), time: 0.2)
        app.touch(.moved, at: CGPoint(x: 150, y: 100), time: 0.3)
        app.touch(.ended, at: CGPoint(x: 150, y: 100), time: 0.4)
        #expect(
            stage.log.lines == [
                "drag.began[1]", "frame 10.0,5.0", "frame 50.0,30.0", "frame 100.0,50.0", "drag.ended[1]",
            ])
        #expect(drag.transform == CGAffineTransform(translationX: 100, y: 50))
        #expect(Self.boundView(stage, at: CGPoint(x: 180, y: 130)) == "drag")
        #expect(Self.boundView(stage, at: CGPoint(x: 20, y: 20)) == "UIWindow")
        #expect(app.leftovers == [])
    }

    // MARK: - Seed 002: enlarging a button's hit area

    final class BigButton: LoggingView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test(
        "seed 002: a 20×20 button whose point(inside:) grows its bounds by 10 pt takes touches 10 pt around it",
        arguments: [
            (CGPoint(x: 110, y: 110), "button"), (CGPoint(x: 90, y: 90), "button"),
            (CGPoint(x: 129.5, y: 100), "button"),
            (CGPoint(x: 89.5, y: 100), "UIWindow"), (CGPoint(x: 130, y: 130), "UIWindow"),
            (CGPoint(x: 100, y: 131), "UIWindow"),
        ] as [(CGPoint, String)])
    func enlargedHitArea(_ point: CGPoint, _ expected: String) {
        let stage = Stage()
        stage.window.addSubview(
            BigButton("button", frame: CGRect(x: 100, y: 100, width: 20, height: 20), log: stage.log))
        #expect(Self.boundView(stage, at: point) == expected)
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seed 004: a circular view

    final class CircleView: LoggingView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let radius = bounds.width / 2
            let dx = point.x - bounds.midX
            let dy = point.y - bounds.midY
            return dx * dx + dy * dy <= radius * radius
        }
    }

    @Test(
        "seed 004: a 200×200 view whose point(inside:) checks the radius is hit only inside the circle",
        arguments: [
            (CGPoint(x: 150, y: 150), "circle"), (CGPoint(x: 150, y: 51), "circle"),
            (CGPoint(x: 249, y: 150), "circle"),
            (CGPoint(x: 55, y: 55), "UIWindow"), (CGPoint(x: 245, y: 245), "UIWindow"),
        ] as [(CGPoint, String)])
    func circularView(_ point: CGPoint, _ expected: String) {
        let stage = Stage()
        stage.window.addSubview(
            CircleView("circle", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: stage.log))
        #expect(Self.boundView(stage, at: point) == expected)
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seeds 000 and 004: a button under a semi-transparent overlay

    final class Overlay: LoggingView {
        weak var button: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let button {
                let inButton = convert(point, to: button)
                if button.point(inside: inButton, with: event) { return button }
            }
            return super.hitTest(point, with: event)
        }
    }

    @Test("seeds 000/004: a button under a semi-transparent overlay still gets the touches on its area")
    func buttonUnderOverlay() {
        let stage = Stage()
        let button = stage.view("button", CGRect(x: 50, y: 50, width: 100, height: 40))
        button.callsSuper = false
        let overlay = Overlay("overlay", frame: CGRect(x: 0, y: 0, width: 320, height: 300), log: stage.log)
        overlay.alpha = 0.5
        overlay.callsSuper = false
        overlay.button = button
        stage.window.addSubview(overlay)
        stage.app.tap(at: CGPoint(x: 60, y: 60), time: 0)
        stage.app.tap(at: CGPoint(x: 200, y: 200), time: 1)
        #expect(stage.log.lines == ["button.began[1]", "button.ended[1]", "overlay.began[1]", "overlay.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seed 000: a subview outside its parent's bounds

    final class ReachingParent: LoggingView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            for child in subviews.reversed() {
                let inChild = convert(point, to: child)
                if child.point(inside: inChild, with: event) { return child.hitTest(inChild, with: event) }
            }
            return super.hitTest(point, with: event)
        }
    }

    @Test(
        "seed 000: a subview outside its parent's bounds responds once the parent's hitTest looks for it",
        arguments: [false, true])
    func subviewOutsideParent(_ overridden: Bool) {
        let stage = Stage()
        let parent =
            overridden
            ? ReachingParent("parent", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: stage.log)
            : LoggingView("parent", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: stage.log)
        stage.window.addSubview(parent)
        stage.view("child", CGRect(x: 80, y: 80, width: 60, height: 60), in: parent).callsSuper = false
        #expect(Self.boundView(stage, at: CGPoint(x: 170, y: 170)) == (overridden ? "child" : "UIWindow"))
        #expect(Self.boundView(stage, at: CGPoint(x: 140, y: 140)) == "child")
        #expect(Self.boundView(stage, at: CGPoint(x: 60, y: 60)) == "parent")
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seed 002: only my subviews respond

    final class SubviewsOnly: LoggingView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let view = super.hitTest(point, with: event)
            return view === self ? nil : view
        }
    }

    @Test("seed 002: a view that returns nil when the answer is itself lets only its subviews respond")
    func onlySubviewsRespond() {
        let stage = Stage()
        stage.view("behind", CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = SubviewsOnly("container", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: stage.log)
        stage.window.addSubview(container)
        stage.view("child", CGRect(x: 0, y: 0, width: 50, height: 50), in: container)
        #expect(Self.boundView(stage, at: CGPoint(x: 60, y: 60)) == "child")
        #expect(Self.boundView(stage, at: CGPoint(x: 200, y: 200)) == "behind")
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seed 002: always the first subview, and why the child's `return self` fails

    final class WhiteView: LoggingView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            subviews[0]
        }
    }

    final class SelfishView: LoggingView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
    }

    @Test("seed 002: a parent whose hitTest returns subviews[0] hands every touch to its first subview")
    func parentRedirects() {
        let stage = Stage()
        let white = WhiteView("white", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: stage.log)
        stage.window.addSubview(white)
        stage.view("red", CGRect(x: 0, y: 0, width: 50, height: 50), in: white)
        stage.view("green", CGRect(x: 100, y: 100, width: 50, height: 50), in: white)
        #expect(Self.boundView(stage, at: CGPoint(x: 120, y: 120)) == "red")
        #expect(Self.boundView(stage, at: CGPoint(x: 180, y: 20)) == "red")
        // The window asks white first and white answers red, whatever the point; even outside white.
        #expect(Self.boundView(stage, at: CGPoint(x: 300, y: 300)) == "red")
        #expect(stage.app.leftovers == [])
    }

    @Test("seed 002: a child returning self from hitTest loses to a later sibling under the finger")
    func childReturningSelfFails() {
        let stage = Stage()
        let white = stage.view("white", CGRect(x: 0, y: 0, width: 200, height: 200))
        white.addSubview(SelfishView("red", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: stage.log))
        stage.view("green", CGRect(x: 100, y: 100, width: 50, height: 50), in: white)
        let recorder = stage.app.trace.recorder()
        #expect(Self.boundView(stage, at: CGPoint(x: 120, y: 120)) == "green")
        #expect(
            recorder.lines(.hitTestOnly).prefix(4) == [
                "UIWindow can answer 1", "white can answer 1", "green can answer 1", "hit view: green",
            ])
        #expect(Self.boundView(stage, at: CGPoint(x: 180, y: 20)) == "red")
        #expect(Self.boundView(stage, at: CGPoint(x: 250, y: 250)) == "UIWindow")
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seeds 002/003: nobody handles it; only the window handles it

    final class NilWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    }

    final class SelfWindow: UIWindow {
        var log: EventLog?
        var returnsSelf = true
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            returnsSelf ? self : super.hitTest(point, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("window.began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("window.ended") }
    }

    final class NilView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    }

    @Test("seed 002: a window whose hitTest returns nil: nobody gets the touch")
    func windowReturnsNil() {
        let app = UIApplication(clock: ManualClock())
        let log = EventLog()
        let window = NilWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        window.addSubview(LoggingView("A", frame: window.bounds, log: log))
        let recorder = app.trace.recorder()
        app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(log.lines == [])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1 is over no window that answers: not delivered"
            ])
        #expect(app.leftovers == [])
    }

    @Test(
        "seeds 002/003: a window whose hitTest returns self, or whose controller's view returns nil, handles every touch alone",
        arguments: ["window returns self", "root view returns nil"])
    func onlyTheWindow(_ how: String) {
        let app = UIApplication(clock: ManualClock())
        let log = EventLog()
        let window = SelfWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.log = log
        let controller = UIViewController()
        if how == "root view returns nil" { controller.view = NilView(frame: .zero) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // With the root view returning nil, the window's default hitTest finds no subview and answers itself.
        window.returnsSelf = how == "window returns self"
        controller.view.addSubview(LoggingView("A", frame: window.bounds, log: log))
        app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(log.lines == ["window.began", "window.ended"])
        #expect(app.leftovers == [])
    }

    // MARK: - Seed 002: finding the view controller, one event handled by several responders

    final class ViewController: UIViewController {}

    @Test("seed 002: walking next from a view finds its view controller")
    func findViewController() {
        let stage = Stage()
        let controller = ViewController()
        stage.window.rootViewController = controller
        let inner = UIView(frame: .zero)
        let deep = UIView(frame: .zero)
        controller.view.addSubview(inner)
        inner.addSubview(deep)
        func parentController(_ view: UIView) -> UIViewController? {
            var responder = view.next
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }
        #expect(parentController(deep) === controller)
        #expect(parentController(UIView(frame: .zero)) == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("seed 002: a view and its superview both handle one touch when the view calls super")
    func oneTouchTwoHandlers() {
        let stage = Stage()
        let superview = stage.view("superview", CGRect(x: 0, y: 0, width: 200, height: 200))
        superview.callsSuper = false
        stage.view("view", CGRect(x: 0, y: 0, width: 100, height: 100), in: superview)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(stage.log.lines == ["view.began[1]", "superview.began[1]", "view.ended[1]", "superview.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Seed 004: the next chain

    final class AView: UIView {}
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @Test(
        "seed 004: printing next from AView gives AView, UIView, ViewController, UIWindow, UIApplication, AppDelegate")
    func nextChainPrint() {
        let app = UIApplication(clock: ManualClock())
        let delegate = AppDelegate()
        app.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let a = AView(frame: CGRect(x: 20, y: 100, width: 280, height: 300))
        controller.view.addSubview(a)
        var printed: [String] = []
        var responder: UIResponder? = a
        while let current = responder {
            printed.append(String(describing: type(of: current)))
            responder = current.next
        }
        #expect(printed == ["AView", "UIView", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        withExtendedLifetime(delegate) {}
        #expect(app.leftovers == [])
    }
}
