import Foundation

/// What the recognizer class should do with the single timer its logic may own.
///
/// A logic has at most one pending deadline. ``schedule(at:)`` replaces any earlier deadline;
/// when the clock reaches it the class calls `timerFired(at:)`. A firing at a time that is no longer
/// the pending deadline (stale, early, or after ``cancel``) is ignored by the logic, so the class
/// need not be exact about cancelling.
public enum GestureTimerRequest: Sendable, Hashable, CustomStringConvertible {
    /// Arrange for `timerFired(at:)` to be called when the clock reaches `deadline` (seconds).
    case schedule(at: TimeInterval)
    /// Drop the pending deadline, if there is one.
    case cancel

    /// "schedule 0.35" (the deadline, at most three decimals) or "cancel timer".
    public var description: String {
        switch self {
        case .schedule(let deadline): "schedule \(MetricFormat.number(deadline, decimals: 3))"
        case .cancel: "cancel timer"
        }
    }
}
