import Foundation

/// Counts taps for the tap and long-press logics: which touches make up the current tap, how many
/// taps are complete, and whether the next tap starts soon enough and near enough.
///
/// A tap is a set of touches that go down (together or one after another) and all lift again
/// without moving too far. The tap is complete when its last touch lifts; it is valid when exactly
/// `touchesRequired` distinct touches took part.
struct TapSequence: Sendable, Hashable {
    /// What a call decided.
    enum Event: Sendable, Hashable {
        /// Nothing worth telling.
        case none
        /// The first touches of a tap after at least one complete tap went down (in time, near enough).
        case nextTapStarted
        /// The current tap's last touch lifted; `completedTaps` now counts it.
        case tapCompleted
        /// The sequence cannot go on.
        case failed(GestureFailureReason)
    }

    /// How many touches each tap must have.
    var touchesRequired: Int
    /// The longest a tap's touch may move from where it went down.
    var allowableMovement: CGFloat
    /// The multi-tap interval and distance come from here.
    var metrics: InteractionMetrics

    /// The touches of the current tap that are down.
    var current = TouchTable()
    /// The number of complete taps.
    private(set) var completedTaps = 0
    /// Where the last complete tap was: the mean of its touches' lift locations.
    private(set) var lastTapLocation: CGPoint?
    /// When the last complete tap's last touch lifted.
    private(set) var lastLiftTime: TimeInterval?
    /// When the current tap's first touch went down.
    private(set) var currentTapStart: TimeInterval?

    private var touchesInTap = 0
    private var liftLocations: [CGPoint] = []

    /// Creates an empty sequence.
    init(touchesRequired: Int, allowableMovement: CGFloat, metrics: InteractionMetrics) {
        self.touchesRequired = touchesRequired
        self.allowableMovement = allowableMovement
        self.metrics = metrics
    }

    /// Adds the touches that went down at `time`, checking the multi-tap rules and the touch count.
    mutating func begin(_ samples: [GestureTouchSample], at time: TimeInterval) -> Event {
        let fresh = samples.filter { $0.location.isFinite && !current.contains($0.touchID) }
        guard !fresh.isEmpty else { return .none }
        var event = Event.none
        if current.isEmpty {
            if let failure = checkNextTap(at: TouchTable.centroid(of: fresh.map(\.location)), time: time) {
                return .failed(failure)
            }
            if completedTaps > 0 { event = .nextTapStarted }
            currentTapStart = time
            touchesInTap = 0
            liftLocations = []
        }
        for sample in fresh where current.insert(sample) { touchesInTap += 1 }
        if touchesInTap > touchesRequired {
            return .failed(.wrongNumberOfTouches(count: touchesInTap, required: touchesRequired))
        }
        return event
    }

    /// Moves known touches; fails when one moved farther than the allowable movement.
    mutating func move(_ samples: [GestureTouchSample]) -> Event {
        guard current.update(samples) > 0 else { return .none }
        let moved = current.maximumDisplacement
        return moved > allowableMovement ? .failed(.movedTooFar(distance: moved, allowed: allowableMovement)) : .none
    }

    /// Lifts known touches at `time`; completes the tap when its last touch lifts.
    mutating func end(_ samples: [GestureTouchSample], at time: TimeInterval) -> Event {
        guard current.update(samples) > 0 else { return .none }
        let moved = current.maximumDisplacement
        if moved > allowableMovement { return .failed(.movedTooFar(distance: moved, allowed: allowableMovement)) }
        liftLocations += current.remove(samples).map(\.location)
        guard current.isEmpty else { return .none }
        guard touchesInTap == touchesRequired else {
            return .failed(.wrongNumberOfTouches(count: touchesInTap, required: touchesRequired))
        }
        completedTaps += 1
        lastTapLocation = TouchTable.centroid(of: liftLocations)
        lastLiftTime = time
        currentTapStart = nil
        return .tapCompleted
    }

    /// The failure, if a tap starting at `location` at `time` would break the multi-tap rules.
    private func checkNextTap(at location: CGPoint?, time: TimeInterval) -> GestureFailureReason? {
        guard completedTaps > 0, let lastLiftTime else { return nil }
        let tapNumber = completedTaps + 1
        let elapsed = time - lastLiftTime
        if elapsed > metrics.multiTapInterval + 1e-9 {
            return .tapCameTooLate(tapNumber: tapNumber, elapsed: elapsed, allowed: metrics.multiTapInterval)
        }
        if let location, let lastTapLocation {
            let distance = lastTapLocation.distance(to: location)
            if distance > metrics.multiTapDistance {
                return .tapTooFarAway(tapNumber: tapNumber, distance: distance, allowed: metrics.multiTapDistance)
            }
        }
        return nil
    }

    /// The deadline for the next tap to go down, after a complete tap.
    var nextTapDeadline: TimeInterval? {
        guard current.isEmpty, let lastLiftTime else { return nil }
        return lastLiftTime + metrics.multiTapInterval
    }

    /// Where the taps are: the current tap's touches, or the last complete tap.
    var location: CGPoint? { current.centroid ?? lastTapLocation }
}
