import Foundation

/// Why a gesture's logic failed, with the numbers that decided it.
///
/// Each case carries the measured value and the threshold it broke, so a trace can print a sentence
/// such as "moved 14.2 pt, more than the allowable 10 pt" for every recognizer that failed.
/// Distances are in points, durations in seconds, angles in degrees.
public enum GestureFailureReason: Sendable, Hashable, CustomStringConvertible {
    /// A touch moved farther from where it went down than a tap or a press allows.
    case movedTooFar(distance: CGFloat, allowed: CGFloat)
    /// A gesture that needs an exact number of touches saw a different number.
    case wrongNumberOfTouches(count: Int, required: Int)
    /// More touches went down than the gesture's maximum.
    case tooManyTouches(count: Int, maximum: Int)
    /// The touches lifted without ever reaching the gesture's minimum number of touches.
    case tooFewTouches(count: Int, minimum: Int)
    /// Tap `tapNumber` went down `elapsed` seconds after the previous lift, later than `allowed`.
    case tapCameTooLate(tapNumber: Int, elapsed: TimeInterval, allowed: TimeInterval)
    /// The multi-tap timer ran out: tap `tapNumber` did not come within `allowed` seconds.
    case tapTimedOut(tapNumber: Int, allowed: TimeInterval)
    /// Tap `tapNumber` went down `distance` points from the previous tap, farther than `allowed`.
    case tapTooFarAway(tapNumber: Int, distance: CGFloat, allowed: CGFloat)
    /// A long press lifted after `held` seconds, before its minimum press duration.
    case pressTooShort(held: TimeInterval, required: TimeInterval)
    /// A pan's touches all lifted after moving `distance`, not beyond the `required` hysteresis.
    case liftedBeforeMoving(distance: CGFloat, required: CGFloat)
    /// A pinch lost a touch after the distance between its touches changed by only `change` points.
    case liftedBeforeScaling(change: CGFloat, required: CGFloat)
    /// A rotation lost a touch after its touches turned by only `angle` degrees.
    case liftedBeforeRotating(angle: CGFloat, required: CGFloat)
    /// A swipe moved at `angle` degrees (0° right, 90° down), not within `tolerance` of an allowed direction.
    case wrongDirection(angle: CGFloat, allowed: SwipeDirections, tolerance: CGFloat)
    /// A swipe had moved only `distance` points when its `duration` ran out.
    case swipeTooSlow(distance: CGFloat, required: CGFloat, duration: TimeInterval)
    /// A swipe's touch lifted after moving only `distance` points.
    case swipeTooShort(distance: CGFloat, required: CGFloat)
    /// A screen-edge pan's touch went down `distance` points from the nearest allowed edge.
    case notNearEdge(distance: CGFloat, allowed: CGFloat, edges: ScreenEdges)
    /// A screen-edge pan's touch moved along or toward its edge instead of away from it.
    case notAwayFromEdge(edges: ScreenEdges)
    /// The gesture's touches were cancelled before it was recognized.
    case touchesCancelled

    /// A sentence naming the measured value and the threshold, for traces.
    public var description: String {
        typealias F = MetricFormat
        switch self {
        case .movedTooFar(let distance, let allowed):
            return "moved \(F.points(distance)), more than the allowable \(F.points(allowed))"
        case .wrongNumberOfTouches(let count, let required):
            return "\(F.touches(count)), \(required) required"
        case .tooManyTouches(let count, let maximum):
            return "\(F.touches(count)), at most \(maximum) allowed"
        case .tooFewTouches(let count, let minimum):
            return "\(F.touches(count)), at least \(minimum) needed"
        case .tapCameTooLate(let tapNumber, let elapsed, let allowed):
            return "tap \(tapNumber) came after \(F.seconds(elapsed)), more than \(F.seconds(allowed))"
        case .tapTimedOut(let tapNumber, let allowed):
            return "no tap \(tapNumber) within \(F.seconds(allowed)) of the last lift"
        case .tapTooFarAway(let tapNumber, let distance, let allowed):
            return "tap \(tapNumber) began \(F.points(distance)) from the previous tap, more than \(F.points(allowed))"
        case .pressTooShort(let held, let required):
            return "lifted after \(F.seconds(held)), before the minimum press duration of \(F.seconds(required))"
        case .liftedBeforeMoving(let distance, let required):
            return "lifted after moving \(F.points(distance)), not beyond the \(F.points(required)) needed to begin"
        case .liftedBeforeScaling(let change, let required):
            return
                "lifted after the touches' distance changed \(F.points(change)), not beyond the \(F.points(required)) needed to begin"
        case .liftedBeforeRotating(let angle, let required):
            return "lifted after turning \(F.degrees(angle)), not beyond the \(F.degrees(required)) needed to begin"
        case .wrongDirection(let angle, let allowed, let tolerance):
            return
                "moved toward \(F.degrees(angle)) (0° right, 90° down), not within \(F.degrees(tolerance)) of \(allowed)"
        case .swipeTooSlow(let distance, let required, let duration):
            return "moved \(F.points(distance)) in \(F.seconds(duration)), less than \(F.points(required))"
        case .swipeTooShort(let distance, let required):
            return "lifted after moving \(F.points(distance)), less than the \(F.points(required)) a swipe needs"
        case .notNearEdge(_, _, let edges) where edges.isEmpty:
            return "no screen edge is allowed (edges is empty)"
        case .notNearEdge(let distance, let allowed, let edges):
            return "began \(F.points(distance)) from the nearest \(edges) edge, more than \(F.points(allowed))"
        case .notAwayFromEdge(let edges):
            return "moved along or toward the \(edges) edge, not away from it"
        case .touchesCancelled:
            return "its touches were cancelled"
        }
    }
}
