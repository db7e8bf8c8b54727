import Foundation
import ResponderKit
import Testing

/// The delivery driver: every call into app code goes through one place, and what a handler asks for that would
/// deliver (a cancellation, injected input, a timer that comes due) waits until that call has returned.
/// BehaviourContract §4 (cancellation) and §5 (withheld touches).
@MainActor
@Suite("DeliveryDriverTests")
struct DeliveryDriverTests {
    /// A view whose `touchesMoved` runs `onMove` between two log lines.
    final class MovingView: LoggingView {
        var onMove: () -> Void = {}

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesMoved(touches, with: event)
            log.add("\(name) handler starts")
            onMove()
            log.add("\(name) handler returns")
        }
    }

    @Test("§4 a handler's cancellation, injected input and due timer go out after it returns, in the order asked")
    func heldRequestsGoOutAfterTheCall() {
        let stage = Stage()
        let a = MovingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        stage.window.addSubview(a)
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 110, y: 10))], time: 0)
        a.onMove = {
            b.removeFromSuperview()
            stage.log.add("B removed")
            stage.app.touch(.ended, finger: 1, at: CGPoint(x: 12, y: 10), time: 0.2)
            stage.log.add("lift injected")
            stage.app.scheduleTimer(at: 0.15) { stage.log.add("timer fires") }
            stage.clock.advance(to: 0.15)
            stage.log.add("clock advanced")
        }
        stage.app.touch(.moved, finger: 1, at: CGPoint(x: 12, y: 10), time: 0.1)
        #expect(
            stage.log.lines == [
                "A.began[1]", "B.began[2]",
                "A.moved[1]", "A handler starts", "B removed", "lift injected", "clock advanced", "A handler returns",
                // Held until the handler returned: the cancellation first, then the queue in the order asked.
                "B.cancelled[2]", "A.ended[1]", "timer fires",
            ])
        #expect(stage.app.isDraining == false)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 110, y: 10), time: 0.3)
        #expect(stage.app.leftovers == [])
    }

    @Test("§4 outside any call a cancellation goes out at once; inside a drain it waits for the item to finish")
    func cancellationOutsideAnyCall() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        #expect(stage.app.isDraining == false)
        a.removeFromSuperview()
        stage.log.add("removed")
        stage.app.enqueueTask {
            stage.log.add("task: drain under way \(stage.app.isDraining)")
        }
        stage.app.drain()
        #expect(stage.log.lines == ["A.began[1]", "A.cancelled[1]", "removed", "task: drain under way true"])
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(stage.app.leftovers == [])
    }

    @Test("§5 a began a failing tap withheld is discarded when a pan takes the touch in the same recognizers' call")
    func releaseBeforeCancellationAfterRecognizers() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer { stage.log.add("tap \($0.state)") }
        tap.delaysTouchesBegan = true
        let pan = UIPanGestureRecognizer { stage.log.add("pan \($0.state)") }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        // One move past both thresholds: the tap fails and the pan begins in the same recognizers' call. When the
        // call returns, the release finds the touch taken by a recognizer that cancels touches in its view.
        stage.app.touch(.moved, at: CGPoint(x: 100, y: 10), time: 0.05)
        stage.app.touch(.ended, at: CGPoint(x: 100, y: 10), time: 0.1)
        #expect(stage.log.lines == ["pan began", "pan ended"])
        #expect(stage.app.leftovers == [])
    }
}
