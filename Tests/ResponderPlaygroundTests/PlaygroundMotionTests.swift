import Foundation
import ResponderKit
import ResponderScenes
import Testing

@testable import ResponderPlayground

/// What the page needs to draw a scene that moves and panels that stay true: the views the engine moved,
/// touches a recognizer took, each touch's whole responder chain, and recordings that keep the device.
@MainActor
@Suite("PlaygroundMotionTests")
struct PlaygroundMotionTests {
    static func batches(_ replies: [ServerMessage]) -> [ServerMessage.TraceBatch] {
        replies.compactMap { if case .trace(let batch) = $0 { batch } else { nil } }
    }

    static func sample(
        _ finger: Int, _ phase: ClientMessage.InputSample.Phase, _ x: Double, _ y: Double, _ t: Double
    ) -> ClientMessage.InputSample {
        PlaygroundSessionTests.sample(finger, phase, x, y, t)
    }

    @Test("a drag sends the card's new corners with the batch that moved it, and none when nothing moved")
    func dragMovesTheCard() throws {
        let session = PlaygroundSessionTests.session()
        guard case .scene(let scene) = session.handle(.selectScene(name: "09-drag")).last else {
            Issue.record("no scene")
            return
        }
        let card = try #require(scene.views.first { $0.subject.name == "card" })
        #expect(card.corners == [[50, 50], [150, 50], [150, 150], [50, 150]])
        let began = Self.batches(session.handle(.input([Self.sample(1, .began, 100, 100, 0)])))
        #expect(began.map(\.views) == [[]])
        let moved = Self.batches(session.handle(.input([Self.sample(1, .moved, 250, 400, 100)])))
        #expect(
            moved.flatMap(\.views) == [
                ServerMessage.ViewUpdate(
                    serial: card.subject.serial, corners: [[200, 350], [300, 350], [300, 450], [200, 450]], alpha: 1,
                    isHidden: false)
            ])
        #expect(moved.flatMap(\.events).contains { $0["type"] == .string("viewChanged") })
        _ = session.handle(.input([Self.sample(1, .ended, 250, 400, 150)]))
    }

    @Test("after a recognized tap the touches panel says the finger ended, and gives its whole responder chain")
    func recognizedTapEnds() throws {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "13-gesture-tap-delegate"))
        let batches = Self.batches(
            session.handle(.input([Self.sample(1, .began, 300, 300, 0), Self.sample(1, .ended, 300, 300, 50)])))
        let lines = batches.flatMap(\.events).compactMap {
            if case .string(let text)? = $0["text"] { text } else { nil }
        }
        #expect(lines.contains { $0.contains("touchesCancelled") })
        let touches = batches.flatMap(\.touches)
        #expect(touches.map(\.phase) == ["ended"])
        #expect(touches.first?.view == nil)
        #expect(touches.first?.chain.map(\.name) == ["photo", "window", "UIApplication"])
    }

    @Test("a recording keeps the pen, its force and its tilt")
    func recordingKeepsTheDevice() throws {
        let session = PlaygroundSessionTests.session()
        _ = session.handle(.selectScene(name: "01-hit-test-log"))
        _ = session.handle(.startRecording)
        let pen = { (phase: ClientMessage.InputSample.Phase, t: Double) in
            ClientMessage.InputSample(
                finger: 1, phase: phase, x: 150, y: 150, t: t, force: 0.4, pointerType: "pen",
                altitudeAngle: .pi / 3, azimuthAngle: .pi / 2)
        }
        _ = session.handle(.input([pen(.began, 0), pen(.ended, 50)]))
        guard case .recording(let recording) = session.handle(.stopRecording).first, let text = recording.script else {
            Issue.record("no recording")
            return
        }
        #expect(text.contains("  - {time: 0, down: [150, 150], pointer: pencil, force: 0.4, tilt: [60, 90]}"))
        let script = try ScriptDecoder().decode(text, file: "recording.yaml")
        let touches = try script.expanded().steps.compactMap { step -> Script.Expanded.Touch? in
            if case .touches(let touches) = step.event { touches.first } else { nil }
        }
        #expect(touches.map(\.pointer) == [.pencil, .pencil])
        #expect(
            touches.map(\.tilt) == [Script.Tilt(altitude: 60, azimuth: 90), Script.Tilt(altitude: 60, azimuth: 90)])
    }
}
