import Foundation
import ResponderKit

/// The stylus while it is down: where it is and how it is held.
struct StylusState {
    var location: CGPoint
    var azimuth: CGFloat
    var altitude: CGFloat
    var pressure: CGFloat
}

extension EventGenerator {
    /// The platform's finger number of the stylus.
    static let stylusFinger = 100
    /// The rate at which a pencil reports samples: 240 Hz.
    public static let stylusSampleRate: Double = 240
    /// The largest force an Apple Pencil reports (`maximumPossibleForce`).
    public static let stylusMaximumForce: CGFloat = 4.17

    /// Puts the stylus down at a location, held at `azimuth` (radians along the screen, 0 along +x) and `altitude`
    /// (radians from the screen; π/2 upright) with `pressure` from 0 to 1 of ``stylusMaximumForce``.
    public func stylusDown(
        at location: (any EventLocatable)? = nil, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2,
        pressure: CGFloat = 0.5
    ) throws {
        try gesture {
            guard stylus == nil else { throw EventGeneratorError.touchForStylusAlreadyExists }
            let point = try resolve(location)
            let state = StylusState(location: point, azimuth: azimuth, altitude: altitude, pressure: pressure)
            stylus = state
            send([stylusSample(state, phase: .began, at: now)], at: now)
        }
    }

    /// Lifts the stylus where it is.
    public func stylusUp() throws {
        try gesture {
            guard let state = stylus else { throw EventGeneratorError.touchForStylusDoesNotExist }
            stylus = nil
            send([stylusSample(state, phase: .ended, at: now)], at: now)
        }
    }

    /// Moves the stylus to a location in one sample, now.
    public func stylusMove(
        to location: any EventLocatable, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2, pressure: CGFloat = 0.5
    ) throws {
        try stylusMove(to: location, azimuth: azimuth, altitude: altitude, pressure: pressure, duration: 0)
    }

    /// Moves the stylus to a location over `duration` seconds, its position, azimuth, altitude and pressure changing
    /// evenly: samples at 240 Hz, delivered once per display frame, so each frame's touch carries the samples
    /// since the last frame as its coalesced touches (`UIEvent.coalescedTouches(for:)`).
    public func stylusMove(
        to location: any EventLocatable, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2, pressure: CGFloat = 0.5,
        duration: TimeInterval
    ) throws {
        try validate(duration: duration)
        try gesture {
            guard let start = stylus else { throw EventGeneratorError.touchForStylusDoesNotExist }
            let target = StylusState(
                location: try resolve(location, checkingHittability: false), azimuth: azimuth, altitude: altitude,
                pressure: pressure)
            let began = now
            guard duration > 0 else {
                stylus = target
                send([stylusSample(target, phase: .moved, at: began)], at: began)
                return
            }
            let batcher = TouchSampleBatcher()
            let sampleCount = Swift.max(1, Int(saturating: (duration * Self.stylusSampleRate - 1e-9).rounded(.up)))
            for sample in 1...sampleCount {
                let progress = CGFloat(sample) / CGFloat(sampleCount)
                let state = StylusState(
                    location: CGPoint(
                        x: start.location.x + (target.location.x - start.location.x) * progress,
                        y: start.location.y + (target.location.y - start.location.y) * progress),
                    azimuth: start.azimuth + (target.azimuth - start.azimuth) * progress,
                    altitude: start.altitude + (target.altitude - start.altitude) * progress,
                    pressure: start.pressure + (target.pressure - start.pressure) * progress)
                batcher.push(stylusSample(state, phase: .moved, at: began + duration * Double(progress)))
            }
            let driver = FrameDriver(application: application, sources: [batcher])
            driver.runFrames(until: began + duration, framesPerSecond: framesPerSecond)
            if batcher.count > 0 { driver.runFrame(at: began + duration) }
            stylus = target
        }
    }

    /// Draws a stroke: the stylus goes down at one location, moves to another over `duration` seconds at 240 Hz
    /// (pressure, altitude and azimuth changing evenly from the start values to the end values), and lifts.
    public func stylusStroke(
        from start: any EventLocatable, to end: any EventLocatable, duration: TimeInterval,
        pressure: (start: CGFloat, end: CGFloat) = (0.5, 0.5),
        altitude: (start: CGFloat, end: CGFloat) = (.pi / 2, .pi / 2),
        azimuth: (start: CGFloat, end: CGFloat) = (0, 0)
    ) throws {
        try gesture {
            try stylusDown(at: start, azimuth: azimuth.start, altitude: altitude.start, pressure: pressure.start)
            try stylusMove(
                to: end, azimuth: azimuth.end, altitude: altitude.end, pressure: pressure.end, duration: duration)
            try stylusUp()
        }
    }

    /// Taps the stylus `numberOfTimes` at a location.
    public func stylusTap(
        at location: (any EventLocatable)? = nil, numberOfTimes tapCount: Int,
        interval: TimeInterval = EventGenerator.multiTapInterval, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2,
        pressure: CGFloat = 0.5
    ) throws {
        try validate(duration: interval)
        try gesture {
            for tap in 0..<Swift.max(1, tapCount) {
                if tap > 0 { clock.advance(by: interval) }
                try stylusDown(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure)
                clock.advance(by: Self.fingerLiftDelay)
                try stylusUp()
            }
        }
    }

    /// Taps the stylus once at a location.
    public func stylusTap(
        at location: (any EventLocatable)? = nil, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2,
        pressure: CGFloat = 0.5
    ) throws {
        try stylusTap(at: location, numberOfTimes: 1, azimuth: azimuth, altitude: altitude, pressure: pressure)
    }

    /// Taps the stylus twice at a location.
    public func stylusDoubleTap(
        at location: (any EventLocatable)? = nil, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2,
        pressure: CGFloat = 0.5
    ) throws {
        try stylusTap(at: location, numberOfTimes: 2, azimuth: azimuth, altitude: altitude, pressure: pressure)
    }

    /// Holds the stylus still at a location for `duration` seconds, then lifts it.
    public func stylusLongPress(
        at location: (any EventLocatable)? = nil, azimuth: CGFloat = 0, altitude: CGFloat = .pi / 2,
        pressure: CGFloat = 0.5, duration: TimeInterval = EventGenerator.longPressHoldDelay
    ) throws {
        try validate(duration: duration)
        try gesture {
            try stylusDown(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure)
            clock.advance(by: duration)
            try stylusUp()
        }
    }

    private func stylusSample(_ state: StylusState, phase: UITouch.Phase, at time: TimeInterval) -> TouchSample {
        TouchSample(
            finger: Self.stylusFinger, phase: phase, location: state.location,
            force: Swift.max(0, state.pressure) * Self.stylusMaximumForce,
            maximumPossibleForce: Self.stylusMaximumForce,
            majorRadius: 0.25, majorRadiusTolerance: 0.25, type: .pencil, timestamp: time,
            preciseLocation: state.location, altitudeAngle: state.altitude, azimuthAngle: state.azimuth)
    }
}
