import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("PencilRepairTests")
struct PencilRepairTests {
    private func repairs(_ recorder: TraceRecorder) -> [String] {
        recorder.events.compactMap { event in
            if case .inputRepaired(let repair) = event { return repair.description }
            return nil
        }
    }

    @Test(
        "§12 bad pencil input is repaired: NaN force drops the sample, altitude and negative force are clamped, time going back is clamped"
    )
    func pencilRepairs() throws {
        let stage = Stage()
        let view = SampleLoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), log: stage.log)
        stage.window.addSubview(view)
        let recorder = stage.app.trace.recorder()
        var nanForce = pencilSample(tick: 1, phase: .moved)
        nanForce.force = .nan
        var tooHigh = pencilSample(tick: 2, phase: .moved)
        tooHigh.altitudeAngle = 2
        var negative = pencilSample(tick: 3, phase: .moved)
        negative.force = -1
        var backwards = pencilSample(tick: 4, phase: .moved)
        backwards.timestamp = 0.001  // before tick 3's sample
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencilSample(tick: 0, phase: .began)])))
        stage.app.inject(.touches(TouchFrame(timestamp: 1.0 / 240, samples: [nanForce])))
        stage.app.inject(.touches(TouchFrame(timestamp: 4.0 / 240, samples: [tooHigh, negative, backwards])))
        let live = try #require(stage.app.liveTouches.first)
        #expect(live.altitudeAngle == 1 && live.force == 1)
        stage.app.inject(.touches(TouchFrame(timestamp: 5.0 / 240, samples: [pencilSample(tick: 5, phase: .ended)])))
        #expect(
            repairs(recorder) == [
                "finger 1 has a NaN or infinite value: sample dropped",
                "finger 1's altitude is out of range: clamped",
                "finger 1's force is out of range: clamped",
                "finger 1's sample time 0.001 is out of order: clamped to 0.0125",
            ])
        // The clamped samples are delivered in order: the backwards one at tick 3's time.
        #expect(stage.log.lines == ["began 0@10.25 f1", "moved 2@14.25 f1, 3@16.25, 3@18.25 f1", "ended 5@20.25 f1"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 a sample time later than its frame is clamped to the frame's")
    func sampleAfterFrame() {
        let stage = Stage()
        let recorder = stage.app.trace.recorder()
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencilSample(tick: 0, phase: .began)])))
        var late = pencilSample(tick: 1, phase: .ended)
        late.timestamp = 1
        stage.app.inject(.touches(TouchFrame(timestamp: 0.5, samples: [late])))
        #expect(repairs(recorder) == ["finger 1's sample time 1.0 is out of order: clamped to 0.5"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 the verifier reports coalesced samples out of time order and an update for an undelivered sample")
    func verifierSampleChecks() {
        let app = UIApplication(clock: ManualClock())
        var found: [String] = []
        app.verifier.onViolation = { found.append("\($0.rule): \($0.message)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencilSample(tick: 0, phase: .began)])))
        // A touch whose books an engine bug broke: an earlier coalesced sample later than the touch.
        let touch = app.liveTouches[0]
        var state = touch.state
        state.timestamp = 9
        touch.earlierSamples = [state]
        app.verifier.checkSamples([touch], deliveredTo: TraceSubject(name: "canvas", serial: 1))
        app.verifier.estimatedUpdateDelivered(index: 77)
        touch.earlierSamples = []
        app.inject(.touches(TouchFrame(timestamp: 0.1, samples: [pencilSample(tick: 1, phase: .ended)])))
        #expect(
            found == [
                "samplesConsistent: finger 1's coalesced samples end at 9.0, after the touch (0.0)",
                "samplesConsistent: update #77 refers to no delivered sample",
            ])
    }
}

@MainActor
@Suite("IgnoredTouchLifetimeTests")
struct IgnoredTouchLifetimeTests {
    @Test(
        "a touch ignored outside the recognizer's gesture (here in reset()) is not kept: it would keep its views alive")
    func ignoreAfterResetKeepsNothing() {
        final class LateIgnoringRecognizer: UIGestureRecognizer {
            var last: UITouch?
            var lastEvent: UIEvent?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                last = touches.first
                lastEvent = event
            }
            override func reset() {
                super.reset()
                if let last, let lastEvent { ignore(last, for: lastEvent) }
                last = nil
                lastEvent = nil
            }
        }
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = LateIgnoringRecognizer()
        view.addGestureRecognizer(recognizer)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(recognizer.storedState == .possible && recognizer.touchBook.ignored.isEmpty)
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]"])
        #expect(stage.app.leftovers == [])
    }
}
