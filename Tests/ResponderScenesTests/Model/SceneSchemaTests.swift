import Foundation
import Testing

@testable import ResponderScenes

@Suite("SceneSchemaTests")
struct SceneSchemaTests {
    /// The YAML blocks of the reference, each with the heading above it.
    static let examples: [(title: String, yaml: String)] = {
        var result: [(String, String)] = []
        var title = ""
        var block: [Substring]?
        for line in SceneSchema.reference.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") { title = String(line.dropFirst(4)) }
            if line == "```yaml" {
                block = []
            } else if line == "```", let lines = block {
                result.append((title, lines.joined(separator: "\n")))
                block = nil
            } else {
                block?.append(line)
            }
        }
        return result
    }()

    @Test("SCHEMA.md is the reference printed by `responder schema`")
    func markdownMatches() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/ResponderScenes/Model/SCHEMA.md")
        #expect(try String(contentsOf: url, encoding: .utf8) == SceneSchema.reference)
    }

    @Test("the reference has an example for each seed lesson")
    func lessons() {
        #expect(Self.examples.count == 15)
    }

    @Test("every example scene in the reference decodes and its script expands", arguments: 0..<15)
    func exampleDecodes(index: Int) throws {
        try #require(index < Self.examples.count)
        let (title, yaml) = Self.examples[index]
        let scene = try SceneDecoder().decode(yaml, file: title)
        #expect(!scene.windows.isEmpty)
        _ = try scene.script?.expanded()
    }

    @Test("every error code and every view key is documented")
    func everythingDocumented() {
        for code in SceneFileError.Code.allCases {
            #expect(SceneSchema.reference.contains("`\(code.rawValue)`"), "\(code.rawValue)")
        }
        for key in SceneReading.viewKeys + SceneReading.windowKeys + SceneReading.recognizerCommonKeys
            + SceneReading.controllerKeys + SceneReading.sceneKeys + ScriptReading.actionKeys
        {
            #expect(SceneSchema.reference.contains("`\(key)"), "\(key)")
        }
        for name in Scene.Color.names {
            #expect(SceneSchema.reference.contains("`\(name)`"), "\(name)")
        }
    }
}
