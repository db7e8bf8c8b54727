import Foundation

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
