import Foundation
import ResponderKit

extension SceneAssembly {
    /// Makes the view controllers, then wires roots, children and presentations, keeping every view where
    /// the scene puts it (UIKit's `rootViewController` and `present` move the view to the front and resize it).
    func makeControllers() throws(SceneFileError) {
        for spec in scene.viewControllers {
            guard controllers[spec.id] == nil, views[spec.id] == nil else {
                throw SceneFileError(.duplicateID, at: location(spec.location), "the id '\(spec.id)' is used twice")
            }
            let controller: UIViewController
            if let factory = builder.classes.viewControllerFactory(for: spec.className) {
                controller = factory()
            } else {
                let behaviour = ViewBehaviour(
                    controller: spec, log: log, isFirstResponder: scene.firstResponder == spec.id)
                controller = SceneViewController(behaviour: behaviour)
            }
            controller.traceLabel = spec.id
            guard let view = views[spec.view], !(view is UIWindow) else {
                throw SceneFileError(
                    .missingReference, at: location(spec.location),
                    "view '\(spec.view)' of view controller '\(spec.id)' is not a view of the scene")
            }
            controller.view = view
            controllers[spec.id] = controller
        }
        var moved: [String] = []
        for (spec, window) in zip(scene.windows, windows) {
            guard let id = spec.rootViewController else { continue }
            window.rootViewController = try controller(id, at: spec.view.location)
            moved.append(try controller(id, at: spec.view.location).view.accessibilityIdentifier ?? "")
        }
        for spec in scene.viewControllers {
            let parent = try controller(spec.id, at: spec.location)
            for childID in spec.children {
                let child = try controller(childID, at: spec.location)
                parent.addChild(child)
                child.didMove(toParent: parent)
            }
            if let presentedID = spec.presented {
                let presented = try controller(presentedID, at: spec.location)
                // The scene gives the presented view its frame, so it is presented over the full screen, in no
                // sheet (a sheet's dimming view would cover the scene's other views).
                if presented.modalPresentationStyle == .automatic { presented.modalPresentationStyle = .overFullScreen }
                parent.present(presented, animated: false)
                moved.append(presented.view.accessibilityIdentifier ?? "")
            }
        }
        for id in moved { restore(id) }
    }

    private func controller(_ id: String, at location: SourceLocation?) throws(SceneFileError) -> UIViewController {
        guard let controller = controllers[id] else {
            throw SceneFileError(
                .missingReference, at: self.location(location), "'\(id)' is not a view controller of the scene")
        }
        return controller
    }

    /// Makes a `button`, `switch` or `slider`; any other class is unknown.
    func makeControl(_ spec: Scene.View, frame: CGRect, behaviour: ViewBehaviour?) throws(SceneFileError) -> UIView {
        switch spec.className {
        case "button": return behaviour.map { SceneButton(frame: frame, behaviour: $0) } ?? UIButton(frame: frame)
        case "switch": return behaviour.map { SceneSwitch(frame: frame, behaviour: $0) } ?? UISwitch(frame: frame)
        case "slider": return behaviour.map { SceneSlider(frame: frame, behaviour: $0) } ?? UISlider(frame: frame)
        case "scrollView":
            return behaviour.map { SceneScrollView(frame: frame, behaviour: $0) } ?? UIScrollView(frame: frame)
        default:
            throw SceneFileError(
                .unsupportedClass, at: location(spec.location),
                "unknown class '\(spec.className)' of view '\(spec.id)'"
                    + Suggestion.didYouMean(
                        spec.className, among: SceneClassRegistry.builtInViewClasses + builder.classes.viewClassNames)
                    + ": register it with SceneClassRegistry, "
                    + "or use one of \(SceneClassRegistry.builtInViewClasses.joined(separator: ", "))")
        }
    }

    /// Sets a control's content keys: a button's title, `isEnabled`, `isSelected`, a switch's `isOn`, a
    /// slider's range and value (range first, so the value is not clamped to the old one).
    func applyContent(_ spec: Scene.View, to view: UIView) {
        if let button = view as? UIButton, let title = spec.title { button.setTitle(title, for: .normal) }
        guard let control = view as? UIControl else { return }
        if let enabled = spec.isEnabled { control.isEnabled = enabled }
        if let selected = spec.isSelected { control.isSelected = selected }
        if let toggle = view as? UISwitch, let on = spec.isOn { toggle.isOn = on }
        if let slider = view as? UISlider {
            if let minimum = spec.minimumValue { slider.minimumValue = Float(minimum) }
            if let maximum = spec.maximumValue { slider.maximumValue = Float(maximum) }
            if let value = spec.value { slider.value = Float(value) }
        }
    }
}
