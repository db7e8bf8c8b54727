import Foundation
import ResponderKit
import Testing

/// A scroll view that lets its content's controls be cancelled by a drag, the usual fix for "a drag that starts
/// on a button does not scroll".
@MainActor
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps touch-downs on views named "blocked" from its content.
@MainActor
final class PickyScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        view.accessibilityIdentifier != "blocked"
    }
}

@MainActor
@Suite("ScrollViewContentTouchTests")
struct ScrollViewContentTouchTests {
    /// A list filling the window with 2,000 pt of content, a row at y 200 and a button at (20, 100).
    @MainActor
    struct List {
        let stage = Stage()
        let list: UIScrollView
        let delegate: ScrollDelegateLog
        let row: LoggingView
        let button: UIButton
        let logger: ActionLogger

        init(_ scrollView: UIScrollView? = nil) {
            let scrollView = scrollView ?? UIScrollView()
            scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            scrollView.accessibilityIdentifier = "list"
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            list = scrollView
            delegate = ScrollDelegateLog("list", log: stage.log)
            scrollView.delegate = delegate
            stage.window.addSubview(scrollView)
            row = stage.view("row", CGRect(x: 0, y: 200, width: 320, height: 44), in: scrollView)
            button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
            button.accessibilityIdentifier = "button"
            scrollView.addSubview(button)
            logger = ActionLogger(stage.log)
            button.logEvents(to: logger)
        }
    }

    @Test("§9 delaysContentTouches: a touch-down reaches the content only after 0.15 s")
    func lateTouchDown() {
        let scene = List()
        let trace = scene.stage.recordTrace()
        scene.stage.app.touch(.began, at: CGPoint(x: 50, y: 120), time: 0)
        scene.stage.mark("0.1")
        scene.stage.clock.advance(to: 0.1)
        scene.stage.mark("0.15")
        scene.stage.clock.advance(to: 0.15)
        scene.stage.mark("lift")
        scene.stage.app.touch(.ended, at: CGPoint(x: 50, y: 120), time: 0.3)
        #expect(
            scene.stage.log.lines == [
                "-- 0.1", "-- 0.15", "touchDown", "-- lift", "touchUpInside", "primaryActionTriggered",
            ])
        #expect(
            trace.transitions(of: "Delayed") == [
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> failed (the content touch delay of 0.15 s elapsed)"
            ])
        scene.stage.finish()
    }

    @Test("§9 a quick tap: began and ended reach the content back to back at the lift")
    func quickTap() {
        let scene = List()
        let trace = scene.stage.recordTrace()
        scene.stage.app.touch(.began, at: CGPoint(x: 100, y: 220), time: 0)
        scene.stage.mark("lift")
        scene.stage.app.touch(.ended, at: CGPoint(x: 100, y: 220), time: 0.05)
        #expect(scene.stage.log.lines == ["-- lift", "row.began[1]", "row.ended[1]"])
        #expect(
            trace.transitions(of: "Delayed") == [
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> failed (the touch lifted within the content touch delay)"
            ])
        scene.stage.clock.advance(by: 1)
        #expect(scene.stage.log.lines.count == 3)
        scene.stage.finish()
    }

    @Test("§9 a drag that scrolls within the delay: the content never sees the touch")
    func quickDragNeverReachesContent() {
        let scene = List()
        scene.delegate.logsScrolls = false
        let trace = scene.stage.recordTrace()
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 5, lifts: false)
        scene.stage.clock.advance(to: 0.5)
        scene.stage.app.touch(.ended, at: CGPoint(x: 100, y: 170), time: 0.5)
        #expect(
            scene.stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 0) target (0, 30)",
                "list.didEndDragging willDecelerate false",
            ])
        #expect(scene.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(trace.cancellationLines == [])
        #expect(
            trace.transitions(of: "Delayed") == [
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@list)"
            ])
        scene.stage.finish()
    }

    @Test("§9 a drag that becomes a scroll after the delay cancels the content view that began tracking")
    func dragCancelsTrackingView() {
        let scene = List()
        scene.delegate.logsScrolls = false
        let trace = scene.stage.recordTrace()
        scene.stage.app.touch(.began, at: CGPoint(x: 100, y: 220), time: 0)
        scene.stage.clock.advance(to: 0.2)
        scene.stage.mark("drag")
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 3, time: 0.2, begins: false)
        #expect(
            scene.stage.log.lines == [
                "row.began[1]", "-- drag", "row.moved[1]", "list.willBeginDragging", "row.cancelled[1]",
                "list.willEndDragging velocity (0, 1) target (0, 509)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
            ])
        #expect(
            trace.cancellationLines == [
                "row.touchesCancelled[1]: recognized by UIScrollViewPanGestureRecognizer@list"
            ])
        scene.stage.clock.advance(by: 10)
        #expect(scene.stage.log.lines.last == "list.didEndDecelerating at (0, 509)")
        scene.stage.finish()
    }

    @Test("§9 touchesShouldCancel(in:) is false for a UIControl: a drag starting on a tracking button does not scroll")
    func buttonKeepsItsTouch() {
        let scene = List()
        let trace = scene.stage.recordTrace()
        scene.stage.app.touch(.began, at: CGPoint(x: 50, y: 120), time: 0)
        scene.stage.clock.advance(to: 0.2)
        scene.stage.mark("drag")
        scene.stage.drag(from: CGPoint(x: 50, y: 120), step: CGPoint(x: 0, y: -10), count: 3, time: 0.2, begins: false)
        #expect(
            scene.stage.log.lines == [
                "touchDown", "-- drag", "touchDragInside", "touchDragInside", "touchDragInside", "touchUpInside",
                "primaryActionTriggered",
            ])
        #expect(scene.list.contentOffset == .zero)
        #expect(
            trace.transitions(of: "UIScrollViewPan") == [
                "UIScrollViewPanGestureRecognizer@list: possible -> failed (touchesShouldCancel(in: button) returned false)"
            ])
        scene.stage.finish()
    }

    @Test("§9 a subclass whose touchesShouldCancel(in:) answers true lets a drag on a button scroll: touchCancel")
    func subclassCancelsButton() {
        let scene = List(CancellingScrollView())
        scene.delegate.logsScrolls = false
        scene.stage.app.touch(.began, at: CGPoint(x: 50, y: 120), time: 0)
        scene.stage.clock.advance(to: 0.2)
        scene.stage.mark("drag")
        scene.stage.drag(from: CGPoint(x: 50, y: 120), step: CGPoint(x: 0, y: -10), count: 3, time: 0.2, begins: false)
        #expect(
            Array(scene.stage.log.lines.prefix(5)) == [
                "touchDown", "-- drag", "touchDragInside", "list.willBeginDragging", "touchCancel",
            ])
        #expect(scene.list.contentOffset.y > 0)
        scene.stage.clock.advance(by: 10)
        scene.stage.finish()
    }

    @Test("§9 canCancelContentTouches = false: once the content tracks the touch, the scroll view does not scroll")
    func cannotCancelContentTouches() {
        let scene = List()
        scene.list.canCancelContentTouches = false
        let trace = scene.stage.recordTrace()
        scene.stage.app.touch(.began, at: CGPoint(x: 100, y: 220), time: 0)
        scene.stage.clock.advance(to: 0.2)
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 3, time: 0.2, begins: false)
        #expect(
            scene.stage.log.lines == [
                "row.began[1]", "row.moved[1]", "row.moved[1]", "row.moved[1]", "row.ended[1]",
            ])
        #expect(scene.list.contentOffset == .zero)
        #expect(
            trace.transitions(of: "UIScrollViewPan") == [
                "UIScrollViewPanGestureRecognizer@list: possible -> failed (canCancelContentTouches is false and row tracks the touch)"
            ])
        scene.stage.finish()
    }

    @Test("§9 canCancelContentTouches = false still scrolls when the drag starts before the content tracks")
    func cannotCancelButDragIsEarly() {
        let scene = List()
        scene.list.canCancelContentTouches = false
        scene.delegate.logsScrolls = false
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 3)
        #expect(scene.stage.log.lines.first == "list.willBeginDragging")
        #expect(!scene.stage.log.lines.contains { $0.hasPrefix("row.") })
        scene.stage.clock.advance(by: 10)
        scene.stage.finish()
    }

    @Test("§9 delaysContentTouches = false: the content gets the touch-down at once, and a drag cancels it")
    func noDelay() {
        let scene = List()
        scene.list.delaysContentTouches = false
        scene.delegate.logsScrolls = false
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 3, lifts: false)
        #expect(
            scene.stage.log.lines == [
                "row.began[1]", "row.moved[1]", "list.willBeginDragging", "row.cancelled[1]",
            ])
        scene.stage.app.touch(.ended, at: CGPoint(x: 100, y: 180), time: 0.5)
        scene.stage.finish()
    }

    @Test("§9 isScrollEnabled = false: the content gets touches at once, nothing scrolls, the scroll view forwards")
    func scrollingDisabled() {
        let scene = List()
        scene.list.isScrollEnabled = false
        let trace = scene.stage.recordTrace()
        scene.stage.drag(from: CGPoint(x: 100, y: 220), step: CGPoint(x: 0, y: -10), count: 2)
        #expect(scene.stage.log.lines == ["row.began[1]", "row.moved[1]", "row.moved[1]", "row.ended[1]"])
        #expect(scene.list.contentOffset == .zero)
        trace.clear()
        scene.stage.app.tap(at: CGPoint(x: 200, y: 400), time: 1)
        #expect(trace.lines.contains("list -> UIWindow touchesBegan"))
        scene.stage.finish()
    }

    @Test("§9 touchesShouldBegin(_:with:in:) answering false keeps the touch from that content view")
    func touchesShouldBeginRefuses() {
        let scene = List(PickyScrollView())
        let blocked = scene.stage.view("blocked", CGRect(x: 0, y: 300, width: 320, height: 44), in: scene.list)
        _ = blocked
        let trace = scene.stage.recordTrace()
        scene.stage.app.tap(at: CGPoint(x: 100, y: 320), time: 0)
        scene.stage.app.tap(at: CGPoint(x: 100, y: 220), time: 1)
        #expect(scene.stage.log.lines == ["row.began[1]", "row.ended[1]"])
        #expect(
            trace.transitions(of: "Delayed").first
                == "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> ended (touchesShouldBegin(_:with:in: blocked) returned false)"
        )
        scene.stage.finish()
    }
}
