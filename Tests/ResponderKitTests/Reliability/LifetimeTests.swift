import Foundation
import Testing
import ResponderKit

/// Objects are freed once the last user reference goes and nothing is in flight: the engine's own records
/// (the verifier's history, a recognizer's last touches, a touch's responders) hold nothing in a cycle.
@Suite("LifetimeTests")
@MainActor
struct LifetimeTests {
    /// Weak references to one small world's objects.
    struct Survivors {
        weak var application: UIApplication?
        weak var window: UIWindow?
        weak var view: UIView?

        /// The names of the objects still alive, in a fixed order.
        var names: [String] {
            [("application", application as AnyObject?), ("window", window), ("view", view)]
                .compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    /// Builds an application with a window and a full-size view, lets `drive` act on them, and lets go.
    func survivors(_ drive: (UIApplication, UIWindow, UIView) -> Void) -> Survivors {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        drive(app, window, view)
        return Survivors(application: app, window: window, view: view)
    }

    @Test("a tap delivered up the chain to the application frees everything (the verifier's history is weak)")
    func tapFreesEverything() {
        let alive = survivors { app, _, _ in
            // On by default in debug builds only: turned on here so a release run checks the same thing.
            app.isVerifying = true
            app.tap(at: CGPoint(x: 5, y: 5), time: 1)
        }
        #expect(alive.names == [])
    }

    @Test("a recognizer that ended on lift lets its touches go at reset, and still answers location(in:)")
    func recognizerLetsTouchesGo() {
        var log: [String] = []
        weak var weakRecognizer: UITapGestureRecognizer?
        let alive = survivors { app, window, view in
            let tap = UITapGestureRecognizer()
            tap.addHandler { [unowned view] in log.append("\($0.state) at \($0.location(in: view))") }
            view.addGestureRecognizer(tap)
            weakRecognizer = tap
            app.tap(at: CGPoint(x: 5, y: 6), time: 1)
            log.append("after reset: \(tap.state) at \(tap.location(in: window))")
        }
        #expect(log == ["ended at CGPoint(x: 5.0, y: 6.0)", "after reset: possible at CGPoint(x: 5.0, y: 6.0)"])
        #expect(alive.names == [])
        #expect(weakRecognizer == nil)
    }

    @Test("a long press, a button and a detached window free everything")
    func otherWorldsFreeEverything() {
        let longPress = survivors { app, _, view in
            view.addGestureRecognizer(UILongPressGestureRecognizer())
            app.touch(.began, at: CGPoint(x: 5, y: 5), time: 0)
            app.touch(.ended, at: CGPoint(x: 5, y: 5), time: 1)
        }
        let button = survivors { app, _, view in
            let button = UIButton(frame: view.bounds)
            button.addAction(UIAction { _ in }, for: .allEvents)
            view.addSubview(button)
            app.tap(at: CGPoint(x: 5, y: 5), time: 1)
        }
        let detached = survivors { app, window, _ in app.detach(window) }
        #expect([longPress.names, button.names, detached.names] == [[], [], []])
    }

    @Test("a finger that is still down keeps its application alive until it lifts")
    func liveFingerKeepsTheApplication() {
        var app: UIApplication? = UIApplication(clock: ManualClock())
        weak let weakApp = app
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app!)
        window.makeKeyAndVisible()
        app!.touch(.began, at: CGPoint(x: 5, y: 5), time: 0)
        let live = app!.liveTouches.map(\.finger)
        app!.touch(.ended, at: CGPoint(x: 5, y: 5), time: 0.1)
        app = nil
        #expect(live == [1])
        #expect(weakApp == nil)
    }

    @Test("what outlives its application or its view finds nil there, never a freed object")
    func outlivedOwnersReadNil() {
        var log: [String] = []
        let clock = ManualClock()
        var app: UIApplication? = UIApplication(clock: clock)
        weak let weakApp = app
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app!)
        window.makeKeyAndVisible()
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(view!)
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        view!.addGestureRecognizer(pan)
        let slider = UISlider(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        slider.addAction(UIAction { _ in log.append("slider changed") }, for: .valueChanged)
        window.addSubview(slider)
        app!.touch(.began, at: CGPoint(x: 5, y: 5), time: 0)  // the pan joins the application's gestures
        app!.touch(.ended, at: CGPoint(x: 5, y: 5), time: 0.1)
        app!.tap(at: CGPoint(x: 14, y: 70), time: 1)  // the slider tracks in the application
        view!.removeFromSuperview()
        view = nil
        app = nil
        #expect(weakApp == nil)
        #expect(window.application == nil)
        #expect(window.next == nil)
        #expect(!window.isKeyWindow)
        #expect(pan.view == nil)
        pan.isEnabled = false
        pan.isEnabled = true
        slider.sendActions(for: .valueChanged)
        clock.advance(by: 1)
        // The clock still serves the applications that use it.
        let other = UIApplication(clock: clock)
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: other)
        otherWindow.makeKeyAndVisible()
        let press = UILongPressGestureRecognizer { log.append("long press \($0.state)") }
        otherWindow.addGestureRecognizer(press)
        other.touch(.began, at: CGPoint(x: 5, y: 5), time: clock.now)
        clock.advance(by: 1)
        other.touch(.ended, at: CGPoint(x: 5, y: 5), time: clock.now)
        #expect(log == ["slider changed", "long press began", "long press ended"])
    }
}
