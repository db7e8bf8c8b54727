import Foundation

// Writes the scene's view classes: one per built-in base class a scene file may name, each overriding
// hit-testing and the responder methods and handing them to its `ViewBehaviour`, which calls `super` exactly
// where the seeds do. The `GenerateSceneViews` build plugin runs this at every build of ResponderScenes; the
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
]

/// The class, written once: every override asks the behaviour, handing it `super` to call.
func declaration(of viewClass: SceneViewClass) -> String {
    """

    /// A `\(viewClass.kind)` with behaviours.
    @MainActor
    final class \(viewClass.name): \(viewClass.base), SceneBehaving {
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        let behaviour: ViewBehaviour

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

        override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            behaviour.touches(.began, self, touches) { super.touchesBegan(touches, with: event) }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            behaviour.touches(.moved, self, touches) { super.touchesMoved(touches, with: event) }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            behaviour.touches(.ended, self, touches) { super.touchesEnded(touches, with: event) }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            behaviour.touches(.cancelled, self, touches) { super.touchesCancelled(touches, with: event) }
        }

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
