import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("ScrollViewBadInputTests")
struct ScrollViewBadInputTests {
    @Test("a NaN, infinite or negative content size is repaired to 0: nothing scrolls, the content still gets taps")
    func badContentSize() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: CGFloat.nan, height: -5))
        defer { withExtendedLifetime(log) {} }
        #expect(list.contentSize == .zero)
        list.contentSize = CGSize(width: 320, height: CGFloat.infinity)
        #expect(list.contentSize == CGSize(width: 320, height: 0))
        list.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(list.contentInset == .zero)
        list.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        stage.view("row", CGRect(x: 0, y: 200, width: 320, height: 44), in: list)
        let trace = stage.recordTrace()
        stage.drag(from: CGPoint(x: 160, y: 220), step: CGPoint(x: 0, y: -10), count: 5)
        #expect(list.contentOffset == .zero)
        #expect(
            trace.transitions(of: "UIScrollViewPan") == [
                "UIScrollViewPanGestureRecognizer@list: possible -> failed (its scroll view cannot scroll along the drag's vertical axis)"
            ])
        #expect(stage.log.lines == ["row.began[1]", "row.ended[1]"])
        stage.finish()
    }

    @Test("removing a decelerating scroll view stops it: scrollViewDidEndDecelerating, no tick left over")
    func removalMidDeceleration() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        log.logsScrolls = false
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19)
        stage.clock.advance(to: 0.5)
        let offset = list.contentOffset
        list.removeFromSuperview()
        #expect(stage.app.leftovers == [])
        stage.clock.advance(to: 5)
        #expect(list.contentOffset == offset)
        #expect(!list.isDecelerating)
        #expect(
            Array(stage.log.lines.suffix(2)) == [
                "list.willBeginDecelerating", "list.didEndDecelerating at \(r(offset, 2))",
            ])
        stage.finish()
    }

    /// A scroll view whose subclass forgets `super.didMoveToWindow()`: it never hears that it left its window.
    final class ForgetfulScrollView: UIScrollView {
        override func didMoveToWindow() {}
    }

    @Test(
        "§9 a decelerating scroll view whose container leaves the window stops at its next display frame, even when its subclass skips super.didMoveToWindow()"
    )
    func containerRemovedMidDecelerationWithoutSuper() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(container)
        let list = ForgetfulScrollView(frame: container.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 320, height: 2000)
        let log = ScrollDelegateLog("list", log: stage.log)
        log.logsScrolls = false
        list.delegate = log
        container.addSubview(list)
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19)
        stage.clock.advance(to: 0.5)
        #expect(list.isDecelerating)
        container.removeFromSuperview()
        // Nothing told the scroll view; its next frame finds it out of a window and ends the motion there.
        stage.clock.advance(to: 0.52)
        let offset = list.contentOffset
        #expect(!list.isDecelerating)
        #expect(stage.app.leftovers == [])
        stage.clock.advance(to: 5)
        #expect(list.contentOffset == offset)
        #expect(
            Array(stage.log.lines.suffix(2)) == [
                "list.willBeginDecelerating", "list.didEndDecelerating at \(r(offset, 2))",
            ])
        stage.finish()
        withExtendedLifetime(log) {}
    }

    @Test("a delegate that removes its scroll view in scrollViewDidScroll during a drag: the drag ends, no crash")
    func removedWhileDragging() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        log.logsScrolls = true
        log.onScroll = { scrollView in scrollView.removeFromSuperview() }
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 6)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.didScroll (0, 10)",
                "list.willEndDragging velocity (0, 0) target (0, 10)", "list.didEndDragging willDecelerate false",
            ])
        #expect(list.window == nil && !list.isDragging && !list.isTracking)
        stage.finish()
    }

    @Test("a delegate that removes its scroll view in scrollViewDidScroll during a deceleration: it stops there")
    func removedWhileDecelerating() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        log.logsScrolls = false
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19)
        log.onScroll = { scrollView in scrollView.removeFromSuperview() }
        stage.clock.advance(to: 5)
        #expect(
            Array(stage.log.lines.suffix(3)) == [
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
                "list.didEndDecelerating at \(r(list.contentOffset, 2))",
            ])
        #expect(log.scrolls.count == 17 + 1)
        stage.finish()
    }

    @Test("content that shrinks during a drag leaves the offset past the new edge: the lift springs it back")
    func contentShrinksWhileDragging() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        log.logsScrolls = false
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19, lifts: false)
        list.contentSize = CGSize(width: 320, height: 600)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 200), time: 0.2)
        stage.clock.advance(to: 5)
        #expect(list.contentOffset == CGPoint(x: 0, y: 120))
        #expect(stage.log.lines.last == "list.didEndDecelerating at (0, 120)")
        stage.finish()
    }

    @Test("removing a scroll view mid-animation stops the animation without its end call, as UIKit's")
    func removedMidAnimation() {
        let stage = Stage()
        let (list, log) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        log.logsScrolls = false
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.clock.advance(to: 0.1)
        list.removeFromSuperview()
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == [])
        #expect(list.contentOffset.y > 0 && list.contentOffset.y < 300)
        stage.finish()
    }
}
