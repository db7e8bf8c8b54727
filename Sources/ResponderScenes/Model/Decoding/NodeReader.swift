import Foundation
import Yams

/// Reads typed values out of Yams nodes, with the node's location in every error.
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

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ code: SceneFileError.Code, _ node: Node, _ message: String) -> SceneFileError {
        SceneFileError(code, at: location(of: node), message)
    }

    mutating func record(_ error: SceneFileError) {
        if errors.count < Self.maximumErrors { errors.append(error) }
    }

    /// What a node is, for "expected …, found …" messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case let .scalar(scalar):
            switch ScalarKind(scalar) {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "the string '\(scalar.string.prefix(40))'"
            }
        }
    }

    /// The YAML 1.2 core-schema kind of a scalar.
    enum ScalarKind {
        case null, bool, number, string

        init(_ scalar: Node.Scalar) {
            guard scalar.style == .plain || scalar.style == .any else { self = .string; return }
            switch scalar.string {
            case "", "~", "null", "Null", "NULL": self = .null
            case "true", "True", "TRUE", "false", "False", "FALSE": self = .bool
            default: self = NodeReader.number(scalar.string) == nil ? .string : .number
            }
        }
    }

    /// Parses a core-schema number: decimal, `0x`/`0o` integers, `.inf`, `-.inf`, `.nan`.
    static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return Double(text)
    }

    // MARK: Scalars

    func string(_ node: Node, _ what: String) throws(SceneFileError) -> String {
        guard case let .scalar(scalar) = node, ScalarKind(scalar) == .string else {
            throw error(.wrongType, node, "\(what) must be a string, found \(Self.describe(node))")
        }
        return scalar.string
    }

    func bool(_ node: Node, _ what: String) throws(SceneFileError) -> Bool {
        guard case let .scalar(scalar) = node, ScalarKind(scalar) == .bool else {
            throw error(.wrongType, node, "\(what) must be true or false, found \(Self.describe(node))")
        }
        return scalar.string.lowercased() == "true"
    }

    func number(_ node: Node, _ what: String) throws(SceneFileError) -> Double {
        guard case let .scalar(scalar) = node, ScalarKind(scalar) == .number, let value = Self.number(scalar.string)
        else { throw error(.wrongType, node, "\(what) must be a number, found \(Self.describe(node))") }
        guard value.isFinite else {
            throw error(.notANumber, node, "\(what) must be a finite number, found \(scalar.string)")
        }
        return value
    }

    func number(_ node: Node, _ what: String, in range: ClosedRange<Double>) throws(SceneFileError) -> Double {
        let value = try number(node, what)
        guard range.contains(value) else {
            throw error(
                .invalidValue, node,
                "\(what) must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), found \(Self.format(value))"
            )
        }
        return value
    }

    func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
        let value = try number(node, what)
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw error(.wrongType, node, "\(what) must be a whole number, found \(Self.format(value))")
        }
        guard range.contains(Int(value)) else {
            throw error(
                .invalidValue, node,
                "\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(Int(value))")
        }
        return Int(value)
    }

    /// One of a fixed set of names.
    func name<Value: RawRepresentable & CaseIterable>(
        _ node: Node, _ what: String, as type: Value.Type = Value.self
    ) throws(SceneFileError) -> Value where Value.RawValue == String {
        let text = try string(node, what)
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(.invalidValue, node, "unknown \(what) '\(text)'; expected one of: \(allowed)")
        }
        return value
    }

    /// A value or a list of values, as a list.
    func list(_ node: Node) -> [Node] {
        if case let .sequence(sequence) = node { return Array(sequence) }
        return [node]
    }

    func sequence(_ node: Node, _ what: String) throws(SceneFileError) -> [Node] {
        guard case let .sequence(sequence) = node else {
            throw error(.wrongType, node, "\(what) must be a list, found \(Self.describe(node))")
        }
        return Array(sequence)
    }

    static func format(_ value: Double) -> String { Script.Expanded.Step.format(value) }

    // MARK: Mappings

    /// Opens a mapping, checking its keys against the allowed ones: every unknown key is recorded (with the
    /// expected keys listed), required keys that are missing throw. A null value counts as absent.
    mutating func mapping(
        _ node: Node, _ what: String, allowed: [String], required: [String] = []
    ) throws(SceneFileError) -> Fields {
        guard case let .mapping(mapping) = node else {
            throw error(.wrongType, node, "\(what) must be a mapping, found \(Self.describe(node))")
        }
        var pairs: [(key: String, value: Node)] = []
        for (key, value) in mapping {
            guard case let .scalar(scalar) = key else {
                record(error(.wrongType, key, "keys in \(what) must be strings, found \(Self.describe(key))"))
                continue
            }
            guard allowed.contains(scalar.string) else {
                record(
                    error(
                        .unknownKey, key,
                        "unknown key '\(scalar.string)' in \(what); expected one of: \(allowed.joined(separator: ", "))"
                    ))
                continue
            }
            if case let .scalar(valueScalar) = value, ScalarKind(valueScalar) == .null { continue }
            pairs.append((scalar.string, value))
        }
        let fields = Fields(node: node, pairs: pairs)
        for key in required where fields[key] == nil {
            throw error(.missingKey, node, "missing key '\(key)' in \(what)")
        }
        return fields
    }

    /// The known keys of one mapping.
    struct Fields {
        /// The mapping itself.
        let node: Node
        /// The known keys with their values, in file order.
        let pairs: [(key: String, value: Node)]
        subscript(key: String) -> Node? { pairs.first { $0.key == key }?.value }
    }
}
