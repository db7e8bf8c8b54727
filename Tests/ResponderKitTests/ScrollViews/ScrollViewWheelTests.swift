import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("ScrollViewWheelTests")
struct ScrollViewWheelTests {
    @Test("§12 §9 wheel steps over a scroll view move its content as a drag would, then it comes to rest")
    func wheelScrollsList() {
        let stage = Stage()
        let (list, delegate) = ScrollViewMotionTests.list(stage)
        let at = CGPoint(x: 160, y: 240)
        // A finger moving up 25 pt would scroll the content down 25 pt: so do these wheel steps.
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.00, location: at, translation: CGPoint(x: 0, y: -10))))
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.05, location: at, translation: CGPoint(x: 0, y: -10))))
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.10, location: at, translation: CGPoint(x: 0, y: -5))))
        #expect(list.contentOffset == CGPoint(x: 0, y: 25))
        #expect(list.isDragging)
        #expect(delegate.scrolls.count == 3)
        #expect(stage.log.lines == ["list.willBeginDragging"])
        stage.clock.advance(to: 10)
        // The wheel stopped (`wheelScrollEndDelay` after its last step): the drag ends with the wheel's velocity and
        // the content decelerates to rest, as after a finger's lift.
        #expect(stage.log.lines.count == 5)
        #expect(stage.log.lines.dropFirst().first?.hasPrefix("list.willEndDragging velocity (0, ") == true)
        #expect(
            Array(stage.log.lines.suffix(3).map { $0.components(separatedBy: " at ")[0] }) == [
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating", "list.didEndDecelerating",
            ])
        #expect(!list.isDragging && !list.isDecelerating)
        #expect(list.contentOffset.y > 25 && list.contentOffset.y < 1520)
        stage.finish()
    }
}
