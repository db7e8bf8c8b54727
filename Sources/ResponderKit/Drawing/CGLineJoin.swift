import Foundation

#if !canImport(Darwin)
    /// How a stroke turns a corner, with CoreGraphics' cases (stored by `UIBezierPath`, not drawn).
    public enum CGLineJoin: Int32, Hashable, Sendable, Codable {
        /// A sharp corner, cut to a bevel beyond the miter limit.
        case miter = 0
        /// A rounded corner.
        case round = 1
        /// A corner cut square.
        case bevel = 2
    }
#endif
