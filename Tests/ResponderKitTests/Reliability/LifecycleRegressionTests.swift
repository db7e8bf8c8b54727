import Foundation
import ResponderKit
import Testing

/// A recognizer that logs the touches it gets as `r.began[1]` and never changes state by itself.
@MainActor
final class LoggingRecognizer: UIGestureRecognizer {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(target: nil, action: nil)
        name = "r"
    }

    private func add(_ phase: String, _ touches: Set<UITouch>) {
        log.add("r.\(phase)[" + touches.map(\.finger).sorted().map(String.init).joined(separator: ",") + "]")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { add("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { add("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { add("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { add("cancelled", touches) }
}

/// Engine bugs the verifier and the random tester found, one test each; every scenario runs with the verifier
/// on (a violation fails the test) and ends with a leftovers check.
@MainActor
@Suite("LifecycleRegressionTests")
struct LifecycleRegressionTests {
    @Test("a recognizer moved to another view mid-touch gets none of that touch's later phases")
    func movedRecognizerForgetsItsTouches() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        let recognizer = LoggingRecognizer(log: stage.log)
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        a.addGestureRecognizer(recognizer)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        b.addGestureRecognizer(recognizer)
        stage.app.touch(.moved, at: CGPoint(x: 20, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 20, y: 10), time: 0.2)
        #expect(stage.log.lines == ["r.began[1]", "A.began[1]", "A.moved[1]", "A.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer whose cancel action attaches it elsewhere while it is being removed is in one view only")
    func recognizerReattachedByItsCancelAction() {
        // Found by the stream fuzzer: removal cancelled the gesture, the action attached the recognizer to the
        // outer view, and the removal then set its view to nil, leaving it in the outer view's list; attached
        // again to the inner view, it was in both lists and got every touch twice.
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = stage.view("Inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        press.cancelsTouchesInView = false
        press.addHandler { recognizer in
            stage.log.add("press \(recognizer.state) on \(recognizer.view?.accessibilityIdentifier ?? "nil")")
            if recognizer.state == .cancelled { outer.addGestureRecognizer(recognizer) }
        }
        inner.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.clock.advance(to: 1)
        inner.removeGestureRecognizer(press)
        stage.log.add("after removal: on \(press.view?.accessibilityIdentifier ?? "nil")")
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 1.1)
        inner.addGestureRecognizer(press)
        let lists = [outer, inner].map { view in
            "\(view.accessibilityIdentifier ?? "?"): \((view.gestureRecognizers ?? []).compactMap(\.name))"
        }
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 2)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 2.1)
        #expect(lists == ["Outer: []", "Inner: [\"press\"]"])
        #expect(
            stage.log.lines == [
                "Inner.began[1]", "Outer.began[1]", "press began on Inner", "press cancelled on Inner",
                "after removal: on Outer", "Inner.ended[1]", "Outer.ended[1]",
                "Inner.began[1]", "Outer.began[1]", "Inner.ended[1]", "Outer.ended[1]",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer disabled and enabled again mid-touch gets none of that touch's later phases")
    func reenabledRecognizerForgetsItsTouches() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = LoggingRecognizer(log: stage.log)
        recognizer.delaysTouchesEnded = false
        a.addGestureRecognizer(recognizer)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        recognizer.isEnabled = false
        recognizer.isEnabled = true
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(stage.log.lines == ["r.began[1]", "A.began[1]", "A.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("the cancellation that reconciles a changed chain stops at responders the end already reached")
    func reconcilingCancelStopsAtEndedResponders() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = stage.view("Inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: outer)
        let other = stage.view("Other", CGRect(x: 100, y: 0, width: 100, height: 100))
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        other.addSubview(inner)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(
            stage.log.lines == [
                "Inner.began[1]", "Outer.began[1]", "Inner.ended[1]", "Other.ended[1]", "Outer.cancelled[1]",
            ])
        #expect(recorder.lines.filter { $0.hasPrefix("UIWindow") && $0.contains("touchesCancelled") } == [])
        #expect(stage.app.leftovers == [])
    }
}

@MainActor
@Suite("WithheldTouchRegressionTests")
struct WithheldTouchRegressionTests {
    /// A view whose `touchesBegan` runs a closure first.
    final class HookView: LoggingView {
        var onBegan: (() -> Void)?

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            onBegan?()
        }
    }

    @Test(
        "a touch whose end a double tap withholds is cancelled, and over, when an interruption or input reset comes",
        arguments: [false, true])
    func heldEndIsReleasedByInterruption(reset: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = UITapGestureRecognizer { stage.log.add("double \($0.state)") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.inject(reset ? .inputReset(timestamp: 0.1) : .interruption(timestamp: 0.1))
        stage.clock.advance(by: 1)
        stage.app.verifier.verifyQuiescent()
        // The withheld end is cancelled with the other touches, before the double tap is aborted.
        #expect(stage.log.lines == ["V.began[1]", "V.cancelled[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer disabled from a view's handler while it withholds the view's touches delivers them after")
    func disabledFromHandlerReleasesAfterTheHandler() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = HookView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        outer.addSubview(view)
        let slow = LoggingRecognizer(log: stage.log)
        slow.delaysTouchesBegan = true
        let other = UILongPressGestureRecognizer()
        outer.addGestureRecognizer(slow)
        view.addGestureRecognizer(other)
        view.onBegan = {
            stage.log.add("handler disables r"); slow.isEnabled = false
        }
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 150, y: 150))], time: 0)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 10, y: 10), time: 0.1)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 150, y: 150), time: 0.2)
        stage.clock.advance(by: 1)
        stage.app.verifier.verifyQuiescent()
        #expect(stage.app.leftovers == [])
    }
}

@MainActor
@Suite("RemovalRegressionTests")
struct RemovalRegressionTests {
    @Test("a view removed while its recognizer withholds its began never gets that began", arguments: [false, true])
    func removedViewGetsNoWithheldBegan(hideWindow: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = UILongPressGestureRecognizer { stage.log.add("press \($0.state)") }
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        if hideWindow { stage.window.isHidden = true } else { view.removeFromSuperview() }
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        stage.clock.advance(by: 1)
        stage.app.verifier.verifyQuiescent()
        #expect(stage.log.lines == [])
        #expect(stage.app.leftovers == [])
    }
}

@MainActor
@Suite("ReentryRegressionTests")
struct ReentryRegressionTests {
    /// A view that injects an input reset from its `touchesCancelled`, before passing the call on.
    final class ResettingView: LoggingView {
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.add("\(name) injects a reset")
            window?.application?.inject(.inputReset(timestamp: 0.7))
            super.touchesCancelled(touches, with: event)
        }
    }

    @Test("input injected by a handler during a timer's delivery is handled after that delivery, not inside it")
    func inputFromTimerDeliveryWaits() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ResettingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        outer.addSubview(view)
        let press = UILongPressGestureRecognizer { stage.log.add("press \($0.state)") }
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.clock.advance(by: 0.6)
        stage.clock.advance(by: 1)
        stage.app.verifier.verifyQuiescent()
        #expect(
            stage.log.lines == [
                "V.began[1]", "Outer.began[1]", "press began", "V injects a reset", "V.cancelled[1]",
                "Outer.cancelled[1]", "press cancelled",
            ])
        #expect(stage.app.leftovers == [])
    }
}
