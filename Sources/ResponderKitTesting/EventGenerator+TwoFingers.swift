import Foundation
import ResponderKit

extension EventGenerator {
    /// Puts two fingers down `distance` points apart around a location, on a line at `angle` radians from the x axis.
    public func twoFingerDown(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        try gesture {
            let centre = try resolve(location)
            try putDown(
                try newFingers(indices, count: 2), at: Self.pair(around: centre, distance: distance, angle: radians))
        }
    }

    /// Lifts two fingers (all that are down by default, at least two).
    public func twoFingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        try gesture { lift(try downFingers(indices, minimum: 2), at: now) }
    }

    /// Moves two fingers that are down to a pair around a location, in one frame.
    public func twoFingerMove(
        _ indices: [FingerIndex?] = .automatic, to location: any EventLocatable,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        try twoFingerMove(indices, to: location, withDistance: distance, angle: radians, duration: 0)
    }

    /// Moves two fingers that are down to a pair around a location over `duration` seconds.
    public func twoFingerMove(
        _ indices: [FingerIndex?] = .automatic, to location: any EventLocatable,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        try gesture {
            let moving = Array(try downFingers(indices, minimum: 2).prefix(2))
            let centre = try resolve(location, checkingHittability: false)
            try move(moving, to: Self.pair(around: centre, distance: distance, angle: radians), duration: duration)
        }
    }

    /// Taps with two fingers `distance` points apart around a location.
    public func twoFingerTap(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        try gesture {
            try twoFingerDown(indices, at: location, withDistance: distance, angle: radians)
            clock.advance(by: Self.fingerLiftDelay)
            try twoFingerUp()
        }
    }

    /// Pinches around a location: two fingers go down `startDistance` apart, move apart (or together) to
    /// `endDistance` over `duration` seconds along the line at `angle`, and lift. A pinch recognizer's scale at the
    /// end is the ratio of the distances, measured from where it began.
    public func fingerPinch(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        fromDistance startDistance: CGFloat, toDistance endDistance: CGFloat, angle radians: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        try validate(duration: duration)
        try gesture {
            let centre = try resolve(location)
            let pinching = try newFingers(indices, count: 2)
            try putDown(pinching, at: Self.pair(around: centre, distance: startDistance, angle: radians))
            try move(pinching, to: Self.pair(around: centre, distance: endDistance, angle: radians), duration: duration)
            lift(pinching, at: now + frameInterval)
        }
    }

    /// Pinches closed, from ``pinchLargeDistance`` to ``pinchSmallDistance``.
    public func fingerPinchClose(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: Self.pinchLargeDistance, toDistance: Self.pinchSmallDistance,
            duration: duration)
    }

    /// Pinches open, from ``pinchSmallDistance`` to ``pinchLargeDistance``.
    public func fingerPinchOpen(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: Self.pinchSmallDistance, toDistance: Self.pinchLargeDistance,
            duration: duration)
    }

    /// Rotates two fingers `distance` points apart around a location from `startRadians` to `endRadians` over
    /// `duration` seconds, turning by the same angle at every display frame, then lifts them.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, fromAngle startRadians: CGFloat,
        toAngle endRadians: CGFloat, duration: TimeInterval
    ) throws {
        try validate(duration: duration)
        guard startRadians.isFinite, endRadians.isFinite else {
            throw EventGeneratorError.invalidArgument("a rotation's angles must be finite")
        }
        try gesture {
            let centre = try resolve(location)
            let turning = try newFingers(indices, count: 2)
            try putDown(turning, at: Self.pair(around: centre, distance: distance, angle: startRadians))
            let began = now
            for time in frameTimes(from: began, duration: duration) {
                let progress = duration > 0 ? CGFloat((time - began) / duration) : 1
                let angle = startRadians + (endRadians - startRadians) * progress
                sendMoves(turning, to: Self.pair(around: centre, distance: distance, angle: angle), at: time)
            }
            lift(turning, at: now + frameInterval)
        }
    }

    /// Rotates two fingers around a location by `radians` (positive: clockwise on screen) over `duration` seconds.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: (any EventLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, angle radians: CGFloat,
        duration: TimeInterval
    ) throws {
        try fingerRotate(
            indices, at: location, withDistance: distance, fromAngle: 0, toAngle: radians, duration: duration)
    }

    /// Two points `distance` apart around `centre`, on the line at `angle` radians from the x axis.
    static func pair(around centre: CGPoint, distance: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = cos(angle) * distance / 2
        let dy = sin(angle) * distance / 2
        return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
    }
}
