import Foundation
import ResponderKit
import Testing

/// The default touch methods pass a call up the chain; ResponderKit's own classes that keep them (plain views,
/// image views, labels, windows, view controllers, the application) are passed in a loop rather than called.
/// What responders see must not depend on that: these tests run the same touches unobserved (no trace
/// observer, no verifier: the fast climb) and observed (books kept at every level), and compare.
@MainActor
@Suite("ForwardingClimbTests")
struct ForwardingClimbTests {
    /// A view controller that logs its touch methods and calls super.
    final class LoggingController: UIViewController {
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        let log: EventLog
        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.add("controller.began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.add("controller.moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.add("controller.ended")
            super.touchesEnded(touches, with: event)
        }
    }

    /// An app delegate that is a plain responder: the last link of the chain. It logs and stops.
    final class LoggingDelegate: UIResponder, UIApplicationDelegate {
        let log: EventLog
        init(log: EventLog) {
            self.log = log
            super.init()
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("delegate.began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("delegate.moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("delegate.ended") }
    }

    /// A subclass that overrides nothing: it may override, so its (inherited) methods are called.
    final class QuietView: UIView {}

    /// Builds window ← controller's root view ← plain view ← "middle" ← image view ← quiet view ← label ←
    /// "leaf", with a responder app delegate; touches down, moves twice and lifts on the leaf; returns the log.
    func run(observed: Bool) -> [String] {
        let log = EventLog()
        let app = UIApplication(clock: ManualClock())
        app.isVerifying = observed
        var lines: [String] = []
        let token = observed ? app.trace.addObserver { _ in } : nil
        let delegate = LoggingDelegate(log: log)
        app.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        let controller = LoggingController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var parent: UIView = controller.view
        let links: [UIView] = [
            UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            LoggingView("middle", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log),
            UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            QuietView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            LoggingView("leaf", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log),
        ]
        for link in links {
            link.isUserInteractionEnabled = true  // image views and labels start with it off
            parent.addSubview(link)
            parent = link
        }
        app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        app.touch(.moved, at: CGPoint(x: 60, y: 50), time: 0.01)
        app.touch(.moved, at: CGPoint(x: 70, y: 50), time: 0.02)
        app.touch(.ended, at: CGPoint(x: 70, y: 50), time: 0.03)
        lines = log.lines
        if let token { app.trace.removeObserver(token) }
        #expect(app.verifier.violations.isEmpty)
        #expect(app.leftovers == [])
        return lines
    }

    @Test(
        "§3 a touch climbs past plain views, an image view, a label, a window and to a responder app delegate; every override is called, in chain order, observed or not"
    )
    func unobservedClimbMatchesObserved() {
        let expected = [
            "leaf.began[1]", "middle.began[1]", "controller.began", "delegate.began",
            "leaf.moved[1]", "middle.moved[1]", "controller.moved", "delegate.moved",
            "leaf.moved[1]", "middle.moved[1]", "controller.moved", "delegate.moved",
            "leaf.ended[1]", "middle.ended[1]", "controller.ended", "delegate.ended",
        ]
        #expect(run(observed: false) == expected)
        #expect(run(observed: true) == expected)
    }

    @Test("§3 a chain rebuilt between moves is climbed as it is now: a view inserted mid-touch gets the next move")
    func climbFollowsTheCurrentChain() {
        let stage = Stage()
        stage.app.isVerifying = false
        let outer = stage.view("outer", CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: outer.bounds)
        outer.addSubview(plain)
        let leaf = stage.view("leaf", plain.bounds, in: plain)
        stage.app.touch(.began, at: CGPoint(x: 5, y: 5), time: 0)
        let inserted = LoggingView("inserted", frame: outer.bounds, log: stage.log)
        outer.addSubview(inserted)
        inserted.addSubview(plain)
        stage.app.touch(.moved, at: CGPoint(x: 6, y: 5), time: 0.01)
        stage.app.touch(.ended, at: CGPoint(x: 6, y: 5), time: 0.02)
        #expect(leaf.superview === plain)
        #expect(
            stage.log.lines == [
                "leaf.began[1]", "outer.began[1]",
                "leaf.moved[1]", "inserted.moved[1]", "outer.moved[1]",
                "leaf.ended[1]", "inserted.ended[1]", "outer.ended[1]",
            ])
    }

    /// A finger moves on a plain view in a chain of plain views; between its moves the chain changes three ways,
    /// the view staying in its window: the plain view's parent moves under a logging view and back, the parent
    /// becomes a view controller's root view and stops being one, and the application gets a responder delegate
    /// and loses it. Returns the log.
    func movesWhileTheChainChanges(observed: Bool) -> [String] {
        let log = EventLog()
        let app = UIApplication(clock: ManualClock())
        app.isVerifying = observed
        let token = observed ? app.trace.addObserver { _ in } : nil
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let parent = UIView(frame: window.bounds)
        window.addSubview(parent)
        let finger = UIView(frame: parent.bounds)
        parent.addSubview(finger)
        var time = 0.0
        func move(_ label: String) {
            time += 0.01
            log.add(label)
            app.touch(.moved, at: CGPoint(x: 10 + time * 100, y: 10), time: time)
        }
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        move("plain chain")
        move("plain chain again")
        let logging = LoggingView("logging", frame: window.bounds, log: log)
        window.addSubview(logging)
        logging.addSubview(parent)
        move("under a logging view")
        window.addSubview(parent)
        move("back under the window")
        let controller = LoggingController(log: log)
        controller.view = parent
        move("a controller's root view")
        controller.view = UIView(frame: .zero)
        move("no longer its root view")
        let delegate = LoggingDelegate(log: log)
        app.delegate = delegate
        move("a responder delegate")
        app.delegate = nil
        move("no delegate")
        time += 0.01
        app.touch(.ended, at: CGPoint(x: 50, y: 10), time: time)
        if let token { app.trace.removeObserver(token) }
        #expect(app.verifier.violations.isEmpty)
        #expect(app.leftovers == [])
        return log.lines
    }

    @Test(
        "§3 a move from a plain view reaches the responders the chain has at that move: re-parenting, a controller's root view and a responder delegate between moves, observed or not"
    )
    func movesFollowChainChanges() {
        let expected = [
            "plain chain", "plain chain again",
            "under a logging view", "logging.moved[1]",
            "back under the window",
            "a controller's root view", "controller.moved",
            "no longer its root view",
            "a responder delegate", "delegate.moved",
            "no delegate",
        ]
        #expect(movesWhileTheChainChanges(observed: false) == expected)
        #expect(movesWhileTheChainChanges(observed: true) == expected)
    }
}
