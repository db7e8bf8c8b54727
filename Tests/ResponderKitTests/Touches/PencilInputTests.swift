import Foundation
import ResponderKit
import Testing

/// A canvas that logs each delivery's coalesced samples (time, precise x, force) and predicted touches.
@MainActor
final class SampleLoggingView: UIView {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog
    var logsPredictions = false

    init(frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = "canvas"
    }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        let samples = (event.coalescedTouches(for: touch) ?? []).map { sample in
            "\(stamp(sample.timestamp))@\(sample.preciseLocation(in: self).x.formatted)"
                + (sample.force > 0 ? " f\(sample.force.formatted)" : "")
        }
        log.add("\(phase) " + samples.joined(separator: ", "))
        if logsPredictions, let predicted = event.predictedTouches(for: touch), !predicted.isEmpty {
            log.add(
                "  predicted "
                    + predicted.map { "\(stamp($0.timestamp))@\($0.location(in: self).x.formatted)" }
                    .joined(separator: ", "))
        }
    }

    private func stamp(_ time: TimeInterval) -> String {
        String(Int(saturating: (time * 240).rounded()))  // in 240 Hz ticks
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches {
            log.add(
                "canvas updated #\(touch.estimationUpdateIndex?.intValue ?? -1) force \(touch.force.formatted)"
                    + " expecting \(touch.estimatedPropertiesExpectingUpdates.names)")
        }
    }
}

extension CGFloat {
    /// `12`, `12.5`: for logs.
    var formatted: String {
        self == rounded() ? String(Int(saturating: self)) : String(format: "%g", Double(self))
    }
}

/// A pencil stroke along x from (10, 50), one sample every 1/240 s starting at tick `first`, moving 2 pt a tick.
@MainActor
func pencilSample(
    tick: Int, phase: UITouch.Phase, force: CGFloat = 1, index: Int? = nil, expecting: UITouch.Properties = []
) -> TouchSample {
    let x = 10 + 2 * CGFloat(tick)
    return TouchSample(
        finger: 1, phase: phase, location: CGPoint(x: x.rounded(.down), y: 50), force: force,
        maximumPossibleForce: 4, type: .pencil, timestamp: Double(tick) / 240,
        preciseLocation: CGPoint(x: x + 0.25, y: 50), altitudeAngle: 1, azimuthAngle: 0.5,
        estimationUpdateIndex: index, estimatedProperties: expecting, estimatedPropertiesExpectingUpdates: expecting)
}

@MainActor
@Suite("PencilInputTests")
struct PencilInputTests {
    /// A stage with a canvas, a batcher for the pencil and a frame driver at `framesPerSecond`.
    private func canvasStage() -> (Stage, SampleLoggingView, TouchSampleBatcher, FrameDriver) {
        let stage = Stage()
        let canvas = SampleLoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), log: stage.log)
        stage.window.addSubview(canvas)
        let pencil = TouchSampleBatcher()
        let driver = FrameDriver(application: stage.app, sources: [pencil])
        return (stage, canvas, pencil, driver)
    }

    @Test("§12 a 240 Hz pencil stroke delivered at 60 Hz yields 4 coalesced samples per frame, in time order")
    func coalescedAt60Hz() {
        let (stage, _, pencil, driver) = canvasStage()
        for tick in 0...12 {
            pencil.push(pencilSample(tick: tick, phase: tick == 0 ? .began : tick == 12 ? .ended : .moved))
        }
        driver.runFrames(until: 13.0 / 240, framesPerSecond: 60)
        #expect(
            stage.log.lines == [
                "began 0@10.25 f1",
                "moved 1@12.25 f1, 2@14.25 f1, 3@16.25 f1, 4@18.25 f1",
                "moved 5@20.25 f1, 6@22.25 f1, 7@24.25 f1, 8@26.25 f1",
                "ended 9@28.25 f1, 10@30.25 f1, 11@32.25 f1, 12@34.25 f1",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 at 120 Hz the same stroke yields 2 coalesced samples per frame")
    func coalescedAt120Hz() {
        let (stage, _, pencil, driver) = canvasStage()
        for tick in 0...4 {
            pencil.push(pencilSample(tick: tick, phase: tick == 0 ? .began : tick == 4 ? .ended : .moved))
        }
        driver.runFrames(until: 5.0 / 240, framesPerSecond: 120)
        #expect(
            stage.log.lines == ["began 0@10.25 f1", "moved 1@12.25 f1, 2@14.25 f1", "ended 3@16.25 f1, 4@18.25 f1"])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 the last coalesced touch carries the touch's values; coalesced touches give each sample's previous location"
    )
    func lastCoalescedIsTheTouch() {
        let stage = Stage()
        var checks: [String] = []
        final class Canvas: UIView {
            var onMove: ((UITouch, UIEvent) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let touch = touches.first, let event { onMove?(touch, event) }
            }
        }
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        stage.window.addSubview(canvas)
        canvas.onMove = { touch, event in
            let coalesced = event.coalescedTouches(for: touch) ?? []
            guard let last = coalesced.last else { return checks.append("no samples") }
            checks.append(
                "count \(coalesced.count) last==touch \(last.location(in: nil) == touch.location(in: nil) && last.force == touch.force && last.timestamp == touch.timestamp && last.altitudeAngle == touch.altitudeAngle)"
                    + " previous \(coalesced.map { $0.previousLocation(in: nil).x.formatted }.joined(separator: " "))"
                    + " touch.previous \(touch.previousLocation(in: nil).x.formatted) type \(last.type == .pencil)")
            #expect(event.coalescedTouches(for: last) == nil)  // a sample touch is not one of the event's touches
        }
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencilSample(tick: 0, phase: .began)])))
        stage.app.inject(
            .touches(
                TouchFrame(
                    timestamp: 3.0 / 240,
                    samples: (1...3).map { pencilSample(tick: $0, phase: .moved) })))
        stage.app.inject(.touches(TouchFrame(timestamp: 4.0 / 240, samples: [pencilSample(tick: 4, phase: .ended)])))
        #expect(checks == ["count 3 last==touch true previous 10 12 14 touch.previous 10 type true"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 predicted touches lie ahead along the motion, at the pencil's sample interval, one frame ahead")
    func predictedTouchesAhead() {
        let (stage, canvas, pencil, driver) = canvasStage()
        canvas.logsPredictions = true
        for tick in 0...8 {
            pencil.push(pencilSample(tick: tick, phase: tick == 0 ? .began : tick == 8 ? .ended : .moved))
        }
        driver.runFrames(until: 9.0 / 240, framesPerSecond: 60)
        // Moving 2 pt a tick: the four predictions continue the line at ticks 5…8 (and 9…12), none after the lift.
        #expect(
            stage.log.lines == [
                "began 0@10.25 f1",
                "moved 1@12.25 f1, 2@14.25 f1, 3@16.25 f1, 4@18.25 f1",
                "  predicted 5@20, 6@22, 7@24, 8@26",
                "ended 5@20.25 f1, 6@22.25 f1, 7@24.25 f1, 8@26.25 f1",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 an estimated force update reaches touchesEstimatedPropertiesUpdated of the recognizer and the view with the sample's index"
    )
    func estimatedForceUpdate() {
        let (stage, canvas, pencil, driver) = canvasStage()
        final class UpdateRecognizer: UIGestureRecognizer {
            var log: EventLog?
            override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
                for touch in touches {
                    log?.add("recognizer updated #\(touch.estimationUpdateIndex?.intValue ?? -1) force \(touch.force)")
                }
            }
        }
        let recognizer = UpdateRecognizer()
        recognizer.log = stage.log
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        canvas.addGestureRecognizer(recognizer)
        pencil.push(pencilSample(tick: 0, phase: .began, force: 0.5, index: 100, expecting: [.force]))
        pencil.push(pencilSample(tick: 1, phase: .moved, force: 0.5, index: 101, expecting: [.force]))
        pencil.push(pencilSample(tick: 2, phase: .moved, force: 0.5, index: 102, expecting: [.force]))
        pencil.push(
            .estimatedUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: 3.0 / 240, estimationUpdateIndex: 101, force: 2,
                    estimatedPropertiesExpectingUpdates: [.force])))
        pencil.push(pencilSample(tick: 4, phase: .ended, force: 0.5))
        pencil.push(
            .estimatedUpdate(EstimatedPropertiesUpdate(timestamp: 5.0 / 240, estimationUpdateIndex: 101, force: 2.5)))
        pencil.push(
            .estimatedUpdate(EstimatedPropertiesUpdate(timestamp: 5.0 / 240, estimationUpdateIndex: 102, force: 3)))
        // Index 101 had its last update: one more is repaired (dropped), as is one for an index never delivered.
        pencil.push(
            .estimatedUpdate(EstimatedPropertiesUpdate(timestamp: 6.0 / 240, estimationUpdateIndex: 101, force: 9)))
        pencil.push(
            .estimatedUpdate(EstimatedPropertiesUpdate(timestamp: 6.0 / 240, estimationUpdateIndex: 7, force: 9)))
        let recorder = stage.app.trace.recorder()
        driver.runFrames(until: 8.0 / 240, framesPerSecond: 120)
        #expect(
            stage.log.lines == [
                "began 0@10.25 f0.5",
                "moved 1@12.25 f0.5, 2@14.25 f0.5",
                "recognizer updated #101 force 2.0",
                "canvas updated #101 force 2 expecting [\"force\"]",
                "ended 4@18.25 f0.5",
                "recognizer updated #101 force 2.5",
                "canvas updated #101 force 2.5 expecting []",
                "recognizer updated #102 force 3.0",
                "canvas updated #102 force 3 expecting []",
            ])
        let repairs = recorder.events.compactMap { event -> String? in
            if case .inputRepaired(let repair) = event { return repair.description }
            return nil
        }
        #expect(
            repairs == [
                "no delivered sample expects update #101: dropped", "no delivered sample expects update #7: dropped",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 allowedTouchTypes: a pencil-only recognizer never sees a finger; a finger-only one never sees the pencil")
    func allowedTouchTypesHonoured() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 200, height: 200))
        var seen: [String] = []
        final class Watcher: UIGestureRecognizer {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { onBegan?(touch) }
            }
        }
        let pencilOnly = Watcher()
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        pencilOnly.onBegan = { seen.append("pencil-only got \($0.type == .pencil ? "pencil" : "finger")") }
        let fingerOnly = Watcher()
        fingerOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        fingerOnly.onBegan = { seen.append("finger-only got \($0.type == .pencil ? "pencil" : "finger")") }
        view.addGestureRecognizer(pencilOnly)
        view.addGestureRecognizer(fingerOnly)
        stage.app.tap(at: CGPoint(x: 20, y: 20), time: 0)
        let pen = TouchSample(finger: 2, phase: .began, location: CGPoint(x: 20, y: 20), type: .pencil)
        stage.app.inject(.touches(TouchFrame(timestamp: 1, samples: [pen])))
        var lift = pen
        lift.phase = .ended
        stage.app.inject(.touches(TouchFrame(timestamp: 1.1, samples: [lift])))
        #expect(seen == ["finger-only got finger", "pencil-only got pencil"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 altitude, azimuth and precise location answer in the asked view's coordinates")
    func anglesAndPreciseLocation() throws {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var touch: UITouch?
        stage.app.inject(
            .touches(
                TouchFrame(
                    timestamp: 0,
                    samples: [
                        TouchSample(
                            finger: 1, phase: .began, location: CGPoint(x: 150, y: 150), type: .pencil,
                            preciseLocation: CGPoint(x: 150.5, y: 150.25), altitudeAngle: 0.75, azimuthAngle: 0)
                    ])))
        touch = stage.app.liveTouches.first
        let live = try #require(touch)
        #expect(live.type == .pencil && live.altitudeAngle == 0.75)
        #expect(live.preciseLocation(in: nil) == CGPoint(x: 150.5, y: 150.25))
        #expect(live.azimuthAngle(in: nil) == 0)
        // The view is turned a quarter turn: +x on screen is -y in the view.
        let vector = live.azimuthUnitVector(in: view)
        #expect(abs(vector.dx) < 1e-9 && abs(vector.dy + 1) < 1e-9)
        #expect(abs(live.azimuthAngle(in: view) + .pi / 2) < 1e-9)
        let precise = live.preciseLocation(in: view)
        #expect(abs(precise.x - 50.25) < 1e-9 && abs(precise.y - 49.5) < 1e-9)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 the azimuth is an angle on the screen: a shifted window keeps it, a turned window turns it")
    func azimuthInShiftedAndTurnedWindows() throws {
        func azimuth(inWindowAt frame: CGRect, transform: CGAffineTransform) throws -> CGFloat {
            let stage = Stage(frame: frame)
            stage.window.transform = transform
            let point = CGPoint(x: frame.midX, y: frame.midY)
            stage.app.inject(
                .touches(
                    TouchFrame(
                        timestamp: 0,
                        samples: [
                            TouchSample(
                                finger: 1, phase: .began, location: point, type: .pencil, altitudeAngle: 1,
                                azimuthAngle: 0.3)
                        ])))
            let live = try #require(stage.app.liveTouches.first)
            let answer = live.azimuthAngle(in: nil)
            stage.app.touch(.ended, at: point, time: 0.1)
            #expect(stage.app.leftovers == [])
            return answer
        }
        #expect(try azimuth(inWindowAt: CGRect(x: 50, y: 80, width: 320, height: 480), transform: .identity) == 0.3)
        // A quarter turn of the window: the screen's angle 0.3 is 0.3 − π/2 in the window's coordinates.
        let turned = try azimuth(
            inWindowAt: CGRect(x: 0, y: 0, width: 400, height: 400),
            transform: CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned - (0.3 - .pi / 2)) < 1e-9)
    }

    @Test("§12 coalesced touches are reused objects, but one the app keeps keeps its values")
    func keptCoalescedTouchKeepsItsValues() {
        let stage = Stage()
        final class Keeper: UIView {
            var kept: UITouch?
            var seen: [ObjectIdentifier] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first, let samples = event?.coalescedTouches(for: touch) else { return }
                seen.append(contentsOf: samples.map(ObjectIdentifier.init))
                if kept == nil { kept = samples.first }
            }
        }
        let view = Keeper(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        stage.window.addSubview(view)
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencilSample(tick: 0, phase: .began)])))
        for frame in 0..<3 {
            let ticks = (2 * frame + 1)...(2 * frame + 2)
            stage.app.inject(
                .touches(
                    TouchFrame(
                        timestamp: Double(2 * frame + 2) / 240,
                        samples: ticks.map { pencilSample(tick: $0, phase: .moved) }
                    )))
        }
        stage.app.inject(.touches(TouchFrame(timestamp: 7.0 / 240, samples: [pencilSample(tick: 7, phase: .ended)])))
        // The kept first sample of the first frame still shows tick 1; the one beside it was reused every frame,
        // and the kept one was replaced by a fresh object in later frames.
        #expect(view.kept?.preciseLocation(in: nil).x == 12.25 && view.kept?.timestamp == 1.0 / 240)
        #expect(Set(view.seen).count == 3)
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 the batcher gives a touch-down its own delivery; the moves sampled after it come with the lift")
    func batcherSplitsTheDown() {
        let (stage, _, pencil, driver) = canvasStage()
        for tick in 0...3 { pencil.push(pencilSample(tick: tick, phase: tick == 0 ? .began : .moved)) }
        pencil.push(pencilSample(tick: 4, phase: .ended))
        let frames = driver.runFrames(until: 4.0 / 240, framesPerSecond: 60)
        #expect(frames == 1)
        #expect(stage.log.lines == ["began 0@10.25 f1", "ended 1@12.25 f1, 2@14.25 f1, 3@16.25 f1, 4@18.25 f1"])
        #expect(pencil.count == 0)
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 runFrames runs display frames at the rate asked, on the manual clock, without drift")
    func runFramesAtRate() {
        let stage = Stage()
        let driver = FrameDriver(application: stage.app, sources: [])
        #expect(driver.runFrames(until: 1, framesPerSecond: 120) == 120)
        #expect(driver.lastFrameTime == 1 && stage.clock.now == 1)
        #expect(driver.runFrames(until: 2, framesPerSecond: 60) == 60)
        #expect(driver.runFrames(until: 3, framesPerSecond: .nan) == 0)
        #expect(stage.app.leftovers == [])
    }
}
