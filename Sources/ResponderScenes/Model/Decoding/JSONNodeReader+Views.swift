import Foundation

/// Reading a scene's flat `views` list without the node tree.
///
/// A 100,000-view file is almost all `views`, and each view as nodes is a mapping, its keys, its values and its
/// frame's list, later walked, checked and freed again. A view whose keys are among the few ``FlatViewList/Key``s, each
/// with a value of the one simple form the schema allows for it and within its range, is read here straight into
/// a ``Scene/View``, with the same values and locations ``SceneReading`` would give it: each value by the one
/// reading of a view's keys, ``SceneReading/readViewValue(_:from:into:)``, with this reader (a ``ViewValueSource``)
/// as its source. Anything else in a view (an
/// other key, a repeated key, null, a value of another type or out of range) makes the reader go back to the
/// view's first byte and read it as nodes, so every error and its message come from the usual walk. Nodes are
/// counted, and nesting entered, exactly as ``JSONNodeReader/value()`` would, so the node budget fails at the
/// same byte with the same error.
extension JSONNodeReader: ViewValueSource {
    /// The root node of `text` when it is JSON, with its first `views` list, when that is a list, read by
    /// ``flatViews(viewClasses:maximumViews:)`` (the root node then holds an empty list in its place); nil when it is not JSON.
    static func readScene(
        _ text: String, file: String, limits: SceneDecoder.Limits, viewClasses: Set<String>?
    ) throws(SceneFileError) -> (root: SceneNode, views: FlatViewList?)? {
        guard let first = text.utf8.first(where: { !isSpace($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        else { return nil }
        var reader = JSONNodeReader(bytes: Array(text.utf8), file: file, maximumNodes: limits.maximumNodes)
        do {
            reader.skipSpace()
            let read = try reader.sceneRoot(viewClasses: viewClasses, maximumViews: limits.maximumViews)
            reader.skipSpace()
            guard reader.index == reader.bytes.count else { return nil }
            return read
        } catch let error as SceneFileError {
            throw error
        } catch {
            return nil
        }
    }

    /// The root value; when it is a mapping, its first `views` member that is a list is read as a
    /// ``FlatViewList``.
    private mutating func sceneRoot(viewClasses: Set<String>?, maximumViews: Int) throws -> (
        root: SceneNode, views: FlatViewList?
    ) {
        guard bytes[index] == UInt8(ascii: "{") else { return (try value(), nil) }
        try count()
        let (startLine, startColumn) = (line, column)
        if try openContainer(closedBy: UInt8(ascii: "}")) {
            return (SceneNode(.mapping([]), line: startLine, column: startColumn), nil)
        }
        var pairs: [SceneNode.Pair] = []
        var flat: FlatViewList?
        var sawViews = false
        while true {
            let key = try memberKey()
            let member: SceneNode
            if !sawViews, key.string == "views" {
                // Only the first `views` counts (a later one is a duplicate key); null or a non-list is read
                // as a node, for the usual message.
                sawViews = true
                if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                    let (listLine, listColumn) = (line, column)
                    flat = try flatViews(viewClasses: viewClasses, maximumViews: maximumViews)
                    member = SceneNode(.sequence([]), line: listLine, column: listColumn)
                } else {
                    member = try value()
                }
            } else {
                member = try value()
            }
            pairs.append(SceneNode.Pair(key: key, value: member))
            guard let another = afterMember(closedBy: UInt8(ascii: "}")) else { throw NotJSON() }
            if another { continue }
            return (SceneNode(.mapping(pairs), line: startLine, column: startColumn), flat)
        }
    }

    /// A `views` list (at its `[`): each item read by ``fastView(into:viewClasses:)`` or, when that declines it, as a
    /// node from its first byte again.
    private mutating func flatViews(viewClasses: Set<String>?, maximumViews: Int) throws -> FlatViewList {
        try count()
        var list = FlatViewList()
        if try openContainer(closedBy: UInt8(ascii: "]")) { return list }
        let listStart = index
        while true {
            skipSpace()
            if list.count == FlatViewList.sampledViews {
                list.reserve(
                    sampledBytes: index - listStart, remainingBytes: bytes.count - index, maximumViews: maximumViews)
            }
            let saved = (index, line, lineStart, continuationBytes, nodes, depth)
            if try !fastView(into: &list, viewClasses: viewClasses) {
                (index, line, lineStart, continuationBytes, nodes, depth) = saved
                list.dropUnfinished()
                list.nodes.append((list.count, try value()))
            }
            guard let another = afterMember(closedBy: UInt8(ascii: "]")) else { throw NotJSON() }
            if another { continue }
            return list
        }
    }

    /// Reads a view mapping in the simple form and appends it to `list` as ``SceneReading`` would read it in the
    /// flat list, with the mark of its `superview` value; false (with the reader part-way through it, and the view
    /// left unfinished in `list`, for ``FlatViewList/dropUnfinished()``) when anything in it is not that form. The
    /// view is read in place, as the list's last view (``FlatViewList/begin(at:)``). Each key's value is read by
    /// ``SceneReading/readViewValue(_:from:into:)`` (`superview`, only the flat list's, by
    /// ``SceneReading/readSuperview(from:)``), with this reader as its source.
    private mutating func fastView(into list: inout FlatViewList, viewClasses: Set<String>?) throws -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        try count()
        list.begin(at: SourceLocation(file: file, line: line, column: column))
        var pending = FlatViewList.Pending()
        try enter()
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else { return false }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            try count()
            guard let key = fastKey(), pending.firstRead(key) else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            skipSpace()
            guard index < bytes.count else { return false }
            if let viewKey = key.viewKey {
                guard try SceneReading.readViewValue(viewKey, from: &self, into: &list.views[list.views.count - 1])
                else { return false }
            } else {
                pending.mark = UInt64(UInt32(clamping: line)) << 32 | UInt64(UInt32(clamping: column))
                guard let superview = try SceneReading.readSuperview(from: &self) else { return false }
                list.views[list.views.count - 1].superview = superview
            }
            guard let another = afterMember(closedBy: UInt8(ascii: "}")) else { return false }
            if another { continue }
            break
        }
        return list.finish(pending, viewClasses: viewClasses)
    }

    /// The key at a `"`, read past it, when it is one of ``FlatViewList/Key`` written without escapes.
    private mutating func fastKey() -> FlatViewList.Key? {
        guard let (key, end) = FlatViewList.Key.match(bytes, at: index + 1, terminator: UInt8(ascii: "\"")) else {
            return nil
        }
        index = end + 1
        return key
    }

    /// The string at a `"`, as ``JSONNodeReader/string()`` reads it, but ``lastSuperview`` again when the bytes are
    /// the same (a superview's subviews name it one after another: no new string for each); ``lastSuperview``
    /// becomes this one when it has no escapes.
    private mutating func repeatedString() throws -> String {
        let start = index + 1
        if let previous = lastSuperview {
            let end = start + previous.bytes.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let (other, length) = (previous.bytes.lowerBound, previous.bytes.count)
                var offset = 0
                while offset < length, bytes[start + offset] == bytes[other + offset] { offset += 1 }
                if offset == length {
                    index = end + 1
                    continuationBytes += previous.continuationBytes
                    return previous.text
                }
            }
        }
        let continuationsBefore = continuationBytes
        let text = try string()
        // Without escapes, the string's bytes are the text's.
        if index - 1 - start == text.utf8.count {
            lastSuperview = (start..<(index - 1), text, continuationBytes - continuationsBefore)
        }
        return text
    }

    /// A JSON number within ``SceneDecoder/maximumMagnitude``, counted as a node; nil for anything else.
    private mutating func fastNumber() throws -> Double? {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) else { return nil }
        try count()
        // Most geometry is short whole numbers: up to 15 digits (exact in a Double), without a leading zero, followed
        // by neither a fraction, an exponent nor another digit. Anything else is read by `number()`.
        var end = index
        var integer = 0
        while end < bytes.count, end - index < 15, bytes[end] >= 0x30, bytes[end] <= 0x39 {
            integer = integer * 10 + Int(bytes[end] - 0x30)
            end += 1
        }
        if end > index, end < bytes.count, end - index == 1 || bytes[index] != 0x30 {
            switch bytes[end] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), 0x30...0x39: break
            default:
                // A whole number past the bound is left to `number()` below, which refuses it with a location.
                guard Double(integer) <= SceneDecoder.maximumMagnitude else { break }
                index = end
                return Double(integer)
            }
        }
        let value = try number()
        return value.magnitude <= SceneDecoder.maximumMagnitude ? value : nil
    }

    /// `true` or `false`, counted as a node; nil for anything else.
    private mutating func fastBool() throws -> Bool? {
        switch bytes[index] {
        case UInt8(ascii: "t"):
            try count()
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try count()
            try literal("false")
            return false
        default: return nil
        }
    }

    /// A list of exactly `expected` (two or four) finite numbers, counted as nodes; nil for anything else. (A
    /// tuple, not an array: no allocation for each view's frame.)
    private mutating func fastNumbers(_ expected: Int) throws -> (Double, Double, Double, Double)? {
        guard bytes[index] == UInt8(ascii: "[") else { return nil }
        try count()
        try enter()
        index += 1
        var values = (0.0, 0.0, 0.0, 0.0)
        var read = 0
        while true {
            skipSpace()
            guard index < bytes.count, read < expected, let value = try fastNumber() else { return nil }
            switch read {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            read += 1
            guard let another = afterMember(closedBy: UInt8(ascii: "]")) else { return nil }
            if another { continue }
            // A list of another length is read again as nodes, whose error names it.
            guard read == expected else { return nil }
            return values
        }
    }

    /// A value's reading throws the node budget's error, or text that is not JSON.
    typealias Failure = any Error

    /// The string at a `"`, counted as a node; nil for anything else.
    mutating func string(_ what: String) throws -> String? {
        guard bytes[index] == UInt8(ascii: "\"") else { return nil }
        try count()
        return try string()
    }

    /// `true` or `false`, counted as a node; nil for anything else.
    mutating func bool(_ what: String) throws -> Bool? { try fastBool() }

    /// A number within ``SceneDecoder/maximumMagnitude`` and `range`, counted as a node; nil for anything else.
    mutating func number(_ what: String, in range: ClosedRange<Double>?) throws -> Double? {
        guard let value = try fastNumber(), range?.contains(value) ?? true else { return nil }
        return value
    }

    /// A whole number within `range`, counted as a node; nil for anything else.
    mutating func integer(_ what: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = try fastNumber(), abs(value) < 1e15, let whole = Int(exactly: value), range.contains(whole)
        else { return nil }
        return whole
    }

    /// `[x, y, width, height]` with no negative width or height, counted as nodes; nil for anything else.
    mutating func rect(_ what: String) throws -> CGRect? {
        guard let values = try fastNumbers(4), values.2 >= 0, values.3 >= 0 else { return nil }
        return CGRect(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    /// A superview's id: the string at a `"` (``repeatedString()``), counted as a node; nil for anything else.
    mutating func superview(_ what: String) throws -> String? {
        guard bytes[index] == UInt8(ascii: "\"") else { return nil }
        try count()
        return try repeatedString()
    }

    /// `[x, y]`, counted as nodes; nil for anything else.
    mutating func point(_ what: String) throws -> CGPoint? {
        guard let values = try fastNumbers(2) else { return nil }
        return CGPoint(x: values.0, y: values.1)
    }
}
