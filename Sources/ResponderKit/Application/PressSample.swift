import Foundation

/// A physical button or key changing state.
public struct PressSample: Hashable, Sendable, Codable {
    /// When it happened.
    public var timestamp: TimeInterval
    /// Which button.
    public var type: UIPress.PressType
    /// `.began`, `.changed`, `.ended` or `.cancelled`.
    public var phase: UIPress.Phase
    /// The key, for keyboard presses.
    public var key: UIKey?
    /// The force, 0 to 1.
    public var force: CGFloat

    /// Creates a press sample.
    public init(
        timestamp: TimeInterval, type: UIPress.PressType, phase: UIPress.Phase, key: UIKey? = nil,
        force: CGFloat = 0
    ) {
        self.timestamp = timestamp
        self.type = type
        self.phase = phase
        self.key = key
        self.force = force
    }
}
