/// Reads the YAML that scene files are written in — block mappings and lists, one-line flow `{…}` and `[…]`,
/// plain and simply quoted scalars, comments — straight into ``SceneNode``s, in one pass over the bytes.
///
/// Yams' composer makes several objects per node and, in the debug build `swift run` makes, takes over ten
/// seconds for a 100,000-view file; this reader takes a fraction of one. It answers nil at the first thing
/// outside that subset (anchors and aliases, tags, block scalars `|` `>`, documents, multi-line flow or plain
/// scalars, escapes other than `\"` `\\` `\n` `\t`, a duplicate key, a syntax error), and the caller then reads
/// the file with Yams, so such files keep Yams' exact behaviour and messages. Marks follow libyaml's: a block
/// mapping starts at its first key, a block list at its first `-`, a flow collection at its bracket.
/// A scene's flat `views` list is read straight into views where it can be
/// (``readScene(_:file:limits:viewClasses:)``, in `YAMLSubsetReader+Views.swift`).
struct YAMLSubsetReader {
    let bytes: [UInt8]
    let maximumNodes: Int
    let file: String
    /// The content lines: start of the line, first non-space byte, end (the line's end, before a carriage
    /// return; a comment after the content is left to the scanners), line number, and whether the line is all
    /// ASCII (its columns are then its byte offsets).
    var lines: [(start: Int, content: Int, end: Int, number: Int, isASCII: Bool)] = []
    var current = 0
    var nodes = 0
    /// Block and flow nesting; past libyaml's 1,000 levels the file goes to Yams, which reports it.
    var depth = 0
    /// Whether the root mapping's `views` list is read straight into views, into ``flatViews``
    /// (``readScene(_:file:limits:viewClasses:)``), and the known classes and view limit that reading uses.
    private var readsFlatViews = false
    var viewClasses: Set<String>?
    var maximumViews = 0
    /// The flat `views` list read straight into views; the root node then holds an empty list in its place.
    var flatViews: FlatViewList?
    /// Where the value of a flat view's key is, while ``SceneReading/readViewValue(_:from:into:)`` reads it with
    /// this reader as its source (`YAMLSubsetReader+Views.swift`).
    var valueCursor = ValueCursor()
    /// The last `superview` value of the flat `views` list read straight from the bytes: where its bytes are, and
    /// the string (a superview's subviews name it one after another: the reader gives the same string again
    /// instead of making a new one).
    var lastSuperview: (bytes: Range<Int>, text: String)?

    struct NotSubset: Error {}

    private init(bytes: [UInt8], file: String, maximumNodes: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumNodes = maximumNodes
    }

    /// The root node, or nil when the text is outside the subset (the caller reads it with Yams).
    static func read(_ text: String, file: String, limits: SceneDecoder.Limits) throws(SceneFileError) -> SceneNode? {
        var reader = YAMLSubsetReader(bytes: Array(text.utf8), file: file, maximumNodes: limits.maximumNodes)
        return try reader.root()
    }

    /// The root node, with its `views` list, when that is a block list, read straight into views as far as it
    /// can be (``flatViewList(after:)``; the root node then holds an empty list in its place); nil when the
    /// text is outside the subset.
    static func readScene(
        _ text: String, file: String, limits: SceneDecoder.Limits, viewClasses: Set<String>?
    ) throws(SceneFileError) -> (root: SceneNode, views: FlatViewList?)? {
        var reader = YAMLSubsetReader(bytes: Array(text.utf8), file: file, maximumNodes: limits.maximumNodes)
        reader.readsFlatViews = true
        reader.viewClasses = viewClasses
        reader.maximumViews = limits.maximumViews
        guard let root = try reader.root() else { return nil }
        return (root, reader.flatViews)
    }

    /// Reads the whole text: its root node, or nil when the text is outside the subset.
    private mutating func root() throws(SceneFileError) -> SceneNode? {
        do {
            try splitLines()
            guard !lines.isEmpty else { return nil }
            let first = lines[0]
            let root = try block(indent: first.content - first.start)
            guard current == lines.count else { return nil }
            return root
        } catch let error as SceneFileError {
            throw error
        } catch {
            return nil
        }
    }

    // MARK: Lines

    private mutating func splitLines() throws {
        // The bytes and their count as locals, so the scan of each line is a tight loop over them; a line's bytes
        // are or-ed together, its high bit set when any is not ASCII.
        let bytes = self.bytes
        let count = bytes.count
        var start = 0
        var number = 1
        while start < count {
            var end = start
            var union: UInt8 = 0
            while end < count {
                let byte = bytes[end]
                if byte == 0x0A { break }
                union |= byte
                end += 1
            }
            let isASCII = union < 0x80
            var content = start
            while content < end, bytes[content] == 0x20 { content += 1 }
            if content < end, bytes[content] == 0x09 { throw NotSubset() }
            var stop = end
            if stop > content, bytes[stop - 1] == 0x0D { stop -= 1 }
            if stop - start > 512, !isASCII {
                throw NotSubset()  // columns are counted from the line's start: keep that short
            }
            if content < stop, bytes[content] != UInt8(ascii: "#") {
                if number == 1, bytes[content] == UInt8(ascii: "%") { throw NotSubset() }
                if content == start, stop - content >= 3,
                    bytes[content] == UInt8(ascii: "-") || bytes[content] == UInt8(ascii: "."),
                    bytes[content + 1] == bytes[content], bytes[content + 2] == bytes[content]
                {
                    throw NotSubset()  // a document marker
                }
                lines.append((start, content, stop, number, isASCII))
            }
            start = end + 1
            number += 1
        }
    }

    func indentation(of line: Int) -> Int { lines[line].content - lines[line].start }

    func column(_ position: Int, line: Int) -> Int {
        if lines[line].isASCII { return position - lines[line].start + 1 }
        var column = 1
        var index = lines[line].start
        while index < position {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    mutating func node(_ content: consuming SceneNode.Content, at position: Int, line: Int) throws -> SceneNode {
        nodes += 1
        if nodes > maximumNodes {
            throw SceneFileError(
                .tooManyNodes,
                at: SourceLocation(file: file, line: lines[line].number, column: column(position, line: line)),
                "the file has more than \(maximumNodes) nodes (values, lists and mappings)")
        }
        return SceneNode(consume content, line: lines[line].number, column: column(position, line: line))
    }

    // MARK: Blocks

    /// The block starting at the current line, whose indentation is `indent`.
    private mutating func block(indent: Int) throws -> SceneNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 1000 else { throw NotSubset() }
        let line = current
        let position = lines[line].content
        if isDash(at: position, end: lines[line].end) { return try sequence(indent: indent) }
        return try mapping(indent: indent, from: position)
    }

    func isDash(at position: Int, end: Int) -> Bool {
        bytes[position] == UInt8(ascii: "-") && (position + 1 == end || bytes[position + 1] == 0x20)
    }

    private mutating func sequence(indent: Int) throws -> SceneNode {
        let line = current
        var items: [SceneNode] = []
        let start = lines[line].content
        while current < lines.count, indentation(of: current) == indent,
            isDash(at: lines[current].content, end: lines[current].end)
        {
            items.append(try item(indent: indent))
        }
        if current < lines.count, indentation(of: current) > indent { throw NotSubset() }
        return try node(.sequence(items), at: start, line: line)
    }

    /// The block list item whose `-` starts the current line, at indentation `indent`.
    mutating func item(indent: Int) throws -> SceneNode {
        let itemLine = current
        var position = lines[itemLine].content + 1
        let end = lines[itemLine].end
        while position < end, bytes[position] == 0x20 { position += 1 }
        if position == end {
            current += 1
            return try nested(deeperThan: indent, line: itemLine, position: position)
        } else if isDash(at: position, end: end) {
            throw NotSubset()  // "- - x"
        } else if keyEnd(from: position, end: end) != nil {
            return try mapping(indent: position - lines[itemLine].start, from: position)
        } else {
            let item = try value(from: position, line: itemLine)
            current += 1
            return item
        }
    }

    /// The value of `key:` or `-` with nothing after it on its line: a deeper block, or null.
    private mutating func nested(deeperThan indent: Int, line: Int, position: Int, allowSequence: Bool = false) throws
        -> SceneNode
    {
        if current < lines.count {
            let next = indentation(of: current)
            if next > indent { return try block(indent: next) }
            if allowSequence, next == indent, isDash(at: lines[current].content, end: lines[current].end) {
                return try sequence(indent: indent)
            }
        }
        return try node(.scalar(.init(string: "", kind: .null, number: 0)), at: position, line: line)
    }

    /// A block mapping whose first key starts at `position` on the current line (not necessarily the line's
    /// first content: `- id: w`).
    private mutating func mapping(indent: Int, from position: Int) throws -> SceneNode {
        let line = current
        var pairs: [SceneNode.Pair] = []
        var keyStart = position
        while true {
            let keyLine = current
            let end = lines[keyLine].end
            guard let (key, colon) = try self.key(from: keyStart, end: end, line: keyLine) else { throw NotSubset() }
            if let name = key.scalar?.string, pairs.contains(where: { $0.key.scalar?.string == name }) {
                throw NotSubset()  // Yams reports duplicate keys
            }
            var valueStart = colon + 1
            while valueStart < end, bytes[valueStart] == 0x20 { valueStart += 1 }
            let value: SceneNode
            if valueStart == end {
                current += 1
                if readsFlatViews, position == lines[0].content, flatViews == nil, key.scalar?.string == "views",
                    let list = try flatViewList(after: indent)
                {
                    value = list
                } else {
                    value = try nested(deeperThan: indent, line: keyLine, position: colon + 1, allowSequence: true)
                }
            } else {
                value = try self.value(from: valueStart, line: keyLine)
                current += 1
            }
            pairs.append(SceneNode.Pair(key: key, value: value))
            guard current < lines.count else { break }
            let next = indentation(of: current)
            if next > indent { throw NotSubset() }
            guard next == indent, !isDash(at: lines[current].content, end: lines[current].end) else { break }
            keyStart = lines[current].content
        }
        return try node(.mapping(pairs), at: position, line: line)
    }

    /// Where a block key `name:` starting at `position` ends (the colon), if the line has one.
    private func keyEnd(from position: Int, end: Int) -> Int? {
        if bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") { return nil }
        var index = position
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            while index < end, bytes[index] != quote { index += 1 }
            index += 1
            return index < end && bytes[index] == UInt8(ascii: ":") && (index + 1 == end || bytes[index + 1] == 0x20)
                ? index : nil
        }
        while index < end {
            if bytes[index] == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == 0x20 { return index }
            if bytes[index] == UInt8(ascii: "#"), index > position, bytes[index - 1] == 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func key(from position: Int, end: Int, line: Int) throws -> (SceneNode, Int)? {
        guard let colon = keyEnd(from: position, end: end) else { return nil }
        var scanner = Scanner(bytes: bytes, index: position, end: colon, flow: false)
        let scalar = try scanner.scalar()
        scanner.skipSpaces()
        guard scanner.index == colon else { throw NotSubset() }
        return (try node(.scalar(scalar), at: position, line: line), colon)
    }

    /// A value that fills the rest of its line: a one-line flow collection or a scalar.
    private mutating func value(from position: Int, line: Int) throws -> SceneNode {
        var scanner = Scanner(bytes: bytes, index: position, end: lines[line].end, flow: false)
        let result = try flowValue(&scanner, line: line, inFlow: false)
        scanner.skipSpaces()
        guard scanner.atEndOrComment else { throw NotSubset() }
        return result
    }

    private mutating func flowValue(_ scanner: inout Scanner, line: Int, inFlow: Bool) throws -> SceneNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 1000 else { throw NotSubset() }
        scanner.skipSpaces()
        let start = scanner.index
        guard start < scanner.end else { throw NotSubset() }
        switch bytes[start] {
        case UInt8(ascii: "{"):
            scanner.index += 1
            var pairs: [SceneNode.Pair] = []
            scanner.skipSpaces()
            if scanner.peek == UInt8(ascii: "}") {
                scanner.index += 1
                return try node(.mapping(pairs), at: start, line: line)
            }
            // A flow mapping or list in a scene is mostly a view or a frame, of a few members: room for four
            // at once instead of growing from one.
            pairs.reserveCapacity(4)
            while true {
                scanner.skipSpaces()
                let keyStart = scanner.index
                scanner.flow = true
                let keyScalar = try scanner.scalar()
                let key = try node(.scalar(keyScalar), at: keyStart, line: line)
                scanner.skipSpaces()
                guard scanner.peek == UInt8(ascii: ":") else { throw NotSubset() }
                scanner.index += 1
                if let name = keyScalar.kind == .string || keyScalar.kind == .number ? keyScalar.string : nil,
                    pairs.contains(where: { $0.key.scalar?.string == name })
                {
                    throw NotSubset()
                }
                pairs.append(SceneNode.Pair(key: key, value: try flowValue(&scanner, line: line, inFlow: true)))
                scanner.skipSpaces()
                switch scanner.peek {
                case UInt8(ascii: ","): scanner.index += 1
                case UInt8(ascii: "}"):
                    scanner.index += 1
                    return try node(.mapping(pairs), at: start, line: line)
                default: throw NotSubset()
                }
            }
        case UInt8(ascii: "["):
            scanner.index += 1
            var items: [SceneNode] = []
            scanner.skipSpaces()
            if scanner.peek == UInt8(ascii: "]") {
                scanner.index += 1
                return try node(.sequence(items), at: start, line: line)
            }
            items.reserveCapacity(4)
            while true {
                items.append(try flowValue(&scanner, line: line, inFlow: true))
                scanner.skipSpaces()
                switch scanner.peek {
                case UInt8(ascii: ","): scanner.index += 1
                case UInt8(ascii: "]"):
                    scanner.index += 1
                    return try node(.sequence(items), at: start, line: line)
                default: throw NotSubset()
                }
            }
        default:
            scanner.flow = inFlow
            let scalar = try scanner.scalar()
            scanner.flow = false
            return try node(.scalar(scalar), at: start, line: line)
        }
    }

    // MARK: Scalars

    /// Whether the plain scalar in `bytes[start..<end]` may be a null or a boolean of the core schema: whether,
    /// in lowercase, it is `null`, `true` or `false`. Text that starts with a letter and is not one of these is a
    /// string (no number starts with a letter), found without the core schema's string matching.
    static func mayBeNullOrBool(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let count = end - start
        guard count == 4 || count == 5 else { return false }
        switch bytes[start] | 0x20 {
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"): break
        default: return false
        }
        // ASCII letters in lowercase; no other byte becomes a letter of a spelling.
        func lower(_ offset: Int) -> UInt8 { offset < count ? bytes[start + offset] | 0x20 : 0 }
        let text = (lower(0), lower(1), lower(2), lower(3), lower(4))
        return text == (0x6E, 0x75, 0x6C, 0x6C, 0) || text == (0x74, 0x72, 0x75, 0x65, 0)
            || text == (0x66, 0x61, 0x6C, 0x73, 0x65)
    }

    /// Reads scalars; `flow` ends plain scalars at flow indicators too.
    private struct Scanner {
        let bytes: [UInt8]
        var index: Int
        let end: Int
        /// Inside a flow collection: plain scalars end at `,` `]` `}`.
        var flow: Bool

        init(bytes: [UInt8], index: Int, end: Int, flow: Bool) {
            self.bytes = bytes
            self.index = index
            self.end = end
            self.flow = flow
        }

        var peek: UInt8? { index < end ? bytes[index] : nil }

        var atEndOrComment: Bool { index == end || bytes[index] == UInt8(ascii: "#") }

        mutating func skipSpaces() {
            while index < end, bytes[index] == 0x20 { index += 1 }
        }

        mutating func scalar() throws -> SceneNode.Scalar {
            guard index < end else { throw NotSubset() }
            let first = bytes[index]
            if first == UInt8(ascii: "\"") { return .init(string: try doubleQuoted(), kind: .string, number: 0) }
            if first == UInt8(ascii: "'") { return .init(string: try singleQuoted(), kind: .string, number: 0) }
            switch first {
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
                UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "?"), UInt8(ascii: "#"),
                UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                throw NotSubset()
            case UInt8(ascii: "-") where index + 1 < end && bytes[index + 1] == 0x20:
                throw NotSubset()
            case UInt8(ascii: ":"):
                throw NotSubset()
            default: break
            }
            let start = index
            var last = index  // one past the last non-space byte
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: ":") {
                    let next = index + 1 < end ? bytes[index + 1] : 0x20
                    if next == 0x20
                        || (flow
                            && (next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}")))
                    {
                        break
                    }
                    if flow { throw NotSubset() }  // "a:b" in flow: leave it to Yams
                }
                if byte == UInt8(ascii: "#"), bytes[index - 1] == 0x20 { break }
                if flow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
                if flow, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { throw NotSubset() }
                index += 1
                if byte != 0x20 { last = index }
            }
            index = last
            let text = String(decoding: bytes[start..<last], as: UTF8.self)
            if let quick = quickScalar(text, from: start, to: last) { return quick }
            let kind = SceneNode.Kind(plain: text)
            return .init(string: text, kind: kind, number: kind == .number ? SceneNode.number(text) ?? 0 : 0)
        }

        /// The scalars a large scene is made of, typed from their bytes without the core schema's string
        /// matching: a whole number of up to 15 digits (exactly what `Double(text)` makes of it), and text
        /// whose first byte cannot begin a null, a boolean or a number.
        private func quickScalar(_ text: String, from start: Int, to end: Int) -> SceneNode.Scalar? {
            guard start < end else { return nil }
            let first = bytes[start]
            switch first {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                if YAMLSubsetReader.mayBeNullOrBool(bytes, from: start, to: end) { return nil }
                return .init(string: text, kind: .string, number: 0)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                let negative = first == UInt8(ascii: "-")
                let digitsStart = negative ? start + 1 : start
                let count = end - digitsStart
                guard count >= 1, count <= 15 else { return nil }
                var value = 0
                for position in digitsStart..<end {
                    let byte = bytes[position]
                    guard byte >= 0x30, byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                let number = negative ? -Double(value) : Double(value)
                return .init(string: text, kind: .number, number: number)
            default: return nil
            }
        }

        mutating func doubleQuoted() throws -> String {
            index += 1
            var buffer: [UInt8] = []
            while index < end {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: buffer, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < end else { throw NotSubset() }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(escape)
                    case UInt8(ascii: "n"): buffer.append(0x0A)
                    case UInt8(ascii: "t"): buffer.append(0x09)
                    default: throw NotSubset()
                    }
                default: buffer.append(byte)
                }
            }
            throw NotSubset()  // a quoted scalar over several lines
        }

        mutating func singleQuoted() throws -> String {
            index += 1
            var buffer: [UInt8] = []
            while index < end {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "'") {
                    if index < end, bytes[index] == UInt8(ascii: "'") {
                        buffer.append(byte)
                        index += 1
                        continue
                    }
                    return String(decoding: buffer, as: UTF8.self)
                }
                buffer.append(byte)
            }
            throw NotSubset()
        }
    }
}
