import Foundation

#if !canImport(Darwin)
    /// The rule that decides which points a path's fill covers, with CoreGraphics' cases.
    ///
    /// Both count the path's edges around the point (its winding number; see `CGPath.contains(_:using:transform:)`).
    public enum CGPathFillRule: Int, Hashable, Sendable, Codable {
        /// Inside where the winding number is not zero (the non-zero rule): overlapping subpaths drawn the same
        /// way stay filled.
        case winding = 0
        /// Inside where the winding number is odd: a subpath inside another cuts a hole, whichever way it runs.
        case evenOdd = 1
    }
#endif
