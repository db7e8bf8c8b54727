import Foundation
import ResponderKit
import ResponderScenes

/// Trace entries as the playground sends them: the object `responder replay --format json` prints for each,
/// plus its `text` line (the line `responder replay` prints; absent when the text leaves the entry out).
///
/// Built straight from the entries' objects, keys sorted as the JSON lines sort them: the trace of every input
/// message is made on the main actor that all sessions share, so it is not written out as text and read back.
enum TraceJSON {
    static func objects(for entries: [ReplayEntry]) -> [JSONValue] {
        entries.map { entry in
            let object = value(ReplayJSONLines.object(for: entry))
            guard let text = entry.text(.standard) else { return object }
            return object.setting("text", to: .string(text))
        }
    }

    /// A JSON line's value as a `JSONValue`: objects with their keys sorted; a number that JSON cannot write
    /// (not finite) as `null`.
    static func value(_ any: Any) -> JSONValue {
        switch any {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let double as Double: return double.isFinite ? .number(double) : .null
        case let object as [String: Any]:
            return .object(object.sorted { $0.key < $1.key }.map { ($0.key, value($0.value)) })
        case let doubles as [Double]: return .array(doubles.map { $0.isFinite ? .number($0) : .null })
        case let ints as [Int]: return .array(ints.map { .number(Double($0)) })
        case let strings as [String]: return .array(strings.map { .string($0) })
        case let array as [Any]: return .array(array.map(value))
        case is NSNull: return .null
        default: return .string("\(any)")
        }
    }
}
