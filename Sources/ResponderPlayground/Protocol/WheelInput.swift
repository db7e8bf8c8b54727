import Foundation
import ResponderKit
import ResponderScenes

/// A wheel step as the page saw it (`WheelEvent`).
public struct WheelInput: Sendable, Hashable, Codable {
    /// Where the pointer is, in scene points.
    public var x: Double
    /// Where the pointer is, in scene points.
    public var y: Double
    /// How far a finger dragging the content would move it, in points: the page sends minus the wheel's
    /// `deltaX` (a wheel turned down scrolls the content up).
    public var dx: Double
    /// The same, vertically: minus `deltaY`.
    public var dy: Double
    /// When, in milliseconds on the page's clock.
    public var t: Double

    /// Creates a wheel step.
    public init(x: Double, y: Double, dx: Double, dy: Double, t: Double) {
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
        self.t = t
    }
}
