import Foundation

/// Why a touch was not delivered to its hit view.
public enum WithholdReason: String, Hashable, Sendable, Codable {
    /// The view has `isMultipleTouchEnabled == false` and already tracks a touch.
    case multipleTouchDisabled
    /// `isExclusiveTouch` rules keep the touch from the view.
    case exclusiveTouch
}
