import Foundation
import PackagePlugin

/// Writes ResponderScenes' view classes (`SceneView`, `SceneButton`, …) before the module compiles.
///
/// Each class overrides the same sixteen members (hit-testing, `point(inside:)`, `canBecomeFirstResponder` and
/// every responder method) and hands them to its `ViewBehaviour`. Swift has no mixins and a class cannot
/// inherit from a generic parameter, so the block must stand in every class; `SceneViewsGenerator` holds it
/// once and this plugin stamps it out into the build folder.
@main
struct GenerateSceneViews: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "SceneViews+Classes.swift")
        return [
            .buildCommand(
                displayName: "Generating the scene view classes of \(target.name)",
                executable: try context.tool(named: "SceneViewsGenerator").url,
                arguments: [output.path(percentEncoded: false)],
                outputFiles: [output]
            )
        ]
    }
}
