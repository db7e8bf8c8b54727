import Foundation
import Rainbow
import ResponderKit

/// What the `responder` command does, as functions: the executable only parses arguments and calls these,
/// so tests run the tool in-process.
///
/// Every function returns the text to print on standard output, or throws a ``SceneFileError`` whose
/// description (`file:line:column: error: …`) goes to standard error with a non-zero exit.
@MainActor
public enum ResponderTool {
    /// The output formats of `responder replay`.
    public enum Format: String, CaseIterable, Sendable {
        /// One line per trace event and handler log line.
        case text
        /// JSON lines: one object per trace event and handler log line.
        case json
        /// An SVG picture of the scene, the fingers' paths and what was hit.
        case svg
    }

    /// Replays a scene file, or a bundled scene by name (`01-hit-test-log`, as `serve` takes it), with a script
    /// file or the scene's own script, and renders the result. A scene with no script and no script file is an
    /// error that says so, rather than an empty output.
    ///
    /// `step` (SVG only) draws one picture of that input, numbered from 1 as the whole picture numbers them; a
    /// step the replay does not have is an `invalid-value` error on the script.
    public static func replay(
        scenePath: String, scriptPath: String? = nil, format: Format = .text, colored: Bool = false,
        style: TraceTextStyle = .standard, step: Int? = nil, classes: SceneClassRegistry = SceneClassRegistry()
    ) throws(SceneFileError) -> String {
        let path = resolve(scenePath)
        let scene = try loadScene(path, classes: classes)
        let script = try scriptPath.map { path throws(SceneFileError) in
            try ScriptDecoder().decode(contentsOfFile: path)
        }
        guard script != nil || scene.script != nil else {
            throw SceneFileError(
                .missingKey, at: scene.location ?? SourceLocation(file: path, line: 1, column: 1),
                "the scene has no script, so there is nothing to replay: add a 'script' key to the scene, or give a "
                    + "script file (responder replay \(scenePath) SCRIPT)")
        }
        let result = try SceneReplayer(builder: SceneBuilder(classes: classes)).replay(
            scene, script: script, snapshotsPerInput: format == .svg)
        if let step {
            let file = scriptPath ?? path
            guard format == .svg else {
                throw SceneFileError(
                    .invalidValue, at: SourceLocation(file: file, line: 1, column: 1),
                    "--step draws a picture: use --format svg")
            }
            guard result.inputs.contains(where: { $0.number == step }) else {
                throw SceneFileError(
                    .invalidValue, at: SourceLocation(file: file, line: 1, column: 1),
                    "there is no step \(step): the replay has \(result.inputs.count) input(s), numbered from 1")
            }
        }
        return render(result, format: format, colored: colored, style: style, step: step)
    }

    /// Where progress lines of long loads go (`responder` sends them to standard error); nil prints nothing.
    public static var progress: ((String) -> Void)?

    /// Files at least this large (bytes) report their loading steps through ``progress``: 1 MB.
    public static let progressThreshold = 1_000_000

    /// Decodes a scene file, reporting progress for a large one.
    static func loadScene(_ path: String, classes: SceneClassRegistry) throws(SceneFileError) -> Scene {
        try checkExists(path)
        let size = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
        guard size >= progressThreshold, let progress else { return try decoder(classes).decode(contentsOfFile: path) }
        progress("reading \(path) (\(String(format: "%.1f", Double(size) / 1e6)) MB)…")
        let start = ContinuousClock.now
        let scene = try decoder(classes).decode(contentsOfFile: path)
        progress("read \(scene.windows.count + scene.views.count) views in \(elapsed(since: start)); building…")
        return scene
    }

    /// Builds a scene for `check`, reporting the time for a large one.
    static func build(_ scene: Scene, classes: SceneClassRegistry) throws(SceneFileError) -> BuiltScene {
        let start = ContinuousClock.now
        let built = try SceneBuilder(classes: classes).build(scene, in: UIApplication(clock: ManualClock()))
        if scene.views.count >= 10_000, let progress { progress("built in \(elapsed(since: start))") }
        return built
    }

    static func elapsed(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.2f s", seconds)
    }

    /// A scene argument as a path: an existing file as it is, otherwise a bundled scene's name (with or without
    /// `.yaml`), otherwise as it is (so the error names what was given).
    public static func resolve(_ scene: String) -> String {
        if FileManager.default.fileExists(atPath: scene) { return scene }
        let name = scene.hasSuffix(".yaml") ? String(scene.dropLast(5)) : scene
        if !name.contains("/"), let url = BundledScenes.url(name) { return url.path }
        return scene
    }

    /// Refuses a scene argument that is neither a file nor a bundled scene, suggesting the bundled scene it most
    /// likely means (`responder replay 09-drga`: `no such file; did you mean the bundled scene '09-drag'?`).
    static func checkExists(_ path: String) throws(SceneFileError) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let location = SourceLocation(file: path, line: 1, column: 1)
        if !path.contains("/"), let name = BundledScenes.closestName(to: path) {
            throw SceneFileError(
                .unreadable, at: location, "no such file or bundled scene; did you mean the bundled scene '\(name)'?")
        }
        guard !path.contains("/") else { throw SceneFileError(.unreadable, at: location, "no such file") }
        throw SceneFileError(
            .unreadable, at: location,
            "no such file or bundled scene (the bundled scenes: "
                + BundledScenes.lessons.map(\.file).joined(separator: ", ") + ")")
    }

    /// A decoder that knows the built-in classes and those of `classes`, so an unknown class is a file error.
    static func decoder(_ classes: SceneClassRegistry) -> SceneDecoder {
        SceneDecoder(viewClasses: Set(SceneClassRegistry.builtInViewClasses + classes.viewClassNames))
    }

    /// Renders a replay in a format; `step` picks one input's picture (SVG only).
    public static func render(
        _ result: ReplayResult, format: Format, colored: Bool = false, style: TraceTextStyle = .standard,
        step: Int? = nil
    ) -> String {
        switch format {
        case .text: ReplayText.render(result, style: style, colored: colored)
        case .json: ReplayJSONLines.render(result)
        case .svg: ReplaySVG.render(result, step: step)
        }
    }

    /// Reads a scene file (and a script file), builds the scene, lays it out and expands the script without
    /// replaying it; returns a one-line summary after a `file:line:column: warning: …` line for each layout problem
    /// (required constraints that conflict, at the constraint UIKit breaks, with a note at each other one; a view
    /// whose constraints leave its frame ambiguous, at the view).
    public static func check(
        scenePath: String, scriptPath: String? = nil, classes: SceneClassRegistry = SceneClassRegistry()
    ) throws(SceneFileError) -> String {
        let scene = try loadScene(resolve(scenePath), classes: classes)
        let script = try scriptPath.map { path throws(SceneFileError) in
            try ScriptDecoder().decode(contentsOfFile: path)
        }
        let steps = try (script ?? scene.script)?.expanded().steps.count ?? 0
        let built = try build(scene, classes: classes)
        let warnings = LayoutCheck.warnings(of: built)
        let views = scene.windows.count + scene.views.count
        let constraints = built.declaredConstraints.isEmpty ? "" : "\(built.declaredConstraints.count) constraint(s), "
        let warned = warnings.isEmpty ? "" : ", \(warnings.count) layout warning(s)"
        return warnings.map { $0.description + "\n" }.joined()
            + "\(scenePath): ok\(warned): \(scene.windows.count) window(s), \(views) view(s), \(constraints)"
            + "\(scene.recognizers.count) recognizer(s), \(steps) script step(s)\n"
    }

    /// Replays every bundled lesson in order, each under a heading saying what it shows.
    public static func demo(colored: Bool = false) throws(SceneFileError) -> String {
        var output = ""
        for (index, lesson) in BundledScenes.lessons.enumerated() {
            let scene = try BundledScenes.scene(lesson.file)
            let result = try SceneReplayer().replay(scene)
            // Lessons are numbered by their files (`22-pencil-and-hover` is lesson 22).
            let number = Int(lesson.file.prefix { $0.isNumber }) ?? index + 1
            let heading = "== \(number). \(scene.name ?? lesson.file) =="
            output += (index == 0 ? "" : "\n") + (colored ? heading.bold.yellow : heading) + "\n"
            output += lesson.summary + "\n\n"
            output += ReplayText.render(result, style: lesson.style, colored: colored)
        }
        return output
    }

    /// The scene file reference.
    public static func schema() -> String {
        SceneSchema.reference
    }
}

extension ResponderTool {
    /// Writes output to a file; a failure is reported as an `unreadable` error on that file.
    public static func write(_ text: String, to path: String) throws(SceneFileError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw SceneFileError(
                .unreadable, at: SourceLocation(file: path, line: 1, column: 1),
                "cannot write the output: \(error.localizedDescription)")
        }
    }
}
