import Foundation
import ResponderKit
import Testing

/// The examples of the README and the DocC articles, run as tests so they stay true.
@MainActor
@Suite("ArticleExamplesTests")
struct ArticleExamplesTests {
    final class Card: UIView {
        var log: EventLog?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("card began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("card cancelled \(touches.count)")
            super.touchesCancelled(touches, with: event)
        }
    }

    @Test("the README tour: two taps on a card with a double-tap recognizer")
    func readmeTour() {
        let log = EventLog()
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let card = Card(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        card.log = log
        window.addSubview(card)
        let double = UITapGestureRecognizer { _ in log.add("double tap") }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        let recorder = app.trace.recorder()
        app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        app.tap(at: CGPoint(x: 52, y: 50), time: 0.2)
        clock.advance(by: 1)
        #expect(log.lines == ["card began", "card began", "double tap", "card cancelled 2"])
        #expect(recorder.lines.contains("Card.touchesCancelled[1, 1]: recognized by UITapGestureRecognizer@Card"))
        #expect(app.leftovers == [])
    }

    final class RoomyButton: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    final class RoundView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            hypot(point.x - bounds.midX, point.y - bounds.midY) <= bounds.width / 2
        }
    }

    final class Overlay: UIView {
        weak var button: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let button, button.point(inside: convert(point, to: button), with: event) { return button }
            return super.hitTest(point, with: event)
        }
    }

    final class PassThroughContainer: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @Test(
        "the hit-testing article's overrides",
        arguments: [
            ("roomy 5 pt outside", CGPoint(x: 15, y: 15), "roomy"),
            ("roomy 11 pt outside", CGPoint(x: 9, y: 15), "window"),
            ("round centre", CGPoint(x: 150, y: 50), "round"),
            ("round corner", CGPoint(x: 103, y: 3), "window"),
            ("overlay over button", CGPoint(x: 30, y: 230), "button"),
            ("overlay elsewhere", CGPoint(x: 150, y: 230), "overlay"),
            ("container area", CGPoint(x: 250, y: 330), "window"),
            ("container child", CGPoint(x: 215, y: 315), "child"),
        ])
    func hitTestingOverrides(_ name: String, point: CGPoint, expected: String) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        window.accessibilityIdentifier = "window"
        let roomy = RoomyButton(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        roomy.accessibilityIdentifier = "roomy"
        let round = RoundView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        round.accessibilityIdentifier = "round"
        let button = UIView(frame: CGRect(x: 20, y: 220, width: 40, height: 40))
        button.accessibilityIdentifier = "button"
        let overlay = Overlay(frame: CGRect(x: 0, y: 200, width: 320, height: 80))
        overlay.accessibilityIdentifier = "overlay"
        overlay.button = button
        let container = PassThroughContainer(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.accessibilityIdentifier = "child"
        container.addSubview(child)
        for view in [roomy, round, button, overlay, container] { window.addSubview(view) }
        let hit = window.hitTest(point, with: nil)
        #expect(hit?.accessibilityIdentifier == expected, "\(name)")
    }

    @Test("the responder chain article: a nil-targeted action climbs to the controller")
    func nilTargetedAction() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = UIViewController()
        var saved: [String] = []
        controller.registerAction(Selector("save:")) { sender, _ in saved.append("saved by \(type(of: sender!))") }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(inner)
        #expect(app.sendAction(Selector("save:"), to: nil, from: inner, for: nil))
        #expect(!app.sendAction(Selector("load:"), to: nil, from: inner, for: nil))
        #expect(saved == ["saved by UIView"])
    }

    @Test("the deterministic time article: a long press begins as the clock passes 0.5 s")
    func longPressTime() {
        let clock = ManualClock()
        let stage = StageWithClock(clock: clock)
        let press = UILongPressGestureRecognizer { stage.log.add("\($0.state) at \(clock.now)") }
        stage.view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        clock.advance(by: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.7)
        #expect(stage.log.lines == ["began at 0.5", "ended at 0.7"])
        #expect(stage.app.leftovers == [])
    }

    @MainActor
    struct StageWithClock {
        let app: UIApplication
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = EventLog()

        init(clock: ManualClock) {
            app = UIApplication(clock: clock)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            window.makeKeyAndVisible()
            window.addSubview(view)
        }
    }

    @Test("PencilAndPointer: a 240 Hz stroke at 60 Hz arrives as 1, 4, 4 and 4 coalesced samples")
    func pencilArticle() {
        final class Canvas: UIView {
            var counts: [String] = []
            func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
                guard let touch = touches.first else { return }
                counts.append("\(phase) \(event?.coalescedTouches(for: touch)?.count ?? 0)")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        }
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let canvas = Canvas(frame: window.bounds)
        window.addSubview(canvas)
        // The article's lines:
        let pencil = TouchSampleBatcher()
        let driver = FrameDriver(application: app, sources: [pencil])
        for tick in 0...12 {
            pencil.push(
                TouchSample(
                    finger: 1, phase: tick == 0 ? .began : tick == 12 ? .ended : .moved,
                    location: CGPoint(x: 10 + 2 * Double(tick), y: 50), force: 1, maximumPossibleForce: 4,
                    type: .pencil, timestamp: Double(tick) / 240,
                    preciseLocation: CGPoint(x: 10.25 + 2 * Double(tick), y: 50), altitudeAngle: 1, azimuthAngle: 0.5))
        }
        driver.runFrames(until: 13.0 / 240, framesPerSecond: 60)
        #expect(canvas.counts == ["began 1", "moved 4", "moved 4", "ended 4"])
        #expect(app.leftovers == [])
    }
}
