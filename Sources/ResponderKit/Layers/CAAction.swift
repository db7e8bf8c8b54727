import Foundation

/// What a layer runs when one of its properties changes (`CALayer.action(forKey:)`): an animation, added for
/// that key, or `NSNull`, which does nothing and stops the search for an action.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property name) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no animation".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
