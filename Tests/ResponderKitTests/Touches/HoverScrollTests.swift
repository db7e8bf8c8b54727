import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("HoverScrollTests")
struct HoverScrollTests {
    private func hover(_ stage: Stage, _ name: String, on view: UIView) -> UIHoverGestureRecognizer {
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        hover.addHandler { [log = stage.log] recognizer in
            let point = recognizer.location(in: view)
            log.add("\(name) \(recognizer.state) (\(point.x.formatted), \(point.y.formatted))")
        }
        view.addGestureRecognizer(hover)
        return hover
    }

    @Test("§12 hover: the pointer entering, moving in and leaving two views begins, changes and ends their hovers")
    func hoverAcrossTwoViews() {
        let stage = Stage()
        let left = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        _ = hover(stage, "hover A", on: left)
        _ = hover(stage, "hover B", on: right)
        let recorder = stage.app.trace.recorder()
        let path: [HoverSample] = [
            HoverSample(timestamp: 0.0, location: CGPoint(x: 50, y: 300)),  // over the window, no hover
            HoverSample(timestamp: 0.1, location: CGPoint(x: 50, y: 50)),
            HoverSample(timestamp: 0.2, location: CGPoint(x: 60, y: 55)),
            HoverSample(timestamp: 0.3, location: CGPoint(x: 150, y: 50)),
            HoverSample(timestamp: 0.4, phase: .exited, location: .zero),
        ]
        for sample in path { stage.app.inject(.hover(sample)) }
        #expect(
            stage.log.lines == [
                "hover A began (50, 50)", "hover A changed (60, 55)", "hover A ended (60, 55)",
                "hover B began (50, 50)", "hover B ended (50, 50)",
            ])
        // Touch handlers saw nothing: hovering is not touching.
        #expect(!stage.log.lines.contains { $0.contains(".began[") })
        let hovering = recorder.lines.filter { $0.hasPrefix("pointer 1") }
        #expect(
            hovering == [
                "pointer 1 hovers over UIWindow", "pointer 1 hovers over A", "pointer 1 hovers over A",
                "pointer 1 hovers over B", "pointer 1 hovers over nothing",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 hover is hit-tested like a touch: a subview's hover and its ancestor's both run; a hidden view hovers not")
    func hoverFollowsHitTesting() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = stage.view("Inner", CGRect(x: 50, y: 50, width: 50, height: 50), in: outer)
        let hidden = stage.view("Hidden", CGRect(x: 0, y: 150, width: 50, height: 50), in: outer)
        hidden.isHidden = true
        _ = hover(stage, "outer", on: outer)
        _ = hover(stage, "inner", on: inner)
        _ = hover(stage, "hidden", on: hidden)
        stage.app.inject(.hover(HoverSample(timestamp: 0, location: CGPoint(x: 60, y: 60))))
        stage.app.inject(.hover(HoverSample(timestamp: 0.1, location: CGPoint(x: 10, y: 160))))
        stage.app.inject(.hover(HoverSample(timestamp: 0.2, location: CGPoint(x: 500, y: 500))))
        #expect(
            stage.log.lines == [
                "inner began (10, 10)", "outer began (60, 60)",
                "inner ended (10, 10)", "outer changed (10, 160)",
                "outer ended (10, 160)",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 a hover still under way is a leftover until the pointer leaves")
    func hoverLeftover() {
        let stage = Stage()
        let view = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = hover(stage, "hover", on: view)
        stage.app.inject(.hover(HoverSample(timestamp: 0, location: CGPoint(x: 10, y: 10))))
        #expect(stage.app.leftovers == ["pointer 1 hovering over A"])
        stage.app.inject(.hover(HoverSample(timestamp: 0.1, phase: .exited, location: .zero)))
        #expect(stage.log.lines == ["hover began (10, 10)", "hover ended (10, 10)"])
        #expect(stage.app.leftovers == [])
    }

    private func pan(_ stage: Stage, on view: UIView, mask: UIScrollTypeMask) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.allowedScrollTypesMask = mask
        pan.addHandler { [log = stage.log] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let translation = pan.translation(in: view)
            log.add("pan \(pan.state) (\(translation.x.formatted), \(translation.y.formatted))")
        }
        view.addGestureRecognizer(pan)
        return pan
    }

    @Test(
        "§12 wheel steps move a pan that allows discrete scrolling: its translation accumulates; it ends after the wheel stops"
    )
    func wheelScrollsPan() {
        let stage = Stage()
        let content = stage.view("Content", CGRect(x: 0, y: 0, width: 200, height: 400))
        _ = pan(stage, on: content, mask: .discrete)
        let at = CGPoint(x: 100, y: 100)
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.00, location: at, translation: CGPoint(x: 0, y: -10))))
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.05, location: at, translation: CGPoint(x: 0, y: -10))))
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.10, location: at, translation: CGPoint(x: 0, y: -5))))
        #expect(
            stage.app.leftovers == [
                "1 timer(s) pending", "discrete scroll under way on UIPanGestureRecognizer@Content",
            ])
        stage.clock.advance(to: 0.25)  // wheelScrollEndDelay (0.1 s) after the last step
        #expect(
            stage.log.lines == [
                "pan began (0, -10)", "pan changed (0, -20)", "pan changed (0, -25)", "pan ended (0, -25)",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 a trackpad scroll goes to the nearest pan allowing continuous scrolling; one allowing only the wheel is passed over"
    )
    func trackpadScrollsNearestAllowingPan() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = stage.view("Inner", CGRect(x: 0, y: 0, width: 200, height: 200), in: outer)
        _ = pan(stage, on: outer, mask: .all)
        let wheelOnly = UIPanGestureRecognizer(target: nil, action: nil)
        wheelOnly.allowedScrollTypesMask = .discrete
        wheelOnly.addHandler { [log = stage.log] _ in log.add("wheel-only pan moved") }
        inner.addGestureRecognizer(wheelOnly)
        let recorder = stage.app.trace.recorder()
        let at = CGPoint(x: 50, y: 50)
        stage.app.inject(.scroll(ScrollSample(timestamp: 0, location: at, type: .continuous, phase: .began)))
        stage.app.inject(
            .scroll(ScrollSample(timestamp: 0.01, location: at, translation: CGPoint(x: 3, y: 4), type: .continuous)))
        stage.app.inject(
            .scroll(ScrollSample(timestamp: 0.02, location: at, translation: CGPoint(x: 3, y: 4), type: .continuous)))
        stage.app.inject(.scroll(ScrollSample(timestamp: 0.03, location: at, type: .continuous, phase: .ended)))
        #expect(stage.log.lines == ["pan began (3, 4)", "pan changed (6, 8)", "pan ended (6, 8)"])
        #expect(recorder.lines.contains("continuous scroll -> UIPanGestureRecognizer@Outer"))
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 scrolling with no pan that allows it is dropped; a trackpad change without a began is repaired")
    func scrollWithoutPan() {
        let stage = Stage()
        let view = stage.view("Plain", CGRect(x: 0, y: 0, width: 200, height: 200))
        _ = pan(stage, on: view, mask: [])  // a pan that follows touches only, as UIKit's default
        let recorder = stage.app.trace.recorder()
        stage.app.inject(
            .scroll(ScrollSample(timestamp: 0, location: CGPoint(x: 5, y: 5), translation: CGPoint(x: 0, y: 9))))
        stage.app.inject(
            .scroll(
                ScrollSample(
                    timestamp: 0.01, location: CGPoint(x: 5, y: 5), translation: CGPoint(x: 0, y: 9), type: .continuous)
            ))
        #expect(stage.log.lines == [])
        #expect(
            recorder.lines.filter { $0.contains("scroll") && !$0.hasPrefix("input") } == [
                "discrete scroll: no pan allows it: dropped", "repaired: scroll change without a began: dropped",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 a pan moved by the wheel takes no touch until its scroll is over, then pans by touch again")
    func scrollThenTouch() {
        let stage = Stage()
        let content = stage.view("Content", CGRect(x: 0, y: 0, width: 200, height: 400))
        _ = pan(stage, on: content, mask: .discrete)
        stage.app.inject(
            .scroll(ScrollSample(timestamp: 0, location: CGPoint(x: 10, y: 10), translation: CGPoint(x: 0, y: 5))))
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 80), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 80), time: 0.03)
        stage.clock.advance(to: 0.2)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0.3)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 80), time: 0.4)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 80), time: 0.5)
        #expect(
            stage.log.lines == [
                "pan began (0, 5)",
                "Content.began[1]", "Content.moved[1]", "Content.ended[1]",
                "pan ended (0, 5)",
                "Content.began[1]", "pan began (0, 30)", "Content.cancelled[1]", "pan ended (0, 30)",
            ])
        #expect(stage.app.leftovers == [])
    }
}
