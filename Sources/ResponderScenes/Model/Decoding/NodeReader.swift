import Foundation

/// Reads typed values out of ``SceneNode``s, with the node's location in every error.
///
/// Scalars are typed by YAML 1.2's core schema (which JSON also follows): `true`/`false`, `null`/`~`,
/// decimal numbers and `.inf`/`.nan`; quoted scalars are always strings. YAML 1.1's `yes`/`no` are strings.
struct NodeReader {
    /// The file's name, for locations.
    let file: String
    /// The errors collected so far (those that do not stop the element being read).
    var errors: [SceneFileError] = []
    /// No more errors are collected after this many.
    static let maximumErrors = 100

    func location(of node: SceneNode) -> SourceLocation {
        SourceLocation(file: file, line: Int(node.line), column: Int(node.column))
    }

    func error(_ code: SceneFileError.Code, _ node: SceneNode, _ message: String) -> SceneFileError {
        SceneFileError(code, at: location(of: node), message)
    }

    /// Whether an error dropped an element (a view, a recognizer, a step, the scene) from what was read, so that
    /// checking references between the elements read would report what is only missing because of it.
    var droppedElements = false

    /// Records an error that dropped the element being read (unless it is one of the ``SceneFileError/isLocal``
    /// kinds, which drop nothing).
    mutating func record(_ error: SceneFileError) {
        if !error.isLocal { droppedElements = true }
        if errors.count < Self.maximumErrors { errors.append(error) }
    }

    /// Records an error in one field of an element that is kept without that field (its value stays the
    /// default), so every field's error is reported in the same run, not one per run.
    mutating func recordField(_ error: SceneFileError) {
        if errors.count < Self.maximumErrors { errors.append(error) }
    }

    /// What a node is, for "expected …, found …" messages.
    static func describe(_ node: SceneNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(scalar):
            switch scalar.kind {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "the string '\(scalar.string.prefix(40))'"
            }
        }
    }

    /// Parses a core-schema number: decimal, `0x`/`0o` integers, `.inf`, `-.inf`, `.nan`.
    static func number(_ text: String) -> Double? { SceneNode.number(text) }

    // MARK: Scalars

    func string(_ node: SceneNode, _ what: @autoclosure () -> String) throws(SceneFileError) -> String {
        guard case let .scalar(scalar) = node.content, scalar.kind == .string else {
            throw error(.wrongType, node, "\(what()) must be a string, found \(Self.describe(node))")
        }
        return scalar.string
    }

    func bool(_ node: SceneNode, _ what: @autoclosure () -> String) throws(SceneFileError) -> Bool {
        guard case let .scalar(scalar) = node.content, scalar.kind == .bool else {
            throw error(.wrongType, node, "\(what()) must be true or false, found \(Self.describe(node))")
        }
        return scalar.string.lowercased() == "true"
    }

    func number(_ node: SceneNode, _ what: @autoclosure () -> String) throws(SceneFileError) -> Double {
        guard case let .scalar(scalar) = node.content, scalar.kind == .number else {
            throw error(.wrongType, node, "\(what()) must be a number, found \(Self.describe(node))")
        }
        let value = scalar.number
        guard value.isFinite else {
            throw error(.notANumber, node, "\(what()) must be a finite number, found \(scalar.string)")
        }
        guard value.magnitude <= SceneDecoder.maximumMagnitude else {
            throw error(
                .invalidValue, node,
                "\(what()) must be between -1e9 and 1e9 (InputLimits), found \(scalar.string)")
        }
        return value
    }

    func number(_ node: SceneNode, _ what: @autoclosure () -> String, in range: ClosedRange<Double>)
        throws(SceneFileError) -> Double
    {
        let value = try number(node, what())
        guard range.contains(value) else {
            throw error(
                .invalidValue, node,
                "\(what()) must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), found \(Self.format(value))"
            )
        }
        return value
    }

    func integer(_ node: SceneNode, _ what: @autoclosure () -> String, in range: ClosedRange<Int>)
        throws(SceneFileError) -> Int
    {
        let value = try number(node, what())
        guard abs(value) < 1e15, let whole = Int(exactly: value) else {
            throw error(.wrongType, node, "\(what()) must be a whole number, found \(Self.format(value))")
        }
        guard range.contains(whole) else {
            throw error(
                .invalidValue, node,
                "\(what()) must be between \(range.lowerBound) and \(range.upperBound), found \(whole)")
        }
        return whole
    }

    /// One of a fixed set of names.
    func name<Value: RawRepresentable & CaseIterable>(
        _ node: SceneNode, _ what: String, as type: Value.Type = Value.self
    ) throws(SceneFileError) -> Value where Value.RawValue == String {
        let text = try string(node, what)
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue)
            throw error(.invalidValue, node, "unknown \(what) '\(text)'" + Suggestion.hint(text, among: allowed))
        }
        return value
    }

    /// A value or a list of values, as a list.
    func list(_ node: SceneNode) -> [SceneNode] {
        if case let .sequence(sequence) = node.content { return sequence }
        return [node]
    }

    func sequence(_ node: SceneNode, _ what: String) throws(SceneFileError) -> [SceneNode] {
        guard case let .sequence(sequence) = node.content else {
            throw error(.wrongType, node, "\(what) must be a list, found \(Self.describe(node))")
        }
        return sequence
    }

    static func format(_ value: Double) -> String { Script.Expanded.Step.format(value) }

    // MARK: Mappings

    /// Opens a mapping, checking its keys against the allowed ones: every unknown key is recorded (with the
    /// nearest allowed key suggested, or the allowed keys listed when none is close), required keys that are missing throw. A null value counts as absent.
    mutating func mapping(
        _ node: SceneNode, _ describing: @autoclosure () -> String, allowed: [String], required: [String] = []
    ) throws(SceneFileError) -> Fields {
        try mapping(node, describing(), names: allowed, required: required) { allowed.firstIndex(of: $0) }
    }

    /// ``mapping(_:_:allowed:required:)`` with the allowed keys in a ``KeySet``: each key is found by one hash
    /// instead of a comparison with every allowed name (a 100,000-view file opens 100,000 view mappings), and
    /// each field keeps its key's position in the set.
    mutating func mapping(
        _ node: SceneNode, _ describing: @autoclosure () -> String, allowed: KeySet, required: [String] = []
    ) throws(SceneFileError) -> Fields {
        try mapping(node, describing(), names: allowed.names, required: required) { allowed.positions[$0] }
    }

    private mutating func mapping(
        _ node: SceneNode, _ describing: @autoclosure () -> String, names allowed: [String], required: [String],
        position: (String) -> Int?
    ) throws(SceneFileError) -> Fields {
        // The description is only made for an error: a 100,000-view file opens 100,000 mappings.
        var described: String?
        func what() -> String {
            if let described { return described }
            let made = describing()
            described = made
            return made
        }
        guard case let .mapping(mapping) = node.content else {
            throw error(.wrongType, node, "\(what()) must be a mapping, found \(Self.describe(node))")
        }
        var pairs: [Fields.Field] = []
        pairs.reserveCapacity(mapping.count)
        // Small mappings (every mapping a scene has) look back; a large one keeps a set, so no mapping is quadratic.
        var seen: Set<String> = []
        let large = mapping.count > 16
        for (index, pair) in mapping.enumerated() {
            let (key, value) = (pair.key, pair.value)
            guard case let .scalar(scalar) = key.content else {
                record(error(.wrongType, key, "keys in \(what()) must be strings, found \(Self.describe(key))"))
                continue
            }
            let name = scalar.string
            let repeated =
                large ? !seen.insert(name).inserted : mapping[..<index].contains { $0.key.scalar?.string == name }
            if repeated {
                record(error(.duplicateKey, key, "duplicate key '\(name)' in \(what())"))
                continue
            }
            guard let position = position(name) else {
                record(
                    error(
                        .unknownKey, key, "unknown key '\(name)' in \(what())" + Suggestion.hint(name, among: allowed)))
                continue
            }
            if case let .scalar(valueScalar) = value.content, valueScalar.kind == .null { continue }
            pairs.append(Fields.Field(key: name, position: position, value: value))
        }
        let fields = Fields(node: node, pairs: pairs)
        for key in required where fields[key] == nil {
            throw error(.missingKey, node, "missing key '\(key)' in \(what())")
        }
        return fields
    }

    /// The keys a mapping may have, in the order messages list them, with each key's position in that list.
    struct KeySet: Sendable {
        /// The keys, in order.
        let names: [String]
        /// Each key's index in ``names``.
        let positions: [String: Int]

        init(_ names: [String]) {
            self.names = names
            var positions: [String: Int] = [:]
            for (index, name) in names.enumerated() where positions[name] == nil { positions[name] = index }
            self.positions = positions
        }
    }

    /// The known keys of one mapping.
    struct Fields {
        /// The mapping itself.
        let node: SceneNode
        /// The known keys with their positions among the allowed keys and their values, in file order.
        let pairs: [Field]
        /// A known key, its position among the allowed keys and its value.
        struct Field {
            let key: String
            let position: Int
            let value: SceneNode
        }
        subscript(key: String) -> SceneNode? { pairs.first { $0.key == key }?.value }
        /// The value of the key at `position` among the allowed keys.
        subscript(position position: Int) -> SceneNode? { pairs.first { $0.position == position }?.value }
    }
}
