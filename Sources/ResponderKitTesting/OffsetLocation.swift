import Foundation
import ResponderKit

/// A location moved by an offset in points (Hammer's `OffsetLocation`): `OffsetLocation(location: button, x: 0, y:
/// -30)` is 30 points above the button's centre. No view is required to receive it.
public struct OffsetLocation: EventLocatable {
    /// The location moved; nil means the generator's main view.
    public var location: (any EventLocatable)?
    /// The offset along x, in points.
    public var x: CGFloat
    /// The offset along y, in points.
    public var y: CGFloat

    /// Creates a location `x`, `y` points from `location`.
    public init(location: (any EventLocatable)? = nil, x: CGFloat, y: CGFloat) {
        self.location = location
        self.x = x
        self.y = y
    }

    /// The moved point.
    @MainActor
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        let base = try (location ?? generator.mainView).resolvedLocation(for: generator).point
        return ResolvedLocation(point: CGPoint(x: base.x + x, y: base.y + y))
    }
}
