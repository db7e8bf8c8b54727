import Foundation

#if !canImport(Darwin)
    /// The kind of one element of a path, with CoreGraphics' cases; it says how many points the element has.
    public enum CGPathElementType: Int32, Hashable, Sendable, Codable {
        /// Starts a new subpath at one point.
        case moveToPoint = 0
        /// A straight line to one point.
        case addLineToPoint = 1
        /// A quadratic curve: a control point, then the end point.
        case addQuadCurveToPoint = 2
        /// A cubic curve: two control points, then the end point.
        case addCurveToPoint = 3
        /// Closes the current subpath with a line back to its start; no points.
        case closeSubpath = 4
    }
#endif
