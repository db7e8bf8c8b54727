import Foundation
import Testing
import UIKit

@MainActor
@Suite("PhotoFeedTests")
struct PhotoFeedTests {
    @Test(
        "§17 a feed pushes its detail with a custom zoom; a pull down on the detail pops it through UIPercentDrivenInteractiveTransition: short cancels, long finishes"
    )
    func feedToDetailAndBack() {
        let stage = FacadeStage()
        let feed = PhotoFeedViewController()
        feed.onEvent = { stage.add($0) }
        let navigation = UINavigationController(rootViewController: feed)
        stage.window.rootViewController = navigation
        stage.app.layoutPendingViews()
        #expect(stage.log == ["feed viewWillAppear @0", "feed viewDidAppear @0"])
        stage.log = []

        // A tap on the photo: the zoom runs 0.4 s from the photo's frame to the full screen.
        stage.app.tap(at: CGPoint(x: 70, y: 170), time: 1)
        let detail = navigation.topViewController as? PhotoDetailViewController
        stage.clock.advance(to: 1.25)
        let growing = detail?.view.layer.presentation()?.frame.width ?? 0
        #expect(growing > 100 && growing < 320, "the detail grows from the photo: \(growing)")
        stage.clock.advance(to: 2)
        #expect(
            stage.log == [
                "feed viewWillDisappear @1.05", "detail viewWillAppear @1.05", "feed viewDidDisappear @1.45",
                "detail viewDidAppear @1.45", "didShow Photo 1 @1.45",
            ])
        #expect(navigation.viewControllers.count == 2 && detail?.view.frame == navigation.view.bounds)
        stage.log = []

        // A short pull: the pop begins held at 0 and is cancelled at the lift; the detail stays.
        stage.drag([CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 130), CGPoint(x: 160, y: 160)], from: 2, step: 0.1)
        stage.clock.advance(to: 3)
        #expect(
            stage.log == [
                "detail viewWillDisappear @2.1", "feed viewWillAppear @2.1", "cancelling @2.2",
                "feed viewWillDisappear @2.2", "feed viewDidDisappear @2.2", "detail viewWillAppear @2.2",
                "detail viewDidAppear @2.2",
            ])
        #expect(navigation.topViewController === detail && detail?.view.frame == navigation.view.bounds)
        stage.log = []

        // A long pull: at y = 250 the detail has shrunk 150/480 of the way; released further down, the pop finishes
        // from there in (1 − p) × 0.4 s.
        stage.drag(
            [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 130), CGPoint(x: 160, y: 250), CGPoint(x: 160, y: 340)],
            from: 3, step: 0.1)
        stage.clock.advance(to: 4)
        #expect(
            stage.log == [
                "detail viewWillDisappear @3.1", "feed viewWillAppear @3.1", "finishing @3.3",
                "detail viewDidDisappear @3.575", "feed viewDidAppear @3.575", "didShow Photos @3.575",
            ])
        #expect(navigation.viewControllers == [feed] && detail?.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }
}
