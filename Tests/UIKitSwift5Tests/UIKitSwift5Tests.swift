import Testing
import UIKit

@MainActor
@Suite("UIKitSwift5Tests")
struct UIKitSwift5Tests {
    @Test("Swift 5 code with a nonisolated NSObject delegate drives a pan and resets on the manual clock")
    func legacyHelper() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(makeHandle(width: 40))
        window.addSubview(view)
        let helper = SwipeGestureHelper(view: view)
        app.touch(.began, at: CGPoint(x: 150, y: 10), time: 0)
        app.touch(.moved, at: CGPoint(x: 190, y: 10), time: 0.02)
        app.touch(.ended, at: CGPoint(x: 190, y: 10), time: 0.04)
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 1)
        app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 1.02)
        app.touch(.moved, at: CGPoint(x: 60, y: 10), time: 1.04)
        app.touch(.ended, at: CGPoint(x: 60, y: 10), time: 1.06)
        clock.advance(by: 1)
        #expect(helper.log == ["pan began 30", "pan changed 50", "pan ended 50", "reset"])
        #expect(app.leftovers == [])
    }

    @Test("Swift 5 code: a model object moves its sheet; a scroll view subclass's plain deinit runs when freed")
    func modelAndDeinit() {
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 400))
        let model = SheetModel()
        model.sheet = sheet
        model.isExpanded = true
        #expect(sheet.frame.origin.y == 100)
        ZoomingScrollView.freed = []
        var scrollView: ZoomingScrollView? = ZoomingScrollView(frame: .zero)
        #expect("\(scrollView!)" == "ZoomingScrollView(zoom)")
        scrollView = nil
        #expect(ZoomingScrollView.freed == ["zoom"])
    }
}
