import Foundation

/// The edges of the screen a screen-edge pan may start from.
///
/// The raw values are those of `UIRectEdge` (top 1, left 2, bottom 4, right 8, all 15), so the
/// recognizer class converts with `ScreenEdges(rawValue: edges.rawValue)`.
public struct ScreenEdges: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The bit pattern, equal to UIKit's.
    public let rawValue: UInt

    /// Creates the set from UIKit's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The edge at the smallest y.
    public static let top = ScreenEdges(rawValue: 1 << 0)
    /// The edge at the smallest x.
    public static let left = ScreenEdges(rawValue: 1 << 1)
    /// The edge at the largest y.
    public static let bottom = ScreenEdges(rawValue: 1 << 2)
    /// The edge at the largest x.
    public static let right = ScreenEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: ScreenEdges = [.top, .left, .bottom, .right]

    /// Each single edge with its inward unit normal and name, in UIKit's order.
    static let sides: [(edge: ScreenEdges, inwardX: CGFloat, inwardY: CGFloat, name: String)] = [
        (.top, 0, 1, "top"), (.left, 1, 0, "left"), (.bottom, 0, -1, "bottom"), (.right, -1, 0, "right"),
    ]

    /// The edges' names joined by " or " ("left or right"), or "no edge".
    public var description: String {
        let names = Self.sides.filter { contains($0.edge) }.map(\.name)
        return names.isEmpty ? "no edge" : names.joined(separator: " or ")
    }
}
