import Foundation

/// The phase of a motion (shake) event.
public enum MotionPhase: String, Hashable, Sendable, Codable {
    /// The device started shaking: `motionBegan`.
    case began
    /// The shake ended: `motionEnded`.
    case ended
    /// The shake was interrupted: `motionCancelled`.
    case cancelled
}
