import Foundation

extension UITouch {
    /// The touch's location with the hardware's full precision, in `view`'s coordinates (nil: the window's).
    ///
    /// For a pencil it has sub-point precision; use it to draw, and `location(in:)` to hit-test. A finger's
    /// precise location is its location unless the platform reports more.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(preciseLocationInWindow, to: view)
    }

    /// The precise location before the touch's last move, in `view`'s coordinates (nil: the window's).
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(precisePreviousLocationInWindow, to: view)
    }

    /// The direction the pencil points along the screen, in radians in `view`'s coordinates (nil: the
    /// window's); 0 along +x. Fingers report 0.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector of the pencil's azimuth, in `view`'s coordinates (nil: the window's).
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let tip = CGPoint(x: cos(azimuthInWindow), y: sin(azimuthInWindow))
        guard view != nil else { return CGVector(dx: tip.x, dy: tip.y) }
        let origin = convertFromWindow(.zero, to: view)
        let end = convertFromWindow(tip, to: view)
        let dx = end.x - origin.x
        let dy = end.y - origin.y
        let length = dx.magnitudeOfVector(with: dy)
        guard length > 0, length.isFinite else { return CGVector(dx: 1, dy: 0) }
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// The index that later updates of this sample's estimated properties carry; nil when the sample expects
    /// no update. `touchesEstimatedPropertiesUpdated(_:)` receives touches with the same index.
    public var estimationUpdateIndex: NSNumber? {
        updateIndex.map { NSNumber(value: $0) }
    }

    /// Converts a point in the window's coordinates into `target`'s.
    func convertFromWindow(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return point }
        if let window { return target.convert(point, from: window) }
        return target.convert(point, from: target.window)
    }

    /// The touch's current sample.
    var state: TouchState {
        TouchState(
            timestamp: timestamp, location: locationInWindow, preciseLocation: preciseLocationInWindow,
            force: force, maximumPossibleForce: maximumPossibleForce, majorRadius: majorRadius,
            majorRadiusTolerance: majorRadiusTolerance, altitudeAngle: altitudeAngle, azimuthAngle: azimuthInWindow,
            updateIndex: updateIndex, estimatedProperties: estimatedProperties,
            expectingUpdates: estimatedPropertiesExpectingUpdates)
    }

    /// Takes the values of one sample (the previous locations are the caller's business).
    func assign(_ state: TouchState) {
        timestamp = state.timestamp
        locationInWindow = state.location
        preciseLocationInWindow = state.preciseLocation
        force = state.force
        maximumPossibleForce = state.maximumPossibleForce
        majorRadius = state.majorRadius
        majorRadiusTolerance = state.majorRadiusTolerance
        altitudeAngle = state.altitudeAngle
        azimuthInWindow = state.azimuthAngle
        updateIndex = state.updateIndex
        estimatedProperties = state.estimatedProperties
        estimatedPropertiesExpectingUpdates = state.expectingUpdates
    }

    /// A touch standing for one sample of `touch` (a coalesced, predicted or updated touch).
    convenience init(sampleOf touch: UITouch) {
        self.init(
            sample: TouchSample(finger: touch.finger, phase: touch.phase, location: .zero, type: touch.type),
            timestamp: touch.timestamp, locationInWindow: touch.locationInWindow)
        isRetired = true
    }

    /// A touch showing an updated sample of a touch that may be gone.
    convenience init(finger: Int, type: TouchType, state: TouchState) {
        self.init(
            sample: TouchSample(finger: finger, phase: .moved, location: .zero, type: type),
            timestamp: state.timestamp, locationInWindow: state.location)
        isRetired = true
        assign(state)
    }

    /// Makes this sample touch show `state` of `touch`, with `previous` as its previous sample.
    func show(_ state: TouchState, previous: TouchState, of touch: UITouch) {
        assign(state)
        previousLocationInWindow = previous.location
        precisePreviousLocationInWindow = previous.preciseLocation
        downLocationInWindow = touch.downLocationInWindow
        phase = touch.phase
        tapCount = touch.tapCount
        // Usually the same as at the last update: assigning would retain the new and release the old.
        if view !== touch.view { view = touch.view }
        if window !== touch.window { window = touch.window }
    }

    /// The touch's coalesced touches for its current update: one per sample of the frame, in time order, the
    /// last one equal to the touch. Built once per update, into reused objects.
    var coalescedTouches: [UITouch] {
        if sampleTouches.coalescedSerial != stateSerial {
            sampleTouches.coalescedSerial = stateSerial
            let count = earlierSamples.count + 1
            sampleTouches.reuse(.coalesced, count: count, for: self)
            var previous = TouchState.previous(of: self)
            var index = 0
            // The list holds its touches for the loop: each is shown without a retain.
            forEachUnretained(in: sampleTouches.coalesced) { sampleTouch in
                let sample = index < earlierSamples.count ? earlierSamples[index] : state
                sampleTouch.show(sample, previous: previous, of: self)
                previous = sample
                index += 1
            }
        }
        return sampleTouches.coalesced
    }

    /// The touch's predicted touches for its current update: samples ahead along the recent motion, at the
    /// hardware's sample interval, reaching `horizon` seconds ahead (`InteractionMetrics.touchPredictionInterval`);
    /// empty when the touch is not moving (it began, ended, or stands still).
    func predictedTouches(horizon: TimeInterval) -> [UITouch] {
        guard sampleTouches.predictedSerial != stateSerial else { return sampleTouches.predicted }
        sampleTouches.predictedSerial = stateSerial
        let current = state
        let before = earlierSamples.last ?? TouchState.previous(of: self)
        let interval = current.timestamp - before.timestamp
        let isMoving = (phase == .moved || phase == .stationary) && interval > 0 && before.location != current.location
        guard isMoving, horizon > 0, horizon.isFinite else {
            sampleTouches.reuse(.predicted, count: 0, for: self)
            return sampleTouches.predicted
        }
        let step = Swift.max(interval, 1.0 / 480)
        let count = Swift.min(8, Swift.max(1, Int(saturating: (horizon / step).rounded())))
        sampleTouches.reuse(.predicted, count: count, for: self)
        let velocity = CGPoint(
            x: (current.location.x - before.location.x) / interval,
            y: (current.location.y - before.location.y) / interval)
        let preciseVelocity = CGPoint(
            x: (current.preciseLocation.x - before.preciseLocation.x) / interval,
            y: (current.preciseLocation.y - before.preciseLocation.y) / interval)
        var previous = current
        var index = 0
        // The list holds its touches for the loop: each is shown without a retain.
        forEachUnretained(in: sampleTouches.predicted) { sampleTouch in
            let ahead = step * Double(index + 1)
            var sample = current
            sample.timestamp = current.timestamp + ahead
            sample.location = CGPoint(
                x: current.location.x + velocity.x * ahead, y: current.location.y + velocity.y * ahead)
            sample.preciseLocation = CGPoint(
                x: current.preciseLocation.x + preciseVelocity.x * ahead,
                y: current.preciseLocation.y + preciseVelocity.y * ahead)
            sample.updateIndex = nil
            sample.expectingUpdates = []
            sampleTouch.show(sample, previous: previous, of: self)
            previous = sample
            index += 1
        }
        return sampleTouches.predicted
    }
}

/// One sample of a touch, in the window's coordinates: what a coalesced or predicted touch shows.
struct TouchState: Hashable, Sendable {
    var timestamp: TimeInterval
    var location: CGPoint
    var preciseLocation: CGPoint
    var force: CGFloat
    var maximumPossibleForce: CGFloat
    var majorRadius: CGFloat
    var majorRadiusTolerance: CGFloat
    var altitudeAngle: CGFloat
    var azimuthAngle: CGFloat
    var updateIndex: Int?
    var estimatedProperties: UITouch.Properties
    var expectingUpdates: UITouch.Properties

    /// The touch's state at its previous update, as far as the touch remembers it (locations and time).
    @MainActor
    static func previous(of touch: UITouch) -> TouchState {
        var state = touch.state
        state.location = touch.previousLocationInWindow
        state.preciseLocation = touch.precisePreviousLocationInWindow
        state.timestamp = touch.previousSampleTimestamp
        return state
    }
}

/// The reused objects behind a touch's coalesced and predicted touches.
///
/// The lists are rebuilt in place at the touch's next update: a sample touch is reused only when nothing but
/// the list holds it, so a touch (or a list) the app kept keeps its values and the list takes a fresh object.
/// In steady state (the app reads the lists and lets them go) a frame allocates nothing.
@MainActor
struct SampleTouches {
    /// Which list ``reuse(_:count:for:)`` rebuilds.
    enum List {
        case coalesced, predicted
    }

    /// The coalesced touches of the current update.
    var coalesced: [UITouch] = []
    /// The predicted touches of the current update.
    var predicted: [UITouch] = []
    /// Sample touches not in a list now, kept for the next update.
    var spares: [UITouch] = []
    /// The touch's `stateSerial` the coalesced list shows; -1 before the first.
    var coalescedSerial = -1
    /// The touch's `stateSerial` the predicted list shows; -1 before the first.
    var predictedSerial = -1

    /// Makes `list` hold `count` sample touches of `touch` that nobody else holds.
    mutating func reuse(_ list: List, count: Int, for touch: UITouch) {
        switch list {
        case .coalesced: Self.reuse(&coalesced, spares: &spares, count: count, for: touch)
        case .predicted: Self.reuse(&predicted, spares: &spares, count: count, for: touch)
        }
    }

    private static func reuse(_ list: inout [UITouch], spares: inout [UITouch], count: Int, for touch: UITouch) {
        while list.count > count { spares.append(list.removeLast()) }
        replaceShared(in: &list) { spare(from: &spares, for: touch) }
        while list.count < count { list.append(spare(from: &spares, for: touch)) }
    }

    /// A spare sample touch nobody else holds, or a new one.
    private static func spare(from spares: inout [UITouch], for touch: UITouch) -> UITouch {
        while var spare = spares.popLast() {
            if isKnownUniquelyReferenced(&spare) { return spare }
        }
        return UITouch(sampleOf: touch)
    }
}
