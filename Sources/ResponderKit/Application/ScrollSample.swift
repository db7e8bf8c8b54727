import Foundation

/// Scrolling without a touch: a mouse wheel's step or a trackpad's two-finger scroll, at the pointer's
/// location (BehaviourContract §12).
///
/// It goes to the `UIPanGestureRecognizer` nearest the hit view (the hit view's own first, then its
/// ancestors') whose `allowedScrollTypesMask` includes its type. `translation` is how far a finger dragging
/// the content would have moved, in screen points: the pan's translation accumulates it. A trackpad reports
/// `.began`, `.changed`… and `.ended`; a wheel reports each step as `.changed`, and its pan ends
/// `InteractionMetrics.wheelScrollEndDelay` after the last step.
public struct ScrollSample: Hashable, Sendable, Codable {
    /// Where a scroll stands.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// Fingers touched the trackpad.
        case began
        /// A step or a movement.
        case changed
        /// Fingers left the trackpad.
        case ended
        /// The platform gave up the scroll.
        case cancelled
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// Where the pointer is, in screen coordinates.
    public var location: CGPoint
    /// How far a dragging finger would have moved the content, in screen points (zero at began and ended).
    public var translation: CGPoint
    /// A wheel (`.discrete`) or a trackpad (`.continuous`).
    public var type: UIScrollType
    /// The phase; a wheel's steps are `.changed`.
    public var phase: Phase

    /// Creates a scroll sample.
    public init(
        timestamp: TimeInterval, location: CGPoint, translation: CGPoint = .zero, type: UIScrollType = .discrete,
        phase: Phase = .changed
    ) {
        self.timestamp = timestamp
        self.location = location
        self.translation = translation
        self.type = type
        self.phase = phase
    }
}
