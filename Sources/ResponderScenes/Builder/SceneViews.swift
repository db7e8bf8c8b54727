import Foundation
import ResponderKit

// The scene's view classes (`SceneView`, `SceneImageView`, `SceneLabel`, `SceneWindow`, `SceneButton`,
// `SceneSwitch`, `SceneSlider`): one per built-in base class, each overriding hit-testing and the responder
// methods and handing them to its `ViewBehaviour`, which calls `super` exactly where the seeds do. Their
// overrides are one block that Swift cannot share between subclasses of different UIKit classes, so it is
// written once, in Plugins/SceneViewsGenerator/main.swift, and the `GenerateSceneViews` build plugin writes
// the classes into the build folder before this module compiles.

/// A view built from a scene with declarative behaviours.
@MainActor
protocol SceneBehaving: UIView {
    var behaviour: ViewBehaviour { get }
}

extension ViewBehaviour {
    func presses(_ method: Scene.Handling.Method, super forward: () -> Void) {
        override(handling.presses, method, "presses", super: forward)
    }

    func motion(_ method: Scene.Handling.Method, super forward: () -> Void) {
        override(handling.motion, method, "motion", super: forward)
    }
}
