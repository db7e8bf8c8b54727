import Foundation
import ResponderKit
import Testing

/// A pan delegate that lets its pan begin only for a drag more sideways than up or down: the usual way to put a
/// swipe-to-reveal pan in a cell of a vertical list.
@MainActor
final class HorizontalOnly: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: pan.view)
        return abs(translation.x) > abs(translation.y)
    }
}

@MainActor
@Suite("ScrollViewNestingTests")
struct ScrollViewNestingTests {
    /// A horizontal pager of three pages whose first page is a vertical list with a row.
    @MainActor
    struct PagerOfLists {
        let stage = Stage()
        let pager: UIScrollView
        let list: UIScrollView
        let delegates: [ScrollDelegateLog]

        init() {
            let (pager, pagerLog) = stage.scrollView(
                "pager", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 960, height: 480))
            pager.isPagingEnabled = true
            let (list, listLog) = stage.scrollView(
                "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000),
                in: pager)
            stage.view("row", CGRect(x: 0, y: 200, width: 320, height: 44), in: list)
            pagerLog.logsScrolls = false
            listLog.logsScrolls = false
            defer { withExtendedLifetime(listLog) {} }
            self.pager = pager
            self.list = list
            delegates = [pagerLog, listLog]
        }
    }

    @Test("§9 crossed directions: a sideways drag on a vertical list pages the pager around it")
    func sidewaysDragPages() {
        let scene = PagerOfLists()
        let trace = scene.stage.recordTrace()
        scene.stage.drag(from: CGPoint(x: 300, y: 220), step: CGPoint(x: -10, y: 0), count: 6)
        scene.stage.clock.advance(to: 3)
        #expect(
            scene.stage.log.lines == [
                "pager.willBeginDragging", "pager.willEndDragging velocity (1, 0) target (320, 0)",
                "pager.didEndDragging willDecelerate true", "pager.willBeginDecelerating",
                "pager.didEndDecelerating at (320, 0)",
            ])
        #expect(
            trace.transitions(of: "UIScrollViewPan") == [
                "UIScrollViewPanGestureRecognizer@list: possible -> failed (its scroll view cannot scroll along the drag's horizontal axis)",
                "UIScrollViewPanGestureRecognizer@pager: possible -> began (recognized)",
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@list: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@pager)",
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@pager: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@pager)",
                "UIScrollViewPanGestureRecognizer@pager: began -> changed",
                "UIScrollViewPanGestureRecognizer@pager: changed -> changed",
                "UIScrollViewPanGestureRecognizer@pager: changed -> changed",
                "UIScrollViewPanGestureRecognizer@pager: changed -> changed",
                "UIScrollViewPanGestureRecognizer@pager: changed -> ended (touches ended)",
            ])
        #expect(scene.list.contentOffset == .zero)
        scene.stage.finish()
    }

    @Test("§9 crossed directions: a vertical drag scrolls the list; the pager's pan is prevented")
    func verticalDragScrollsList() {
        let scene = PagerOfLists()
        let trace = scene.stage.recordTrace()
        scene.stage.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -10), count: 6)
        scene.stage.clock.advance(to: 5)
        #expect(
            scene.stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 539)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
                "list.didEndDecelerating at (0, 539)",
            ])
        #expect(
            trace.transitions(of: "@pager") == [
                "UIScrollViewDelayedTouchesBeganGestureRecognizer@pager: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@list)",
                "UIScrollViewPanGestureRecognizer@pager: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@list)",
            ])
        #expect(scene.pager.contentOffset == .zero)
        scene.stage.finish()
    }

    @Test("§9 the same direction: the inner list takes the drag and hands nothing over at its edge")
    func sameDirection() {
        let stage = Stage()
        let (outer, outerLog) = stage.scrollView(
            "outer", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        let (inner, innerLog) = stage.scrollView(
            "inner", CGRect(x: 0, y: 100, width: 320, height: 200), contentSize: CGSize(width: 320, height: 1000),
            in: outer)
        outerLog.logsScrolls = false
        innerLog.logsScrolls = false
        defer { withExtendedLifetime((outerLog, innerLog)) {} }
        // Down from the inner list's top: the inner list rubber-bands; the outer one stays.
        stage.drag(from: CGPoint(x: 160, y: 110), step: CGPoint(x: 0, y: 10), count: 15, lifts: false)
        #expect(inner.contentOffset.y < 0)
        #expect(outer.contentOffset == .zero)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 270), time: 0.16)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.lines == [
                "inner.willBeginDragging", "inner.willEndDragging velocity (0, -1) target (0, 0)",
                "inner.didEndDragging willDecelerate true", "inner.willBeginDecelerating",
                "inner.didEndDecelerating at (0, 0)",
            ])
        #expect(outer.contentOffset == .zero)
        stage.finish()
    }

    @Test("§9 a UISlider in a vertical list: a press then a sideways drag moves the slider; a vertical drag scrolls")
    func sliderInList() {
        let stage = Stage()
        let (list, listLog) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        listLog.logsScrolls = false
        defer { withExtendedLifetime(listLog) {} }
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
        slider.accessibilityIdentifier = "slider"
        slider.value = 0.5
        list.addSubview(slider)
        let logger = ActionLogger(stage.log)
        slider.addTarget(logger, action: Selector("valueChanged"), for: .valueChanged)
        let trace = stage.recordTrace()
        // The finger rests on the thumb past the content-touch delay, then drags sideways.
        stage.app.touch(.began, at: CGPoint(x: 160, y: 120), time: 0)
        stage.drag(from: CGPoint(x: 160, y: 120), step: CGPoint(x: 5, y: 0), count: 20, time: 0.2, begins: false)
        #expect(slider.value > 0.5)
        #expect(list.contentOffset == .zero)
        #expect(stage.log.lines.allSatisfy { $0 == "valueChanged" } && !stage.log.lines.isEmpty)
        #expect(
            trace.transitions(of: "UIScrollViewPan") == [
                "UIScrollViewPanGestureRecognizer@list: possible -> failed (its scroll view cannot scroll along the drag's horizontal axis)"
            ])
        stage.log.lines.removeAll()
        let value = slider.value
        let thumb = CGPoint(x: 20 + 280 * CGFloat(value), y: 120)
        stage.drag(from: thumb, step: CGPoint(x: 0, y: -10), count: 6, time: 1)
        #expect(slider.value == value)
        #expect(stage.log.lines.first == "list.willBeginDragging")
        #expect(!stage.log.lines.contains("valueChanged"))
        stage.clock.advance(to: 6)
        stage.finish()
    }

    @Test("§9 a horizontal pan in a cell of a vertical list: sideways drags go to the pan, vertical ones scroll")
    func horizontalPanInList() {
        let stage = Stage()
        let (list, listLog) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        listLog.logsScrolls = false
        defer { withExtendedLifetime(listLog) {} }
        let cell = stage.view("cell", CGRect(x: 0, y: 200, width: 320, height: 44), in: list)
        cell.callsSuper = false
        let horizontal = HorizontalOnly()
        let pan = stage.logging("swipe", UIPanGestureRecognizer()) { r($0.translation(in: nil)) }
        pan.delegate = horizontal
        cell.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 300, y: 220), step: CGPoint(x: -10, y: 0), count: 3)
        #expect(
            stage.log.lines == [
                "swipe began (-20, 0)", "swipe changed (-30, 0)", "swipe ended (-40, 0)",
            ])
        stage.log.lines.removeAll()
        stage.drag(from: CGPoint(x: 160, y: 220), step: CGPoint(x: 0, y: -10), count: 3, time: 1)
        #expect(
            stage.log.lines == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 509)",
                "list.didEndDragging willDecelerate true", "list.willBeginDecelerating",
            ])
        stage.clock.advance(to: 6)
        withExtendedLifetime(horizontal) {}
        stage.finish()
    }
    @Test("§9 a scroll view in a cell of a scroll view: sideways drags scroll the carousel, vertical ones the list")
    func carouselInACell() {
        let stage = Stage()
        let (list, listLog) = stage.scrollView(
            "list", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 2000))
        let cell = stage.view("cell", CGRect(x: 0, y: 100, width: 320, height: 120), in: list)
        let (carousel, carouselLog) = stage.scrollView(
            "carousel", CGRect(x: 0, y: 10, width: 320, height: 100), contentSize: CGSize(width: 1280, height: 100),
            in: cell)
        listLog.logsScrolls = false
        carouselLog.logsScrolls = false
        let trace = stage.recordTrace()
        stage.drag(from: CGPoint(x: 300, y: 160), step: CGPoint(x: -10, y: 0), count: 6)
        stage.clock.advance(to: 5)
        #expect(
            Array(stage.log.lines.prefix(3)) == [
                "carousel.willBeginDragging", "carousel.willEndDragging velocity (1, 0) target (539, 0)",
                "carousel.didEndDragging willDecelerate true",
            ])
        #expect(stage.log.lines.allSatisfy { $0.hasPrefix("carousel.") })
        #expect(list.contentOffset == .zero && carousel.contentOffset.x > 0)
        #expect(
            trace.transitions(of: "UIScrollViewPanGestureRecognizer@list").first
                == "UIScrollViewPanGestureRecognizer@list: possible -> failed (prevented by UIScrollViewPanGestureRecognizer@carousel)"
        )
        let sideways = stage.log.lines.count
        let carouselOffset = carousel.contentOffset
        stage.drag(from: CGPoint(x: 160, y: 160), step: CGPoint(x: 0, y: -10), count: 6, time: 6)
        stage.clock.advance(to: 12)
        let vertical = Array(stage.log.lines.dropFirst(sideways))
        #expect(
            Array(vertical.prefix(3)) == [
                "list.willBeginDragging", "list.willEndDragging velocity (0, 1) target (0, 539)",
                "list.didEndDragging willDecelerate true",
            ])
        #expect(vertical.allSatisfy { $0.hasPrefix("list.") })
        #expect(carousel.contentOffset == carouselOffset && list.contentOffset.y > 0)
        #expect(
            trace.transitions(of: "UIScrollViewPanGestureRecognizer@carousel").last
                == "UIScrollViewPanGestureRecognizer@carousel: possible -> failed (its scroll view cannot scroll along the drag's vertical axis)"
        )
        stage.finish()
    }
}
