import Foundation

/// The edges of a rectangle, named by reading direction: `leading` is the left edge in a left-to-right layout and
/// the right edge in a right-to-left one.
///
/// `UIButton.Configuration.imagePlacement` takes one of them: where the image goes relative to the title.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates edges from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The edge where reading starts.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The edge where reading ends.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
