import Foundation

/// Reads script files, YAML or JSON, into ``Script`` values, strictly and with precise error locations.
///
/// A script file is a mapping with `steps` (and optionally `name`), or just the list of steps. The same
/// mapping may be embedded in a scene file under `script`. Decoding also expands the script once, so finger
/// lifecycle and time-order errors (`finger-not-down`, `time-backwards`, …) are file errors too.
///
/// ```swift
/// let script = try ScriptDecoder().decode(contentsOfFile: "tap.yaml")
/// for step in try script.expanded().steps { print(step) }   // "0 down 1 (10, 20)", "0.05 up 1 (10, 20)"
/// ```
public struct ScriptDecoder: Sendable {
    /// The limits a file must stay within (only the file size applies to scripts).
    public var limits: SceneDecoder.Limits

    /// Creates a decoder.
    public init(limits: SceneDecoder.Limits = SceneDecoder.Limits()) {
        self.limits = limits
    }

    /// Reads the script file at a path.
    public func decode(contentsOfFile path: String) throws(SceneFileError) -> Script {
        try decode(SceneFileText.read(path: path, limits: limits), file: path)
    }

    /// Reads a script from UTF-8 data; `file` names it in errors.
    public func decode(_ data: Data, file: String) throws(SceneFileError) -> Script {
        try decode(SceneFileText.text(of: data, file: file, limits: limits), file: file)
    }

    /// Reads a script from text; `file` names it in errors.
    public func decode(_ text: String, file: String) throws(SceneFileError) -> Script {
        let root = try SceneFileText.compose(text, file: file, limits: limits)
        var reading = ScriptReading(reader: NodeReader(file: file))
        let script = reading.script(root)
        if let script, reading.reader.errors.isEmpty {
            _ = try script.expanded()
            return script
        }
        throw SceneFileText.combine(reading.reader.errors, file: file)
    }
}

/// The walk over a script's nodes.
struct ScriptReading {
    var reader: NodeReader

    static let actionKeys = [
        "down", "move", "up", "cancel", "touches", "wait", "press", "shake", "remote", "interrupt",
        "tap", "doubleTap", "longPress", "drag", "fling", "swipe", "pinch", "rotate", "hover", "wheel", "trackpad",
        "stroke", "animate", "waitForAnimations", "pencilTap", "squeeze",
    ]

    /// What a finger change may say about the device: `pointer`, `force`, `tilt`.
    static let deviceKeys = ["pointer", "force", "tilt"]

    /// The keys a step may have besides its action key.
    static let extraKeys: [String: [String]] = [
        "down": ["finger"] + deviceKeys, "move": ["finger"] + deviceKeys, "up": ["finger"] + deviceKeys,
        "cancel": ["finger"] + deviceKeys,
        "tap": ["finger", "taps"], "doubleTap": ["finger"], "longPress": ["finger", "duration"],
        "drag": ["finger"], "fling": ["finger"], "swipe": ["finger"], "pinch": ["fingers"], "rotate": ["fingers"],
        "hover": ["pointer"], "stroke": ["finger"],
    ]

    /// Reads a script; nil when an error stopped it (the errors are in `reader.errors`).
    mutating func script(_ node: SceneNode) -> Script? {
        do {
            var script = Script(steps: [], location: reader.location(of: node))
            var stepNodes: [SceneNode]
            if case .sequence = node.content {
                stepNodes = try reader.sequence(node, "a script")
            } else {
                let fields = try reader.mapping(
                    node, "a script", allowed: ["name", "description", "steps"], required: ["steps"])
                if let name = fields["name"] { script.name = try reader.string(name, "name") }
                if let description = fields["description"] { _ = try reader.string(description, "description") }
                stepNodes = try reader.sequence(fields["steps"] ?? node, "steps")
            }
            for stepNode in stepNodes {
                do {
                    script.steps.append(try step(stepNode))
                } catch {
                    reader.record(error)
                    reader.droppedElements = true
                }
            }
            return script
        } catch {
            reader.record(error)
            return nil
        }
    }

    /// Reads one step: exactly one action key, with `time` and the action's extra keys.
    mutating func step(_ node: SceneNode) throws(SceneFileError) -> Script.Step {
        let location = reader.location(of: node)
        if case let .scalar(scalar) = node.content, scalar.string == "interrupt" {
            return Script.Step(action: .interrupt, location: location)
        }
        guard case .mapping = node.content else {
            throw reader.error(
                .wrongType, node, "a step must be a mapping or 'interrupt', found \(NodeReader.describe(node))")
        }
        let present = node.keys.filter { Self.actionKeys.contains($0) }
        guard present.count == 1, let action = present.first else {
            // A misspelt action (`tapp`) is named with its fix, at its key, rather than listing every action.
            if present.isEmpty, case let .mapping(pairs) = node.content,
                let (key, fix) = pairs.lazy.compactMap({ pair -> (SceneNode, String)? in
                    guard let name = pair.key.scalar?.string, name != "time",
                        let fix = Suggestion.closest(name, among: Self.actionKeys)
                    else { return nil }
                    return (pair.key, fix)
                }).first, let name = key.scalar?.string
            {
                throw reader.error(.unknownKey, key, "unknown action '\(name)' in a step (did you mean '\(fix)'?)")
            }
            let found = present.isEmpty ? "none" : present.joined(separator: ", ")
            throw reader.error(
                .invalidValue, node,
                "a step needs exactly one of: \(Self.actionKeys.joined(separator: ", ")); found \(found)")
        }
        let fields = try reader.mapping(
            node, "a \(action) step", allowed: [action, "time"] + (Self.extraKeys[action] ?? []))
        var step = Script.Step(action: .interrupt, location: location)
        if let time = fields["time"] { step.time = try reader.number(time, "time", in: 0...1e9) }
        guard let value = fields[action] else {
            throw reader.error(.missingKey, node, "'\(action)' needs a value")
        }
        step.action = try self.action(action, value, fields)
        return step
    }

    func finger(_ fields: NodeReader.Fields) throws(SceneFileError) -> Script.Finger {
        try fields["finger"].map { node throws(SceneFileError) in try reader.integer(node, "finger", in: 0...1000) }
            ?? 1
    }

    func fingers(_ fields: NodeReader.Fields) throws(SceneFileError) -> [Script.Finger] {
        guard let node = fields["fingers"] else { return [1, 2] }
        let items = try reader.sequence(node, "fingers")
        guard items.count == 2 else {
            throw reader.error(.invalidValue, node, "fingers must name two fingers, found \(items.count)")
        }
        let pair = [
            try reader.integer(items[0], "finger", in: 0...1000), try reader.integer(items[1], "finger", in: 0...1000),
        ]
        guard pair[0] != pair[1] else {
            throw reader.error(.invalidValue, node, "fingers must be two different fingers")
        }
        return pair
    }

    /// A point, or `true` for "where the finger is" (up and cancel only).
    mutating func optionalPoint(_ node: SceneNode, _ what: String) throws(SceneFileError) -> CGPoint? {
        if case let .scalar(scalar) = node.content, scalar.kind == .bool, scalar.string.lowercased() == "true" {
            return nil
        }
        return try reader.point(node, what)
    }
}
