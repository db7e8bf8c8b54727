import Foundation

#if !canImport(Darwin)
    /// How a stroked open subpath ends, with CoreGraphics' cases (stored by `UIBezierPath`, not drawn).
    public enum CGLineCap: Int32, Hashable, Sendable, Codable {
        /// The stroke stops square at the end point.
        case butt = 0
        /// A half circle past the end point.
        case round = 1
        /// A half square past the end point.
        case square = 2
    }
#endif
