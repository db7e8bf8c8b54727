import Foundation
import ResponderKit
import Yams

/// Reads scene files, YAML or JSON, into ``Scene`` values, strictly and with precise error locations.
///
/// ```
/// text ──► size check ──► JSON: one pass over the bytes (flat `views` straight into views) ────────┐
///                     └─► YAML: scene files' usual subset, one pass (flat `views` straight into views) ┤
///                          └─► anything else: Yams.compose (alias keys refused first) ──► nodes within a budget ─┤
///      ◄──────────────────────────────────────────────────────────────────────────────────────────┘
///      ──► key-checked walk, views iteratively ──► cross-reference and limit validation
///      ──► the embedded script's expansion (finger lives, time order) ──► Scene
/// ```
///
/// Every problem becomes a ``SceneFileError`` (`scene.yaml:14:7: error: unknown key 'fram' in view 'AView'; …`);
/// several are collected where the walk can go on, and nothing in a file can crash the decoder.
///
/// ```swift
/// let scene = try SceneDecoder().decode(contentsOfFile: "Scenes/hit-test.yaml")
/// ```
public struct SceneDecoder: Sendable {
    /// The limits a file must stay within.
    public var limits: Limits

    /// The view classes a scene may name, when known (the built-in ones and those registered with a
    /// ``SceneClassRegistry``): any other class is then an error of the file, at its `class` key, with the
    /// nearest known name suggested (`UIButton` → `button`). Nil leaves classes to the builder.
    public var viewClasses: Set<String>?

    /// Whether a JSON or YAML file's flat `views` list is read straight into views (true, the default) or as
    /// nodes like the rest of the file; the two must give the same scene and the same errors (the tests compare
    /// them).
    var readsFlatViewsDirectly = true

    /// The largest magnitude of any number in a scene or script file: 1e9, the engine's bound for coordinates
    /// and times (``InputLimits``). A larger finite number is an `invalid-value` error at its location; NaN and the
    /// infinities are `not-a-number` errors.
    public static let maximumMagnitude = Double(InputLimits.maximumCoordinate)

    /// Creates a decoder.
    public init(limits: Limits = Limits(), viewClasses: Set<String>? = nil) {
        self.limits = limits
        self.viewClasses = viewClasses
    }

    /// The size, depth and count limits of scene and script files.
    public struct Limits: Sendable, Hashable {
        /// The largest file, in bytes: 16 MiB.
        public var maximumFileSize: Int = 16 * 1024 * 1024
        /// The deepest view tree: a view may have at most this many ancestors below its window (5,000). A
        /// replay traces, and the traced hit-test walk and the responder chain's forwarding recurse once per
        /// level: on the 8 MB main stack a traced chain overflows past about 6,000 levels in a debug build and
        /// 12,750 in a release build (`Fuzz/run.sh depth`), so deeper scenes are refused, not crashed on.
        /// Nested YAML itself is limited to 1,000 levels by libyaml; deeper trees use flat `views` with `superview`.
        public var maximumDepth: Int = 5_000
        /// The most views (windows included) in one scene: 1,000,000.
        public var maximumViews: Int = 1_000_000
        /// The most nodes (scalars, lists and mappings) a file may hold: 4,000,000 (a 100,000-view scene has
        /// about 1,200,000).
        public var maximumNodes: Int = 4_000_000
        /// How many nodes YAML aliases may add beyond the file's size in bytes: 100,000. A file without
        /// aliases has fewer nodes than bytes, so a file of `n` bytes never stands for more than
        /// `n + aliasAllowance` nodes, however its anchors nest (a 1.6 KB alias bomb stops after about
        /// 100,000 nodes, in milliseconds).
        public var aliasAllowance: Int = 100_000

        /// Creates limits; the defaults are the documented ones.
        public init(
            maximumFileSize: Int = 16 * 1024 * 1024, maximumDepth: Int = 5_000, maximumViews: Int = 1_000_000,
            maximumNodes: Int = 4_000_000, aliasAllowance: Int = 100_000
        ) {
            self.maximumFileSize = maximumFileSize
            self.maximumDepth = maximumDepth
            self.maximumViews = maximumViews
            self.maximumNodes = maximumNodes
            self.aliasAllowance = aliasAllowance
        }
    }

    /// Reads the scene file at a path.
    public func decode(contentsOfFile path: String) throws(SceneFileError) -> Scene {
        try decode(SceneFileText.read(path: path, limits: limits), file: path)
    }

    /// Reads a scene from UTF-8 data; `file` names it in errors.
    public func decode(_ data: Data, file: String) throws(SceneFileError) -> Scene {
        try decode(SceneFileText.text(of: data, file: file, limits: limits), file: file)
    }

    /// Reads a scene from text; `file` names it in errors.
    public func decode(_ text: String, file: String) throws(SceneFileError) -> Scene {
        // JSON and the usual YAML read their flat `views` list straight into views; other YAML is composed into
        // nodes by Yams.
        let root: SceneNode
        var flatViews: FlatViewList?
        if readsFlatViewsDirectly,
            let read = try JSONNodeReader.readScene(text, file: file, limits: limits, viewClasses: viewClasses)
        {
            (root, flatViews) = read
        } else if readsFlatViewsDirectly {
            (root, flatViews) = try SceneFileText.composeScene(
                text, file: file, limits: limits, viewClasses: viewClasses)
        } else {
            root = try SceneFileText.compose(text, file: file, limits: limits)
        }
        var reading = SceneReading(reader: NodeReader(file: file), limits: limits, viewClasses: viewClasses)
        reading.flatViews = flatViews
        let scene = reading.scene(root)
        var errors = reading.reader.errors
        // Errors in single fields keep their element (the field keeps its default), so the references between
        // the elements read can still be checked in the same run; a dropped element would make them wrong.
        if let scene, !reading.reader.droppedElements {
            var validator = SceneValidator(
                scene: scene, limits: limits, file: file, references: reading.references,
                superviewMarks: reading.superviewMarks)
            errors += validator.validate()
            do {
                _ = try scene.script?.expanded()
            } catch {
                errors.append(error)
            }
            if errors.isEmpty { return validator.ordered() }
        }
        throw SceneFileText.combine(errors, file: file)
    }
}

extension SceneFileError {
    /// Whether the error leaves the rest of the scene whole, so cross-references can still be checked in the
    /// same pass: an unknown key (skipped), a wrong class, a duplicate key.
    var isLocal: Bool {
        code == .unknownKey || code == .unsupportedClass || code == .duplicateKey
    }
}

/// Reading, size-checking and composing a file's text; shared by the scene and script decoders.
enum SceneFileText {
    static func read(path: String, limits: SceneDecoder.Limits) throws(SceneFileError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limits.maximumFileSize {
            throw tooLarge(size, start, limits)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(.unreadable, at: start, "cannot read the file")
        }
        return try text(of: data, file: path, limits: limits)
    }

    static func text(of data: Data, file: String, limits: SceneDecoder.Limits) throws(SceneFileError) -> String {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard data.count <= limits.maximumFileSize else { throw tooLarge(data.count, start, limits) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileError(.syntax, at: start, "the file is not valid UTF-8")
        }
        return text
    }

    static func tooLarge(_ size: Int, _ location: SourceLocation, _ limits: SceneDecoder.Limits) -> SceneFileError {
        SceneFileError(
            .fileTooLarge, at: location, "the file has \(size) bytes; the limit is \(limits.maximumFileSize) bytes")
    }

    /// Composes YAML or JSON into nodes, turning Yams' errors into located ``SceneFileError``s.
    static func compose(_ text: String, file: String, limits: SceneDecoder.Limits) throws(SceneFileError)
        -> SceneNode
    {
        try checkSize(of: text, file: file, limits: limits)
        if let root = try JSONNodeReader.read(text, file: file, limits: limits) { return root }
        if let root = try YAMLSubsetReader.read(text, file: file, limits: limits) { return root }
        return try composeWithYams(text, file: file, limits: limits)
    }

    /// Refuses text over the size limit before any reader starts on it.
    private static func checkSize(of text: String, file: String, limits: SceneDecoder.Limits) throws(SceneFileError) {
        let size = text.utf8.count
        guard size <= limits.maximumFileSize else {
            throw tooLarge(size, SourceLocation(file: file, line: 1, column: 1), limits)
        }
    }

    /// Composes a scene file's YAML (known not to be strict JSON) into nodes, with its flat `views` list read
    /// straight into views when the subset reader reads the file.
    static func composeScene(_ text: String, file: String, limits: SceneDecoder.Limits, viewClasses: Set<String>?)
        throws(SceneFileError) -> (root: SceneNode, views: FlatViewList?)
    {
        try checkSize(of: text, file: file, limits: limits)
        if let read = try YAMLSubsetReader.readScene(text, file: file, limits: limits, viewClasses: viewClasses) {
            return read
        }
        return (try composeWithYams(text, file: file, limits: limits), nil)
    }

    /// Composes any YAML with Yams, then converts its nodes within the node budget.
    static func composeWithYams(_ text: String, file: String, limits: SceneDecoder.Limits) throws(SceneFileError)
        -> SceneNode
    {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let size = text.utf8.count
        if let error = YAMLNodes.aliasKey(in: text, file: file) { throw error }
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text, Resolver.basic)
        } catch let error as YamlError {
            throw namingTab(located(error, file: file), in: text)
        } catch {
            throw SceneFileError(.syntax, at: start, "\(error)")
        }
        guard let composed else { throw SceneFileError(.syntax, at: start, "the file is empty") }
        var nodes = YAMLNodes(file: file, textSize: size, limits: limits)
        return try nodes.convert(composed)
    }

    static func located(_ error: YamlError, file: String) -> SceneFileError {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            if problem.contains("Maximum nesting level") {
                return SceneFileError(
                    .tooDeep, at: at(mark),
                    "nesting is deeper than 1000 levels; declare deep view trees flat, in 'views' with 'superview'")
            }
            let during = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return SceneFileError(.syntax, at: at(mark), problem + during)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SceneFileError(.duplicateKey, at: at(context.mark), "duplicate key \(keys) in a mapping")
        case let .reader(problem, offset, _, yaml):
            return SceneFileError(.syntax, at: location(ofOffset: offset ?? 0, in: yaml, file: file), problem)
        default:
            return SceneFileError(.syntax, at: SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    /// A syntax error at a tab character, said as such: libyaml's "found character that cannot start any token"
    /// does not tell a learner that YAML indents with spaces only.
    static func namingTab(_ error: SceneFileError, in text: String) -> SceneFileError {
        guard error.code == .syntax, error.line >= 1, error.column >= 1 else { return error }
        var lines = text.split(separator: "\n", maxSplits: error.line, omittingEmptySubsequences: false)
        guard error.line <= lines.count else { return error }
        let line = lines.remove(at: error.line - 1).unicodeScalars
        // libyaml counts columns in characters from 0 before Yams adds 1; look at the column and the one before.
        let at = line.dropFirst(error.column - 1).first
        let before = error.column >= 2 ? line.dropFirst(error.column - 2).first : nil
        guard at == "\t" || (before == "\t" && at != " ") else { return error }
        var named = error
        named.message =
            "a tab character: YAML indents with spaces only, and a tab cannot start a value; replace the tab with spaces"
        return named
    }

    static func location(ofOffset offset: Int, in text: String, file: String) -> SourceLocation {
        var (line, column) = (1, 1)
        for scalar in text.unicodeScalars.prefix(offset) {
            if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The first error in file order with the others attached, or a generic one if there are none.
    static func combine(_ errors: [SceneFileError], file: String) -> SceneFileError {
        let sorted = errors.enumerated().sorted { left, right in
            (left.element.line, left.element.column, left.offset) < (
                right.element.line, right.element.column, right.offset
            )
        }.map(\.element)
        guard var first = sorted.first else {
            return SceneFileError(
                .syntax, at: SourceLocation(file: file, line: 1, column: 1), "the file could not be read")
        }
        first.additionalErrors = Array(sorted.dropFirst())
        return first
    }
}
