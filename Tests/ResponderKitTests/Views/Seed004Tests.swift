import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("Seed004Tests")
struct Seed004Tests {
    final class AView: UIView {}
    final class BView: UIView {}
    final class DView: UIView {}

    @Test("the seed 004 hierarchy prints the seed's order of questions and answers")
    func seedLog() {
        let app = UIApplication(clock: ManualClock())
        let statusBar = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 20), application: app)
        statusBar.windowLevel = .statusBar
        statusBar.accessibilityIdentifier = "UIStatusBarWindow"
        statusBar.isHidden = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let a = AView(frame: CGRect(x: 20, y: 100, width: 280, height: 300))
        let b = BView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let d = DView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        controller.view.addSubview(a)
        a.addSubview(b)
        a.addSubview(d)
        let recorder = app.trace.recorder()
        app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        let lines = recorder.lines(.hitTestOnly)
        #expect(
            lines == [
                "UIStatusBarWindow can answer 0", "hit view: UIStatusBarWindow",
                "UIWindow can answer 1", "UIView can answer 1", "AView can answer 1", "DView can answer 0",
                "hit view: DView", "BView can answer 0", "hit view: BView", "hit view: AView", "hit view: UIView",
                "hit view: UIWindow",
            ])
        #expect(app.leftovers == [])
    }
}
