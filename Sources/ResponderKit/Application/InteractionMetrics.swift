import Foundation

/// Temporary: replaced by the gesture logic's metrics table.
public struct InteractionMetrics: Hashable, Sendable {
    /// Seconds between a lift and the next touch-down for taps to count together.
    public var multiTapInterval: TimeInterval = 0.35
    /// Points between taps for them to count together.
    public var multiTapDistance: CGFloat = 45
    /// Points a finger may move and still tap.
    public var tapAllowableMovement: CGFloat = 10
    /// The defaults.
    public static let `default` = InteractionMetrics()
}
