import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UISwitchTests")
struct UISwitchTests {
    /// A 51 × 31 switch at (100, 100) in a logging container, every event logged with `isOn`.
    private func toggle(in stage: Stage) -> (toggle: UISwitch, container: LoggingView, logger: ActionLogger) {
        let container = stage.view("Container", CGRect(x: 0, y: 0, width: 320, height: 480))
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        container.addSubview(toggle)
        let logger = ActionLogger(stage.log)
        logger.describe = { "isOn=\(($0 as! UISwitch).isOn)" }
        toggle.logEvents(to: logger)
        return (toggle, container, logger)
    }

    @Test("a tap toggles isOn, then sends valueChanged and primaryActionTriggered after touchUpInside")
    func tapToggles() {
        let stage = Stage()
        let (toggle, _, logger) = toggle(in: stage)
        stage.app.tap(at: CGPoint(x: 120, y: 115), time: 0)
        stage.app.tap(at: CGPoint(x: 120, y: 115), time: 1)
        #expect(
            stage.log.lines == [
                "touchDown isOn=false", "touchUpInside isOn=false", "valueChanged isOn=true",
                "primaryActionTriggered isOn=true",
                "touchDown isOn=true", "touchUpInside isOn=true", "valueChanged isOn=false",
                "primaryActionTriggered isOn=false",
            ])
        #expect(!toggle.isOn)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a lift outside the switch does not toggle it")
    func liftOutside() {
        let stage = Stage()
        let (toggle, _, logger) = toggle(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 120, y: 115), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 120, y: 300), time: 0.1)
        #expect(stage.log.lines == ["touchDown isOn=false", "touchUpOutside isOn=false"])
        #expect(!toggle.isOn)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("setOn(_:animated:) changes isOn and sends no events")
    func setOnSendsNothing() {
        let stage = Stage()
        let (toggle, _, logger) = toggle(in: stage)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(stage.log.lines == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a tap on a switch goes to the switch, not to an ancestor's tap recognizer")
    func switchWinsOverAncestorTap() {
        let stage = Stage()
        let (toggle, container, logger) = toggle(in: stage)
        container.addGestureRecognizer(UITapGestureRecognizer { stage.log.add("container tap \($0.state)") })
        stage.app.tap(at: CGPoint(x: 120, y: 115), time: 0)
        #expect(
            stage.log.lines == [
                "touchDown isOn=false", "touchUpInside isOn=false", "valueChanged isOn=true",
                "primaryActionTriggered isOn=true",
            ])
        #expect(toggle.isOn)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a disabled switch is not toggled by a tap")
    func disabledSwitch() {
        let stage = Stage()
        let (toggle, _, logger) = toggle(in: stage)
        toggle.isEnabled = false
        stage.app.tap(at: CGPoint(x: 120, y: 115), time: 0)
        #expect(stage.log.lines == ["Container.began[1]", "Container.ended[1]"])
        #expect(!toggle.isOn)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }
}
