import Foundation

/// The physical orientation of the device, with UIKit's cases and raw values.
///
/// A device turned so that its top points left is `landscapeLeft`; the interface then shows in
/// `UIInterfaceOrientation.landscapeRight` (the interface turns the other way to stay upright).
public enum UIDeviceOrientation: Int, Hashable, Sendable, Codable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, its top to the left.
    case landscapeLeft = 3
    /// On its side, its top to the right.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation maps to an interface orientation (portrait or landscape, not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The interface orientation that keeps the interface upright in this device orientation; nil when there is
    /// none (flat or unknown).
    public var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }
}
