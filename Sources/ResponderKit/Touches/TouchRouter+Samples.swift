import Foundation

extension TouchRouter {
    /// The state a pencil-like sample (one with a sample time, a precise location, angles or estimates) gives
    /// its touch, in the window's coordinates, with its values repaired: an altitude outside 0…π/2 is clamped,
    /// a negative force or radius becomes 0, a sample time out of order is clamped (BadInput).
    func state(of sample: TouchSample, in window: UIWindow?, for touch: UITouch, location: CGPoint) -> TouchState {
        var altitude = sample.altitudeAngle
        if !(0...(CGFloat.pi / 2)).contains(altitude) {
            repair(.valueClamped(finger: sample.finger, property: .altitude))
            altitude = Swift.min(Swift.max(altitude, 0), .pi / 2)
        }
        var force = sample.force
        if force < 0 {
            repair(.valueClamped(finger: sample.finger, property: .force))
            force = 0
        }
        let precise = sample.preciseLocation.map { point in window.map { $0.convertFromScreen(point) } ?? point }
        // Within −π…π the remainder is the angle itself: the division is needed only outside.
        var azimuth =
            abs(sample.azimuthAngle) <= .pi ? sample.azimuthAngle : sample.azimuthAngle.remainder(dividingBy: 2 * .pi)
        if let window, !window.geometry.hasIdentityTransform {
            // The azimuth is an angle on the screen; a window's transform may turn or mirror it (without one, the
            // window's coordinates only shift the screen's, and the angle stays).
            let origin = window.convertFromScreen(.zero)
            let tip = window.convertFromScreen(CGPoint(x: cos(azimuth), y: sin(azimuth)))
            if tip.x - origin.x != cos(azimuth) || tip.y - origin.y != sin(azimuth) {
                azimuth = atan2(tip.y - origin.y, tip.x - origin.x)
            }
        }
        let expecting = sample.estimationUpdateIndex == nil ? [] : sample.estimatedPropertiesExpectingUpdates
        return TouchState(
            timestamp: sample.timestamp.map { sampleTime($0, of: touch, began: sample.phase == .began) }
                ?? frameTimestamp,
            location: location, preciseLocation: precise ?? location, force: force,
            maximumPossibleForce: Swift.max(0, sample.maximumPossibleForce),
            majorRadius: Swift.max(0, sample.majorRadius),
            majorRadiusTolerance: Swift.max(0, sample.majorRadiusTolerance), altitudeAngle: altitude,
            azimuthAngle: azimuth, updateIndex: sample.estimationUpdateIndex,
            estimatedProperties: sample.estimatedProperties.union(expecting), expectingUpdates: expecting)
    }

    /// A sample's own time, in order: not before the finger's previous sample (unless it begins the touch),
    /// not after the frame that carries it, and finite.
    func sampleTime(_ time: TimeInterval, of touch: UITouch, began: Bool = false) -> TimeInterval {
        let earliest = began ? -TimeInterval.infinity : touch.timestamp
        guard time.isFinite, time >= earliest, time <= frameTimestamp else {
            let repaired = time.isFinite ? Swift.min(Swift.max(time, earliest), frameTimestamp) : frameTimestamp
            repair(.sampleTimeClamped(finger: touch.finger, from: time, to: repaired))
            return repaired
        }
        return time
    }
}

extension UITouch {
    /// Clears the estimation-update index and the estimates, for a sample that carries none.
    func forgetEstimates() {
        updateIndex = nil
        estimatedProperties = []
        estimatedPropertiesExpectingUpdates = []
    }
}
