import Foundation

/// Which corners a layer's `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// The top-left corner (minimum x and y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
