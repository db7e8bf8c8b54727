import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("EventQueueTests")
struct EventQueueTests {
    @Test("the event queue is FIFO: enqueued input waits, then is handled in the order it was produced")
    func fifo() {
        let stage = Stage()
        stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let app = stage.app
        let recorder = app.trace.recorder()
        app.enqueue(
            .touches(
                TouchFrame(
                    timestamp: 1, samples: [TouchSample(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))])))
        app.enqueue(.remoteControl(.remoteControlPlay, timestamp: 2))
        app.enqueue(
            .touches(
                TouchFrame(
                    timestamp: 3, samples: [TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 10))])))
        #expect(app.pendingWorkCount == 3)
        #expect(stage.log.lines == [])
        #expect(app.leftovers == ["3 queued item(s)"])
        app.drain()
        #expect(
            recorder.lines.filter { $0.hasPrefix("input: ") } == [
                "input: t=1 finger 1 began (10, 10)", "input: t=2 remote remoteControlPlay",
                "input: t=3 finger 1 ended (10, 10)",
            ])
        #expect(stage.log.lines == ["A.began[1]", "A.ended[1]"])
        #expect(app.leftovers == [])
    }

    final class InjectingView: LoggingView {
        var injection: InputEvent?

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            if let injection {
                self.injection = nil
                window?.application?.inject(injection)
                log.add("\(name) inject returned")
            }
        }
    }

    @Test("input injected by a handler during delivery is queued and handled after, never re-entrantly")
    func injectionIsQueued() {
        let stage = Stage()
        let a = InjectingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        a.callsSuper = false
        stage.window.addSubview(a)
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        b.callsSuper = false
        a.injection = .touches(
            TouchFrame(timestamp: 0, samples: [TouchSample(finger: 2, phase: .began, location: CGPoint(x: 150, y: 50))])
        )
        let app = stage.app
        app.touch(.began, finger: 1, at: CGPoint(x: 50, y: 50), time: 0)
        app.touches([(1, .ended, CGPoint(x: 50, y: 50)), (2, .ended, CGPoint(x: 150, y: 50))], time: 0.1)
        #expect(stage.log.lines == ["A.began[1]", "A inject returned", "B.began[2]", "A.ended[1]", "B.ended[2]"])
        #expect(app.leftovers == [])
    }

    final class NilWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    }

    @Test("windows are asked front to back: higher windowLevel first, then the most recently made visible")
    func windowOrder() {
        let app = UIApplication(clock: ManualClock())
        func window(_ name: String, _ level: UIWindow.Level) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
            window.accessibilityIdentifier = name
            window.windowLevel = level
            return window
        }
        let alert = window("alert", .alert)
        let first = window("first", .normal)
        let second = window("second", .normal)
        let status = window("status", .statusBar)
        let hidden = window("hidden", .alert + 1)
        first.makeKeyAndVisible()
        alert.isHidden = false
        second.isHidden = false
        status.isHidden = false
        _ = hidden
        var orders: [[String]] = []
        orders.append(app.windowsFrontToBack.map { $0.accessibilityIdentifier ?? "" })
        first.isHidden = true
        first.isHidden = false
        orders.append(app.windowsFrontToBack.map { $0.accessibilityIdentifier ?? "" })
        #expect(orders == [["alert", "status", "second", "first"], ["alert", "status", "first", "second"]])
        let recorder = app.trace.recorder()
        app.tap(at: CGPoint(x: 500, y: 500), time: 0)
        #expect(
            recorder.lines.filter { $0.hasPrefix("hit-test ") || $0.contains("found nothing") } == [
                "hit-test alert at (500, 500)", "alert found nothing: next window",
                "hit-test status at (500, 500)", "status found nothing: next window",
                "hit-test first at (500, 500)", "first found nothing: next window",
                "hit-test second at (500, 500)", "second found nothing: next window",
            ])
        #expect(recorder.lines.contains("repaired: finger 1 is over no window that answers: not delivered"))
        #expect(app.leftovers == [])
    }

    @Test("a window whose hitTest returns nil passes the touch to the window behind it")
    func nilWindowPassesOn() {
        let stage = Stage()
        let back = stage.view("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        back.callsSuper = false
        let front = NilWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        front.accessibilityIdentifier = "front"
        front.windowLevel = .alert
        front.isHidden = false
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(
            recorder.lines.filter {
                $0.hasPrefix("hit-test ") || $0.contains("found nothing") || $0.hasPrefix("finger")
            } == [
                "hit-test front at (50, 50)", "front found nothing: next window",
                "hit-test UIWindow at (50, 50)", "finger 1 -> back in UIWindow",
            ])
        #expect(stage.log.lines == ["back.began[1]", "back.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("hidden windows are not asked")
    func hiddenWindowsNotAsked() {
        let stage = Stage()
        stage.view("back", CGRect(x: 0, y: 0, width: 100, height: 100)).callsSuper = false
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        front.accessibilityIdentifier = "front"
        front.windowLevel = .alert
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        front.isHidden = false
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 1)
        #expect(
            recorder.lines.filter { $0.hasPrefix("hit-test ") || $0.hasPrefix("finger") } == [
                "hit-test UIWindow at (50, 50)", "finger 1 -> back in UIWindow",
                "hit-test front at (50, 50)", "finger 1 -> front in front",
            ])
        #expect(stage.log.lines == ["back.began[1]", "back.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("UIApplication.sendEvent hands a touches event to the window, whose sendEvent delivers it")
    func sendEventPath() {
        let app = UIApplication(clock: ManualClock())
        let log = EventLog()
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.log = log
        window.makeKeyAndVisible()
        let view = LoggingView("A", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        view.callsSuper = false
        window.addSubview(view)
        app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(log.lines == ["window.sendEvent(touches)", "A.began[1]", "window.sendEvent(touches)", "A.ended[1]"])
        #expect(app.leftovers == [])
    }

    @Test("timers fire in deadline order (scheduling order for equal deadlines) as the manual clock passes them")
    func timersInOrder() {
        let stage = Stage()
        let app = stage.app
        let log = stage.log
        app.scheduleTimer(after: 0.5) { log.add("b at \(stage.clock.now)") }
        app.scheduleTimer(after: 0.2) { log.add("a at \(stage.clock.now)") }
        app.scheduleTimer(after: 0.5) { log.add("c at \(stage.clock.now)") }
        let cancelled = app.scheduleTimer(after: 0.3) { log.add("cancelled timer fired") }
        app.scheduleTimer(after: 2) { log.add("late") }
        app.cancelTimer(cancelled)
        #expect(app.leftovers == ["4 timer(s) pending"])
        stage.clock.advance(by: 1)
        #expect(log.lines == ["a at 0.2", "b at 0.5", "c at 0.5"])
        #expect(app.leftovers == ["1 timer(s) pending"])
        stage.clock.advance(by: 1)
        #expect(log.lines == ["a at 0.2", "b at 0.5", "c at 0.5", "late"])
        #expect(app.leftovers == [])
    }

    @Test("a timer due before an input's timestamp fires before the input is handled")
    func timerBeforeInput() {
        let stage = Stage()
        stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100)).callsSuper = false
        let log = stage.log
        stage.app.scheduleTimer(at: 0.5) { log.add("timer") }
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0.4)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.6)
        #expect(log.lines == ["A.began[1]", "timer", "A.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    final class ClockView: LoggingView {
        var clock: ManualClock?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            clock?.advance(by: 1)
            window?.application?.enqueueTask { [log] in log.add("task") }
            log.add("\(name).began returns")
        }
    }

    @Test("a timer that comes due during a delivery, and a task queued by a handler, run after the delivery returns")
    func timerDuringDelivery() {
        let stage = Stage()
        let view = ClockView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        view.callsSuper = false
        view.clock = stage.clock
        stage.window.addSubview(view)
        let log = stage.log
        stage.app.scheduleTimer(at: 0.5) { log.add("timer") }
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        #expect(log.lines == ["A.began[1]", "A.began returns", "timer", "task"])
        view.clock = nil
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 2)
        #expect(stage.app.leftovers == [])
    }
    @Test(
        "the manual clock skips asking for timers only while none can be due: cancelled, chained, past-due and shared timers still fire in order"
    )
    func clockQuietBound() {
        let stage = Stage()
        let app = stage.app
        let log = stage.log
        let clock = stage.clock
        // A cancelled early timer leaves the clock's bound low: the next advance looks, finds nothing, moves on.
        let early = app.scheduleTimer(at: 0.5) { log.add("cancelled timer fired") }
        app.scheduleTimer(at: 2) { log.add("2 at \(clock.now)") }
        app.cancelTimer(early)
        clock.advance(to: 1)
        clock.advance(to: 1.5)
        #expect(log.lines == [])
        // A timer scheduled by a timer, due before the advance ends, fires in the same advance.
        app.scheduleTimer(at: 2.5) {
            log.add("2.5 at \(clock.now)")
            app.scheduleTimer(at: 2.7) { log.add("2.7 at \(clock.now)") }
        }
        clock.advance(to: 3)
        #expect(log.lines == ["2 at 2.0", "2.5 at 2.5", "2.7 at 2.7"])
        // A timer scheduled in the past fires at the next advance, however small.
        app.scheduleTimer(at: 1) { log.add("past-due at \(clock.now)") }
        clock.advance(to: 3.001)
        #expect(log.lines.last == "past-due at 3.0")
        // A second application on the same clock: its timers count as much as the first one's.
        let other = UIApplication(clock: clock)
        clock.advance(to: 4)
        other.scheduleTimer(at: 4.5) { log.add("other at \(clock.now)") }
        app.scheduleTimer(at: 4.2) { log.add("first at \(clock.now)") }
        clock.advance(to: 4.1)
        #expect(log.lines.count == 4)
        clock.advance(to: 5)
        #expect(log.lines.suffix(2) == ["first at 4.2", "other at 4.5"])
        #expect(app.leftovers == [] && other.leftovers == [])
    }
}
