import Foundation

/// What a gesture's logic decided in answer to one input: at most one outcome and one timer request.
///
/// The recognizer class applies the outcome first (turning it into a `UIGestureRecognizer.State`
/// transition), then the timer request. Most inputs decide nothing: ``none``.
///
/// ```swift
/// let output = tap.touchesEnded([lift])
/// if let outcome = output.outcome { /* .recognized → state = .ended */ }
/// if case .schedule(let deadline)? = output.timer { /* call timerFired(at:) at deadline */ }
/// ```
public struct GestureLogicOutput: Sendable, Hashable, CustomStringConvertible {
    /// The state change the recognizer should make, if any.
    public var outcome: GestureOutcome?

    /// What the recognizer should do with its one timer, if anything.
    public var timer: GestureTimerRequest?

    /// Creates an output with an optional outcome and an optional timer request.
    public init(outcome: GestureOutcome? = nil, timer: GestureTimerRequest? = nil) {
        self.outcome = outcome
        self.timer = timer
    }

    /// The output that decides nothing.
    public static let none = GestureLogicOutput()

    /// Whether the output neither changes state nor touches the timer.
    public var isNone: Bool { outcome == nil && timer == nil }

    /// The outcome, then the timer request, joined by "; " ("failed: …; cancel timer"), or "none".
    public var description: String {
        let parts = [outcome?.description, timer?.description].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }
}
