import Foundation

/// Why a wait stopped, and after how many seconds of the application's clock (to the nanosecond).
public enum WaitOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The condition held.
    case conditionMet(after: TimeInterval)
    /// Nothing was left in flight: no timer, display frame (a scroll view's motion), queued work or finger down.
    case idle(after: TimeInterval)
    /// The time limit came first; `leftovers` is what was still in flight.
    case timedOut(after: TimeInterval, leftovers: [String])
    /// The condition did not hold and nothing was left that could change it (no timer, no display frame); the
    /// leftovers that no time can clear (a finger down) are listed.
    case stalled(after: TimeInterval, leftovers: [String])

    /// Whether the wait got what it waited for.
    public var succeeded: Bool {
        switch self {
        case .conditionMet, .idle: true
        case .timedOut, .stalled: false
        }
    }

    /// The seconds of the application's clock the wait took.
    public var elapsed: TimeInterval {
        switch self {
        case .conditionMet(let after), .idle(let after), .timedOut(let after, _), .stalled(let after, _): after
        }
    }

    /// A sentence: `timed out after 2 s with 1 timer(s) pending left`.
    public var description: String {
        func seconds(_ value: TimeInterval) -> String { "\(ViewNames.number(CGFloat(value))) s" }
        func list(_ leftovers: [String]) -> String { leftovers.isEmpty ? "nothing" : leftovers.joined(separator: ", ") }
        switch self {
        case .conditionMet(let after): return "condition met after \(seconds(after))"
        case .idle(let after): return "idle after \(seconds(after))"
        case .timedOut(let after, let leftovers):
            return "timed out after \(seconds(after)) with \(list(leftovers)) left"
        case .stalled(let after, let leftovers):
            return
                "stalled after \(seconds(after)): no timer or frame could change the condition (left: \(list(leftovers)))"
        }
    }
}
