import Foundation

/// The interface orientations a view controller supports, as UIKit's option set.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down, the default on iPhone.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask includes `orientation`.
    func includes(_ orientation: UIInterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: contains(UIInterfaceOrientationMask.portrait)
        case .portraitUpsideDown: contains(UIInterfaceOrientationMask.portraitUpsideDown)
        case .landscapeLeft: contains(UIInterfaceOrientationMask.landscapeLeft)
        case .landscapeRight: contains(UIInterfaceOrientationMask.landscapeRight)
        case .unknown: false
        }
    }
}
