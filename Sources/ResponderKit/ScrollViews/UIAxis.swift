import Foundation

/// The axes of a two-dimensional layout, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates axes from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]

    /// "horizontal", "vertical", "both" or "none".
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        case .both: "both"
        default: "none"
        }
    }
}
