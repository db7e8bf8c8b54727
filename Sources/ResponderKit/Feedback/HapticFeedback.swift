import Foundation

/// A haptic a feedback generator gave, as the trace records it.
public enum HapticFeedback: Hashable, Sendable, CustomStringConvertible {
    /// `prepare()` was called.
    case prepared
    /// An impact of a style and an intensity (0 to 1).
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// A selection changed.
    case selectionChanged
    /// A notification of success, warning or error.
    case notification(UINotificationFeedbackGenerator.FeedbackType)

    /// The feedback as a trace line shows it.
    public var description: String {
        switch self {
        case .prepared: "prepared"
        case .impact(let style, let intensity): "impact \(style) \(intensity)"
        case .selectionChanged: "selection changed"
        case .notification(let type): "notification \(type)"
        }
    }
}
