import Benchmark
import Foundation
import ResponderKit
import ResponderKitTesting

// Issue 32: what one interaction test's gesture costs through ResponderKitTesting's EventGenerator, layout pass,
// location resolution and (for the tap) the hittability probe included. Target: each ≤ 50 µs.

/// A screen of 40 buttons and a photo with a pinch, in an application on a manual clock, with a generator.
@MainActor
private final class GeneratorStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    let generator: EventGenerator
    let button: UIButton
    let photo: UIView
    var taps = 0

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), application: app)
        window.makeKeyAndVisible()
        var last = UIButton()
        for index in 0..<40 {
            let button = UIButton(
                frame: CGRect(x: 10 + (index % 4) * 90, y: 10 + (index / 4) * 50, width: 80, height: 40))
            button.accessibilityIdentifier = "button \(index)"
            window.addSubview(button)
            last = button
        }
        button = last
        photo = UIView(frame: CGRect(x: 0, y: 520, width: 390, height: 300))
        photo.addGestureRecognizer(UIPinchGestureRecognizer())
        photo.addGestureRecognizer(UIPanGestureRecognizer())
        window.addSubview(photo)
        generator = try! EventGenerator(window: window)
        generator.recordsGestureTrace = false
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }
}

/// The frames a gesture injects, precomputed: the engine's share of a gesture, without the generator.
@MainActor
private func rawFrames(_ fingers: [[CGPoint]]) -> [InputEvent] {
    // fingers[f][k]: finger f's location at frame k; down at the first frame, up at the last.
    let count = fingers[0].count
    return (0..<count).map { frame in
        let phase: UITouch.Phase = frame == 0 ? .began : frame == count - 1 ? .ended : .moved
        return .touches(
            TouchFrame(
                timestamp: 0,
                samples: fingers.indices.map { TouchSample(finger: $0 + 1, phase: phase, location: fingers[$0][frame]) }
            ))
    }
}

func generatorBenchmarks() {
    // The same gestures as raw frames injected at 60 Hz: what the engine costs, to tell it from the generator's part.
    Benchmark("raw frames: 20-step drag (22 frames)", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        await MainActor.run {
            let stage = GeneratorStage()
            let path = (0...21).map { CGPoint(x: 60 + CGFloat(min($0, 20)) * 12, y: 600 + CGFloat(min($0, 20)) * 5) }
            let frames = rawFrames([path])
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for frame in frames {
                    time += 1.0 / 60
                    stage.app.inject(frame.at(time))
                }
                time += 1
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("raw frames: pinch (11 frames)", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        await MainActor.run {
            let stage = GeneratorStage()
            let centre = CGPoint(x: 195, y: 670)
            let half = (0...10).map { 10 + CGFloat(min($0, 9)) * 10 }
            let frames = rawFrames([
                half.map { CGPoint(x: centre.x - $0, y: centre.y) },
                half.map { CGPoint(x: centre.x + $0, y: centre.y) },
            ])
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for frame in frames {
                    time += 1.0 / 60
                    stage.app.inject(frame.at(time))
                }
                time += 1
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("generator: fingerTap on a view (hittability checked)", configuration: .init(scalingFactor: .kilo)) {
        benchmark async in
        await MainActor.run {
            let stage = GeneratorStage()
            for _ in 0..<100 { try! stage.generator.fingerTap(at: stage.button) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try! stage.generator.fingerTap(at: stage.button)
                stage.generator.clock.advance(by: 1)
            }
            benchmark.stopMeasurement()
            blackHole(stage.taps)
        }
    }

    Benchmark("generator: 20-step drag", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        await MainActor.run {
            let stage = GeneratorStage()
            let start = CGPoint(x: 60, y: 600)
            let end = CGPoint(x: 300, y: 700)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try! stage.generator.fingerDown(at: start)
                try! stage.generator.fingerMove(to: end, duration: 20.0 / 60)
                try! stage.generator.fingerUp()
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("generator: pinch (fingerPinchOpen, 9 frames)", configuration: .init(scalingFactor: .kilo)) {
        benchmark async in
        await MainActor.run {
            let stage = GeneratorStage()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try! stage.generator.fingerPinchOpen(at: stage.photo)
                stage.generator.clock.advance(by: 1)
            }
            benchmark.stopMeasurement()
        }
    }
}

extension InputEvent {
    /// The same touch frame at `time`.
    fileprivate func at(_ time: Double) -> InputEvent {
        guard case .touches(var frame) = self else { return self }
        frame.timestamp = time
        return .touches(frame)
    }
}
