import Foundation

/// A change in a control's tracking of its touch, as the lifecycle verifier's history shows it.
public enum ControlTrackingChange: String, Hashable, Sendable, Codable {
    /// `beginTracking(_:with:)` answered true.
    case began
    /// `endTracking(_:with:)` ran.
    case ended
    /// `cancelTracking(with:)` ran.
    case cancelled
}
