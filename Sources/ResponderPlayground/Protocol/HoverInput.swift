import Foundation
import ResponderKit
import ResponderScenes

/// A hovering pointer as the page saw it (`pointermove` without a button, `pointerleave`).
public struct HoverInput: Sendable, Hashable, Codable {
    /// Where, in scene (screen) points (ignored when `exited`).
    public var x: Double
    /// Where, in scene (screen) points.
    public var y: Double
    /// When, in milliseconds on the page's clock.
    public var t: Double
    /// `mouse` or `pen`; a `touch` pointer cannot hover.
    public var pointerType: String?
    /// Whether the pointer left the scene.
    public var exited: Bool?

    /// Creates a hover.
    public init(x: Double, y: Double, t: Double, pointerType: String? = nil, exited: Bool? = nil) {
        self.x = x
        self.y = y
        self.t = t
        self.pointerType = pointerType
        self.exited = exited
    }

    /// Whether a pen (rather than a mouse) hovers.
    var isPen: Bool { pointerType == "pen" }
}
