import Foundation
import ResponderKit
import ResponderScenes

/// Trace events as the playground sends them: the structured event, plus its `text` line.
enum TraceJSON {
    /// The event as a JSON object with a `text` member (absent when the standard text leaves it out).
    static func object(for event: TraceEvent) -> JSONValue {
        // TODO(merge): the JSON renderer from main.
        let object = JSONValue.object([("kind", .string("\(event)"))])
        guard let text = event.text(.standard) else { return object }
        return object.setting("text", to: .string(text))
    }
}
