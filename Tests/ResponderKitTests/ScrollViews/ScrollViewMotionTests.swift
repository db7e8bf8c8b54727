import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("ScrollViewMotionTests")
struct ScrollViewMotionTests {
    /// A list filling the window, 2,000 pt tall, its delegate logging all but `scrollViewDidScroll`.
    static func list(_ stage: Stage) -> (UIScrollView, ScrollDelegateLog) {
        let (list, delegate) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        delegate.logsScrolls = false
        return (list, delegate)
    }

    @Test("§9 a fling: delegate calls in UIKit's order, v·d^t per ms on 60 Hz ticks, rest at v·d/(1−d) from the lift")
    func fling() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        // 10 pt up every 10 ms: 1 pt/ms. The pan begins at 20 pt; the offset follows from there: 170 at the lift.
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19, lifts: false)
        #expect(list.isTracking && list.isDragging && !list.isDecelerating)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 200), time: 0.2)
        #expect(!list.isTracking && !list.isDragging && list.isDecelerating)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 669)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
            ])
        #expect(delegate.scrolls.count == 17)
        #expect(list.contentOffset == CGPoint(x: 0, y: 170))
        stage.clock.advance(to: 0.71)
        // The tick at 0.2 + 30/60 s: 170 + 499·(1 − 0.998^500).
        #expect(near(list.contentOffset.y, 485.61))
        #expect(stage.app.leftovers == ["display link: scroll view list decelerating"])
        stage.clock.advance(to: 5)
        #expect(stage.log.lines.last == "list.didEndDecelerating at (0, 669)")
        #expect(near(list.contentOffset.y, 669) && list.contentOffset.x == 0)
        // 3.449 s of deceleration: 207 ticks, each a scrollViewDidScroll.
        #expect(delegate.scrolls.count == 17 + 207)
        #expect(!list.isDecelerating)
        stage.finish()
    }

    @Test("§9 the scroll view's pan moved to a larger view scrolls the scroll view from anywhere in that view")
    func panMovedToLargerView() {
        let stage = Stage()
        let (list, delegate) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 240), contentSize: CGSize(width: 320, height: 2000))
        delegate.logsScrolls = false
        // UIKit's way to scroll a narrow scroll view from the whole screen: its pan goes to the window.
        stage.window.addGestureRecognizer(list.panGestureRecognizer)
        #expect(list.panGestureRecognizer.view === stage.window)
        // The same drag as the fling above, but below the list, where only the window is.
        stage.drag(from: CGPoint(x: 160, y: 460), step: CGPoint(x: 0, y: -10), count: 19)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 669)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
            ])
        stage.clock.advance(to: 5)
        #expect(stage.log.lines.last == "list.didEndDecelerating at (0, 669)")
        stage.finish()
    }

    @Test("§9 scrollViewWillEndDragging may move the target: the content comes to rest exactly on it")
    func delegateMovesTarget() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        delegate.changeTarget = { _ in CGPoint(x: 0, y: 400) }
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19)
        stage.clock.advance(to: 5)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 669)",
                "list target -> (0, 400)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
                "list.didEndDecelerating at (0, 400)",
            ])
        #expect(list.contentOffset.y == 400)
        stage.finish()
    }

    @Test("§9 a pull past the top rubber-bands (f(x) = (1 − 1/(x·0.55/D + 1))·D) and springs back to 0")
    func pullPastTheEdge() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        stage.drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), count: 19, lifts: false)
        // The finger asks for −170 pt; the content shows −f(170) with D = 480.
        #expect(near(list.contentOffset.y, -78.26))
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 300), time: 0.2)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, -1) target (0, 0)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
                "list.didEndDecelerating at (0, 0)",
            ])
        // The lift's velocity carries the content a little further out before the spring brings it back.
        let lowest = delegate.scrolls.map(\.y).min() ?? 0
        #expect(lowest < -78.26 && lowest > -160)
        #expect(list.contentOffset == .zero)
        stage.finish()
    }

    @Test("§9 without bounces the content stops at the edge: no rubber band, no deceleration past it")
    func noBounce() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        defer { withExtendedLifetime(delegate) {} }
        list.bounces = false
        stage.drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), count: 19)
        #expect(list.contentOffset == .zero)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, -1) target (0, 0)",
                "list.didEndDragging willDecelerate false",
            ])
        stage.finish()
    }

    @Test("§9 paging: a slow drag snaps back to the nearest page, a fast one goes to the next")
    func paging() {
        let stage = Stage()
        let (pager, delegate) = stage.scrollView(
            "pager", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 960, height: 480))
        delegate.logsScrolls = false
        pager.isPagingEnabled = true
        // 150 pt to the left, then the finger rests 0.3 s before lifting: no velocity, nearest page (0).
        stage.drag(from: CGPoint(x: 300, y: 200), step: CGPoint(x: -10, y: 0), count: 15, lifts: false)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 200), time: 0.45)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.lines == [
                "pager.willBeginDragging", "pager.willEndDragging velocity (0, 0) target (0, 0)",
                "pager.didEndDragging willDecelerate true", "pager.willBeginDecelerating",
                "pager.didEndDecelerating at (0, 0)",
            ])
        stage.log.lines.removeAll()
        // A quick 50 pt flick: 1 pt/ms, the next page.
        stage.drag(from: CGPoint(x: 300, y: 200), step: CGPoint(x: -10, y: 0), count: 4, time: 4)
        stage.clock.advance(to: 8)
        #expect(
            stage.log.lines == [
                "pager.willBeginDragging", "pager.willEndDragging velocity (1, 0) target (320, 0)",
                "pager.didEndDragging willDecelerate true", "pager.willBeginDecelerating",
                "pager.didEndDecelerating at (320, 0)",
            ])
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
        stage.finish()
    }

    @Test("setContentOffset(_:animated:) moves for 0.3 s on the app's clock; leftovers name it until it ends")
    func animatedOffset() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.clock.advance(to: 0.1)
        #expect(stage.app.leftovers == ["display link: scroll view list animating its content offset"])
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["list.didEndScrollingAnimation at (0, 300)"])
        // 0.3 s at 60 Hz: 18 frames.
        #expect(delegate.scrolls.count == 18)
        list.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 50), animated: false)
        #expect(list.contentOffset == CGPoint(x: 0, y: 1470))
        list.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 50), animated: false)
        #expect(list.contentOffset == CGPoint(x: 0, y: 1470))
        list.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        #expect(list.contentOffset == CGPoint(x: 0, y: 1470))
        stage.finish()
    }

    @Test("§9 a touch-down on a decelerating list stops it, and the content never gets that touch")
    func touchStopsDeceleration() {
        let stage = Stage()
        let (list, delegate) = Self.list(stage)
        defer { withExtendedLifetime(delegate) {} }
        let row = stage.view("row", CGRect(x: 0, y: 0, width: 320, height: 2000), in: list)
        _ = row
        stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 19)
        stage.clock.advance(to: 0.5)
        let trace = stage.recordTrace()
        stage.app.tap(at: CGPoint(x: 160, y: 300), time: 0.6)
        let stopped = list.contentOffset
        stage.clock.advance(to: 5)
        #expect(list.contentOffset == stopped)
        #expect(
            Array(stage.log.lines.suffix(2)) == [
                "list.willBeginDecelerating", "list.didEndDecelerating at \(r(stopped, 2))",
            ])
        #expect(!stage.log.lines.contains { $0.hasPrefix("row.") })
        #expect(
            trace.transitions(of: "Delayed").first
                == "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> ended (the touch-down stopped the scroll view's deceleration)"
        )
        stage.finish()
    }

    @Test("zooming: setZoomScale scales viewForZooming and the content size; a pinch past the maximum bounces back")
    func zooming() {
        let stage = Stage()
        let (scroll, delegate) = Self.list(stage)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.addSubview(image)
        delegate.zoomView = image
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        #expect(scroll.pinchGestureRecognizer != nil)
        scroll.setZoomScale(1.5, animated: false)
        #expect(scroll.contentSize == CGSize(width: 480, height: 720))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 480, height: 720))
        scroll.setZoomScale(1, animated: false)
        stage.log.lines.removeAll()
        // Two fingers 100 pt apart spread to 400 pt: a pinch of 4, shown as 2·√2 past the maximum of 2.
        stage.app.touches([(1, .began, CGPoint(x: 110, y: 200)), (2, .began, CGPoint(x: 210, y: 200))], time: 0)
        for step in 1...15 {
            let spread = CGFloat(step) * 10
            stage.app.touches(
                [(1, .moved, CGPoint(x: 110 - spread, y: 200)), (2, .moved, CGPoint(x: 210 + spread, y: 200))],
                time: Double(step) * 0.01)
        }
        #expect(near(scroll.zoomScale, 2 * 2.squareRoot()))
        stage.app.touches(
            [(1, .ended, CGPoint(x: -40, y: 200)), (2, .ended, CGPoint(x: 360, y: 200))], time: 0.2)
        #expect(scroll.isZoomBouncing)
        stage.clock.advance(to: 1)
        #expect(stage.log.lines.first == "list.willBeginZooming")
        #expect(stage.log.lines.last == "list.didEndZooming at 2")
        #expect(scroll.zoomScale == 2)
        #expect(!scroll.isZoomBouncing)
        stage.finish()
    }
}
