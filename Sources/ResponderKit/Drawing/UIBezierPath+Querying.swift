import Foundation

/// What a path holds: whether it is empty, where it ends, its bounds, and which points it contains.
extension UIBezierPath {
    /// Whether the path has no elements.
    public var isEmpty: Bool { geometry.isEmpty }

    /// The end point of the last element (a closed subpath's start), or `.zero` for an empty path.
    public var currentPoint: CGPoint { geometry.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, curves' control points included; `CGRect.null`
    /// for an empty path or one with a non-finite coordinate.
    public var bounds: CGRect { geometry.boundingBox }

    /// Whether `point` is inside the area the path fills, under the winding rule or, when
    /// `usesEvenOddFillRule` is set, the even-odd rule. See the type's documentation for edges, curves and
    /// non-finite input.
    public func contains(_ point: CGPoint) -> Bool {
        geometry.contains(point, evenOdd: usesEvenOddFillRule)
    }
}
