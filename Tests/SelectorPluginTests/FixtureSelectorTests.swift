import ResponderKit
import Testing

@testable import UIKitSourcesFixture

/// An application with one visible 320×480 window on a manual clock, for the fixture's iOS-style views.
@MainActor
private struct FixtureStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow

    init(root: UIViewController? = nil) {
        app = UIApplication(clock: clock)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// A one-finger drag from `start` by `dx` points, over 0.3 s.
    func drag(from start: CGPoint, by dx: CGFloat) {
        let begin = clock.now
        app.touch(.began, at: start, time: begin)
        for step in 1...5 {
            app.touch(
                .moved, at: CGPoint(x: start.x + dx * CGFloat(step) / 5, y: start.y), time: begin + 0.05 * Double(step))
        }
        app.touch(.ended, at: CGPoint(x: start.x + dx, y: start.y), time: begin + 0.3)
        clock.advance(to: begin + 0.3)
    }
}

@MainActor
@Suite("FixtureSelectorTests")
struct FixtureSelectorTests {
    @Test("a #selector target-action fires: touch down with the event, then touch up inside with the sender")
    func targetAction() {
        let controller = CardViewController()
        let stage = FixtureStage(root: controller)
        stage.app.tap(at: CGPoint(x: 60, y: 30))
        stage.clock.advance(by: 1)
        #expect(controller.log == ["likeTouched 1 touch", "likeTapped true"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a #selector written in a lazy var's closure is the recognizer's action")
    func lazyRecognizer() {
        let controller = CardViewController()
        let stage = FixtureStage(root: controller)
        stage.app.tap(at: CGPoint(x: 200, y: 300), time: 0)
        stage.app.tap(at: CGPoint(x: 200, y: 300), time: 0.2)
        stage.clock.advance(by: 1)
        #expect(controller.log == ["doubleTap ended"])
        #expect(stage.app.leftovers == [])
    }

    @Test("an @objc optional delegate method is called only when the delegate implements it")
    func optionalDelegateMethods() {
        let full = CardStackController()
        let strict = StrictCardStackController()
        let minimal = MinimalCardDelegate()
        var logs: [[String]] = []
        for delegate in [full, strict, minimal] as [SwipeCardViewDelegate] {
            let stage = FixtureStage()
            let card = SwipeCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            card.delegate = delegate
            stage.window.addSubview(card)
            stage.drag(from: CGPoint(x: 50, y: 50), by: 100)
            #expect(stage.app.leftovers == [])
        }
        logs = [full.events, strict.events, minimal.events]
        #expect(
            logs == [
                ["began drag", "asked at 100.0", "swiped"], ["began drag", "strict at 100.0"], ["swiped"],
            ])
    }

    @Test("responds(to:) answers whether an object implements a #selector's method")
    func respondsToSelector() {
        let card = SwipeCardView(frame: .zero)
        var answers: [Bool] = []
        for delegate in [CardStackController(), StrictCardStackController(), MinimalCardDelegate()] as [UIResponder] {
            card.delegate = delegate as? SwipeCardViewDelegate
            answers.append(card.delegateWantsDrags)
        }
        answers.append(PlayerControlsView().responds(to: PlayerControlsView.hideSelector))
        answers.append(UIView().responds(to: PlayerControlsView.hideSelector))
        #expect(answers == [true, true, false, true, false])
    }

    @Test("a #selector has UIKit's name, @objc(name) included, and equals every selector of that name")
    func selectorNames() {
        #expect(PlayerControlsView.hideSelector.name == "hideControls")
        #expect(PlayerControlsView.messageSelector.name == "showMessageNamed:")
        #expect(PlayerControlsView.hideSelector == Selector("hideControls"))
        #expect(PlayerControlsView.hideSelector != PlayerControlsView.messageSelector)
    }

    @Test("perform(_:with:afterDelay:) fires on the manual clock; cancelPreviousPerformRequests re-arms it")
    func delayedPerform() {
        let stage = FixtureStage()
        let controls = PlayerControlsView(frame: .zero)
        stage.window.addSubview(controls)
        var log: [String] = []
        controls.showControls()
        stage.clock.advance(to: 2)
        controls.showControls()
        controls.flash("hi")
        stage.clock.advance(to: 4.9)
        log.append("at 4.9: \(controls.log)")
        stage.clock.advance(to: 5)
        log.append("at 5: \(controls.log)")
        #expect(
            log == [
                "at 4.9: [\"show\", \"show\", \"message hi\"]", "at 5: [\"show\", \"show\", \"message hi\", \"hide\"]",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("canPerformAction compares with #selector(copy(_:)) by name; a #selector of its own method answers yes")
    func canPerformAction() {
        let label = EditableLabel(frame: .zero)
        var answers = ["copy:", "paste:", "cut:"].map { label.canPerformAction(Selector($0), withSender: nil) }
        answers += (label.keyCommands ?? []).compactMap(\.action).map { label.canPerformAction($0, withSender: nil) }
        #expect(answers == [true, false, false, true, true])
    }

    @Test("a file guarded by #if os(iOS) compiles its iOS branch through the plugin: its long press shows the menu")
    func iOSOnlyFile() {
        let stage = FixtureStage()
        let view = LongPressMenuView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.clock.advance(to: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 0.7)
        #expect(view.platform == "iOS")
        #expect(view.shown == ["menu"])
    }

    @Test("a UIKeyCommand's #selector action is performed by the responder that lists it")
    func keyCommands() {
        let stage = FixtureStage()
        let label = EditableLabel(frame: .zero)
        stage.window.addSubview(label)
        for command in label.keyCommands ?? [] {
            if let action = command.action { stage.app.sendAction(action, to: label, from: command, for: nil) }
        }
        #expect(label.log == ["copyText", "cancelEditing escape"])
    }

    @Test("a nil-targeted #selector action climbs from the first responder to the controller that implements it")
    func nilTargetedAction() {
        let controller = DocumentViewController()
        let stage = FixtureStage(root: controller)
        let label = EditableLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        controller.view.addSubview(label)
        _ = label.becomeFirstResponder()
        let sent = label.requestSave(in: stage.app)
        #expect(sent)
        #expect(controller.saves == ["saved from EditableLabel"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a #selector sent to an object of another type is performed by the handler it registered for the name")
    func namedSelectorReachesRegisteredHandler() {
        let stage = FixtureStage()
        let inWindow = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        stage.window.addSubview(inWindow)
        let alone = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let other = UIView()
        var log: [String] = []
        other.registerAction("hideControls") { sender, _ in
            log.append("hideControls from \(sender as? UIButton === alone)")
        }
        for button in [inWindow, alone] {
            button.addTarget(other, action: PlayerControlsView.hideSelector, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }
        #expect(log == ["hideControls from false", "hideControls from true"])
    }
}

/// An outside delegate that implements only two of the scroll view's callbacks.
@MainActor
final class DragRecorder: UIScrollViewDelegate {
    var log: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.append("will begin dragging at x \(scrollView.contentOffset.x)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("did end dragging, decelerate \(decelerate)")
    }
}

@MainActor
@Suite("ForwardedDelegateTests")
struct ForwardedDelegateTests {
    @Test("UIKit's optional delegate methods forwarded with '?' reach an outside delegate that implements them")
    func forwardsOptionalMethods() {
        let stage = FixtureStage()
        let scrollView = ForwardingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 1200, height: 300)
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 300))
        scrollView.addSubview(photo)
        let recorder = DragRecorder()
        scrollView.forwardDelegate = recorder
        stage.window.addSubview(scrollView)
        stage.drag(from: CGPoint(x: 250, y: 100), by: -150)
        #expect(recorder.log.count == 2)
        #expect(recorder.log.first?.hasPrefix("will begin dragging at x ") == true)
        #expect(recorder.log.last?.hasPrefix("did end dragging, decelerate ") == true)
        #expect(scrollView.viewForZooming(in: scrollView) === photo)
        #expect(scrollView.scrollViewShouldScrollToTop(scrollView))
        stage.clock.advance(by: 5)
        #expect(stage.app.leftovers == [])
    }
}
