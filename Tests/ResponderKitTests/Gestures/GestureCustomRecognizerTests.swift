import Foundation
import ResponderKit
import Testing

/// A recognizer written the UIKit way: one finger stroking at least 80 pt to the right, staying within
/// 20 pt vertically; any other finger is ignored. Discrete: recognized at the lift.
@MainActor
final class StrokeRightRecognizer: UIGestureRecognizer {
    private var start: CGPoint?
    private var tracked: UITouch?
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            if tracked == nil {
                tracked = touch
                start = touch.location(in: view)
            } else {
                ignore(touch, for: event)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("stroke moved\(touches.map(\.finger).sorted())")
        guard let tracked, touches.contains(tracked), let start else { return }
        if abs(tracked.location(in: view).y - start.y) > 20 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let tracked, touches.contains(tracked), let start else { return }
        state = tracked.location(in: view).x - start.x >= 80 ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        start = nil
        tracked = nil
        log?.add("stroke reset")
    }
}

/// A pan subclass that logs its moves and passes them on, as apps subclass built-in recognizers to watch them.
@MainActor
final class MoveLoggingPan: UIPanGestureRecognizer {
    var log: EventLog?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("pan touchesMoved\(touches.map(\.finger).sorted()) at x \(Int(saturating: location(in: nil).x))")
        super.touchesMoved(touches, with: event)
    }
}

/// BehaviourContract §5: a custom recognizer subclass takes part in arbitration like the built-in ones.
@MainActor
@Suite("GestureCustomRecognizerTests")
struct GestureCustomRecognizerTests {
    private func setUp(_ stage: Stage) -> (StrokeRightRecognizer, UIPanGestureRecognizer) {
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let stroke = stage.logging("stroke", StrokeRightRecognizer())
        stroke.log = stage.log
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        pan.require(toFail: stroke)
        view.addGestureRecognizer(stroke)
        view.addGestureRecognizer(pan)
        return (stroke, pan)
    }

    @Test("a custom recognizer that sets state = .recognized wins over a pan that requires it to fail")
    func customRecognizes() {
        let stage = Stage()
        _ = setUp(stage)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 50, y: 200), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 100, y: 205), time: 0.05)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 205), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 205), time: 0.15)
        #expect(
            recorder.transitionLines == [
                "pan: possible -> possible (waits for stroke to fail)",
                "stroke: possible -> ended (recognized)",
                "pan: possible -> failed (required stroke to fail, but it recognized)",
            ])
        #expect(
            stage.log.lines == [
                "V.began[1]", "stroke moved[1]", "V.moved[1]", "stroke moved[1]", "V.moved[1]", "stroke ended",
                "V.cancelled[1]", "stroke reset",
            ])
        stage.finish()
    }

    @Test(
        "§5 a subclass of a built-in recognizer that overrides touchesMoved gets every move, and its super call drives the gesture"
    )
    func builtInSubclassOverridingMoves() {
        // The engine hands a lone touch's move straight to its own classes' logic; a subclass must not lose its
        // override to that.
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = stage.logging("pan", MoveLoggingPan())
        pan.log = stage.log
        let plain = stage.logging("plain pan", UIPanGestureRecognizer())
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(plain)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        stage.app.touch(.began, at: CGPoint(x: 50, y: 200), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 55, y: 200), time: 0.05)
        stage.app.touch(.moved, at: CGPoint(x: 80, y: 200), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 80, y: 200), time: 0.15)
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan touchesMoved[1] at x 55", "V.moved[1]", "pan touchesMoved[1] at x 80", "pan began",
                "plain pan began", "V.cancelled[1]", "pan ended", "plain pan ended",
            ])
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("a custom recognizer that sets state = .failed lets the waiting pan begin at once")
    func customFails() {
        let stage = Stage()
        _ = setUp(stage)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 200), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 70, y: 210), time: 0.05)
        stage.mark("pan waits")
        stage.app.touch(.moved, at: CGPoint(x: 90, y: 240), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 90, y: 240), time: 0.15)
        #expect(
            stage.log.lines == [
                "V.began[1]", "stroke moved[1]", "V.moved[1]", "-- pan waits", "stroke moved[1]", "pan began",
                "pan changed", "V.cancelled[1]", "pan ended", "stroke reset",
            ])
        stage.finish()
    }

    @Test("a touch a custom recognizer ignores with ignore(_:for:) no longer reaches it but still reaches the view")
    // Finger 2's end is still withheld by the pan, which is undecided until the stroke decides.
    func customIgnoresTouch() {
        let stage = Stage()
        _ = setUp(stage)
        stage.app.touch(.began, finger: 1, at: CGPoint(x: 50, y: 200), time: 0)
        stage.app.touch(.began, finger: 2, at: CGPoint(x: 50, y: 300), time: 0.01)
        stage.app.touches([(1, .moved, CGPoint(x: 55, y: 200)), (2, .moved, CGPoint(x: 55, y: 300))], time: 0.02)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 55, y: 300), time: 0.03)
        stage.app.touch(.moved, finger: 1, at: CGPoint(x: 150, y: 200), time: 0.04)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 150, y: 200), time: 0.05)
        #expect(
            stage.log.lines == [
                "V.began[1]", "V.began[2]", "stroke moved[1]", "V.moved[1,2]", "stroke moved[1]", "V.moved[1]",
                "stroke ended", "V.ended[2]", "V.cancelled[1]", "stroke reset",
            ])
        stage.finish()
    }
}
