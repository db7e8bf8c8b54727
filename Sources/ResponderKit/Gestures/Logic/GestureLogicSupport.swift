import Foundation

/// A clock that only goes forward: earlier or NaN times count as the latest time seen.
struct MonotonicTime: Sendable, Hashable {
    /// The latest time seen; −∞ before the first (a plain number: every logic asks on every move, and an optional
    /// costs a test at each use).
    private var newest = -TimeInterval.infinity

    /// The latest time seen, or nil before the first.
    var latest: TimeInterval? { newest == -.infinity ? nil : newest }

    /// Moves to `time` (or stays, if `time` is earlier or not finite; a first time that is not finite counts as 0)
    /// and returns the current time.
    mutating func advance(to time: TimeInterval) -> TimeInterval {
        let candidate = time.isFinite ? time : (newest == -.infinity ? 0 : newest)
        if candidate > newest { newest = candidate }
        return newest
    }

    /// Moves to the latest finite timestamp of `samples` and returns the current time.
    mutating func advance(to samples: [GestureTouchSample]) -> TimeInterval {
        // One sample is most moves; otherwise a loop rather than a lazy chain: every logic calls this on every move.
        if samples.count == 1 { return advance(to: samples[0].timestamp) }
        var latestSample = -TimeInterval.infinity
        for sample in samples where sample.timestamp.isFinite && sample.timestamp > latestSample {
            latestSample = sample.timestamp
        }
        return advance(to: latestSample.isFinite ? latestSample : .nan)
    }
}

/// The single deadline a logic may wait for.
struct TimerSlot: Sendable, Hashable {
    private(set) var deadline: TimeInterval?

    /// Sets the deadline and returns the request that tells the class.
    mutating func schedule(at time: TimeInterval) -> GestureTimerRequest {
        deadline = time
        return .schedule(at: time)
    }

    /// Clears the deadline; returns `.cancel` if one was pending, nil otherwise.
    mutating func cancel() -> GestureTimerRequest? {
        guard deadline != nil else { return nil }
        deadline = nil
        return .cancel
    }

    /// Whether a deadline is pending and `time` has reached it (within a nanosecond).
    func isDue(at time: TimeInterval) -> Bool {
        guard let deadline, time.isFinite else { return false }
        return time >= deadline - 1e-9
    }

    /// If the deadline is due at `time`, clears it (the firing used it up) and returns true.
    mutating func fire(at time: TimeInterval) -> Bool {
        guard isDue(at: time) else { return false }
        deadline = nil
        return true
    }
}

/// One touch a logic follows: where it went down and where it is.
struct TrackedTouch: Sendable, Hashable {
    var id: Int
    var start: CGPoint
    var location: CGPoint
}

/// The touches a logic follows, in the order they went down.
struct TouchTable: Sendable, Hashable {
    private(set) var touches: [TrackedTouch] = []
    /// The centroid after the latest change; when the last touches lifted, of their final locations.
    private(set) var lastCentroid: CGPoint?

    var count: Int { touches.count }
    var isEmpty: Bool { touches.isEmpty }

    func contains(_ id: Int) -> Bool { touches.contains { $0.id == id } }

    func location(of id: Int) -> CGPoint? { touches.first { $0.id == id }?.location }

    /// Starts following `sample`'s touch; false (and nothing changes) for a known ID or a non-finite location.
    @discardableResult
    mutating func insert(_ sample: GestureTouchSample) -> Bool {
        guard sample.location.isFinite, !contains(sample.touchID) else { return false }
        touches.append(TrackedTouch(id: sample.touchID, start: sample.location, location: sample.location))
        lastCentroid = centroid
        return true
    }

    /// Moves known touches to their samples' finite locations; returns how many samples were known.
    @discardableResult
    mutating func update(_ samples: [GestureTouchSample]) -> Int {
        // One finger, moving: most updates.
        if samples.count == 1, touches.count == 1 { return update(samples[0]) ? 1 : 0 }
        var known = 0
        for sample in samples {
            // By index, no closure: logics call this on every move.
            for index in touches.indices where touches[index].id == sample.touchID {
                known += 1
                if sample.location.isFinite { touches[index].location = sample.location }
                break
            }
        }
        if known > 0 { lastCentroid = centroid }
        return known
    }

    /// Moves `sample`'s touch, when known, to the sample's finite location; returns whether it was known.
    mutating func update(_ sample: GestureTouchSample) -> Bool {
        // One finger, moving: most updates.
        if touches.count == 1 {
            guard touches[0].id == sample.touchID else { return false }
            if sample.location.isFinite { touches[0].location = sample.location }
            lastCentroid = touches[0].location
            return true
        }
        guard let index = touches.firstIndex(where: { $0.id == sample.touchID }) else { return false }
        if sample.location.isFinite { touches[index].location = sample.location }
        lastCentroid = centroid
        return true
    }

    /// Stops following the samples' touches (after moving them to their final locations);
    /// returns the touches removed, in table order.
    mutating func remove(_ samples: [GestureTouchSample]) -> [TrackedTouch] {
        update(samples)
        let ids = Set(samples.map(\.touchID))
        let removed = touches.filter { ids.contains($0.id) }
        touches.removeAll { ids.contains($0.id) }
        if !touches.isEmpty { lastCentroid = centroid }
        return removed
    }

    mutating func removeAll() {
        touches.removeAll()
        lastCentroid = nil
    }

    /// The mean of the touches' locations, or nil when empty. Sums in table order without building an
    /// array: logics ask for it on every move.
    var centroid: CGPoint? {
        guard !touches.isEmpty else { return nil }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            x += touch.location.x
            y += touch.location.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    /// The largest distance any touch is from where it went down.
    var maximumDisplacement: CGFloat {
        var largest: CGFloat?
        for touch in touches {
            let distance = touch.start.distance(to: touch.location)
            if largest.map({ distance > $0 }) ?? true { largest = distance }
        }
        return largest ?? 0
    }

    /// The mean of `points`, or nil when empty.
    static func centroid(of points: [CGPoint]) -> CGPoint? {
        guard !points.isEmpty else { return nil }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }
}
