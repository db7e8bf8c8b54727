import Foundation
import ResponderKit
import Testing

/// A view controller that performs `save:` and logs the sender.
@MainActor
private final class EditorController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        registerAction("save:") { [log] sender, _ in
            log.add("EditorController save: from \((sender as? UIView)?.accessibilityIdentifier ?? "?")")
        }
    }
}

/// A view that can become first responder and performs `save:`.
@MainActor
private final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("UIControlTargetActionTests")
struct UIControlTargetActionTests {
    private func control(in stage: Stage) -> UIControl {
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        control.accessibilityIdentifier = "Control"
        stage.window.addSubview(control)
        return control
    }

    @Test("handlers run in the order they were added, target-actions and UIActions together")
    func orderAdded() {
        let stage = Stage()
        let control = control(in: stage)
        let logger = ActionLogger(stage.log)
        control.addAction(UIAction { _ in stage.log.add("closure 1") }, for: .touchUpInside)
        control.addTarget(logger, action: "first:", for: .touchUpInside)
        control.addAction(UIAction { _ in stage.log.add("closure 2") }, for: [.touchDown, .touchUpInside])
        control.addTarget(logger, action: "second:", for: .allTouchEvents)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(
            stage.log.lines == [
                "closure 2", "second:", "closure 1", "first:", "closure 2", "second:",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a nil-targeted action climbs the responder chain from the control to a view controller")
    func nilTargetReachesViewController() {
        let stage = Stage()
        let controller = EditorController(log: stage.log)
        stage.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.accessibilityIdentifier = "Save"
        controller.view.addSubview(button)
        button.addTarget(nil, action: "save:", for: .primaryActionTriggered)
        stage.app.tap(at: CGPoint(x: 50, y: 30), time: 0)
        #expect(stage.log.lines == ["EditorController save: from Save"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a nil-targeted action starts at the first responder when there is one")
    func nilTargetStartsAtFirstResponder() {
        let stage = Stage()
        let field = FieldView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
        stage.window.addSubview(field)
        field.registerAction("save:") { _, _ in stage.log.add("field save:") }
        let control = control(in: stage)
        control.registerAction("save:") { _, _ in stage.log.add("control save:") }
        control.addTarget(nil, action: "save:", for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(field.becomeFirstResponder())
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 1)
        #expect(stage.log.lines == ["control save:", "field save:"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a UIAction runs with the control as its sender")
    func actionSender() {
        let stage = Stage()
        let control = control(in: stage)
        control.addAction(
            UIAction(title: "Tap") { action in
                stage.log.add("\(action.title) from \((action.sender as? UIView)?.accessibilityIdentifier ?? "nil")")
            }, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["Tap from Control"])
        #expect(stage.app.leftovers == [])
    }

    @Test("adding a UIAction with an identifier already used for that event replaces the earlier one")
    func identifierReplaces() {
        let stage = Stage()
        let control = control(in: stage)
        let id = UIAction.Identifier("log")
        control.addAction(UIAction(identifier: id) { _ in stage.log.add("old") }, for: [.touchDown, .touchUpInside])
        control.addAction(UIAction(identifier: id) { _ in stage.log.add("new") }, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 1)
        #expect(stage.log.lines == ["old", "new", "old"])
        #expect(stage.app.leftovers == [])
    }

    @Test("removeAction removes a closure action from the given events only")
    func removeAction() {
        let stage = Stage()
        let control = control(in: stage)
        let action = UIAction { _ in stage.log.add("action") }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["action"])
        #expect(control.allControlEvents == .touchUpInside)
        #expect(stage.app.leftovers == [])
    }

    @Test("removeTarget removes the pair for the given events only; a nil target removes every target")
    func removeTarget() {
        let stage = Stage()
        let control = control(in: stage)
        let first = ActionLogger(stage.log)
        let second = ActionLogger(stage.log)
        control.addTarget(first, action: "a:", for: [.touchDown, .touchUpInside])
        control.addTarget(second, action: "b:", for: [.touchDown, .touchUpInside])
        control.removeTarget(first, action: "a:", for: .touchDown)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        stage.log.add("--")
        control.removeTarget(nil, action: nil, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 1)
        #expect(stage.log.lines == ["b:", "a:", "b:", "--", "b:"])
        #expect(control.allControlEvents == .touchDown)
        #expect(stage.app.leftovers == [])
    }

    @Test("allTargets, allControlEvents and actions(forTarget:forControlEvent:) describe the pairs")
    func introspection() {
        let stage = Stage()
        let control = control(in: stage)
        let controller = EditorController(log: stage.log)
        control.addTarget(controller, action: "save:", for: .touchUpInside)
        control.addTarget(controller, action: "check:", for: [.touchUpInside, .valueChanged])
        control.addTarget(nil, action: "undo:", for: .touchDown)
        control.addAction(UIAction { _ in }, for: .primaryActionTriggered)
        #expect(control.allTargets == [AnyHashable(controller), UIControl.nilTarget])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
        #expect(control.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:", "check:"])
        #expect(control.actions(forTarget: controller, forControlEvent: .valueChanged) == ["check:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["undo:"])
        #expect(control.actions(forTarget: controller, forControlEvent: .touchDown) == nil)
    }

    @Test("targets are held weakly: a target that went away is dropped and sent nothing")
    func weakTargets() {
        let stage = Stage()
        let control = control(in: stage)
        var logger: ActionLogger? = ActionLogger(stage.log)
        control.addTarget(logger, action: "gone:", for: .touchUpInside)
        weak let released = logger
        logger = nil
        #expect(released == nil)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == [])
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        #expect(stage.app.leftovers == [])
    }

    @Test("adding the same target and action again adds events to the pair instead of a second pair")
    func samePairMerges() {
        let stage = Stage()
        let control = control(in: stage)
        let logger = ActionLogger(stage.log)
        control.addTarget(logger, action: "tap:", for: .touchUpInside)
        control.addTarget(logger, action: "tap:", for: [.touchUpInside, .touchDown])
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["tap:", "tap:"])
        #expect(control.actions(forTarget: logger, forControlEvent: .touchUpInside) == ["tap:"])
        #expect(stage.app.leftovers == [])
    }

    @Test("sendActions(for:) runs every handler of the events once, in the order added, even when disabled")
    func sendActionsByCode() {
        let stage = Stage()
        let control = control(in: stage)
        let logger = ActionLogger(stage.log)
        control.addTarget(logger, action: "changed:", for: .valueChanged)
        control.addTarget(logger, action: "both:", for: [.valueChanged, .primaryActionTriggered])
        control.addTarget(logger, action: "down:", for: .touchDown)
        control.isEnabled = false
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(stage.log.lines == ["changed:", "both:"])
    }

    @Test("a control outside any window sends to its targets directly and nil-targeted actions up its own chain")
    func outsideWindow() {
        let log = EventLog()
        let parent = UIView(frame: .zero)
        parent.registerAction("undo:") { _, _ in log.add("parent undo:") }
        let control = UIControl(frame: .zero)
        parent.addSubview(control)
        let logger = ActionLogger(log)
        control.addTarget(logger, action: "tap:", for: .primaryActionTriggered)
        control.addTarget(nil, action: "undo:", for: .primaryActionTriggered)
        control.addTarget(nil, action: "nobody:", for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log.lines == ["tap:", "parent undo:"])
    }

    @Test("enumerateEventHandlers reports each handler once per event, in the order added, until stopped")
    func enumerate() {
        let stage = Stage()
        let control = control(in: stage)
        let logger = ActionLogger(stage.log)
        control.addTarget(logger, action: "tap:", for: [.touchDown, .touchUpInside])
        control.addAction(UIAction(title: "closure") { _ in }, for: .valueChanged)
        control.addTarget(logger, action: "never:", for: .touchCancel)
        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, event, stop in
            if let action { seen.append("\(action.title) \(event)") }
            if let (target, selector) = targetAction {
                seen.append("\(selector) \(event) \(target as AnyObject === logger)")
            }
            if action != nil { stop.pointee = true }
        }
        #expect(seen == ["tap: [touchDown] true", "tap: [touchUpInside] true", "closure [valueChanged]"])
    }

    @Test("the trace records each control event the control sends, in order")
    func traceRecordsEvents() {
        let stage = Stage()
        _ = control(in: stage)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(
            recorder.lines.filter { $0.contains(" sends ") } == [
                "Control sends touchDown", "Control sends touchUpInside",
            ])
        #expect(stage.app.leftovers == [])
    }
}
