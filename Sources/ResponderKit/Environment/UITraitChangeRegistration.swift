import Foundation

/// A registration made by `registerForTraitChanges`, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}
