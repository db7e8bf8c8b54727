import Foundation

// Writes the scene's view classes: one per built-in base class a scene file may name, each overriding
// hit-testing and the responder methods and handing them to its `ViewBehaviour`, which calls `super` exactly
// where the seeds do; and the scene's view controller class, which overrides the same responder methods. The `GenerateSceneViews` build plugin runs this at every build of ResponderScenes; the
// output lands in the build folder, not in the repository.
//
// Usage: SceneViewsGenerator <output.swift>

/// A scene view class: the scene file's name for its base class, the class, and the UIKit class it extends.
struct SceneViewClass {
    let kind: String
    let name: String
    let base: String
    /// Overrides only this base class has.
    var extra = ""
    /// Whether the class is a view controller (`UIViewController`): created with a behaviour alone, with no
    /// hit-testing of its own, and its touches handled as its `handles` names (`ViewBehaviour.override`).
    var isController = false
}

/// Every base class a scene view with behaviours may have (`SceneBuilder` picks among them by `kind`).
let classes = [
    SceneViewClass(kind: "view", name: "SceneView", base: "UIView"),
    SceneViewClass(kind: "imageView", name: "SceneImageView", base: "UIImageView"),
    SceneViewClass(kind: "label", name: "SceneLabel", base: "UILabel"),
    SceneViewClass(kind: "window", name: "SceneWindow", base: "UIWindow"),
    SceneViewClass(kind: "button", name: "SceneButton", base: "UIButton"),
    SceneViewClass(kind: "switch", name: "SceneSwitch", base: "UISwitch"),
    SceneViewClass(kind: "slider", name: "SceneSlider", base: "UISlider"),
    SceneViewClass(
        kind: "scrollView", name: "SceneScrollView", base: "UIScrollView",
        extra: """

                override func touchesShouldCancel(in view: UIView) -> Bool {
                    behaviour.touchesShouldCancel ?? super.touchesShouldCancel(in: view)
                }

            """),
    SceneViewClass(kind: "viewController", name: "SceneViewController", base: "UIViewController", isController: true),
]

/// The view controller's documentation line.
let controllerSummary = "A scene's view controller: overrides the responder methods its `handles` names, like a view."

/// A view's initializer and hit-testing overrides.
let viewStart = """

        init(frame: CGRect, behaviour: ViewBehaviour) {
            self.behaviour = behaviour
            super.init(frame: frame)
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
        }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            behaviour.pointInside(self, point) { super.point(inside: $0, with: event) }
        }

    """

/// A view controller's initializer.
let controllerStart = """

        init(behaviour: ViewBehaviour) {
            self.behaviour = behaviour
            super.init(nibName: nil, bundle: nil)
        }

    """

/// One touch method's override: a view hands the behaviour itself (it may be dragged); a view controller's touches
/// are handled as its `handles` names.
func touchOverride(_ phase: String, controller: Bool) -> String {
    let method = "touches" + phase.prefix(1).uppercased() + phase.dropFirst()
    let handling =
        controller
        ? "behaviour.override(behaviour.handling.touches, .\(phase), \"touches\")"
        : "behaviour.touches(.\(phase), self, touches)"
    return """

            override func \(method)(_ touches: Set<UITouch>, with event: UIEvent?) {
                \(handling) { super.\(method)(touches, with: event) }
            }
        """
}

/// The class, written once: every override asks the behaviour, handing it `super` to call.
func declaration(of viewClass: SceneViewClass) -> String {
    """

    /// \(viewClass.isController ? controllerSummary : "A `\(viewClass.kind)` with behaviours.")
    @MainActor
    final class \(viewClass.name): \(viewClass.base)\(viewClass.isController ? "" : ", SceneBehaving") {
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        let behaviour: ViewBehaviour
    \(viewClass.isController ? controllerStart : viewStart)
        override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder }
    \(["began", "moved", "ended", "cancelled"].map { touchOverride($0, controller: viewClass.isController) }.joined(separator: "\n"))

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            behaviour.presses(.began) { super.pressesBegan(presses, with: event) }
        }

        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            behaviour.presses(.changed) { super.pressesChanged(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            behaviour.presses(.ended) { super.pressesEnded(presses, with: event) }
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            behaviour.presses(.cancelled) { super.pressesCancelled(presses, with: event) }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            behaviour.motion(.began) { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            behaviour.motion(.ended) { super.motionEnded(motion, with: event) }
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            behaviour.motion(.cancelled) { super.motionCancelled(motion, with: event) }
        }

        override func remoteControlReceived(with event: UIEvent?) {
            behaviour.remoteControl(event) { super.remoteControlReceived(with: event) }
        }
    \(viewClass.extra)}

    """
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: SceneViewsGenerator <output.swift>\n".utf8))
    exit(2)
}
let header = """
    // Generated by SceneViewsGenerator (Plugins/SceneViewsGenerator/main.swift) at build time: edit that file.

    import Foundation
    import ResponderKit

    """
let source = header + classes.map(declaration(of:)).joined()
do {
    // Rewrite only on change, so an unchanged file does not make the module recompile.
    let url = URL(fileURLWithPath: arguments[1])
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
        try source.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("SceneViewsGenerator: cannot write \(arguments[1]): \(error)\n".utf8))
    exit(1)
}
