import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// A script's finger changes keep what touched: the pointer type, the force and a pencil's tilt.
@MainActor
@Suite("ScriptDeviceTests")
struct ScriptDeviceTests {
    static let text = """
        steps:
          - {time: 0, down: [10, 20], pointer: pencil, force: 0.35, tilt: [60, 90]}
          - {time: 0.1, move: [12, 20], pointer: pencil, force: 0.5, tilt: [55, 92]}
          - touches: [{finger: 1, up: true, pointer: pencil, force: 0}, {finger: 2, down: [50, 50], pointer: pointer}]
          - {time: 0.2, up: [50, 50], finger: 2}
        """

    @Test("pointer, force and tilt are read on each finger change and kept through expansion")
    func decoded() throws {
        let script = try ScriptDecoder().decode(Self.text, file: "script.yaml")
        let touches = try script.expanded().steps.compactMap { step -> [Script.Expanded.Touch]? in
            if case .touches(let touches) = step.event { touches } else { nil }
        }.flatMap { $0 }
        #expect(touches.map(\.pointer) == [.pencil, .pencil, .pencil, .pointer, nil])
        #expect(touches.map(\.force) == [0.35, 0.5, 0, nil, nil])
        #expect(
            touches.map(\.tilt) == [
                Script.Tilt(altitude: 60, azimuth: 90), Script.Tilt(altitude: 55, azimuth: 92), nil, nil, nil,
            ])
    }

    @Test("a replay gives the engine the script's touch type and force")
    func replayed() throws {
        let scene = try SceneDecoder().decode("windows:\n  - id: window\n", file: "scene.yaml")
        let script = try ScriptDecoder().decode(Self.text, file: "script.yaml")
        let result = try SceneReplayer().replay(scene, script: script)
        let samples = result.traceEvents.compactMap { event -> [TouchSample]? in
            if case .input(.touches(let frame)) = event { frame.samples } else { nil }
        }.flatMap { $0 }
        #expect(samples.map(\.type) == [.pencil, .pencil, .pencil, .indirectPointer, .direct])
        #expect(samples.map(\.force) == [0.35, 0.5, 0, 0, 0])
        #expect(samples.map(\.maximumPossibleForce) == [1, 1, 1, 0, 0])
        #expect(result.leftovers == [])
    }

    @Test("§12 a replay gives the engine a pencil's tilt as its altitude and azimuth, in radians")
    func replayedTilt() throws {
        let scene = try SceneDecoder().decode("windows:\n  - id: window\n", file: "scene.yaml")
        let script = try ScriptDecoder().decode(Self.text, file: "script.yaml")
        let result = try SceneReplayer().replay(scene, script: script)
        let samples = result.traceEvents.compactMap { event -> [TouchSample]? in
            if case .input(.touches(let frame)) = event { frame.samples } else { nil }
        }.flatMap { $0 }
        let degrees = samples.map {
            [($0.altitudeAngle * 180 / .pi).rounded(), ($0.azimuthAngle * 180 / .pi).rounded()]
        }
        #expect(degrees == [[60, 90], [55, 92], [90, 0], [90, 0], [90, 0]])
        #expect(result.leftovers == [])
    }

    @Test(
        "a bad pointer, force or tilt is an error at its value",
        arguments: [
            ("- {down: [1, 1], pointer: stylus}", "unknown pointer type 'stylus'"),
            ("- {down: [1, 1], force: 1.5}", "force"),
            ("- {down: [1, 1], tilt: [100, 0]}", "tilt is [altitude 0…90, azimuth 0…360]"),
            ("- {down: [1, 1], tilt: 45}", "tilt"),
            ("- touches: [{finger: 1, down: [1, 1], force: -1}]", "force"),
        ])
    func badValues(text: String, message: String) {
        let error = scriptError(text)
        #expect(error?.line == 1)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }
}
