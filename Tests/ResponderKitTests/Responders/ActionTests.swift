import Foundation
import ResponderKit
import Testing

extension Selector {
    fileprivate static let save = Selector("save:")
    fileprivate static let copy = Selector("copy:")
}

@MainActor
@Suite("ActionTests")
struct ActionTests {
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    final class EditorController: UIViewController {
        var refusesSave = false
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == .save && refusesSave { return false }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @MainActor
    struct Scene {
        let stage = Stage()
        let controller = EditorController()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let button = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let appDelegate = AppDelegate()

        init() {
            stage.window.rootViewController = controller
            field.accessibilityIdentifier = "field"
            button.accessibilityIdentifier = "button"
            controller.view.accessibilityIdentifier = "root"
            controller.view.addSubview(field)
            controller.view.addSubview(button)
            stage.app.delegate = appDelegate
        }

        func register(_ responder: UIResponder, _ name: String, _ action: Selector) {
            let log = stage.log
            responder.registerAction(action) { sender, _ in
                log.add("\(name) performs \(action) from \((sender as? UIView)?.accessibilityIdentifier ?? "nil")")
            }
        }
    }

    @Test("a nil-targeted action climbs from the first responder to the first responder that can perform it")
    func nilTargetClimbs() {
        let scene = Scene()
        scene.register(scene.controller, "controller", .save)
        scene.register(scene.button, "button", .save)
        scene.field.becomeFirstResponder()
        let recorder = scene.stage.app.trace.recorder()
        let handled = scene.stage.app.sendAction(.save, to: nil, from: scene.button, for: nil)
        #expect(handled)
        #expect(scene.stage.log.lines == ["controller performs save: from button"])
        #expect(recorder.lines == ["action save: -> EditorController from button"])
        #expect(scene.stage.app.leftovers == [])
    }

    @Test("with no first responder a nil-targeted action starts at the sender")
    func fallsBackToSender() {
        let scene = Scene()
        scene.register(scene.button, "button", .save)
        scene.register(scene.controller, "controller", .save)
        #expect(scene.stage.app.sendAction(.save, to: nil, from: scene.button, for: nil))
        #expect(scene.stage.log.lines == ["button performs save: from button"])
        #expect(scene.stage.app.leftovers == [])
    }

    @Test("canPerformAction answering false passes the action on; the app delegate ends the search")
    func canPerformAndDelegate() {
        let scene = Scene()
        scene.register(scene.controller, "controller", .save)
        scene.register(scene.appDelegate, "delegate", .save)
        scene.controller.refusesSave = true
        scene.field.becomeFirstResponder()
        let target = scene.field.target(forAction: .save, withSender: nil) as? UIResponder
        #expect(target === scene.appDelegate)
        #expect(scene.stage.app.sendAction(.save, to: nil, from: nil, for: nil))
        #expect(scene.stage.log.lines == ["delegate performs save: from nil"])
        #expect(scene.stage.app.leftovers == [])
    }

    @Test("sendAction returns false when no responder in the chain performs the action")
    func unhandled() {
        let scene = Scene()
        scene.field.becomeFirstResponder()
        let recorder = scene.stage.app.trace.recorder()
        #expect(scene.field.target(forAction: .copy, withSender: nil) == nil)
        #expect(scene.stage.app.sendAction(.copy, to: nil, from: scene.button, for: nil) == false)
        #expect(recorder.lines == ["action copy: from button: no target"])
        #expect(scene.stage.log.lines == [])
        #expect(scene.stage.app.leftovers == [])
    }

    @Test("an explicit target gets the action directly, without the responder chain")
    func explicitTarget() {
        let scene = Scene()
        scene.register(scene.field, "field", .save)
        scene.register(scene.button, "button", .save)
        scene.field.becomeFirstResponder()
        #expect(scene.stage.app.sendAction(.save, to: scene.button, from: scene.field, for: nil))
        // An explicit target that does not perform the action is an "unrecognized selector" error, which stops a
        // debug build (TargetActionTests.unrecognizedSelector).
        #expect(scene.stage.log.lines == ["button performs save: from field"])
        #expect(scene.stage.app.leftovers == [])
    }
}
