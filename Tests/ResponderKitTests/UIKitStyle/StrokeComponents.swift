// A pencil stroke recognizer written the way Apple's SpeedSketch sample ("Leveraging touch input for drawing apps")
// writes it: coalesced samples with precise locations and force, predicted samples, and estimated-property
// updates matched by `estimationUpdateIndex`. The iOS file starts with `import UIKit`; here the only change is
// the import.
import ResponderKit

struct StrokeSample {
    let timestamp: TimeInterval
    let location: CGPoint
    var coalesced: Bool
    var predicted: Bool
    var force: CGFloat?
    var altitude: CGFloat?
    var azimuth: CGFloat?
    var estimatedProperties: UITouch.Properties = []
    var estimatedPropertiesExpectingUpdates: UITouch.Properties = []
}

final class Stroke {
    enum State { case active, done, cancelled }
    var samples: [StrokeSample] = []
    var predictedSamples: [StrokeSample] = []
    var state: State = .active
    var receivedAllNeededUpdatesBlock: (() -> Void)?

    func add(sample: StrokeSample) -> Int {
        samples.append(sample)
        return samples.count - 1
    }

    func update(sample: StrokeSample, at index: Int) {
        samples[index] = sample
    }

    func addPredicted(sample: StrokeSample) {
        predictedSamples.append(sample)
    }

    func clearUpdates() {
        predictedSamples.removeAll()
    }
}

final class PencilStrokeGestureRecognizer: UIGestureRecognizer {
    var stroke = Stroke()
    var coordinateSpaceView: UIView?
    var isForPencil = true
    var usesPredictedSamples = true
    private var trackedTouch: UITouch?
    private var initialTimestamp: TimeInterval?
    private var collectForce = false
    private var outstandingUpdateIndexes = [Int: (Stroke, Int)]()

    func append(touches: Set<UITouch>, event: UIEvent?) -> Bool {
        guard let touchToAppend = trackedTouch, touches.contains(touchToAppend) else { return false }
        if let event {
            stroke.clearUpdates()
            let coalescedTouches = event.coalescedTouches(for: touchToAppend)!
            let lastIndex = coalescedTouches.count - 1
            for index in 0..<lastIndex {
                saveStrokeSample(stroke: stroke, touch: coalescedTouches[index], coalesced: true, predicted: false)
            }
            saveStrokeSample(stroke: stroke, touch: coalescedTouches[lastIndex], coalesced: false, predicted: false)
            if usesPredictedSamples && stroke.state == .active {
                if let predictedTouches = event.predictedTouches(for: touchToAppend) {
                    for touch in predictedTouches {
                        saveStrokeSample(stroke: stroke, touch: touch, coalesced: true, predicted: true)
                    }
                }
            }
        }
        return true
    }

    func saveStrokeSample(stroke: Stroke, touch: UITouch, coalesced: Bool, predicted: Bool) {
        guard let view = coordinateSpaceView ?? self.view else { return }
        if initialTimestamp == nil { initialTimestamp = touch.timestamp }
        let location = touch.preciseLocation(in: view)
        var sample = StrokeSample(
            timestamp: touch.timestamp, location: location, coalesced: coalesced, predicted: predicted,
            force: collectForce ? touch.force : nil)
        if touch.type == .pencil {
            sample.estimatedProperties = touch.estimatedProperties
            sample.estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
            sample.altitude = touch.altitudeAngle
            sample.azimuth = touch.azimuthAngle(in: view)
        }
        if predicted {
            stroke.addPredicted(sample: sample)
        } else {
            let index = stroke.add(sample: sample)
            if touch.estimatedPropertiesExpectingUpdates != [] {
                outstandingUpdateIndexes[touch.estimationUpdateIndex!.intValue] = (stroke, index)
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouch == nil {
            trackedTouch = touches.first
            initialTimestamp = nil
            collectForce = trackedTouch!.type == .pencil
        }
        if append(touches: touches, event: event) {
            if isForPencil { state = .began }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if append(touches: touches, event: event) {
            if state == .began { state = .changed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if append(touches: touches, event: event) {
            stroke.state = .done
            state = .ended
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if append(touches: touches, event: event) {
            stroke.state = .cancelled
            state = .failed
        }
    }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let index = touch.estimationUpdateIndex else { continue }
            if let (stroke, sampleIndex) = outstandingUpdateIndexes[index.intValue] {
                var sample = stroke.samples[sampleIndex]
                let expectedUpdates = sample.estimatedPropertiesExpectingUpdates
                if expectedUpdates.contains(.force) {
                    sample.force = touch.force
                    if !touch.estimatedProperties.contains(.force) {
                        sample.estimatedProperties.remove(.force)
                    }
                }
                sample.estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
                if touch.estimatedPropertiesExpectingUpdates == [] {
                    outstandingUpdateIndexes.removeValue(forKey: index.intValue)
                }
                stroke.update(sample: sample, at: sampleIndex)
                if outstandingUpdateIndexes.isEmpty { stroke.receivedAllNeededUpdatesBlock?() }
            }
        }
    }

    override func reset() {
        trackedTouch = nil
        super.reset()
    }
}
