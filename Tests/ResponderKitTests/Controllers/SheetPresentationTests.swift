import Foundation
import ResponderKit
import Testing

/// BehaviourContract §18, sheets: in a compact-width window the default presentation (`.automatic`, a page
/// sheet) and `.pageSheet`/`.formSheet` show the presented view as a card `UIViewController.sheetTopGap` below
/// the top safe area, over a dimming view that takes the touches above it; full-screen styles fill the window.
@MainActor
@Suite("SheetPresentationTests")
struct SheetPresentationTests {
    /// A view that logs the touches it begins.
    final class Pad: UIView {
        let name: String
        let log: Box
        init(_ name: String, frame: CGRect, log: Box) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let point = touches.first.map { $0.location(in: self) } ?? .zero
            log.lines.append("\(name) began at (\(point.x), \(point.y))")
        }
    }

    final class Box { var lines: [String] = [] }

    struct Stage {
        let app: UIApplication
        let window: UIWindow
        let presenter: UIViewController
        let log: Box
    }

    /// An iPhone 15's window (393 × 852, 59 pt top safe area) whose root controller's view logs its touches.
    static func stage() -> Stage {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852), application: app)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let log = Box()
        let presenter = UIViewController()
        presenter.view = Pad("presenter", frame: window.bounds, log: log)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        return Stage(app: app, window: window, presenter: presenter, log: log)
    }

    static func present(_ style: UIModalPresentationStyle?, on stage: Stage) -> UIViewController {
        let presented = UIViewController()
        presented.view = Pad("sheet", frame: .zero, log: stage.log)
        if let style { presented.modalPresentationStyle = style }
        stage.presenter.present(presented, animated: false)
        stage.app.layoutPendingViews()
        return presented
    }

    @Test(
        "§18 the default presentation on an iPhone is a sheet 10 pt below the top safe area over a dimming view",
        arguments: [nil, UIModalPresentationStyle.pageSheet, .formSheet])
    func sheetFrame(style: UIModalPresentationStyle?) {
        let stage = Self.stage()
        let presented = Self.present(style, on: stage)
        #expect(presented.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(presented.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 69))
        // The presenter stays in the window, behind the dimming view.
        #expect(stage.presenter.view.window === stage.window)
        #expect(presented.view.next === presented && presented.next === stage.presenter)
        stage.app.tap(at: CGPoint(x: 200, y: 40), time: 1)
        stage.app.tap(at: CGPoint(x: 200, y: 80), time: 2)
        #expect(stage.log.lines == ["sheet began at (200.0, 11.0)"], "the tap above the sheet reaches nobody")
        let above = stage.window.hitTest(CGPoint(x: 200, y: 40), with: nil)
        #expect(above.map { String(describing: type(of: $0)) } == "UIDimmingView")
        #expect(presented.presentingViewController === stage.presenter)
    }

    @Test("§18 full-screen styles fill the window", arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
    func fullScreen(style: UIModalPresentationStyle) {
        let stage = Self.stage()
        let presented = Self.present(style, on: stage)
        #expect(presented.view.frame == stage.window.bounds)
        #expect(presented.view.superview === stage.window)
        stage.app.tap(at: CGPoint(x: 200, y: 40), time: 1)
        #expect(stage.log.lines == ["sheet began at (200.0, 40.0)"])
    }

    @Test(
        "§18 dismissing a sheet removes its dimming view: the presenter takes touches again, once the transition ends")
    func dismissal() {
        let stage = Self.stage()
        let presented = Self.present(nil, on: stage)
        presented.dismiss(animated: true)
        stage.app.tap(at: CGPoint(x: 200, y: 40), time: 0.1)
        (stage.app.clock as? ManualClock)?.advance(to: 1)
        stage.app.processDueTimers()
        stage.app.tap(at: CGPoint(x: 200, y: 40), time: 1)
        #expect(stage.log.lines == ["presenter began at (200.0, 40.0)"])
        #expect(stage.window.subviews.count == 1 && stage.window.subviews[0] === stage.presenter.view)
        #expect(presented.viewIfLoaded?.window == nil && stage.presenter.presentedViewController == nil)
    }

    @Test("§18 a sheet in a regular-width window fills it (an iPad's centred sheet is not modelled)")
    func regularWidth() {
        let app = UIApplication(clock: ManualClock())
        app.environment = DeviceEnvironment(device: .iPad)
        let window = UIWindow(frame: UIScreen.main.bounds, application: app)
        let presenter = UIViewController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        app.layoutPendingViews()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.view.frame == window.bounds)
    }

    @Test("§18 a sheet keeps its gap below the top safe area when the device turns")
    func rotation() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: UIScreen.main.bounds, application: app)
        window.simulatedSafeAreaInsets = app.environment.device.safeAreaInsets(in: .portrait)
        let presenter = UIViewController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        app.layoutPendingViews()
        let top = app.environment.device.safeAreaInsets(in: .portrait).top
        #expect(presented.view.frame.minY == top + 10)
        var turned = app.environment
        turned.orientation = .landscapeLeft
        app.environment = turned
        #expect(window.bounds.width > window.bounds.height)
        #expect(
            presented.view.frame
                == CGRect(x: 0, y: 10, width: window.bounds.width, height: window.bounds.height - 10))
    }
}
