import Foundation

/// Where the pointer is when an interaction is asked for its region (UIKit's class).
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
