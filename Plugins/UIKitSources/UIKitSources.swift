import Foundation
import PackagePlugin

/// Compiles an iOS app's view code, unmodified, into a Linux target: rewrites every Swift file of the folders the
/// target names so that `#selector`, `@objc`, `@IBOutlet` and `@objc optional` protocol requirements work without the
/// Objective-C runtime, on ResponderKit's selectors (see `SelectorRewriter`).
///
/// The target names its folders in a comment of one of its own Swift files, relative to the target's folder:
///
/// ```swift
/// // Sources/AppViewsLinux/UIKitSources.swift
/// // uikit-sources: ../../App/Views
/// ```
///
/// Every `.swift` file under those folders is rewritten into the plugin's work folder and compiled in the target's
/// place; the originals are never touched.
@main
struct UIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var roots: [URL] = []
        for file in module.sourceFiles(withSuffix: "swift") {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("// uikit-sources:") else { continue }
                let path = trimmed.dropFirst("// uikit-sources:".count).trimmingCharacters(in: .whitespaces)
                roots.append(URL(fileURLWithPath: path, relativeTo: target.directoryURL).standardizedFileURL)
            }
        }
        guard !roots.isEmpty else {
            Diagnostics.error(
                "\(target.name): the UIKitSources plugin needs a comment '// uikit-sources: <folder of iOS sources>' "
                    + "in one of the target's Swift files")
            return []
        }
        var arguments: [String] = []
        var inputs: [URL] = []
        var outputs: [URL] = []
        for (number, root) in roots.enumerated() {
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                Diagnostics.error("\(target.name): uikit-sources folder '\(root.path)' does not exist")
                continue
            }
            let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for file in files.sorted(by: { $0.path < $1.path }) {
                let relative = file.standardizedFileURL.path.dropFirst(root.path.count + 1)
                let name = "\(number)+" + relative.replacing("/", with: "+")
                let output = context.pluginWorkDirectoryURL.appending(path: name)
                arguments += [file.path, output.path]
                inputs.append(file)
                outputs.append(output)
            }
        }
        guard !outputs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "Rewriting \(outputs.count) iOS source files for \(target.name)",
                executable: try context.tool(named: "UIKitSourcesRewriter").url,
                arguments: arguments, inputFiles: inputs, outputFiles: outputs)
        ]
    }
}
