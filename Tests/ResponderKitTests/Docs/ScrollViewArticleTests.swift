import Foundation
import ResponderKit
import Testing

/// The examples of the "Scroll views and content touches" article (ScrollViews.md), run as written.
@MainActor
@Suite("ScrollViewArticleTests")
struct ScrollViewArticleTests {
    final class ListView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    @Test("§9 the article's late highlight: nothing at 0.1 s, touchDown at 0.15 s")
    func lateHighlight() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 320, height: 2000)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.addAction(UIAction { _ in print("touchDown") }, for: .touchDown)
        list.addSubview(button)
        window.addSubview(list)

        app.touch(.began, at: CGPoint(x: 50, y: 120), time: 0)
        clock.advance(to: 0.1)
        #expect(printed == [])
        clock.advance(to: 0.15)
        #expect(printed == ["touchDown"])
        app.touch(.ended, at: CGPoint(x: 50, y: 120), time: 0.2)

        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        clock.advance(to: 0.3)
        #expect(app.leftovers == ["display link: scroll view list animating its content offset"])
        clock.advance(to: 1)
        #expect(app.leftovers == [])
        #expect(list.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("§9 the article's ListView: a drag that starts on a tracking button scrolls and cancels it")
    func listViewCancelsControls() {
        let stage = Stage()
        let list = ListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        list.addSubview(button)
        stage.window.addSubview(list)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 120), time: 0)
        stage.clock.advance(to: 0.2)
        stage.drag(from: CGPoint(x: 50, y: 120), step: CGPoint(x: 0, y: -10), count: 3, time: 0.2, begins: false)
        #expect(events == ["touchCancel"])
        #expect(list.contentOffset.y == 10)
        stage.clock.advance(to: 5)
        stage.finish()
    }

    @Test(
        "§9 the article's zooming: setZoomScale about the bounds' centre, zoom(to:) centres the rect, a pinch about its centroid"
    )
    func zooming() {
        final class Viewer: UIScrollViewDelegate {
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var calls: [String] = []
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
            func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
                calls.append("willBeginZooming")
            }
            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                calls.append("didEndZooming at \(scale)")
            }
        }
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()

        let viewer = Viewer()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.addSubview(viewer.photo)
        scroll.delegate = viewer
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)

        scroll.setZoomScale(2, animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 160, y: 240))
        scroll.zoom(to: CGRect(x: 120, y: 180, width: 80, height: 120), animated: true)
        clock.advance(to: 1)
        #expect(scroll.zoomScale == 4)
        #expect(near(scroll.contentOffset.x, 480) && near(scroll.contentOffset.y, 720))
        scroll.setZoomScale(1, animated: false)

        app.touches([(1, .began, CGPoint(x: 100, y: 200)), (2, .began, CGPoint(x: 200, y: 200))], time: 0)
        for step in 1...5 {
            let half = 50 + 10 * CGFloat(step)
            app.touches(
                [(1, .moved, CGPoint(x: 150 - half, y: 200)), (2, .moved, CGPoint(x: 150 + half, y: 200))],
                time: Double(step) * 0.01)
        }
        app.touches([(1, .ended, CGPoint(x: 50, y: 200)), (2, .ended, CGPoint(x: 250, y: 200))], time: 0.06)
        #expect(near(scroll.contentOffset.x, 150) && near(scroll.contentOffset.y, 200))
        #expect(viewer.calls == ["didEndZooming at 4.0", "willBeginZooming", "didEndZooming at 2.0"])
        #expect(app.leftovers == [])
    }
}
