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
            let object = value(.object(ReplayJSONLines.value(for: entry)))
            guard let text = entry.text(.standard) else { return object }
            return object.setting("text", to: .string(text))
        }
    }

    /// A JSON line's value as a `JSONValue`: objects with their keys sorted; a number that JSON cannot write
    /// (not finite) as `null`.
    static func value(_ value: ReplayJSONLines.Value) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .int(let int): .number(Double(int))
        case .double(let double): double.isFinite ? .number(double) : .null
        case .string(let string): .string(string)
        case .array(let elements): .array(elements.map(Self.value))
        case .object(let members): .object(members.sorted { $0.key < $1.key }.map { ($0.key, Self.value($0.value)) })
        }
    }
}
