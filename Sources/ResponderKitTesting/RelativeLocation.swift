import Foundation
import ResponderKit

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
