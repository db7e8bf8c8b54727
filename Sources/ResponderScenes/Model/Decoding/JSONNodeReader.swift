/// Reads a JSON file into ``SceneNode``s in one pass over its bytes, keeping each node's line and column.
///
/// JSON is also YAML, but Yams' general composer makes several objects per node; this reader makes one node
/// and no intermediate text, which is what lets a 100,000-view JSON scene load in a fraction of a second.
/// Text that is not strict JSON (YAML flow syntax such as `{id: w}`, a comment, a trailing comma) makes
/// ``read(_:file:limits:)`` answer nil, and the caller reads the file as YAML instead, so such a file gets
/// YAML's own error messages. Nesting and the node count are limited as for YAML. A scene's flat `views` list
/// is read straight into views where it can be (``readScene(_:file:limits:viewClasses:)``).
struct JSONNodeReader {
    let bytes: [UInt8]
    let file: String
    private let maximumNodes: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index` (columns count Unicode scalars).
    var continuationBytes = 0
    var nodes = 0
    var depth = 0
    /// The members and elements of the collections being read, innermost last: each collection's array is made
    /// once, at its exact size, when it closes, instead of growing as it is read.
    private var pendingPairs: [SceneNode.Pair] = []
    private var pendingItems: [SceneNode] = []
    /// The last `superview` value of the flat `views` list read straight from the bytes, written without escapes:
    /// where its bytes are, the string and its UTF-8 continuation bytes (a superview's subviews name it one after
    /// another: the reader gives the same string again instead of making a new one).
    var lastSuperview: (bytes: Range<Int>, text: String, continuationBytes: Int)?

    /// libyaml's nesting limit, kept for JSON so both syntaxes accept the same trees.
    static let maximumNesting = 1000

    /// Not JSON: the caller reads the text as YAML.
    struct NotJSON: Error {}

    init(bytes: [UInt8], file: String, maximumNodes: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumNodes = maximumNodes
    }

    /// The root node of `text` when it is a JSON object or array; nil when it is not JSON.
    static func read(_ text: String, file: String, limits: SceneDecoder.Limits) throws(SceneFileError) -> SceneNode? {
        guard let first = text.utf8.first(where: { !isSpace($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        else { return nil }
        var reader = JSONNodeReader(bytes: Array(text.utf8), file: file, maximumNodes: limits.maximumNodes)
        do {
            reader.skipSpace()
            let root = try reader.value()
            reader.skipSpace()
            guard reader.index == reader.bytes.count else { return nil }
            return root
        } catch let error as SceneFileError {
            throw error
        } catch {
            return nil
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    var column: Int { index - lineStart - continuationBytes + 1 }

    func location() -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                continuationBytes = 0
            default: return
            }
        }
    }

    @inline(__always)
    mutating func count() throws {
        nodes += 1
        if nodes > maximumNodes { throw tooManyNodes() }
    }

    /// The error of a file with more nodes than the limit, at the node that passes it.
    @inline(never)
    private func tooManyNodes() -> SceneFileError {
        SceneFileError(
            .tooManyNodes, at: location(), "the file has more than \(maximumNodes) nodes (values, lists and mappings)")
    }

    mutating func value() throws -> SceneNode {
        guard index < bytes.count else { throw NotJSON() }
        try count()
        let (startLine, startColumn) = (line, column)
        switch bytes[index] {
        case UInt8(ascii: "{"): return SceneNode(.mapping(try members()), line: startLine, column: startColumn)
        case UInt8(ascii: "["): return SceneNode(.sequence(try elements()), line: startLine, column: startColumn)
        case UInt8(ascii: "\""):
            let text = try string()
            return SceneNode(
                .scalar(.init(string: text, kind: .string, number: 0)), line: startLine, column: startColumn)
        case UInt8(ascii: "t"):
            try literal("true")
            return SceneNode(
                .scalar(.init(string: "true", kind: .bool, number: 0)), line: startLine, column: startColumn)
        case UInt8(ascii: "f"):
            try literal("false")
            return SceneNode(
                .scalar(.init(string: "false", kind: .bool, number: 0)), line: startLine, column: startColumn)
        case UInt8(ascii: "n"):
            try literal("null")
            return SceneNode(
                .scalar(.init(string: "null", kind: .null, number: 0)), line: startLine, column: startColumn)
        default:
            let start = index
            let number = try self.number()
            // The text is kept only where a message quotes it: a number beyond the bound, or too large to be finite.
            let text =
                number.magnitude <= SceneDecoder.maximumMagnitude
                ? "" : String(decoding: bytes[start..<index], as: UTF8.self)
            return SceneNode(
                .scalar(.init(string: text, kind: .number, number: number)), line: startLine, column: startColumn)
        }
    }

    mutating func enter() throws {
        depth += 1
        if depth > Self.maximumNesting {
            throw SceneFileError(
                .tooDeep, at: location(),
                "nesting is deeper than 1000 levels; declare deep view trees flat, in 'views' with 'superview'")
        }
    }

    private mutating func members() throws -> [SceneNode.Pair] {
        if try openContainer(closedBy: UInt8(ascii: "}")) { return [] }
        let base = pendingPairs.count
        while true {
            let key = try memberKey()
            let member = try value()
            pendingPairs.append(SceneNode.Pair(key: key, value: member))
            guard let another = afterMember(closedBy: UInt8(ascii: "}")) else { throw NotJSON() }
            if another { continue }
            let pairs = Array(pendingPairs[base...])
            pendingPairs.removeSubrange(base...)
            return pairs
        }
    }

    private mutating func elements() throws -> [SceneNode] {
        if try openContainer(closedBy: UInt8(ascii: "]")) { return [] }
        let base = pendingItems.count
        while true {
            skipSpace()
            let item = try value()
            pendingItems.append(item)
            guard let another = afterMember(closedBy: UInt8(ascii: "]")) else { throw NotJSON() }
            if another { continue }
            let items = Array(pendingItems[base...])
            pendingItems.removeSubrange(base...)
            return items
        }
    }

    /// At the opening bracket of a list or a mapping: enters it and steps past the bracket; true (and left again)
    /// when the `close` byte follows at once, an empty container.
    @inline(__always)
    mutating func openContainer(closedBy close: UInt8) throws -> Bool {
        try enter()
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// At a member of a mapping: reads its quoted key and the colon after it, and stops at its value.
    @inline(__always)
    mutating func memberKey() throws -> SceneNode {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw NotJSON() }
        let key = try value()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw NotJSON() }
        index += 1
        skipSpace()
        return key
    }

    /// After a member of a list or a mapping, at the comma or the `close` byte that may follow it: true past a comma
    /// (another member follows), false past `close` (the nesting level is left), nil when neither is there.
    @inline(__always)
    mutating func afterMember(closedBy close: UInt8) -> Bool? {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        guard bytes[index] == close else { return nil }
        index += 1
        depth -= 1
        return false
    }

    mutating func literal(_ word: String) throws {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            throw NotJSON()
        }
        index += count
    }

    /// A JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func number() throws -> Double {
        let start = index
        var integer = 0
        var digits = 0
        var isInteger = true
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let firstDigit = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if digits < 18 { integer = integer * 10 + Int(bytes[index] - 0x30) }
            digits += 1
            index += 1
        }
        guard digits > 0, !(digits > 1 && bytes[firstDigit] == 0x30) else { throw NotJSON() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > fractionStart else { throw NotJSON() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > exponentStart else { throw NotJSON() }
        }
        if isInteger && digits <= 15 { return Double(negative ? -integer : integer) }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw NotJSON() }
        return value
    }

    /// A JSON string; without escapes, its bytes are taken as they are.
    mutating func string() throws -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw NotJSON() }
            if byte & 0xC0 == 0x80 { continuationBytes += 1 }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw NotJSON() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): appendScalar(try unicodeEscape(), to: &buffer)
                default: throw NotJSON()
                }
            default:
                if byte < 0x20 { throw NotJSON() }
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                buffer.append(byte)
            }
        }
        throw NotJSON()
    }

    /// The scalar of a `\uXXXX` escape (the `\u` read), joining a surrogate pair.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw NotJSON() }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw NotJSON() }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw NotJSON() }
        return scalar
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw NotJSON() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw NotJSON()
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func appendScalar(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: String(scalar).utf8)
    }
}
