import Foundation
import ResponderKit
import ResponderScenes

/// Trace entries as the playground sends them: the object `responder replay --format json` prints for each,
/// plus its `text` line (the line `responder replay` prints; absent when the text leaves the entry out).
enum TraceJSON {
    static func objects(for entries: [ReplayEntry]) -> [JSONValue] {
        let result = ReplayResult(
            sceneName: nil, entries: entries, leftovers: [], start: SceneSnapshot(shapes: []),
            end: SceneSnapshot(shapes: []))
        let lines = ReplayJSONLines.render(result).split(separator: "\n", omittingEmptySubsequences: true)
        let decoder = JSONDecoder()
        return zip(entries, lines).map { entry, line in
            let object = (try? decoder.decode(JSONValue.self, from: Data(line.utf8))) ?? .object([])
            guard let text = entry.text(.standard) else { return object }
            return object.setting("text", to: .string(text))
        }
    }
}
