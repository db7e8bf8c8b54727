import Foundation
import ResponderKit
import Testing

/// BehaviourContract §18: appearance callbacks in UIKit's order, for a window's root, children and presentations.
@MainActor
@Suite("AppearanceCallbackTests")
struct AppearanceCallbackTests {
    /// A controller that logs its appearance callbacks into a shared log.
    final class Logged: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.add("\(name).viewWillAppear(\(animated)) window=\(viewIfLoaded?.window != nil)")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.add("\(name).viewIsAppearing window=\(viewIfLoaded?.window != nil)")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.add("\(name).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.add("\(name).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.add("\(name).viewDidDisappear window=\(viewIfLoaded?.window != nil)")
        }
    }

    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
        func take() -> [String] {
            defer { lines = [] }
            return lines
        }
    }

    func makeWindow(_ app: UIApplication) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
    }

    @Test(
        "§18 a window's root appears when the window shows: will before the window, isAppearing in it, did on the next turn"
    )
    func rootAppears() {
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        let root = Logged("A", log: log)
        window.rootViewController = root
        #expect(log.take() == [], "a hidden window shows nothing")
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.viewWillAppear(false) window=true", "A.viewIsAppearing window=true"])
        app.layoutPendingViews()
        #expect(log.take() == ["A.viewDidAppear"])
        window.isHidden = true
        #expect(log.take() == ["A.viewWillDisappear"])
        app.layoutPendingViews()
        #expect(log.take() == ["A.viewDidDisappear window=true"])
    }

    @Test("§18 a root set on a visible window appears; the root it replaces disappears")
    func rootReplaced() {
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        window.makeKeyAndVisible()
        window.rootViewController = Logged("A", log: log)
        app.layoutPendingViews()
        _ = log.take()
        window.rootViewController = Logged("B", log: log)
        #expect(
            log.take() == [
                "A.viewWillDisappear", "B.viewWillAppear(false) window=false", "B.viewIsAppearing window=true",
            ])
        app.layoutPendingViews()
        #expect(log.take() == ["A.viewDidDisappear window=false", "B.viewDidAppear"])
    }

    @Test("§18 a child whose view joins a visible parent appears after its parent, parents first")
    func childAppears() {
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        let parent = Logged("P", log: log)
        let child = Logged("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        #expect(
            log.take() == [
                "P.viewWillAppear(false) window=true", "C.viewWillAppear(false) window=true",
                "P.viewIsAppearing window=true", "C.viewIsAppearing window=true", "P.viewDidAppear", "C.viewDidAppear",
            ])
        let late = Logged("L", log: log)
        parent.addChild(late)
        #expect(late.isMovingToParent)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        app.layoutPendingViews()
        #expect(
            log.take() == ["L.viewWillAppear(false) window=false", "L.viewIsAppearing window=true", "L.viewDidAppear"])
        late.willMove(toParent: nil)
        late.view.removeFromSuperview()
        late.removeFromParent()
        app.layoutPendingViews()
        #expect(log.take() == ["L.viewWillDisappear", "L.viewDidDisappear window=false"])
    }

    @Test("§18 a container that does not forward appearance calls begin/end itself; each callback runs once")
    func manualForwarding() {
        final class Container: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        let container = Container()
        let child = Logged("C", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.rootViewController = container
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        #expect(log.take() == [], "not forwarded automatically")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            log.take() == ["C.viewWillAppear(true) window=true", "C.viewIsAppearing window=true", "C.viewDidAppear"])
    }

    @Test(
        "§18 a full-screen presentation: A.willDisappear, B.willAppear, B.didAppear, A.didDisappear; dismissal mirrors it"
    )
    func fullScreenPresentation() {
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        let a = Logged("A", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        _ = log.take()
        let b = Logged("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var completions: [String] = []
        a.present(b, animated: false) { completions.append("presented at \(app.clock.now)") }
        #expect(b.isBeingPresented)
        #expect(
            log.take() == [
                "A.viewWillDisappear", "B.viewWillAppear(false) window=false", "B.viewIsAppearing window=true",
            ])
        app.layoutPendingViews()
        #expect(log.take() == ["B.viewDidAppear", "A.viewDidDisappear window=false"])
        #expect(completions == ["presented at 0.0"])
        #expect(!b.isBeingPresented)
        #expect(a.presentedViewController === b && b.presentingViewController === a)

        b.dismiss(animated: true) { completions.append("dismissed at \(app.clock.now)") }
        #expect(b.isBeingDismissed)
        #expect(
            log.take() == [
                "B.viewWillDisappear", "A.viewWillAppear(true) window=false", "A.viewIsAppearing window=true",
            ])
        (app.clock as? ManualClock)?.advance(by: 0.49)
        app.processDueTimers()
        #expect(log.take() == [], "the animated dismissal takes modalTransitionDuration")
        (app.clock as? ManualClock)?.advance(by: 0.01)
        app.processDueTimers()
        #expect(log.take() == ["A.viewDidAppear", "B.viewDidDisappear window=false"])
        #expect(completions.last == "dismissed at 0.5")
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    }

    @Test("§18 a page sheet (the automatic style) leaves the presenter on screen and silent")
    func pageSheetPresentation() {
        let app = UIApplication(clock: ManualClock())
        let log = Log()
        let window = makeWindow(app)
        let a = Logged("A", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        _ = log.take()
        let b = Logged("B", log: log)
        a.present(b, animated: false)
        app.layoutPendingViews()
        b.dismiss(animated: false)
        app.layoutPendingViews()
        #expect(
            log.take() == [
                "B.viewWillAppear(false) window=false", "B.viewIsAppearing window=true", "B.viewDidAppear",
                "B.viewWillDisappear", "B.viewDidDisappear window=false",
            ])
        #expect(a.view.window === window)
    }

    @Test("§18 UIKit's refused presentations are console messages in the trace, never a crash")
    func refusedPresentations() {
        let app = UIApplication(clock: ManualClock())
        let recorder = app.trace.recorder()
        let window = makeWindow(app)
        let a = UIViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        let detached = UIViewController()
        detached.present(UIViewController(), animated: false)
        let b = UIViewController()
        a.present(b, animated: false)
        a.present(UIViewController(), animated: false)
        app.layoutPendingViews()
        a.present(b, animated: false)
        b.dismiss(animated: true)
        a.present(UIViewController(), animated: false)
        let messages = recorder.events.compactMap { event -> String? in
            if case .consoleMessage(let message) = event { return message }
            return nil
        }
        #expect(
            messages == [
                "Attempt to present <UIViewController> on <UIViewController> whose view is not in the window hierarchy.",
                "Attempt to present <UIViewController> on <UIViewController> while a presentation is in progress!",
                "Attempt to present <UIViewController> on <UIViewController> which is already presenting <UIViewController>.",
                "Attempt to present <UIViewController> on <UIViewController> while a presentation is in progress!",
            ])
    }

    @Test(
        "§18 a presented controller's view takes the touches; a tap on an alert button dismisses it, then runs the handler"
    )
    func alertActions() {
        let app = UIApplication(clock: ManualClock())
        let recorder = app.trace.recorder()
        let window = makeWindow(app)
        let a = UIViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                log.append("\(action.title ?? "") handler, presented: \(a.presentedViewController != nil)")
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel handler") })
        alert.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        a.present(alert, animated: true)
        app.layoutPendingViews()
        let panel = alert.view.subviews[0]
        let buttons = panel.subviews
        // Two actions side by side, the cancel action on the left, in a 270 pt panel centred in the window.
        #expect(panel.frame == CGRect(x: 25, y: 188, width: 270, height: 104))
        #expect(buttons.map(\.accessibilityLabel) == ["Cancel", "Delete"])
        #expect(
            buttons.map(\.frame) == [
                CGRect(x: 0, y: 60, width: 135, height: 44), CGRect(x: 135, y: 60, width: 135, height: 44),
            ])
        app.tap(at: CGPoint(x: 100, y: 50), time: 1)
        #expect(log == [], "the dimming view takes a tap outside the alert")
        app.tap(at: CGPoint(x: 25 + 200, y: 188 + 80), time: 2)
        #expect(log == [], "the handler waits for the dismissal")
        (app.clock as? ManualClock)?.advance(to: 2.05 + UIViewController.modalTransitionDuration)
        app.processDueTimers()
        #expect(log == ["Delete handler, presented: false"])
        let messages = recorder.events.compactMap { event -> String? in
            if case .consoleMessage(let message) = event { return message }
            return nil
        }
        #expect(messages == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
    }
}
