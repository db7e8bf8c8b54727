import Yams

/// Turns Yams' composed nodes into ``SceneNode``s within a node budget.
///
/// Yams composes an alias as a second reference to its anchor's node, so a 1.6 KB file of nested anchors
/// (`&l1 [*l0, *l0, …]`) composes quickly but stands for millions of nodes. The conversion counts every node
/// it makes, an alias's copy included, and stops at the budget: at most ``SceneDecoder/Limits/maximumNodes``,
/// and at most the file's size in bytes plus ``SceneDecoder/Limits/aliasAllowance`` — a file without aliases
/// needs at least two bytes a node, so only repetition by aliases can reach that bound. The error points at
/// the node where the budget ran out, inside the anchored part the aliases repeat.
struct YAMLNodes {
    private let file: String
    private let budget: Int
    private let isRelative: Bool
    private let allowance: Int
    private var count = 0

    init(file: String, textSize: Int, limits: SceneDecoder.Limits) {
        self.file = file
        allowance = limits.aliasAllowance
        let relative = textSize.addingReportingOverflow(limits.aliasAllowance)
        let bound = relative.overflow ? Int.max : relative.partialValue
        budget = min(limits.maximumNodes, bound)
        isRelative = bound < limits.maximumNodes
    }

    /// The node and everything under it; recursion is bounded by libyaml's nesting limit of 1,000.
    mutating func convert(_ node: Node) throws(SceneFileError) -> SceneNode {
        count += 1
        let mark = node.mark
        let (line, column) = (mark?.line ?? 1, mark?.column ?? 1)
        if count > budget {
            let location = SourceLocation(file: file, line: line, column: column)
            if isRelative {
                throw SceneFileError(
                    .aliasExpansion, at: location,
                    "the file expands to more than \(budget) nodes (its size in bytes plus \(allowance)): aliases "
                        + "repeat the anchored node here each time they are used")
            }
            throw SceneFileError(
                .tooManyNodes, at: location, "the file has more than \(budget) nodes (values, lists and mappings)")
        }
        switch node {
        case let .scalar(scalar):
            let kind: SceneNode.Kind =
                scalar.style == .plain || scalar.style == .any ? SceneNode.Kind(plain: scalar.string) : .string
            let number = kind == .number ? SceneNode.number(scalar.string) ?? 0 : 0
            return SceneNode(
                .scalar(.init(string: scalar.string, kind: kind, number: number)), line: line, column: column)
        case let .sequence(sequence):
            var items: [SceneNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try convert(item)) }
            return SceneNode(.sequence(items), line: line, column: column)
        case let .mapping(mapping):
            var pairs: [SceneNode.Pair] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                pairs.append(SceneNode.Pair(key: try convert(key), value: try convert(value)))
            }
            return SceneNode(.mapping(pairs), line: line, column: column)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one reads as a null.
            return SceneNode(.scalar(.init(string: "", kind: .null, number: 0)), line: line, column: column)
        }
    }
}

extension YAMLNodes {
    /// An alias used as a mapping key (`*big: 1`, `? *big`), found in the text before Yams composes it.
    ///
    /// Yams checks a mapping's keys for duplicates by hashing them whole, and an alias key hashes every node
    /// its anchor stands for, which a nested-anchor file makes unbounded. A scene's keys are plain names, so
    /// an alias key is refused outright. The scan skips quoted scalars and comments; only a file with both
    /// `&` and `*` is scanned.
    static func aliasKey(in text: String, file: String) -> SceneFileError? {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "&")), utf8.contains(UInt8(ascii: "*")) else { return nil }
        let bytes = Array(utf8)
        var (index, line, lineStart, continuation) = (0, 1, 0, 0)
        var previous: UInt8 = 0x0A  // the last byte that is not a space or tab
        func isBreak(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}")
        }
        // libyaml's anchor names: letters, digits, '_' and '-'.
        func isAnchorByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        while index < bytes.count {
            let byte = bytes[index]
            let before = index == 0 ? 0x0A : bytes[index - 1]
            switch byte {
            case 0x0A:
                (line, lineStart, continuation) = (line + 1, index + 1, 0)
                previous = byte
                index += 1
            case 0x20, 0x09, 0x0D:
                index += 1
            case UInt8(ascii: "#") where isBreak(before):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case _
            where (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
                && (isBreak(before) || before == UInt8(ascii: ":")):
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\"), byte == UInt8(ascii: "\"") { index += 1 }
                    if index < bytes.count, bytes[index] == 0x0A {
                        (line, lineStart, continuation) = (line + 1, index + 1, 0)
                    }
                    if index < bytes.count, bytes[index] & 0xC0 == 0x80 { continuation += 1 }
                    index += 1
                }
                index += 1
                previous = byte
            case UInt8(ascii: "*") where isBreak(before) || before == UInt8(ascii: "?") || before == UInt8(ascii: "-"):
                let start = index
                let explicitKey = previous == UInt8(ascii: "?")
                index += 1
                while index < bytes.count, isAnchorByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                var next = index
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                if explicitKey || (next < bytes.count && bytes[next] == UInt8(ascii: ":")) {
                    let location = SourceLocation(file: file, line: line, column: start - lineStart - continuation + 1)
                    return SceneFileError(
                        .aliasExpansion, at: location,
                        "the alias '*\(name)' is used as a mapping key; keys must be plain names")
                }
                previous = UInt8(ascii: "*")
            default:
                if byte & 0xC0 == 0x80 { continuation += 1 }
                previous = byte
                index += 1
            }
        }
        return nil
    }
}
