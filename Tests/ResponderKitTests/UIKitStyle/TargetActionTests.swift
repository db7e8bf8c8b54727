import ResponderKit
import Testing

/// A controller written the UIKit way, with method references instead of `#selector`.
@MainActor
final class SliderController: UIViewController {
    var log: [String] = []
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let button = UIButton(type: .custom)
    let panArea = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 280))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(slider)
        button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        view.addSubview(button)
        slider.addTarget(self, action: SliderController.sliderChanged, for: .valueChanged)
        button.addTarget(self, action: SliderController.buttonTapped, for: .touchUpInside)
        button.addTarget(self, action: SliderController.buttonTouched, for: .touchDown)
        let pan = UIPanGestureRecognizer(target: self, action: SliderController.handlePan)
        view.addSubview(panArea)
        panArea.addGestureRecognizer(pan)
    }

    func sliderChanged(_ sender: UISlider) { log.append("slider \(Int(saturating: sender.value * 100))") }
    func buttonTapped() { log.append("button tapped") }
    func buttonTouched(_ sender: UIButton, forEvent event: UIEvent?) {
        log.append("button touched, \(event?.allTouches?.count ?? 0) touch")
    }
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        log.append("pan \(recognizer.state) \(recognizer.numberOfTouches) down")
    }
}

/// A responder up the chain that performs a method-reference action sent to nil.
@MainActor
final class NoteEditorController: UIViewController {
    var saved: [String] = []
    func save(_ sender: UIButton) { saved.append("saved from \(sender.accessibilityIdentifier ?? "?")") }
}

@MainActor
@Suite("TargetActionTests")
struct TargetActionTests {
    @Test("method references on controls and recognizers need no registration and are type-checked")
    func methodReferences() {
        let stage = ComponentStage()
        let controller = SliderController()
        stage.window.rootViewController = controller
        controller.view.frame = stage.window.bounds
        stage.app.tap(at: CGPoint(x: 50, y: 120), time: 0)
        stage.drag([CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 340), CGPoint(x: 100, y: 380)], from: 1, step: 0.1)
        controller.slider.setValue(0.75, animated: false)
        controller.slider.sendActions(for: .valueChanged)
        #expect(
            controller.log == [
                "button touched, 1 touch", "button tapped", "pan began 1 down", "pan ended 0 down", "slider 75",
            ])
        #expect(
            controller.button.actions(forTarget: controller, forControlEvent: .touchUpInside) == [
                "SliderController.action"
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a target is held weakly: once it is gone its method reference is not called")
    func weakTargets() {
        let stage = ComponentStage()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        stage.window.addSubview(button)
        var controller: SliderController? = SliderController()
        weak let weakController = controller
        button.addTarget(controller!, action: SliderController.buttonTapped, for: .touchUpInside)
        let recognizer = UITapGestureRecognizer(target: controller!, action: SliderController.buttonTapped)
        stage.window.addGestureRecognizer(recognizer)
        controller = nil
        #expect(weakController == nil)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.tap(at: CGPoint(x: 200, y: 200), time: 1)
        #expect(stage.app.leftovers == [])
    }

    @Test("named selectors registered with registerAction still work, and a nil target climbs to a method reference")
    func namedAndNilTargeted() {
        let stage = ComponentStage()
        let editor = NoteEditorController()
        stage.window.rootViewController = editor
        editor.view.frame = stage.window.bounds
        let save = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        save.accessibilityIdentifier = "save"
        editor.view.addSubview(save)
        save.addTarget(nil, action: Selector(NoteEditorController.save), for: .touchUpInside)
        var named: [String] = []
        editor.registerAction("revert:") { _, _ in named.append("revert") }
        save.addTarget(editor, action: "revert:", for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(editor.saved == ["saved from save"])
        #expect(named == ["revert"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a selector that the target does not perform stops a debug build: unrecognized selector")
    func unrecognizedSelector() async {
        #if DEBUG
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let app = UIApplication(clock: ManualClock())
                    let target = NoteEditorController()
                    app.sendAction("forgotten:", to: target, from: nil, for: nil)
                }
            }
        #endif
    }

    @Test("§11 scheduling an app timer with no application stops with a message instead of using wall time")
    func noApplication() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            }
        }
    }
}
