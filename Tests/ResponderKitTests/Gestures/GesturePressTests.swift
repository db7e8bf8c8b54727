import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("GesturePressTests")
struct GesturePressTests {
    /// A recognizer of the select button: recognized when it is released.
    final class SelectRecognizer: UIGestureRecognizer {
        var log: EventLog?
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            log?.add("recognizer pressesBegan")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            log?.add("recognizer pressesEnded")
            state = .recognized
        }
    }

    final class Focused: UIView {
        var log: EventLog?
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log?.add("view pressesBegan")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log?.add("view pressesEnded")
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log?.add("view pressesCancelled")
        }
    }

    final class Refuser: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { false }
    }

    private func press(_ phase: UIPress.Phase, at time: TimeInterval) -> InputEvent {
        .press(PressSample(timestamp: time, type: .select, phase: phase))
    }

    private func makeStage() -> (Stage, Focused, SelectRecognizer) {
        let stage = Stage()
        let view = Focused(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = stage.log
        stage.window.addSubview(view)
        let recognizer = SelectRecognizer { stage.log.add("action \($0.state)") }
        recognizer.log = stage.log
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        stage.window.addGestureRecognizer(recognizer)
        #expect(view.becomeFirstResponder())
        return (stage, view, recognizer)
    }

    @Test("recognizers of the first responder's view and its ancestors receive a press before the responder")
    func recognizersFirst() {
        let (stage, _, recognizer) = makeStage()
        stage.app.inject(press(.began, at: 0))
        stage.app.inject(press(.ended, at: 0.1))
        #expect(
            stage.log.lines == [
                "recognizer pressesBegan", "view pressesBegan", "recognizer pressesEnded", "action ended",
                "view pressesCancelled",
            ])
        #expect(recognizer.state == .possible)
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer whose delegate refuses the press never sees it, and the responder gets its end")
    func delegateRefusesPress() {
        let (stage, _, recognizer) = makeStage()
        let refuser = Refuser()
        recognizer.delegate = refuser
        stage.app.inject(press(.began, at: 0))
        stage.app.inject(press(.ended, at: 0.1))
        #expect(stage.log.lines == ["view pressesBegan", "view pressesEnded"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer whose allowed press types leave out the press type never sees it")
    func allowedPressTypes() {
        let (stage, _, recognizer) = makeStage()
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
        stage.app.inject(press(.began, at: 0))
        stage.app.inject(press(.ended, at: 0.1))
        #expect(stage.log.lines == ["view pressesBegan", "view pressesEnded"])
    }
}
