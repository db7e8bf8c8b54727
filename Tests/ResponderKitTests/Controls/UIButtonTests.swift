import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIButtonTests")
struct UIButtonTests {
    /// A 100 × 50 button at (100, 100) in a logging container filling the window, every event logged.
    private func button(in stage: Stage) -> (button: UIButton, container: LoggingView, logger: ActionLogger) {
        let container = stage.view("Container", CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        button.accessibilityIdentifier = "Button"
        container.addSubview(button)
        let logger = ActionLogger(stage.log)
        button.logEvents(to: logger)
        return (button, container, logger)
    }

    @Test("a tap on a button sends touchDown, then touchUpInside, then primaryActionTriggered")
    func tapSendsPrimaryAction() {
        let stage = Stage()
        let (_, _, logger) = button(in: stage)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        #expect(stage.log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(
            recorder.controlEventSteps == [
                ControlEventStep(control: "Button", events: .touchDown),
                ControlEventStep(control: "Button", events: .touchUpInside),
                ControlEventStep(control: "Button", events: .primaryActionTriggered),
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a lift outside a button sends touchUpOutside and no primary action")
    func liftOutside() {
        let stage = Stage()
        let (_, _, logger) = button(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 125), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 300), time: 0.1)
        #expect(stage.log.lines == ["touchDown", "touchUpOutside"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("init(frame:primaryAction:) runs its action on a tap")
    func primaryActionInit() {
        let stage = Stage()
        let button = UIButton(
            frame: CGRect(x: 0, y: 0, width: 80, height: 40),
            primaryAction: UIAction(title: "Go") {
                stage.log.add("\($0.title) \($0.sender is UIButton)")
            })
        stage.window.addSubview(button)
        stage.app.tap(at: CGPoint(x: 40, y: 20), time: 0)
        #expect(stage.log.lines == ["Go true"])
        #expect(button.buttonType == .custom)
        #expect(stage.app.leftovers == [])
    }

    @Test("title(for:) falls back to the normal title, and currentTitle follows the state")
    func titles() {
        let button = UIButton(type: .custom)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        #expect(button.title(for: .selected) == "Save")
        #expect(button.currentTitle == "Save")
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.state == .disabled && button.currentTitle == "Save")
    }

    @Test("tapping a button inside a view that has a tap recognizer fires the button's action and not the recognizer's")
    func buttonWinsOverAncestorTap() {
        let stage = Stage()
        let (_, container, logger) = button(in: stage)
        container.addGestureRecognizer(UITapGestureRecognizer { stage.log.add("container tap \($0.state)") })
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        #expect(stage.log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(stage.app.leftovers == [])
        stage.log.lines.removeAll()
        stage.app.tap(at: CGPoint(x: 20, y: 20), time: 1)
        #expect(stage.log.lines == ["Container.began[1]", "container tap ended", "Container.cancelled[1]"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("the trace says the button refused its ancestor's tap recognizer")
    func refusalIsTraced() {
        let stage = Stage()
        let (_, container, logger) = button(in: stage)
        let tap = UITapGestureRecognizer { _ in }
        tap.name = "tap"
        container.addGestureRecognizer(tap)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        #expect(
            recorder.lines.filter { $0.hasPrefix("tap:") } == [
                "tap: possible -> failed (Button.gestureRecognizerShouldBegin returned false)"
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a tap recognizer attached to the button itself recognizes and cancels the button's tracking")
    func recognizerOnButtonWorks() {
        let stage = Stage()
        let (button, _, logger) = button(in: stage)
        button.addGestureRecognizer(UITapGestureRecognizer { stage.log.add("button tap \($0.state)") })
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        #expect(stage.log.lines == ["touchDown", "button tap ended", "touchCancel"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a two-finger tap recognizer of an ancestor is not the button's gesture and is not refused")
    func twoFingerTapNotClaimed() {
        let stage = Stage()
        let (button, container, logger) = button(in: stage)
        button.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer { stage.log.add("two-finger tap \($0.state)") }
        tap.numberOfTouchesRequired = 2
        container.addGestureRecognizer(tap)
        stage.app.touches([(1, .began, CGPoint(x: 120, y: 125)), (2, .began, CGPoint(x: 160, y: 125))], time: 0)
        stage.app.touches([(1, .ended, CGPoint(x: 120, y: 125)), (2, .ended, CGPoint(x: 160, y: 125))], time: 0.05)
        #expect(stage.log.lines == ["touchDown", "two-finger tap ended", "touchCancel"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a disabled button lets a tap through to its ancestor's tap recognizer")
    func disabledButtonDoesNotClaim() {
        let stage = Stage()
        let (button, container, logger) = button(in: stage)
        button.isEnabled = false
        container.addGestureRecognizer(UITapGestureRecognizer { stage.log.add("container tap \($0.state)") })
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        #expect(stage.log.lines == ["Container.began[1]", "container tap ended", "Container.cancelled[1]"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }
}
