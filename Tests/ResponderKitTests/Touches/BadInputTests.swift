import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("BadInputTests")
struct BadInputTests {
    @Test("a move or lift for a finger that never went down is dropped and reported")
    func unknownFinger() {
        let stage = Stage()
        stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.moved, finger: 7, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.ended, finger: 7, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(
            recorder.lines == [
                "input: t=0 finger 7 moved (10, 10)", "repaired: finger 7 is not down: sample dropped",
                "input: t=0.1 finger 7 ended (10, 10)", "repaired: finger 7 is not down: sample dropped",
            ])
        #expect(stage.log.lines == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("a second touch-down for a live finger cancels the old touch (input reset) and starts a new one")
    func secondTouchDown() {
        let stage = Stage()
        stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100)).callsSuper = false
        stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100)).callsSuper = false
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 10), time: 0.2)
        #expect(stage.log.lines == ["A.began[1]", "A.cancelled[1]", "B.began[1]", "B.ended[1]"])
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("finger") } == [
                "input: t=0 finger 1 began (10, 10)", "A.touchesBegan[1]",
                "input: t=0.1 finger 1 began (150, 10)", "repaired: finger 1 is already down: live touch cancelled",
                "A.touchesCancelled[1]: input reset", "B.touchesBegan[1]",
                "input: t=0.2 finger 1 ended (150, 10)", "B.touchesEnded[1]",
            ])
        #expect(stage.app.leftovers == [])
    }

    final class LocationView: LoggingView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            log.add("moved to (\(p.x), \(p.y))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            log.add("ended at (\(p.x), \(p.y))")
        }
    }

    @Test(
        "NaN or infinite coordinates: a touch-down is dropped, a move is dropped, a lift still ends the touch where it was"
    )
    func nonFinite() {
        let stage = Stage()
        let view = LocationView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        view.callsSuper = false
        stage.window.addSubview(view)
        let recorder = stage.app.trace.recorder()
        let app = stage.app
        app.touch(.began, finger: 1, at: CGPoint(x: CGFloat.nan, y: 10), time: 0)
        #expect(app.leftovers == [])
        app.touch(.began, finger: 2, at: CGPoint(x: 10, y: 10), time: 0.1)
        app.touch(.moved, finger: 2, at: CGPoint(x: CGFloat.infinity, y: 10), time: 0.2)
        app.touch(.moved, finger: 2, at: CGPoint(x: 20, y: 10), time: 0.3)
        app.touch(.ended, finger: 2, at: CGPoint(x: 30, y: -CGFloat.infinity), time: 0.4)
        #expect(stage.log.lines == ["A.began[2]", "moved to (20.0, 10.0)", "ended at (20.0, 10.0)"])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1 has a NaN or infinite value: sample dropped",
                "repaired: finger 2 has a NaN or infinite value: sample dropped",
                "repaired: finger 2 has a NaN or infinite value: sample dropped",
            ])
        #expect(app.leftovers == [])
    }

    final class TimestampView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
            log.append("\(touches.first!.phase) touch t=\(touches.first!.timestamp) event t=\(event?.timestamp ?? -1)")
        }
    }

    @Test("timestamps going backwards, or not finite, are clamped to the previous input's")
    func timestampsClamped() {
        let stage = Stage()
        let view = TimestampView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        let recorder = stage.app.trace.recorder()
        let app = stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 1)
        app.touch(.moved, at: CGPoint(x: 11, y: 10), time: 0.5)
        app.touch(.moved, at: CGPoint(x: 12, y: 10), time: .nan)
        app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 2)
        #expect(
            view.log == [
                "began touch t=1.0 event t=1.0", "moved touch t=1.0 event t=1.0", "moved touch t=1.0 event t=1.0",
                "ended touch t=2.0 event t=2.0",
            ])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: timestamp 0.5 goes backwards: clamped to 1.0",
                "repaired: timestamp nan is not a time the clock can reach: clamped to 1.0",
            ])
        #expect(stage.clock.now == 2)
        #expect(app.leftovers == [])
    }

    @Test(
        "input for a touch whose window is gone (hidden or detached mid-touch) is absorbed until the finger lifts",
        arguments: ["hidden", "detached"])
    func windowGone(_ how: String) {
        let stage = Stage()
        stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100)).callsSuper = false
        let app = stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        if how == "hidden" { stage.window.isHidden = true } else { app.detach(stage.window) }
        let recorder = app.trace.recorder()
        app.touch(.moved, at: CGPoint(x: 12, y: 10), time: 0.1)
        #expect(app.leftovers == ["finger 1 down on A"])
        app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 0.2)
        #expect(stage.log.lines == ["A.began[1]", "A.cancelled[1]"])
        #expect(
            recorder.lines == [
                "input: t=0.1 finger 1 moved (12, 10)",
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
                "input: t=0.2 finger 1 ended (12, 10)",
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
            ])
        app.tap(at: CGPoint(x: 10, y: 10), time: 1)
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
                "repaired: finger 1 is over no window that answers: not delivered",
            ])
        #expect(stage.log.lines == ["A.began[1]", "A.cancelled[1]"])
        #expect(app.leftovers == [])
    }

    @Test("a motion end or cancel without a begin is dropped and reported")
    func strayMotionEnd() {
        let stage = Stage()
        let recorder = stage.app.trace.recorder()
        stage.app.inject(.motion(phase: .ended, timestamp: 0))
        stage.app.inject(.motion(phase: .cancelled, timestamp: 0))
        #expect(
            recorder.lines == [
                "input: t=0 shake ended", "repaired: motion end without a begin: dropped",
                "input: t=0 shake cancelled", "repaired: motion end without a begin: dropped",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a press change or end for a press that is not down is dropped and reported")
    func unknownPress() {
        let stage = Stage()
        let view = EventLoggingView("F", log: stage.log)
        view.acceptsFirstResponder = true
        stage.window.addSubview(view)
        view.becomeFirstResponder()
        let recorder = stage.app.trace.recorder()
        stage.app.inject(.press(PressSample(timestamp: 0, type: .select, phase: .changed)))
        stage.app.inject(.press(PressSample(timestamp: 0, type: .select, phase: .ended)))
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: press is not down: dropped", "repaired: press is not down: dropped",
            ])
        #expect(stage.log.lines == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("adding a view as a subview of its own descendant traps")
    func cycleTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(frame: .zero)
                let child = UIView(frame: .zero)
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }

    @Test("adding a view as its own subview traps")
    func selfSubviewTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView(frame: .zero)
                view.addSubview(view)
            }
        }
    }
}
