import Foundation

/// The orientation of the interface, with UIKit's cases and raw values.
public enum UIInterfaceOrientation: Int, Hashable, Sendable, Codable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the device's top to the right (`UIDeviceOrientation.landscapeRight`'s opposite).
    case landscapeLeft = 4
    /// Landscape, the device's top to the left.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is in landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
