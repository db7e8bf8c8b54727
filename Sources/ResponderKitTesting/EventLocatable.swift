import Foundation
import ResponderKit

/// Where a gesture goes: a point, a view, an accessibility identifier or label (Hammer's `HammerLocatable`).
///
/// The generator resolves a location after the layout pass, just before the touch, so a frame computed in
/// `layoutSubviews()` is the one touched.
public protocol EventLocatable {
    /// The point to touch, in screen coordinates, and the view that must receive the touch there (nil: any).
    @MainActor func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation
}

extension EventLocatable {
    /// The point in the generator's window's coordinates (Hammer's `windowHitPoint(for:)`).
    @MainActor
    public func windowHitPoint(for generator: EventGenerator) throws -> CGPoint {
        generator.window.convert(try resolvedLocation(for: generator).point, from: nil)
    }
}

extension CGPoint: EventLocatable {
    /// The point, read in the generator's window's coordinates; no view is required to receive it.
    @MainActor
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        ResolvedLocation(point: generator.screenPoint(fromWindowPoint: self))
    }
}

extension CGRect: EventLocatable {
    /// The rectangle's centre, read in the generator's window's coordinates.
    @MainActor
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        ResolvedLocation(point: generator.screenPoint(fromWindowPoint: CGPoint(x: midX, y: midY)))
    }
}

extension UIView: EventLocatable {
    /// The view's `accessibilityActivationPoint` (by default its centre), which the view must receive.
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        ResolvedLocation(point: try generator.activationPoint(of: self), target: self)
    }
}

extension UIViewController: EventLocatable {
    /// The controller's view's activation point.
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        try view.resolvedLocation(for: generator)
    }
}

extension String: EventLocatable {
    /// The activation point of the view whose `accessibilityIdentifier` is this string.
    @MainActor
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        try generator.viewWithIdentifier(self).resolvedLocation(for: generator)
    }
}
