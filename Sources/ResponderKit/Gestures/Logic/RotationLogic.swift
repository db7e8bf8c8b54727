import Foundation

/// The decisions of `UIRotationGestureRecognizer`: a continuous gesture that follows the angle of
/// the line between two fingers.
///
/// ```
///   two touches down (rotation 0) ─▶ the line turns by > rotationHysteresis ─▶ began
///   ─▶ moves while both are down: changed … ─▶ both fingers of the pair have lifted: ended
///   a finger lifts before it began ─▶ failed("lifted after turning 2°, …")
/// ```
///
/// The first two touches that go down form the pair; any further touch is ignored. As Apple's
/// header says, the gesture changes while both fingers are down and ends when both have lifted:
/// after one finger lifts, the rotation holds its last value and moves of the other report nothing. ``rotation`` is
/// in radians, positive clockwise on screen (y grows downward), measured from the angle when the
/// second finger went down, so at `.began` it already includes the hysteresis. It is cumulative and
/// continuous: each move adds the smallest turn from the previous angle, so turning past ±π keeps
/// counting (a full turn is 2π, not 0). ``setRotation(_:)`` re-bases it (apps set 0 in their
/// action). ``velocity`` is the least-squares rate of turn over `metrics.velocityWindow`, in radians
/// per second; setting the rotation resets it, as setting a pinch's scale does (the estimate restarts
/// from that moment). While the fingers coincide the angle is undefined
/// and the last one is kept.
public struct RotationLogic: GestureLogic, Hashable {
    /// The hysteresis (`rotationHysteresis`, degrees) and the velocity window come from here.
    public var metrics: InteractionMetrics {
        didSet { estimator.window = metrics.velocityWindow }
    }

    private var core = TouchPairCore()
    private var lastRawAngle: CGFloat?
    private var turned: CGFloat = 0
    private var turnedAtReference: CGFloat = 0
    private var rotationAtReference: CGFloat = 0
    private var estimator: VelocityEstimator
    private var hasBegun = false
    private var finished = false

    /// Creates the logic with the metrics (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(metrics: InteractionMetrics = .default) {
        self.metrics = metrics
        estimator = VelocityEstimator(window: metrics.velocityWindow)
    }

    /// The rotation in radians since the pair formed, plus the last value set.
    public var rotation: CGFloat { rotationAtReference + turned - turnedAtReference }

    /// Makes the current rotation `rotation` (radians); later turns add to it. Non-finite values are ignored.
    ///
    /// Resets the velocity: the estimate restarts from the current angle.
    public mutating func setRotation(_ rotation: CGFloat) {
        guard rotation.isFinite else { return }
        rotationAtReference = rotation
        turnedAtReference = turned
        estimator.removeAll()
        if lastRawAngle != nil, let now = core.latestTime { estimator.add(turned, at: now) }
    }

    /// The estimated rate of turn, in radians per second.
    public var velocity: CGFloat { estimator.scalarVelocity }

    /// Whether the rotation has begun (and not yet ended).
    public var isRotating: Bool { hasBegun && !finished }

    /// The midpoint of the two fingers (or the one finger down), or where they last were.
    public var location: CGPoint? { core.table.centroid ?? core.table.lastCentroid }
    /// The number of the pair's touches that are down.
    public var numberOfTouches: Int { core.table.count }
    /// The location of one of the pair's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { core.table.location(of: touchID) }
    /// Always nil: a rotation needs no timer.
    public var pendingTimerDeadline: TimeInterval? { nil }
    /// Whether the rotation ended, was cancelled or failed, and waits for ``reset()``.
    public var isFinished: Bool { finished }
    /// Whether a move can change nothing but where the lone touch is (``TouchPairCore/movesAreIdle``), or nothing
    /// at all (finished): its recognizer then holds moves back until the next other phase.
    var movesAreIdle: Bool { finished || core.movesAreIdle }

    /// Takes the first two touches; the start angle is measured when the second goes down.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, case .formed(let pair, let time) = core.began(touches) else { return .none }
        measure(pair, at: time)
        return .none
    }

    /// Begins once the line between the fingers turned beyond the hysteresis, then reports changes.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, case .moved(let pair, let time) = core.moved(touches) else { return .none }
        measure(pair, at: time)
        if hasBegun { return GestureLogicOutput(outcome: .changed) }
        guard abs(turned) > threshold else { return .none }
        hasBegun = true
        return GestureLogicOutput(outcome: .began)
    }

    /// Ends the rotation when both fingers of the pair have lifted; fails it if one lifts before it began.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        switch core.ended(touches) {
        case .broken(let pair, let time, let remaining):
            measure(pair, at: time)
            if hasBegun { return remaining == 0 ? finish(.ended) : .none }
            let degrees = abs(turned) * 180 / .pi
            return finish(.failed(.liftedBeforeRotating(angle: degrees, required: metrics.rotationHysteresis)))
        case .emptied:
            return hasBegun ? finish(.ended) : .none
        case .lifted:
            return finish(.failed(.tooFewTouches(count: 1, minimum: 2)))
        case .none, .formed, .moved:
            return .none
        }
    }

    /// Cancels a rotation that began; fails one that had not.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, core.cancelled(touches) else { return .none }
        return finish(hasBegun ? .cancelled : .failed(.touchesCancelled))
    }

    /// Ignored: a rotation schedules no timer.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput { .none }

    /// Back to no touches and a rotation of 0, keeping the metrics.
    public mutating func reset() { self = RotationLogic(metrics: metrics) }

    /// The hysteresis in radians.
    private var threshold: CGFloat { metrics.rotationHysteresis * .pi / 180 }

    /// Adds the smallest turn from the previous angle to the pair's current angle at `time`.
    private mutating func measure(_ pair: TouchPairCore.Pair, at time: TimeInterval) {
        guard pair.span > PinchLogic.minimumSpan else { return }
        let dx = Double(pair.second.x - pair.first.x)
        let dy = Double(pair.second.y - pair.first.y)
        let angle = CGFloat(atan2(dy, dx))
        if let lastRawAngle { turned += Self.smallestTurn(from: lastRawAngle, to: angle) }
        lastRawAngle = angle
        estimator.add(turned, at: time)
    }

    /// The turn from angle `a` to angle `b`, in (−π, π].
    static func smallestTurn(from a: CGFloat, to b: CGFloat) -> CGFloat {
        var turn = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi }
        if turn <= -.pi { turn += 2 * .pi }
        return turn
    }

    /// Ends the gesture with `outcome`.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome)
    }
}
