import Foundation
import ResponderKit

extension EventGenerator {
    /// How long a tap's finger stays down: 0.05 s.
    public static let fingerLiftDelay: TimeInterval = 0.05
    /// How long a long press holds by default: 2 s, as Hammer's (a long-press recognizer needs 0.5 s).
    public static let longPressHoldDelay: TimeInterval = 2.0
    /// The time between the taps of a multiple tap: 0.15 s.
    public static let multiTapInterval: TimeInterval = 0.15
    /// The time between two moves of a finger at 60 frames per second.
    public static let fingerMoveInterval: TimeInterval = 1.0 / 60
    /// How long a pinch takes by default: 0.15 s.
    public static let pinchDuration: TimeInterval = 0.15
    /// The distance between two fingers put down together: 20 pt.
    public static let twoFingerDistance: CGFloat = 20
    /// The distance between the two fingers of a rotation: 100 pt.
    public static let rotationDistance: CGFloat = 100
    /// The distance between the fingers of an open pinch: 200 pt.
    public static let pinchLargeDistance: CGFloat = 200
    /// The distance between the fingers of a closed pinch: 20 pt.
    public static let pinchSmallDistance: CGFloat = 20

    // MARK: - Base actions

    /// Puts fingers down at locations, in one frame; a view location must be hittable.
    public func fingerDown(_ indices: [FingerIndex?] = .automatic, at locations: [any EventLocatable]) throws {
        try gesture {
            let points = try locations.map { try resolve($0) }
            try putDown(try newFingers(indices, count: points.count), at: points)
        }
    }

    /// Puts a finger down at a location (the main view by default).
    public func fingerDown(_ index: FingerIndex? = .automatic, at location: (any EventLocatable)? = nil) throws {
        try gesture {
            let point = try resolve(location)
            try putDown(try newFingers([index], count: 1), at: [point])
        }
    }

    /// Lifts fingers (all that are down by default) where they are, in one frame.
    public func fingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        try gesture {
            let lifted = try downFingers(indices, minimum: 1)
            lift(lifted, at: now)
        }
    }

    /// Lifts a finger where it is.
    public func fingerUp(_ index: FingerIndex?) throws {
        try fingerUp([index])
    }

    /// Moves fingers to locations in one frame, now.
    public func fingerMove(_ indices: [FingerIndex?] = .automatic, to locations: [any EventLocatable]) throws {
        try gesture {
            let moving = try downFingers(indices, minimum: locations.count)
            let points = try locations.map { try resolve($0, checkingHittability: false) }
            try move(Array(moving.prefix(points.count)), to: points, duration: 0)
        }
    }

    /// Moves a finger to a location in one frame, now.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any EventLocatable) throws {
        try fingerMove([index], to: [location])
    }

    /// Moves fingers to locations in straight lines over `duration` seconds, one move per display frame.
    public func fingerMove(
        _ indices: [FingerIndex?] = .automatic, to locations: [any EventLocatable], duration: TimeInterval
    ) throws {
        try gesture {
            let moving = try downFingers(indices, minimum: locations.count)
            let points = try locations.map { try resolve($0, checkingHittability: false) }
            try move(Array(moving.prefix(points.count)), to: points, duration: duration)
        }
    }

    /// Moves a finger to a location in a straight line over `duration` seconds.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any EventLocatable, duration: TimeInterval)
        throws
    {
        try fingerMove([index], to: [location], duration: duration)
    }

    /// Moves fingers by a translation over `duration` seconds.
    public func fingerMove(
        _ indices: [FingerIndex?] = .automatic, translationX x: CGFloat, y: CGFloat, duration: TimeInterval
    ) throws {
        try gesture {
            let moving = try downFingers(indices, minimum: 1)
            let points = moving.map { index in
                let from = location(of: index)
                return CGPoint(x: from.x + x, y: from.y + y)
            }
            try move(moving, to: points, duration: duration)
        }
    }

    // MARK: - Gestures

    /// Taps a location (the main view by default) `numberOfTimes`, `interval` seconds between a lift and the next
    /// touch; each tap holds ``fingerLiftDelay``.
    public func fingerTap(
        _ index: FingerIndex? = .automatic, at location: (any EventLocatable)? = nil, numberOfTimes tapCount: Int = 1,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        try validate(duration: interval)
        try gesture {
            let point = try resolve(location)
            for tap in 0..<Swift.max(1, tapCount) {
                if tap > 0 { clock.advance(by: interval) }
                let fingers = try newFingers([index], count: 1)
                try putDown(fingers, at: [point])
                lift(fingers, at: now + Self.fingerLiftDelay)
            }
        }
    }

    /// Taps a location twice.
    public func fingerDoubleTap(
        _ index: FingerIndex? = .automatic, at location: (any EventLocatable)? = nil,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        try fingerTap(index, at: location, numberOfTimes: 2, interval: interval)
    }

    /// Touches a location and holds still for `duration` seconds (the clock fires a long press's timer on the way),
    /// then lifts.
    public func fingerLongPress(
        _ index: FingerIndex? = .automatic, at location: (any EventLocatable)? = nil,
        duration: TimeInterval = EventGenerator.longPressHoldDelay
    ) throws {
        try validate(duration: duration)
        try gesture {
            let point = try resolve(location)
            let fingers = try newFingers([index], count: 1)
            try putDown(fingers, at: [point])
            lift(fingers, at: now + duration)
        }
    }

    /// Drags a finger from one location to another over `duration` seconds and stops there: it holds still for a
    /// velocity window (0.1 s) and a frame before lifting, so the gesture ends at rest (a pan's velocity at the lift
    /// is zero, a scroll view does not decelerate). ``fingerFling(_:from:velocity:duration:)`` lifts while moving.
    public func fingerDrag(
        _ index: FingerIndex? = .automatic, from startPoint: any EventLocatable, to endPoint: any EventLocatable,
        duration: TimeInterval
    ) throws {
        try validate(duration: duration)
        try gesture {
            let start = try resolve(startPoint)
            let end = try resolve(endPoint, checkingHittability: false)
            let fingers = try newFingers([index], count: 1)
            try putDown(fingers, at: [start])
            try move(fingers, to: [end], duration: duration)
            try holdStill(fingers, for: application.metrics.velocityWindow + frameInterval)
            lift(fingers, at: now)
        }
    }

    /// Drags a finger from a location at a constant `velocity` (points per second, screen axes) for `duration`
    /// seconds and lifts it while it moves, one frame later: a pan's `velocity(in:)` at the lift is `velocity`, and a
    /// scroll view decelerates from it.
    public func fingerFling(
        _ index: FingerIndex? = .automatic, from startPoint: any EventLocatable, velocity: CGPoint,
        duration: TimeInterval = 0.1
    ) throws {
        try validate(duration: duration)
        guard velocity.x.isFinite, velocity.y.isFinite,
            Swift.abs(velocity.x) <= InputLimits.maximumCoordinate,
            Swift.abs(velocity.y) <= InputLimits.maximumCoordinate
        else {
            throw EventGeneratorError.invalidArgument("a fling's velocity must be finite, not \(velocity)")
        }
        try gesture {
            let start = try resolve(startPoint)
            let fingers = try newFingers([index], count: 1)
            try putDown(fingers, at: [start])
            let began = now
            for time in frameTimes(from: began, duration: duration + frameInterval) {
                let elapsed = time - began
                let point = CGPoint(x: start.x + velocity.x * elapsed, y: start.y + velocity.y * elapsed)
                if time < began + duration + frameInterval - 1e-9 {
                    sendMoves(fingers, to: [point], at: time)
                } else {
                    setLocation(of: fingers[0], to: point)
                    lift(fingers, at: time)
                }
            }
        }
    }

    /// Swipes from a location (the main view's centre by default) `distance` points in `direction` over `duration`
    /// seconds, lifting while moving: a swipe recognizer for that direction recognizes it.
    public func fingerSwipe(
        _ index: FingerIndex? = .automatic, from startPoint: (any EventLocatable)? = nil,
        direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 200, duration: TimeInterval = 0.15
    ) throws {
        guard duration > 0 else { throw EventGeneratorError.invalidArgument("a swipe needs a positive duration") }
        var unit = CGPoint.zero
        if direction.contains(.right) { unit.x += 1 }
        if direction.contains(.left) { unit.x -= 1 }
        if direction.contains(.down) { unit.y += 1 }
        if direction.contains(.up) { unit.y -= 1 }
        let speed = distance / duration
        try fingerFling(
            index, from: startPoint ?? mainView, velocity: CGPoint(x: unit.x * speed, y: unit.y * speed),
            duration: duration)
    }

    /// Swipes in from an edge of the screen (the generator's window), `distance` points over `duration` seconds,
    /// starting one point inside the edge at its middle: a `UIScreenEdgePanGestureRecognizer` for that edge
    /// recognizes it.
    public func fingerEdgeSwipe(
        _ index: FingerIndex? = .automatic, from edge: UIRectEdge, distance: CGFloat = 200,
        duration: TimeInterval = 0.3
    ) throws {
        let frame = window.frame
        let start: CGPoint
        let end: CGPoint
        switch edge {
        case .left:
            start = CGPoint(x: frame.minX + 1, y: frame.midY)
            end = CGPoint(x: start.x + distance, y: start.y)
        case .right:
            start = CGPoint(x: frame.maxX - 1, y: frame.midY)
            end = CGPoint(x: start.x - distance, y: start.y)
        case .top:
            start = CGPoint(x: frame.midX, y: frame.minY + 1)
            end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom:
            start = CGPoint(x: frame.midX, y: frame.maxY - 1)
            end = CGPoint(x: start.x, y: start.y - distance)
        default:
            throw EventGeneratorError.invalidArgument(
                "an edge swipe starts at one edge: .left, .right, .top or .bottom")
        }
        let inWindow = { (point: CGPoint) in self.window.convert(point, from: nil) }
        let savedCheck = checksHittability
        checksHittability = false
        defer { checksHittability = savedCheck }
        try fingerDrag(index, from: inWindow(start), to: inWindow(end), duration: duration)
    }

    /// Taps several locations with one finger each, all down in one frame and up in the next.
    public func multiFingerTap(_ indices: [FingerIndex?] = .automatic, at locations: [any EventLocatable]) throws {
        try gesture {
            let points = try locations.map { try resolve($0) }
            let fingers = try newFingers(indices, count: points.count)
            try putDown(fingers, at: points)
            lift(fingers, at: now + Self.fingerLiftDelay)
        }
    }

    // MARK: - Finger bookkeeping

    /// The fingers a new touch uses: the given ones (nil picks the next free one) or `count` free ones.
    func newFingers(_ indices: [FingerIndex?], count: Int) throws -> [FingerIndex] {
        let requested = indices.isEmpty ? Array(repeating: nil, count: count) : indices
        guard requested.count == count else {
            throw EventGeneratorError.invalidFingerCount(count: requested.count, expected: count)
        }
        var chosen: [FingerIndex] = []
        for index in requested {
            if let index {
                if fingers.contains(where: { $0.index == index }) || chosen.contains(index) {
                    throw EventGeneratorError.touchForFingerAlreadyExists(index: index)
                }
                chosen.append(index)
            } else {
                guard
                    let free = FingerIndex.pickingOrder.first(where: { candidate in
                        !chosen.contains(candidate) && !requested.contains(candidate)
                            && !fingers.contains(where: { $0.index == candidate })
                    })
                else { throw EventGeneratorError.fingerLimitReached(limit: FingerIndex.allCases.count) }
                chosen.append(free)
            }
        }
        return chosen
    }

    /// The fingers down that a call names: each given one (nil: the next finger down not named), or all that are down
    /// when none is given (at least `minimum`).
    func downFingers(_ indices: [FingerIndex?], minimum: Int) throws -> [FingerIndex] {
        let down = fingers.map(\.index)
        if indices.isEmpty {
            guard down.count >= minimum else {
                throw EventGeneratorError.invalidFingerCount(count: down.count, expected: minimum)
            }
            return down
        }
        var chosen: [FingerIndex] = []
        for index in indices {
            if let index {
                guard down.contains(index) else { throw EventGeneratorError.touchForFingerDoesNotExist(index: index) }
                chosen.append(index)
            } else {
                guard let next = down.first(where: { !chosen.contains($0) && !indices.contains($0) }) else {
                    throw EventGeneratorError.invalidFingerCount(count: down.count, expected: indices.count)
                }
                chosen.append(next)
            }
        }
        return chosen
    }

    /// Where a finger that is down is, in screen coordinates.
    func location(of index: FingerIndex) -> CGPoint {
        fingers.first { $0.index == index }?.location ?? .zero
    }

    func setLocation(of index: FingerIndex, to point: CGPoint) {
        if let position = fingers.firstIndex(where: { $0.index == index }) { fingers[position].location = point }
    }

    /// Puts fingers down at screen points, in one frame now.
    func putDown(_ indices: [FingerIndex], at points: [CGPoint]) throws {
        guard indices.count == points.count else {
            throw EventGeneratorError.invalidFingerCount(count: points.count, expected: indices.count)
        }
        try validate(points: points)
        for (index, point) in zip(indices, points) { fingers.append((index, point)) }
        send(
            zip(indices, points).map { TouchSample(finger: $0.rawValue, phase: .began, location: $1) }, at: now)
    }

    /// Lifts fingers where they are, in one frame at `time`.
    func lift(_ indices: [FingerIndex], at time: TimeInterval) {
        let samples = indices.map { TouchSample(finger: $0.rawValue, phase: .ended, location: location(of: $0)) }
        fingers.removeAll { indices.contains($0.index) }
        send(samples, at: time)
    }

    /// One frame of moves at `time`.
    func sendMoves(_ indices: [FingerIndex], to points: [CGPoint], at time: TimeInterval) {
        sampleBuffer.removeAll(keepingCapacity: true)
        for (index, point) in zip(indices, points) {
            setLocation(of: index, to: point)
            sampleBuffer.append(TouchSample(finger: index.rawValue, phase: .moved, location: point))
        }
        send(sampleBuffer, at: time)
    }

    /// Moves fingers in straight lines to screen points over `duration`, one frame per display frame (one frame now
    /// for a zero duration).
    func move(_ indices: [FingerIndex], to points: [CGPoint], duration: TimeInterval) throws {
        try validate(duration: duration)
        try validate(points: points)
        let starts = indices.map { location(of: $0) }
        let began = now
        if duration == 0 {
            sendMoves(indices, to: points, at: began)
            return
        }
        var positions = starts
        forEachFrame(from: began, duration: duration) { time in
            let progress = CGFloat((time - began) / duration)
            for finger in positions.indices {
                let start = starts[finger]
                let end = points[finger]
                positions[finger] = CGPoint(
                    x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            }
            sendMoves(indices, to: positions, at: time)
        }
    }

    /// Holds fingers still for `duration`: a move to where they are at every display frame, as a resting finger
    /// reports.
    func holdStill(_ indices: [FingerIndex], for duration: TimeInterval) throws {
        let points = indices.map { location(of: $0) }
        forEachFrame(from: now, duration: duration) { sendMoves(indices, to: points, at: $0) }
    }
}
