import Foundation

/// What ResponderKit did with input it could not take as it was. See <doc:BadInput>.
public enum InputRepair: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A move, lift or cancel for a finger that is not down: dropped.
    case unknownFinger(finger: Int)
    /// A touch-down for a finger that is already down: the live touch is cancelled first (`inputReset`).
    case fingerAlreadyDown(finger: Int)
    /// A location, force or radius that is NaN or infinite: the sample is dropped.
    case nonFiniteValue(finger: Int)
    /// A finite location, translation, force or radius beyond ``InputLimits/maximumCoordinate``: the sample is
    /// dropped, as a non-finite one is.
    case valueOutOfRange(finger: Int)
    /// A timestamp earlier than the previous input's, not finite or beyond ``InputLimits/maximumTime``: clamped
    /// to the previous timestamp (or the clock's time for the first input).
    case timestampClamped(from: TimeInterval, to: TimeInterval)
    /// A touch-down that no window answered: the finger is tracked but nothing is delivered.
    case noWindow(finger: Int)
    /// A press, motion or remote-control event with nothing to deliver it to.
    case noResponder
    /// A press change or end for a press that is not down: dropped.
    case unknownPress
    /// A stray motion end or cancel without a begin: dropped.
    case unmatchedMotion
    /// A finger still down when the input source reset: its touch is cancelled (`inputReset`) and forgotten.
    case fingerNeverLifted(finger: Int)
    /// A sample for a finger whose window was hidden or detached: the touch was cancelled (`windowHidden`);
    /// the sample is consumed and nothing is delivered.
    case windowGone(finger: Int)
    /// A pencil value out of its range (an altitude outside 0…π/2, a negative force): clamped into it.
    case valueClamped(finger: Int, property: UITouch.Properties)
    /// A sample time earlier than the finger's previous sample, later than its frame, or not finite: clamped.
    case sampleTimeClamped(finger: Int, from: TimeInterval, to: TimeInterval)
    /// An estimated-properties update for an index that was never delivered, or whose sample expects no more
    /// updates: dropped.
    case unknownEstimationUpdate(index: Int)
    /// A scroll change or end with no scroll under way (a trackpad's, which begins with `.began`): dropped.
    case unmatchedScroll
    /// A pencil squeeze changed or ended without having begun: dropped.
    case unmatchedSqueeze
    /// A pencil gesture's hover pose had a NaN, infinite or out-of-range value: delivered without its pose.
    case pencilPoseDropped

    /// A sentence saying what was wrong and what was done.
    public var description: String {
        switch self {
        case .unknownFinger(let finger): "finger \(finger) is not down: sample dropped"
        case .fingerAlreadyDown(let finger): "finger \(finger) is already down: live touch cancelled"
        case .nonFiniteValue(let finger): "finger \(finger) has a NaN or infinite value: sample dropped"
        case .valueOutOfRange(let finger):
            "finger \(finger) has a value beyond \(InputLimits.maximumCoordinate.compact): sample dropped"
        case .timestampClamped(let from, let to):
            InputLimits.isUsableTime(from)
                ? "timestamp \(from) goes backwards: clamped to \(to)"
                : "timestamp \(from) is not a time the clock can reach: clamped to \(to)"
        case .noWindow(let finger): "finger \(finger) is over no window that answers: not delivered"
        case .noResponder: "no responder to deliver to: dropped"
        case .unknownPress: "press is not down: dropped"
        case .unmatchedMotion: "motion end without a begin: dropped"
        case .fingerNeverLifted(let finger): "finger \(finger) never lifted before the input reset: touch cancelled"
        case .windowGone(let finger): "finger \(finger)'s window is gone: sample consumed, nothing delivered"
        case .valueClamped(let finger, let property):
            "finger \(finger)'s \(property.names.joined(separator: ", ")) is out of range: clamped"
        case .sampleTimeClamped(let finger, let from, let to):
            "finger \(finger)'s sample time \(from) is out of order: clamped to \(to)"
        case .unknownEstimationUpdate(let index): "no delivered sample expects update #\(index): dropped"
        case .unmatchedScroll: "scroll change without a began: dropped"
        case .unmatchedSqueeze: "pencil squeeze change without a began: dropped"
        case .pencilPoseDropped: "pencil pose has a NaN or out-of-range value: delivered without it"
        }
    }
}
