import Foundation
import ResponderKit
import Testing

/// A logging view that runs `onBegan` in `touchesBegan`, after logging it.
@MainActor
private final class HandlerView: LoggingView {
    var onBegan: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        onBegan?()
    }
}

/// A moving scroll view's display frames among the application's timers and deliveries.
@MainActor
@Suite("ScrollViewFrameTests")
struct ScrollViewFrameTests {
    @Test("§9 §11 a display frame and app timers due at the same time run in the order they were asked for")
    func framesAndTimersInOrder() {
        let stage = Stage()
        let (list, delegate) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        _ = Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { _ in stage.log.add("timer asked first") }
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        _ = Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { _ in
            stage.log.add("timer asked second")
        }
        #expect(stage.app.pendingTimerCount == 3)
        #expect(stage.app.nextTimerDeadline == 1.0 / 60)
        // The two timers, named by where they were scheduled, then the scroll view's pending frame.
        #expect(
            stage.app.leftovers == [
                "app timer: Timer at 0.0166667 (ResponderKitTests/ScrollViewFrameTests.swift:25)",
                "app timer: Timer at 0.0166667 (ResponderKitTests/ScrollViewFrameTests.swift:27)",
                "display link: scroll view list animating its content offset",
            ])
        stage.clock.advance(to: 1.0 / 60)
        // The first frame of a 0.3 s ease to 300: 300·(1 − cos(π·(1/60)/0.3))/2 = 2.28.
        #expect(stage.log.lines == ["timer asked first", "list.didScroll (0, 2.28)", "timer asked second"])
        #expect(stage.app.leftovers == ["display link: scroll view list animating its content offset"])
        stage.clock.advance(to: 1)
        #expect(stage.log.lines.last == "list.didEndScrollingAnimation at (0, 300)")
        #expect(stage.app.pendingTimerCount == 0)
        #expect(stage.app.nextTimerDeadline == nil)
        #expect(delegate.scrolls.count == 18)
        stage.finish()
    }

    /// A list in the top half animating its offset to 300 from time 0 (its first frame is due at 1/60 s), and a
    /// pad in the bottom half whose `touchesBegan` runs a handler.
    private static func animatingListAbovePad(_ stage: Stage) -> (UIScrollView, ScrollDelegateLog, HandlerView) {
        let (list, delegate) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 240), contentSize: CGSize(width: 320, height: 2000))
        let pad = HandlerView("pad", frame: CGRect(x: 0, y: 240, width: 320, height: 240), log: stage.log)
        stage.window.addSubview(pad)
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        return (list, delegate, pad)
    }

    @Test("§9 §11 a display frame that comes due during a delivery runs after it, never inside a handler")
    func frameDueDuringDelivery() {
        let stage = Stage()
        let (_, delegate, pad) = Self.animatingListAbovePad(stage)
        pad.onBegan = {
            stage.clock.advance(to: 0.02)
            stage.log.add("pad advanced the clock; pending: \(stage.app.leftovers)")
        }
        stage.app.touch(.began, at: CGPoint(x: 160, y: 300), time: 0.001)
        #expect(
            stage.log.lines == [
                "pad.began[1]", "pad advanced the clock; pending: [\"finger 1 down on pad\", \"1 queued item(s)\"]",
                "list.didScroll (0, 2.28)",
            ])
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 300), time: 0.03)
        stage.clock.advance(to: 1)
        #expect(stage.log.lines.last == "list.didEndScrollingAnimation at (0, 300)")
        #expect(delegate.scrolls.count == 18)
        stage.finish()
    }

    @Test("§9 §11 a frame queued during a delivery whose motion was stopped meanwhile moves nothing")
    func staleQueuedFrame() {
        let stage = Stage()
        let (list, delegate, pad) = Self.animatingListAbovePad(stage)
        pad.onBegan = {
            stage.clock.advance(to: 0.02)
            // Stops the animation where it is (it has not moved yet): the queued frame is no longer its frame.
            list.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        }
        stage.app.touch(.began, at: CGPoint(x: 160, y: 300), time: 0.001)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 300), time: 0.03)
        #expect(stage.log.lines == ["pad.began[1]", "list.didScroll (0, 50)", "pad.ended[1]"])
        #expect(list.contentOffset == CGPoint(x: 0, y: 50))
        stage.clock.advance(to: 1)
        #expect(list.contentOffset == CGPoint(x: 0, y: 50))
        #expect(delegate.scrolls == [CGPoint(x: 0, y: 50)])
        stage.finish()
    }

    @Test("§9 §11 a motion runs at the frame rate it started with; a new rate applies from the next motion")
    func frameRateAtStart() {
        let stage = Stage()
        let (list, delegate) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        stage.app.metrics.scrollFrameRate = 20
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.app.metrics.scrollFrameRate = 60
        // Each frame logs the clock's time beside the offset the delegate saw.
        var times: [String] = []
        var last = 0.0
        while let deadline = stage.app.nextTimerDeadline {
            stage.clock.advance(to: deadline)
            if list.contentOffset.y != last {
                last = list.contentOffset.y
                times.append(String(format: "%.3f", stage.clock.now))
            }
        }
        // A 0.3 s ease at 20 Hz: frames 0.05 s apart, the last at or after 0.3 s.
        #expect(times == ["0.050", "0.100", "0.150", "0.200", "0.250", "0.300"])
        #expect(stage.log.lines.last == "list.didEndScrollingAnimation at (0, 300)")
        times = []
        list.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        stage.clock.advance(to: stage.clock.now + 0.05)
        // The next motion runs at 60 Hz: three frames in 0.05 s.
        #expect(list.contentOffset.y < 300)
        #expect(stage.app.nextTimerDeadline.map { String(format: "%.4f", $0 - 0.3) } == "0.0667")
        stage.clock.advance(to: 1)
        #expect(stage.log.lines.last == "list.didEndScrollingAnimation at (0, 0)")
        #expect(delegate.scrolls.count == 6 + 18)
        stage.finish()
    }
}
