import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("StrokeRecognizerTests")
struct StrokeRecognizerTests {
    @Test(
        "§12 an Apple-style stroke recognizer collects coalesced precise samples with force, predictions and force updates"
    )
    func speedSketchStroke() {
        let stage = Stage()
        let canvas = stage.view("Canvas", CGRect(x: 0, y: 0, width: 320, height: 200))
        let recognizer = PencilStrokeGestureRecognizer()
        var actions: [String] = []
        var strokes: [Stroke] = []
        recognizer.addHandler { recognizer in
            guard let stroke = recognizer as? PencilStrokeGestureRecognizer else { return }
            actions.append("\(recognizer.state) \(stroke.stroke.samples.count)+\(stroke.stroke.predictedSamples.count)")
            if recognizer.state == .ended { strokes.append(stroke.stroke) }
        }
        canvas.addGestureRecognizer(recognizer)
        let pencil = TouchSampleBatcher()
        let driver = FrameDriver(application: stage.app, sources: [pencil])
        for tick in 0...8 {
            let phase: UITouch.Phase = tick == 0 ? .began : tick == 8 ? .ended : .moved
            pencil.push(pencilSample(tick: tick, phase: phase, force: 0.5, index: 500 + tick, expecting: [.force]))
        }
        for tick in 0...8 {
            pencil.push(
                .estimatedUpdate(
                    EstimatedPropertiesUpdate(
                        timestamp: 9.0 / 240, estimationUpdateIndex: 500 + tick, force: 1 + CGFloat(tick) / 8)))
        }
        driver.runFrames(until: 12.0 / 240, framesPerSecond: 60)
        // The stroke began with the touch-down, changed with 4 coalesced samples (and 4 predictions), and ended
        // with 4 more: 9 samples; then each sample's force arrived.
        #expect(actions == ["began 1+0", "changed 5+4", "ended 9+0"])
        let stroke = strokes.first
        #expect(stroke?.samples.map(\.location.x) == [10.25, 12.25, 14.25, 16.25, 18.25, 20.25, 22.25, 24.25, 26.25])
        #expect(stroke?.samples.map(\.coalesced) == [false, true, true, true, false, true, true, true, false])
        #expect(stroke?.samples.compactMap(\.force) == (0...8).map { 1 + CGFloat($0) / 8 })
        #expect(stroke?.samples.allSatisfy { $0.estimatedPropertiesExpectingUpdates == [] } == true)
        #expect(stroke?.samples.allSatisfy { $0.altitude == 1 && abs(($0.azimuth ?? 0) - 0.5) < 1e-12 } == true)
        #expect(stage.log.lines == [])  // the stroke began at the touch-down and took the touch from the canvas
        #expect(stage.app.leftovers == [])
    }
}
