import Foundation

/// Reading a scene's flat `views` list without the node tree, as ``JSONNodeReader`` does for JSON.
///
/// A 100,000-view file is almost all `views`, and each view as nodes is a mapping, its keys, its values and its
/// frame's list, later walked, checked and freed again. An item of the root mapping's block list `views` written
/// in the usual form — a one-line flow mapping (`- {id: a, superview: w, frame: [0, 0, 10, 10]}`) or a block
/// mapping of one `key: value` a line — whose keys are among the few ``FlatViewList/Key``s, each with a plain
/// value of the one form the schema allows for it and within its range, is read here straight into a
/// ``Scene/View``, with the same values and locations ``SceneReading`` would give it: each value by the one reading
/// of a view's keys, ``SceneReading/readViewValue(_:from:into:)``, with this reader (a ``ViewValueSource``) as its
/// source. Anything else in an item
/// (an other key, a repeated key, a quoted or multi-line scalar, an anchor, a tag, a non-ASCII line, a value
/// of another type or out of range) makes the reader go back to the item's line and read it as nodes
/// (``YAMLSubsetReader/item(indent:)``), so every error and its message come from the usual walk, and what the
/// subset does not cover still goes to Yams. An item's nodes are counted as the node reader counts them; an
/// item that would pass the node budget is read as nodes, so the budget fails at the same node with the same
/// error.
extension YAMLSubsetReader: ViewValueSource {
    /// The value of the root's `views:` when the next content line starts a block list (at the key's indentation
    /// `indent` or deeper): the list's items read by ``fastView(indent:into:)`` or, when that declines one, as a
    /// node; the list is kept in ``flatViews`` and an empty list node stands in its place. Nil (nothing read)
    /// when the value is not a block list.
    mutating func flatViewList(after indent: Int) throws -> SceneNode? {
        guard current < lines.count, isDash(at: lines[current].content, end: lines[current].end) else { return nil }
        let listIndent = indentation(of: current)
        guard listIndent >= indent else { return nil }
        // A deeper list is a nested block: one more level, as ``YAMLSubsetReader/block(indent:)`` counts them.
        let deeper = listIndent > indent
        if deeper { depth += 1 }
        defer { if deeper { depth -= 1 } }
        guard depth <= 1000 else { throw NotSubset() }
        let (line, start) = (current, lines[current].content)
        var list = FlatViewList()
        while current < lines.count, indentation(of: current) == listIndent,
            isDash(at: lines[current].content, end: lines[current].end)
        {
            if list.count == FlatViewList.sampledViews {
                let here = lines[current].start
                list.reserve(
                    sampledBytes: here - start, remainingBytes: bytes.count - here, maximumViews: maximumViews)
            }
            let saved = (current, nodes)
            if !fastView(indent: listIndent, into: &list) {
                (current, nodes) = saved
                list.dropUnfinished()
                list.nodes.append((list.count, try item(indent: listIndent)))
            }
        }
        if current < lines.count, indentation(of: current) > listIndent { throw NotSubset() }
        flatViews = list
        return try node(.sequence([]), at: start, line: line)
    }

    /// Reads the list item whose `-` starts the current line (at indentation `indent`) straight into a view
    /// appended to `list` (and read there, ``FlatViewList/begin(at:)``), past its last line; false (the view left
    /// unfinished in `list`, for ``FlatViewList/dropUnfinished()``, and the reader part-way through the item) when
    /// anything in it is not the usual form.
    private mutating func fastView(indent: Int, into list: inout FlatViewList) -> Bool {
        let line = current
        guard lines[line].isASCII else { return false }
        let end = lines[line].end
        var position = lines[line].content + 1
        while position < end, bytes[position] == 0x20 { position += 1 }
        guard position < end else { return false }
        list.begin(
            at: SourceLocation(file: file, line: lines[line].number, column: column(position, line: line)))
        var view = FastView()
        if bytes[position] == UInt8(ascii: "{") {
            // `- {key: value, …}`: keys and values up to the closing brace, then the line's end or a comment.
            position += 1
            while true {
                while position < end, bytes[position] == 0x20 { position += 1 }
                guard let after = pair(from: position, end: end, line: line, flow: true, into: &view, &list) else {
                    return false
                }
                position = after
                while position < end, bytes[position] == 0x20 { position += 1 }
                guard position < end else { return false }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "}") else { return false }
                position += 1
                break
            }
            while position < end, bytes[position] == 0x20 { position += 1 }
            guard position == end || bytes[position] == UInt8(ascii: "#") else { return false }
            current += 1
        } else {
            // `- key: value` and one `key: value` a line below it, at the first key's indentation.
            let keyIndent = position - lines[line].start
            while true {
                let pairLine = current
                let lineEnd = lines[pairLine].end
                guard let after = pair(from: position, end: lineEnd, line: pairLine, flow: false, into: &view, &list)
                else { return false }
                guard after == lineEnd || (bytes[after] == UInt8(ascii: "#") && bytes[after - 1] == 0x20) else {
                    return false
                }
                current += 1
                guard current < lines.count else { break }
                let next = indentation(of: current)
                if next < keyIndent { break }
                guard next == keyIndent, lines[current].isASCII,
                    !isDash(at: lines[current].content, end: lines[current].end)
                else { return false }
                position = lines[current].content
            }
        }
        // The mapping's node, counted last as the node reader counts it; an item that would pass the budget is
        // read as nodes, which fail at the same node.
        view.nodes += 1
        guard nodes + view.nodes <= maximumNodes,
            list.finish(view.pending, viewClasses: viewClasses)
        else { return false }
        nodes += view.nodes
        return true
    }

    /// What ``fastView(indent:into:)`` has read of a view so far.
    private struct FastView {
        /// Where its `superview` is, and its keys read so far.
        var pending = FlatViewList.Pending()
        /// The nodes read: keys, values, lists and their items.
        var nodes = 0
    }

    /// Reads `key: value` from `position` (its key) and answers where the value ends, after any spaces; nil when
    /// the pair is not of the usual form. In a flow mapping (`flow`), the value ends at `,` or `}`; in a block
    /// mapping, at the line's end or a comment. The value is read by ``SceneReading/readViewValue(_:from:into:)``,
    /// (`superview`, only the flat list's, by ``SceneReading/readSuperview(from:)``), with this reader as its source
    /// at ``valueCursor``.
    private mutating func pair(
        from position: Int, end: Int, line: Int, flow: Bool, into view: inout FastView, _ list: inout FlatViewList
    ) -> Int? {
        guard let (key, colon) = FlatViewList.Key.match(bytes, at: position, terminator: UInt8(ascii: ":")),
            colon < end, view.pending.firstRead(key)
        else { return nil }
        var index = colon + 1
        guard index < end, bytes[index] == 0x20 else { return nil }
        while index < end, bytes[index] == 0x20 { index += 1 }
        guard index < end else { return nil }
        let valueStart = index
        view.nodes += 2
        valueCursor = ValueCursor(start: valueStart, end: end, flow: flow)
        if let viewKey = key.viewKey {
            guard SceneReading.readViewValue(viewKey, from: &self, into: &list.views[list.views.count - 1]) else {
                return nil
            }
        } else {
            guard let superview = SceneReading.readSuperview(from: &self) else { return nil }
            list.views[list.views.count - 1].superview = superview
            let column = valueStart - lines[line].start + 1
            view.pending.mark = UInt64(UInt32(clamping: lines[line].number)) << 32 | UInt64(UInt32(clamping: column))
        }
        view.nodes += valueCursor.nodes
        return valueCursor.after
    }

    /// Where the value being read is: from `start` to the line's `end`, in a flow mapping or not, and once read,
    /// where what follows it starts and how many nodes its list items are.
    struct ValueCursor {
        /// The value's first byte.
        var start = 0
        /// The line's end.
        var end = 0
        /// Whether the value is in a flow mapping (it ends at `,` or `}`).
        var flow = false
        /// Where what follows the value starts, after spaces, once it is read.
        var after = 0
        /// The nodes of the value's list items, once read.
        var nodes = 0
    }

    /// Nothing is thrown: a value the fast form does not take is answered nil.
    typealias Failure = Never

    /// The plain scalar at the cursor: where it starts and ends, and where what follows it starts (``token``).
    private func valueToken() -> (start: Int, end: Int, after: Int)? {
        let start = valueCursor.start
        guard
            let (end, after) = token(
                from: start, end: valueCursor.end, flow: valueCursor.flow, closers: UInt8(ascii: "}"))
        else { return nil }
        return (start, end, after)
    }

    /// The plain number at the cursor, and where what follows it starts.
    private func valueNumber() -> (value: Double, after: Int)? {
        number(from: valueCursor.start, end: valueCursor.end, flow: valueCursor.flow, closers: UInt8(ascii: "}"))
    }

    /// A plain scalar that is a string in the core schema; nil for anything else.
    mutating func string(_ what: String) -> String? {
        guard let (start, tokenEnd, after) = valueToken() else { return nil }
        let text = String(decoding: bytes[start..<tokenEnd], as: UTF8.self)
        guard isString(text, from: start, to: tokenEnd) else { return nil }
        valueCursor.after = after
        return text
    }

    /// A plain `true` or `false` (in any of the core schema's spellings); nil for anything else.
    mutating func bool(_ what: String) -> Bool? {
        guard let (start, tokenEnd, after) = valueToken() else { return nil }
        let flag: Bool
        switch String(decoding: bytes[start..<tokenEnd], as: UTF8.self) {
        case "true", "True", "TRUE": flag = true
        case "false", "False", "FALSE": flag = false
        default: return nil
        }
        valueCursor.after = after
        return flag
    }

    /// A plain finite number within ``SceneDecoder/maximumMagnitude`` and `range`; nil for anything else.
    mutating func number(_ what: String, in range: ClosedRange<Double>?) -> Double? {
        guard let (value, after) = valueNumber(), range?.contains(value) ?? true else { return nil }
        valueCursor.after = after
        return value
    }

    /// A plain whole number within `range`; nil for anything else.
    mutating func integer(_ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let (value, after) = valueNumber(), abs(value) < 1e15, let whole = Int(exactly: value),
            range.contains(whole)
        else { return nil }
        valueCursor.after = after
        return whole
    }

    /// A one-line flow list `[x, y, width, height]` with no negative width or height; nil for anything else.
    mutating func rect(_ what: String) -> CGRect? {
        guard
            let (values, after) = numbers(
                from: valueCursor.start, end: valueCursor.end, expected: 4, flow: valueCursor.flow),
            values.2 >= 0, values.3 >= 0
        else { return nil }
        valueCursor.after = after
        valueCursor.nodes = 4
        return CGRect(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    /// A superview's id: a plain scalar that is a string in the core schema (``lastSuperview`` again when the bytes
    /// are the same); nil for anything else.
    mutating func superview(_ what: String) -> String? {
        guard let (start, tokenEnd, after) = valueToken() else { return nil }
        if let previous = lastSuperview, same(previous.bytes, start..<tokenEnd) {
            valueCursor.after = after
            return previous.text
        }
        let text = String(decoding: bytes[start..<tokenEnd], as: UTF8.self)
        guard isString(text, from: start, to: tokenEnd) else { return nil }
        lastSuperview = (start..<tokenEnd, text)
        valueCursor.after = after
        return text
    }

    /// A one-line flow list `[x, y]`; nil for anything else.
    mutating func point(_ what: String) -> CGPoint? {
        guard
            let (values, after) = numbers(
                from: valueCursor.start, end: valueCursor.end, expected: 2, flow: valueCursor.flow)
        else { return nil }
        valueCursor.after = after
        valueCursor.nodes = 2
        return CGPoint(x: values.0, y: values.1)
    }

    /// Whether two ranges of the text hold the same bytes (a superview's subviews name it one after another:
    /// the same string is given again instead of a new one made).
    private func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        var offset = 0
        while offset < first.count {
            guard bytes[first.lowerBound + offset] == bytes[second.lowerBound + offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether a plain scalar's text, in `bytes[start..<end]`, is a string in the core schema (not null, a
    /// boolean or a number).
    private func isString(_ text: String, from start: Int, to end: Int) -> Bool {
        switch bytes[start] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return !Self.mayBeNullOrBool(bytes, from: start, to: end) || SceneNode.Kind(plain: text) == .string
        default: return SceneNode.Kind(plain: text) == .string
        }
    }

    /// A plain scalar of the bytes every reader reads alike — letters, digits, `_`, `.`, `-`, `+`, `/`, starting
    /// with a letter, a digit, `_`, `.`, `-` or `+` — from `start`: its end, and where what follows it starts
    /// after spaces, which must be a closer (`closers` or `,` in a flow collection) or, outside one, the line's
    /// end or a comment. Nil for anything else.
    private func token(from start: Int, end: Int, flow: Bool, closers: UInt8) -> (end: Int, after: Int)? {
        var index = start
        while index < end, Self.isTokenByte(bytes[index]) { index += 1 }
        guard index > start, bytes[start] != UInt8(ascii: "/") else { return nil }
        // A lone `-` or one followed by a space is a list's dash.
        if bytes[start] == UInt8(ascii: "-"), index == start + 1 { return nil }
        guard let after = after(token: index, end: end, flow: flow, closers: closers) else { return nil }
        return (index, after)
    }

    /// Where what follows a token ending at `tokenEnd` starts, after spaces, when it is a closer (`closers` or
    /// `,` in a flow collection) or, outside one, the line's end or a comment; nil otherwise.
    @inline(__always)
    private func after(token tokenEnd: Int, end: Int, flow: Bool, closers: UInt8) -> Int? {
        var index = tokenEnd
        while index < end, bytes[index] == 0x20 { index += 1 }
        if flow {
            guard index < end, bytes[index] == UInt8(ascii: ",") || bytes[index] == closers else { return nil }
        } else {
            guard index == end || (bytes[index] == UInt8(ascii: "#") && index > tokenEnd) else { return nil }
        }
        return index
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// A finite plain number from `start` (see ``token(from:end:flow:closers:)``), as the node reader types and
    /// reads it: a whole number of up to 15 digits from its digits, anything else by the core schema.
    private func number(from start: Int, end: Int, flow: Bool, closers: UInt8) -> (Double, after: Int)? {
        // The digits first: a token of only digits (and a sign) needs neither its text nor the core schema.
        let negative = bytes[start] == UInt8(ascii: "-")
        let digitsStart = negative ? start + 1 : start
        var value = 0
        var index = digitsStart
        while index < end, index - digitsStart < 15, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        if index > digitsStart, index == end || !Self.isTokenByte(bytes[index]) {
            guard Double(value) <= SceneDecoder.maximumMagnitude else { return nil }
            guard let after = after(token: index, end: end, flow: flow, closers: closers) else { return nil }
            return (negative ? -Double(value) : Double(value), after)
        }
        guard let (tokenEnd, after) = token(from: start, end: end, flow: flow, closers: closers) else { return nil }
        let text = String(decoding: bytes[start..<tokenEnd], as: UTF8.self)
        guard SceneNode.Kind(plain: text) == .number, let value = SceneNode.number(text),
            value.magnitude <= SceneDecoder.maximumMagnitude
        else {
            return nil
        }
        return (value, after)
    }

    /// A one-line flow list of exactly `expected` (two or four) finite plain numbers from its `[`, and where what
    /// follows it starts after spaces (as for a ``token(from:end:flow:closers:)``). A tuple, not an array: no
    /// allocation for each view's frame.
    private func numbers(from start: Int, end: Int, expected: Int, flow: Bool) -> (
        (Double, Double, Double, Double), after: Int
    )? {
        guard bytes[start] == UInt8(ascii: "[") else { return nil }
        var values = (0.0, 0.0, 0.0, 0.0)
        var index = start + 1
        for read in 0..<expected {
            while index < end, bytes[index] == 0x20 { index += 1 }
            guard index < end,
                let (value, after) = number(from: index, end: end, flow: true, closers: UInt8(ascii: "]"))
            else { return nil }
            switch read {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            // A comma after the last number (another item, or a trailing comma) is left to the node reader.
            let isLast = read == expected - 1
            guard bytes[after] == (isLast ? UInt8(ascii: "]") : UInt8(ascii: ",")) else { return nil }
            index = after + 1
        }
        while index < end, bytes[index] == 0x20 { index += 1 }
        if flow {
            guard index < end, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}") else {
                return nil
            }
        } else {
            guard index == end || (bytes[index] == UInt8(ascii: "#") && bytes[index - 1] == 0x20) else { return nil }
        }
        return (values, index)
    }
}
