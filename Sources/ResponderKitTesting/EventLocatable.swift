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

/// Hammer's name for ``EventLocatable``, so that ported code keeps its types.
public typealias HammerLocatable = EventLocatable

/// A location resolved for a touch.
public struct ResolvedLocation {
    /// The point, in screen coordinates.
    public var point: CGPoint
    /// The view that must receive a touch there; nil when any view may.
    public var target: UIView?

    /// Creates a resolved location.
    public init(point: CGPoint, target: UIView? = nil) {
        self.point = point
        self.target = target
    }
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

/// The accessibility element with a label, as VoiceOver users name it: `generator.fingerTap(at:
/// AccessibilityLabel("Buy"))`.
public struct AccessibilityLabel: EventLocatable, Hashable, Sendable {
    /// The label.
    public var label: String

    /// Names the element whose `accessibilityLabel` is `label`.
    public init(_ label: String) {
        self.label = label
    }

    /// The activation point of the element with the label.
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        try generator.viewWithLabel(label).resolvedLocation(for: generator)
    }
}

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

/// A point at a fraction of a view's bounds (Hammer's `RelativeLocation`): `RelativeLocation(location: slider, x:
/// 0.9, y: 0.5)` is near the slider's right end, which the slider must receive.
public struct RelativeLocation: EventLocatable {
    /// The view; nil means the generator's main view.
    public var view: UIView?
    /// The fraction of the width, 0 at the left edge.
    public var x: CGFloat
    /// The fraction of the height, 0 at the top edge.
    public var y: CGFloat

    /// Creates a location at the fractions `x`, `y` of `view`'s bounds.
    public init(location view: UIView? = nil, x: CGFloat, y: CGFloat) {
        self.view = view
        self.x = x
        self.y = y
    }

    /// The point in screen coordinates.
    @MainActor
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        let view = self.view ?? generator.mainView
        guard let window = view.window else {
            throw EventGeneratorError.viewIsNotInHierarchy(ViewNames.describe(view))
        }
        let bounds = view.bounds
        let local = CGPoint(x: bounds.minX + bounds.width * x, y: bounds.minY + bounds.height * y)
        return ResolvedLocation(point: window.convert(view.convert(local, to: nil), to: nil), target: view)
    }
}
