/// A node of a scene or script file as the decoders read it, whichever syntax it was written in: a scalar, a
/// list or a mapping, with the line and column where it starts.
///
/// JSON files are read into nodes by ``JSONNodeReader`` (a single pass over the bytes); YAML files by Yams'
/// composer, whose nodes ``YAMLNodes`` turns into these within a node budget, so aliases cannot multiply a
/// small file into millions of nodes. Scalars carry their YAML 1.2 core-schema kind, found once when read.
struct SceneNode: Sendable, Equatable {
    /// What the node holds.
    enum Content: Sendable, Equatable {
        case scalar(Scalar)
        case sequence([SceneNode])
        case mapping([Pair])
    }

    /// A scalar's text, its core-schema kind and, for a number, its value.
    struct Scalar: Sendable, Equatable {
        /// The text as written (for a JSON number, empty: its value is in ``number``).
        var string: String
        /// null, bool, number or string; a quoted scalar is always a string.
        var kind: Kind
        /// The value of a number; 0 otherwise.
        var number: Double
    }

    /// The YAML 1.2 core-schema kinds of scalars.
    enum Kind: Sendable, Equatable { case null, bool, number, string }

    /// A mapping's key and value.
    struct Pair: Sendable, Equatable {
        var key: SceneNode
        var value: SceneNode
    }

    var content: Content
    /// The line, from 1.
    var line: Int32
    /// The column, from 1, in Unicode scalars.
    var column: Int32

    init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    /// The scalar, if the node is one.
    var scalar: Scalar? {
        if case let .scalar(scalar) = content { return scalar }
        return nil
    }

    /// The text of a string scalar, nil for anything else.
    var string: String? {
        if case let .scalar(scalar) = content, scalar.kind == .string { return scalar.string }
        return nil
    }

    /// The value of the first pair whose key is the string `key`, if the node is a mapping.
    subscript(key: String) -> SceneNode? {
        guard case let .mapping(pairs) = content else { return nil }
        for pair in pairs {
            if case let .scalar(scalar) = pair.key.content, scalar.string == key { return pair.value }
        }
        return nil
    }

    /// The string keys of a mapping, in file order; empty for other nodes.
    var keys: [String] {
        guard case let .mapping(pairs) = content else { return [] }
        return pairs.compactMap { $0.key.scalar?.string }
    }
}

extension SceneNode.Kind {
    /// The core-schema kind of a plain (unquoted) YAML scalar's text.
    init(plain text: String) {
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE", "false", "False", "FALSE": self = .bool
        default: self = SceneNode.number(text) == nil ? .string : .number
        }
    }
}

extension SceneNode {
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
        guard let first = text.utf8.first, Self.startsNumber(first) else { return nil }
        guard text.utf8.allSatisfy({ Self.isNumberByte($0) }) else { return nil }
        return Double(text)
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E
    }

    /// Digits, signs, the point and exponent letters.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E || byte == 0x65 || byte == 0x45
    }
}
