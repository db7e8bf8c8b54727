import Foundation

/// A gesture made on Apple Pencil itself rather than on the screen: a double tap on its side or a squeeze
/// (BehaviourContract §12). It goes to the `UIPencilInteraction`s of the visible views, not to a hit view.
///
/// ```swift
/// app.enqueue(.pencil(PencilSample(timestamp: 1, gesture: .tap)))
/// app.enqueue(.pencil(PencilSample(
///     timestamp: 2, gesture: .squeeze, phase: .began,
///     hover: PencilSample.Hover(location: CGPoint(x: 120, y: 300), zOffset: 0.3))))
/// ```
public struct PencilSample: Hashable, Sendable, Codable {
    /// What the hand did with the pencil.
    public enum Gesture: String, Hashable, Sendable, Codable {
        /// A double tap on the pencil's side (Apple Pencil 2, Apple Pencil Pro).
        case tap
        /// A squeeze of the barrel (Apple Pencil Pro): it begins, may change, and ends or is cancelled.
        case squeeze
    }

    /// Where the pencil was held above the screen when the gesture happened.
    public struct Hover: Hashable, Sendable, Codable {
        /// The point under the tip, in screen coordinates.
        public var location: CGPoint
        /// The tip's height above the screen, 0 (touching) to 1 (the farthest the screen senses).
        public var zOffset: CGFloat
        /// The angle between the pencil and the screen's surface, in radians (π/2: upright).
        public var altitudeAngle: CGFloat
        /// The direction the pencil points, in radians from the screen's x-axis.
        public var azimuthAngle: CGFloat
        /// The barrel's roll, in radians (Apple Pencil Pro).
        public var rollAngle: CGFloat

        /// Creates a hover pose.
        public init(
            location: CGPoint, zOffset: CGFloat = 0.5, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
            rollAngle: CGFloat = 0
        ) {
            self.location = location
            self.zOffset = zOffset
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
            self.rollAngle = rollAngle
        }

        /// Whether every value is finite and within ``InputLimits``.
        var isUsable: Bool {
            // NaN and infinities fail the range check too.
            location.isUsableInput
                && [zOffset, altitudeAngle, azimuthAngle, rollAngle].allSatisfy(InputLimits.isUsableCoordinate)
        }
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// A double tap or a squeeze.
    public var gesture: Gesture
    /// A squeeze's phase; a double tap is always `.ended` (it is over when it is reported).
    public var phase: UIPencilInteraction.Phase
    /// The pencil's pose when it hovered within range of the screen, nil when it was away from it.
    public var hover: Hover?

    /// Creates a pencil sample. A tap's phase is `.ended` whatever is given.
    public init(
        timestamp: TimeInterval, gesture: Gesture, phase: UIPencilInteraction.Phase = .ended, hover: Hover? = nil
    ) {
        self.timestamp = timestamp
        self.gesture = gesture
        self.phase = gesture == .tap ? .ended : phase
        self.hover = hover
    }
}
