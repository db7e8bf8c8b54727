import Foundation

/// The decisions of `UIPinchGestureRecognizer`: a continuous gesture that follows the distance
/// between two fingers.
///
/// ```
///   two touches down (scale 1) ─▶ their distance changes by > pinchHysteresis ─▶ began
///   ─▶ moves while both are down: changed … ─▶ both fingers of the pair have lifted: ended
///   a finger lifts before it began ─▶ failed("lifted after the touches' distance changed 3 pt, …")
/// ```
///
/// The first two touches that go down form the pair; any further touch is ignored. As Apple's
/// header says, the gesture changes while both fingers are down and ends when both have lifted:
/// after one finger lifts, the scale holds its last value and moves of the other report nothing. ``scale`` is the
/// current distance divided by the distance when the second finger went down, so at `.began` it
/// already includes the hysteresis (as a pan's translation does). ``setScale(_:)`` re-bases it: after
/// `setScale(1)` — what apps do in their action — later scales are relative to the distance at that
/// moment. ``velocity`` is the least-squares rate of change, over `metrics.velocityWindow`, of the
/// scale measured from the start distance, in scale factor per second; as UIKit documents, setting
/// the scale resets it (the estimate restarts from that moment, so an app that sets the scale to 1
/// in every action still sees the rate of its latest move).
/// A pair whose fingers coincide has no scale yet; it starts measuring once they part.
public struct PinchLogic: GestureLogic, Hashable {
    /// The hysteresis (`pinchHysteresis`) and the velocity window (`velocityWindow`) come from here.
    public var metrics: InteractionMetrics {
        didSet { estimator.window = metrics.velocityWindow }
    }

    /// Distances at or below this many points are treated as the fingers coinciding.
    static let minimumSpan: CGFloat = 1e-3

    private var core = TouchPairCore()
    private var startSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var referenceSpan: CGFloat = 0
    private var scaleAtReference: CGFloat = 1
    private var estimator: VelocityEstimator
    private var hasBegun = false
    private var finished = false

    /// Creates the logic with the metrics (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(metrics: InteractionMetrics = .default) {
        self.metrics = metrics
        estimator = VelocityEstimator(window: metrics.velocityWindow)
    }

    /// The current distance between the fingers relative to the start, times the last value set.
    public var scale: CGFloat {
        referenceSpan > Self.minimumSpan ? scaleAtReference * currentSpan / referenceSpan : scaleAtReference
    }

    /// Makes the current scale `scale`; later scales multiply it by the change in distance since.
    /// Non-finite values are ignored. Resets the velocity, as UIKit documents.
    public mutating func setScale(_ scale: CGFloat) {
        guard scale.isFinite else { return }
        scaleAtReference = scale
        if currentSpan > Self.minimumSpan { referenceSpan = currentSpan }
        estimator.removeAll()
        if startSpan > Self.minimumSpan, let now = core.latestTime { estimator.add(currentSpan / startSpan, at: now) }
    }

    /// The estimated rate of change of the scale, in scale factor per second.
    public var velocity: CGFloat { estimator.scalarVelocity }

    /// Whether the pinch has begun (and not yet ended).
    public var isPinching: Bool { hasBegun && !finished }

    /// The midpoint of the two fingers (or the one finger down), or where they last were.
    public var location: CGPoint? { core.table.centroid ?? core.table.lastCentroid }
    /// The number of the pair's touches that are down.
    public var numberOfTouches: Int { core.table.count }
    /// The location of one of the pair's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { core.table.location(of: touchID) }
    /// Always nil: a pinch needs no timer.
    public var pendingTimerDeadline: TimeInterval? { nil }
    /// Whether the pinch ended, was cancelled or failed, and waits for ``reset()``.
    public var isFinished: Bool { finished }
    /// Whether a move can change nothing but where the lone touch is (``TouchPairCore/movesAreIdle``), or nothing
    /// at all (finished): its recognizer then holds moves back until the next other phase.
    var movesAreIdle: Bool { finished || core.movesAreIdle }

    /// Takes the first two touches; the start distance is measured when the second goes down.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, case .formed(let pair, let time) = core.began(touches) else { return .none }
        measure(pair, at: time)
        return .none
    }

    /// Begins once the distance changed beyond the hysteresis, then reports changes.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, case .moved(let pair, let time) = core.moved(touches) else { return .none }
        measure(pair, at: time)
        if hasBegun { return GestureLogicOutput(outcome: .changed) }
        guard startSpan > Self.minimumSpan, abs(currentSpan - startSpan) > metrics.pinchHysteresis else { return .none }
        hasBegun = true
        return GestureLogicOutput(outcome: .began)
    }

    /// Ends the pinch when both fingers of the pair have lifted; fails it if one lifts before it began.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        switch core.ended(touches) {
        case .broken(let pair, let time, let remaining):
            measure(pair, at: time)
            if hasBegun { return remaining == 0 ? finish(.ended) : .none }
            let change = startSpan > Self.minimumSpan ? abs(currentSpan - startSpan) : 0
            return finish(.failed(.liftedBeforeScaling(change: change, required: metrics.pinchHysteresis)))
        case .emptied:
            return hasBegun ? finish(.ended) : .none
        case .lifted:
            return finish(.failed(.tooFewTouches(count: 1, minimum: 2)))
        case .none, .formed, .moved:
            return .none
        }
    }

    /// Cancels a pinch that began; fails one that had not.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, core.cancelled(touches) else { return .none }
        return finish(hasBegun ? .cancelled : .failed(.touchesCancelled))
    }

    /// Ignored: a pinch schedules no timer.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput { .none }

    /// Back to no touches and a scale of 1, keeping the metrics.
    public mutating func reset() { self = PinchLogic(metrics: metrics) }

    /// Takes the pair's distance at `time`, starting the measure if the fingers have not parted before.
    private mutating func measure(_ pair: TouchPairCore.Pair, at time: TimeInterval) {
        currentSpan = pair.span
        if startSpan <= Self.minimumSpan, currentSpan > Self.minimumSpan {
            startSpan = currentSpan
            referenceSpan = currentSpan
        }
        guard startSpan > Self.minimumSpan else { return }
        estimator.add(currentSpan / startSpan, at: time)
    }

    /// Ends the gesture with `outcome`.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome)
    }
}
