import Foundation

/// A two-dimensional vector: CoreGraphics' `CGVector`, which Foundation on Linux lacks.
///
/// ```swift
/// let fling = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
/// ```
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from double components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }
}
