import Foundation

/// The directions a swipe may travel; one or more.
///
/// The raw values are those of `UISwipeGestureRecognizer.Direction` (right 1, left 2, up 4, down 8),
/// so the recognizer class converts with `SwipeDirections(rawValue: direction.rawValue)`.
/// "Up" is toward smaller y, as in UIKit's coordinate space.
///
/// ```swift
/// var swipe = SwipeLogic(direction: [.left, .right])
/// ```
public struct SwipeDirections: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The bit pattern, equal to UIKit's.
    public let rawValue: UInt

    /// Creates the set from UIKit's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Toward larger x.
    public static let right = SwipeDirections(rawValue: 1 << 0)
    /// Toward smaller x.
    public static let left = SwipeDirections(rawValue: 1 << 1)
    /// Toward smaller y.
    public static let up = SwipeDirections(rawValue: 1 << 2)
    /// Toward larger y.
    public static let down = SwipeDirections(rawValue: 1 << 3)

    /// Each single direction with its unit vector and name, in UIKit's order.
    static let axes: [(direction: SwipeDirections, dx: CGFloat, dy: CGFloat, name: String)] = [
        (.right, 1, 0, "right"), (.left, -1, 0, "left"), (.up, 0, -1, "up"), (.down, 0, 1, "down"),
    ]

    /// The directions' names joined by " or " ("left or right"), or "no direction".
    public var description: String {
        let names = Self.axes.filter { contains($0.direction) }.map(\.name)
        return names.isEmpty ? "no direction" : names.joined(separator: " or ")
    }
}
