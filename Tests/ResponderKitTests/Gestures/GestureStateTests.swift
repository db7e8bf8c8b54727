import Foundation
import ResponderKit
import Testing

/// BehaviourContract §5: the state sequences of discrete and continuous recognizers, and `reset()`.
@MainActor
@Suite("GestureStateTests")
struct GestureStateTests {
    @Test("a discrete recognizer goes possible -> recognized, then reset() runs and it is back at possible")
    func discreteRecognized() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", ResetLoggingTap())
        tap.log = stage.log
        view.addGestureRecognizer(tap)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(recorder.transitionLines == ["tap: possible -> ended (recognized)"])
        #expect(stage.log.lines == ["V.began[1]", "tap ended", "V.cancelled[1]", "tap reset, now possible"])
        #expect(tap.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        stage.finish()
    }

    @Test(
        "a discrete recognizer goes possible -> failed, with no action; it stays failed until its touch ends, then reset() runs"
    )
    func discreteFailed() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", ResetLoggingTap())
        tap.log = stage.log
        view.addGestureRecognizer(tap)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 0.01)
        #expect(tap.state == .failed)
        stage.app.touch(.ended, at: CGPoint(x: 40, y: 10), time: 0.02)
        #expect(recorder.transitions == ["tap: possible -> failed"])
        #expect(
            stage.log.lines == ["V.began[1]", "V.moved[1]", "V.ended[1]", "tap reset, now possible"])
        #expect(tap.state == .possible)
        stage.finish()
    }

    @Test("a continuous recognizer goes possible -> began -> changed… -> ended, then reset() runs")
    func continuousEnded() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", ResetLoggingPan())
        pan.log = stage.log
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        #expect(pan.state == .began)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 0.02)
        #expect(pan.state == .changed)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.03)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.04)
        #expect(
            recorder.transitions == [
                "pan: possible -> began", "pan: began -> changed", "pan: changed -> changed", "pan: changed -> ended",
            ])
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began", "V.cancelled[1]", "pan changed", "pan changed", "pan ended",
                "pan reset, now possible",
            ])
        #expect(pan.state == .possible)
        stage.finish()
    }

    @Test("a continuous recognizer goes began -> changed -> cancelled when the application cancels its touches")
    func continuousCancelled() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", ResetLoggingPan())
        pan.log = stage.log
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 0.02)
        stage.app.inject(.interruption(timestamp: 0.03))
        stage.app.touch(.ended, at: CGPoint(x: 40, y: 10), time: 0.04)
        #expect(
            recorder.transitions == ["pan: possible -> began", "pan: began -> changed", "pan: changed -> cancelled"])
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began", "V.cancelled[1]", "pan changed", "pan cancelled", "pan reset, now possible",
            ])
        #expect(pan.state == .possible)
        stage.finish()
    }

    @Test("a continuous recognizer that never began goes possible -> failed, with no action, then reset() runs")
    func continuousFailed() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = stage.logging("press", ResetLoggingLongPress())
        press.log = stage.log
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.2)
        #expect(recorder.transitions == ["press: possible -> failed"])
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]", "press reset, now possible"])
        #expect(press.state == .possible)
        stage.finish()
    }

    @Test("a recognizer whose gesture ended while a finger is still down resets only when that finger lifts")
    func resetWaitsForTheLastTouch() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let pan = stage.logging("pan", ResetLoggingPan())
        pan.log = stage.log
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 10, y: 50))], time: 0)
        stage.app.touches([(1, .moved, CGPoint(x: 40, y: 10)), (2, .moved, CGPoint(x: 40, y: 50))], time: 0.01)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 40, y: 10), time: 0.02)
        stage.mark("finger 1 lifted")
        #expect(pan.state == .ended)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 40, y: 50), time: 0.03)
        #expect(
            stage.log.lines == [
                "V.began[1,2]", "pan began", "V.cancelled[1,2]", "pan ended", "-- finger 1 lifted",
                "pan reset, now possible",
            ])
        #expect(pan.state == .possible)
        stage.finish()
    }
}

/// The lifecycle check that every gesture scenario ends with must itself catch broken logs.
@MainActor
@Suite("GestureLifecycleCheckTests")
struct GestureLifecycleCheckTests {
    @Test("the lifecycle check reports a touch that never ended, one that ended twice, and a move without a began")
    func reportsViolations() {
        #expect(touchLifecycleProblems(["V.began[1]", "V.moved[1]", "V.cancelled[1]", "tap ended"]) == [])
        #expect(touchLifecycleProblems(["V.began[1,2]", "V.ended[1]"]) == ["V finger 2 never ended or cancelled"])
        #expect(
            touchLifecycleProblems(["V.began[1]", "V.ended[1]", "V.cancelled[1]", "W.moved[3]"]) == [
                "V finger 1 cancelled without a began", "W finger 3 moved while not began",
            ])
    }
}
