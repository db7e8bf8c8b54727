import Foundation

/// A pointer hovering over the screen without touching it: a mouse or trackpad pointer, or a pencil held
/// above the screen (BehaviourContract §12). It carries no touch phase: the first sample of a pointer enters, later
/// ones move, `.exited` leaves.
///
/// `UIHoverGestureRecognizer`s of the hit view and its ancestors begin as the pointer enters their view,
/// change as it moves in it, and end as it leaves.
public struct HoverSample: Hashable, Sendable, Codable {
    /// Whether the pointer is over the screen.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The pointer is over the screen at `location` (it entered, or moved).
        case moved
        /// The pointer left the screen (or started touching it).
        case exited
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// The platform's identifier of the pointer.
    public var pointer: Int
    /// Whether the pointer is over the screen or left it.
    public var phase: Phase
    /// Where the pointer is, in screen coordinates (ignored when it exits).
    public var location: CGPoint
    /// What hovers: `.indirectPointer` (a mouse or trackpad) or `.pencil`.
    public var type: UITouch.TouchType

    /// Creates a hover sample.
    public init(
        timestamp: TimeInterval, pointer: Int = 1, phase: Phase = .moved, location: CGPoint,
        type: UITouch.TouchType = .indirectPointer
    ) {
        self.timestamp = timestamp
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.type = type
    }
}
