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

/// A state change decided by a gesture's logic; the recognizer class maps it onto
/// `UIGestureRecognizer.State`.
///
/// Discrete gestures (tap, swipe) produce ``recognized`` or ``failed(_:)``. Continuous gestures
/// (long press, pan, pinch, rotation, screen-edge pan) produce ``began``, then any number of
/// ``changed``, then ``ended`` or ``cancelled`` — or ``failed(_:)`` before they begin. After
/// ``recognized``, ``ended``, ``cancelled`` or ``failed(_:)`` the logic ignores input until `reset()`.
public enum GestureOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A continuous gesture started: `.possible → .began`.
    case began
    /// A continuous gesture moved on: `.began/.changed → .changed`.
    case changed
    /// A discrete gesture happened: `.possible → .recognized` (which UIKit spells `.ended`).
    case recognized
    /// A continuous gesture finished normally: `→ .ended`.
    case ended
    /// A continuous gesture that had begun lost its touches: `→ .cancelled`.
    case cancelled
    /// The gesture cannot happen with these touches: `.possible → .failed`, with the reason.
    case failed(GestureFailureReason)

    /// Whether the outcome ends the gesture (the logic then waits for `reset()`).
    public var isTerminal: Bool {
        switch self {
        case .began, .changed: false
        case .recognized, .ended, .cancelled, .failed: true
        }
    }

    /// "began", "changed", "recognized", "ended", "cancelled", or "failed: " and the reason.
    public var description: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .recognized: "recognized"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}

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
