import Foundation
import ResponderKit
import ResponderScenes
import Testing

@testable import ResponderPlayground

@MainActor
@Suite("TraceJSONTests")
struct TraceJSONTests {
    /// A value as the playground writes it: sorted keys, slashes unescaped.
    static func text(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(
        "the trace objects a page gets are the JSON lines `responder replay --format json` prints, with each entry's text, for every bundled lesson"
    )
    func sameAsJSONLines() throws {
        var compared = 0
        for lesson in BundledScenes.lessons {
            let result = try SceneReplayer().replay(try BundledScenes.scene(lesson.file))
            let objects = TraceJSON.objects(for: result.entries)
            let lines = ReplayJSONLines.render(
                ReplayResult(
                    sceneName: nil, entries: result.entries, leftovers: [], start: SceneSnapshot(shapes: []),
                    end: SceneSnapshot(shapes: []))
            ).split(separator: "\n")
            #expect(objects.count == result.entries.count && lines.count == result.entries.count, "\(lesson.file)")
            for (index, (object, line)) in zip(objects, lines).enumerated() {
                var expected = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
                if let text = result.entries[index].text(.standard) {
                    expected = expected.setting("text", to: .string(text))
                }
                #expect(try Self.text(object) == Self.text(expected), "\(lesson.file) entry \(index)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    @Test("a trace message is written as JSONEncoder writes it, for every bundled lesson's trace and a dragged card")
    func traceTextSameAsEncoder() throws {
        for lesson in BundledScenes.lessons {
            let result = try SceneReplayer().replay(try BundledScenes.scene(lesson.file))
            let touches = [
                ServerMessage.TouchInfo(
                    finger: 1, phase: "moved", view: .init(name: "a/\"b\"\n\u{1}\u{8}\u{c}é", serial: 3), tapCount: 2,
                    x: 0.1, y: 1e21,
                    chain: [.init(name: "UIWindow", serial: 1), .init(name: "UIApplication", serial: 0)]),
                ServerMessage.TouchInfo(finger: 2, phase: "ended", view: nil, tapCount: 0, x: -0.0, y: 3, chain: []),
            ]
            let views = [
                ServerMessage.ViewUpdate(
                    serial: 4, corners: [[0, 0], [100.5, 0], [100.5, 2.5e15], [0, 1e-7]], alpha: 0.30000000000000004,
                    isHidden: true)
            ]
            let message = ServerMessage.trace(
                .init(
                    cause: "input", time: 1.016, events: TraceJSON.objects(for: result.entries), touches: touches,
                    views: views))
            #expect(message.json == message.encoderJSON, "\(lesson.file)")
        }
        let session = PlaygroundSession(id: 1, catalog: .bundled, limits: PlaygroundLimits())
        _ = session.start(scene: "09-drag")
        var traces = 0
        for (index, phase) in ["began", "moved", "moved", "ended"].enumerated() {
            let input =
                #"{"type":"input","samples":[{"finger":1,"phase":"\#(phase)","x":\#(100 + index * 30),"y":100,"t":\#(index * 8)}]}"#
            for reply in session.receive(input) {
                guard case .trace = reply else { continue }
                #expect(reply.json == reply.encoderJSON)
                traces += 1
            }
        }
        #expect(traces == 4)
    }

    @Test("a number JSON cannot write becomes null instead of costing the page the whole message")
    func nonFiniteNumbers() throws {
        let value = TraceJSON.value(
            .object([
                "frame": .array([.double(0), .double(.nan), .double(1), .double(.infinity)]),
                "alpha": .double(-.infinity), "finger": .int(2),
            ]))
        #expect(try Self.text(value) == #"{"alpha":null,"finger":2,"frame":[0,null,1,null]}"#)
    }
}
