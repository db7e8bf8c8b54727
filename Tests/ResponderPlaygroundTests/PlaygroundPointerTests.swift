import Foundation
import ResponderKit
import ResponderScenes
import Testing

@testable import ResponderPlayground

/// The page's Pointer Events reach the engine as what they are (BehaviourContract §12): a pen as a pencil touch with
/// its pressure and tilt, a pointer moving without a button as hover input, a wheel as scroll input; a
/// recording keeps them as script steps.
@MainActor
@Suite("PlaygroundPointerTests")
struct PlaygroundPointerTests {
    @Test("§12 a pen sample reaches the engine as a pencil touch with its force and its tilt in whole degrees")
    func penSample() {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "22-pencil-and-hover"))
        let pen = ClientMessage.InputSample(
            finger: 1, phase: .began, x: 100, y: 200, t: 0, force: 0.4, pointerType: "pen", tiltX: 30, tiltY: 0)
        let lines = PlaygroundSessionTests.lines(session.handle(.input([pen])))
        #expect(lines.first == "input: t=0 finger 1 began (100, 200) pencil force 0.4 altitude 60° azimuth 0°")
        #expect(
            lines.contains("log: canvas began: 1 coalesced: (80, 120) force 0.4; pencil at altitude 60° azimuth 0°"))
    }

    @Test(
        "Pointer Events' tiltX and tiltY become an altitude and an azimuth",
        arguments: [
            (0.0, 0.0, 90.0, 0.0), (30, 0, 60, 0), (0, 45, 45, 90), (-45, 0, 45, 180), (0, -90, 0, 270),
            (90, 10, 0, 0),
        ])
    func tiltConversion(tiltX: Double, tiltY: Double, altitude: Double, azimuth: Double) {
        let (a, z) = ClientMessage.InputSample.angles(tiltX: tiltX, tiltY: tiltY)
        #expect((a * 180 / .pi).rounded() == altitude)
        #expect((z * 180 / .pi).rounded() == azimuth)
    }

    @Test("§12 a mouse hovering over lesson 22's link shows the card, and leaving hides it")
    func hoverCard() {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "22-pencil-and-hover"))
        var lines = PlaygroundSessionTests.lines(session.handle(.hover(HoverInput(x: 100, y: 470, t: 0))))
        lines += PlaygroundSessionTests.lines(session.handle(.hover(HoverInput(x: 0, y: 0, t: 40, exited: true))))
        #expect(
            lines.filter { $0.hasPrefix("input:") || $0.hasPrefix("log:") } == [
                "input: t=0 hover pointer 1 at (100, 470)", "log: hover action began: shows card",
                "input: t=0.04 hover pointer 1 exited", "log: hover action ended: hides card",
            ])
    }

    @Test("§12 a wheel step reaches the engine as a discrete scroll at the pointer")
    func wheelStep() {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "22-pencil-and-hover"))
        let lines = PlaygroundSessionTests.lines(session.handle(.wheel(WheelInput(x: 50, y: 60, dx: 0, dy: -40, t: 0))))
        #expect(
            lines.filter { $0.contains("scroll") } == [
                "input: t=0 scroll discrete changed (0, -40) at (50, 60)", "discrete scroll: no pan allows it: dropped",
            ])
    }

    @Test("hover and wheel messages are decoded strictly")
    func decoding() throws {
        let limits = PlaygroundLimits()
        #expect(
            try ClientMessage.decode(#"{"type":"hover","x":1,"y":2,"t":3,"pointerType":"pen"}"#, limits: limits)
                == .hover(HoverInput(x: 1, y: 2, t: 3, pointerType: "pen")))
        #expect(
            try ClientMessage.decode(#"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-3,"t":4}"#, limits: limits)
                == .wheel(WheelInput(x: 1, y: 2, dx: 0, dy: -3, t: 4)))
        for bad in [
            #"{"type":"hover","x":1,"y":2,"t":3,"pointerType":"touch"}"#, #"{"type":"hover","x":1,"t":3}"#,
            #"{"type":"wheel","x":1,"y":2,"dx":1e9,"dy":0,"t":4}"#,
        ] {
            #expect(throws: ProtocolError.self) { try ClientMessage.decode(bad, limits: limits) }
        }
    }

    @Test("§12 a recording keeps hovers, the exit and wheel steps, and replays to the same input")
    func recording() throws {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "22-pencil-and-hover"))
        _ = session.handle(.startRecording)
        _ = session.handle(.hover(HoverInput(x: 100, y: 470, t: 0, pointerType: "pen")))
        _ = session.handle(.wheel(WheelInput(x: 100, y: 470, dx: 0, dy: 12.5, t: 20)))
        _ = session.handle(.hover(HoverInput(x: 0, y: 0, t: 40, pointerType: "pen", exited: true)))
        guard case .recording(let recording) = session.handle(.stopRecording).first, let text = recording.script else {
            Issue.record("no recording")
            return
        }
        #expect(recording.frames == 3)
        #expect(
            text.split(separator: "\n").suffix(3) == [
                "  - {time: 0, hover: [100, 470], pointer: pencil}",
                "  - {time: 0.02, wheel: {at: [100, 470], delta: [0, 12.5]}}",
                "  - {time: 0.04, hover: exit, pointer: pencil}",
            ])
        let script = try ScriptDecoder().decode(text, file: "recording.yaml")
        let scene = try #require(BundledScenes.lessons.first { $0.file == "22-pencil-and-hover" })
        let result = try SceneReplayer().replay(try BundledScenes.scene(scene.file), script: script)
        #expect(
            result.lines().filter { $0.hasPrefix("input:") } == [
                "input: t=0 hover pencil 2 at (100, 470)",
                "input: t=0.02 scroll discrete changed (0, 12.5) at (100, 470)",
                "input: t=0.04 hover pencil 2 exited",
            ])
        #expect(result.log == ["hover action began: shows card", "hover action ended: hides card"])
    }
}
