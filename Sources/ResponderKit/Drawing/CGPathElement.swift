import Foundation

#if !canImport(Darwin)
    /// One element of a path as `CGPath.applyWithBlock(_:)` hands it out: its type and a pointer to its points
    /// (one for a move or line, two for a quadratic curve, three for a cubic, none for a close).
    ///
    /// The points are valid only during the call that receives the element, as in CoreGraphics.
    public struct CGPathElement {
        /// What the element does.
        public var type: CGPathElementType
        /// The element's points, control points first and the end point last.
        public var points: UnsafeMutablePointer<CGPoint>

        /// Creates an element from its type and points.
        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }
#endif
