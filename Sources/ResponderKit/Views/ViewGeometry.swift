import Foundation

/// What a view looks like on screen after a change: the values of its geometry and visibility properties.
///
/// ``TraceEvent/viewChanged(view:geometry:)`` carries one, so whoever draws the scene (the playground, a
/// picture) can move the view as the engine moves it. `frame` is derived from the others, as in UIKit.
public struct ViewGeometry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The view's frame in its superview's coordinates.
    public var frame: CGRect
    /// The view's bounds: their origin is the view's content offset.
    public var bounds: CGRect
    /// The view's centre in its superview's coordinates.
    public var center: CGPoint
    /// The view's transform, applied about its centre.
    public var transform: CGAffineTransform
    /// The view's opacity.
    public var alpha: CGFloat
    /// Whether the view is hidden.
    public var isHidden: Bool

    /// Creates a geometry from its values.
    public init(
        frame: CGRect, bounds: CGRect, center: CGPoint, transform: CGAffineTransform, alpha: CGFloat,
        isHidden: Bool
    ) {
        self.frame = frame
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// Reads a view's geometry through its (overridable) properties.
    @MainActor
    public init(of view: UIView) {
        self.init(
            frame: view.frame, bounds: view.bounds, center: view.center, transform: view.transform,
            alpha: view.alpha, isHidden: view.isHidden)
    }

    /// `frame (20, 30, 100, 100)`, then only what differs from a plain view: `bounds origin (0, 40)`,
    /// `transform scale 2 rotated 60°`, `alpha 0.5`, `hidden`.
    public var summary: String {
        var parts = ["frame \(frame.compact)"]
        if bounds.origin != .zero { parts.append("bounds origin \(bounds.origin.compact)") }
        if !transform.isIdentity { parts.append("transform \(transform.phrase)") }
        if alpha != 1 { parts.append("alpha \(alpha.compact)") }
        if isHidden { parts.append("hidden") }
        return parts.joined(separator: ", ")
    }

    /// The summary.
    public var description: String { summary }
}
