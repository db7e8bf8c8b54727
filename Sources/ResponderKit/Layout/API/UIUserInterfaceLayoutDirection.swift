import Foundation

/// The direction a layout reads in: leading and trailing edges are left and right in a left-to-right layout, and
/// the other way round in a right-to-left one (Arabic, Hebrew).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// What a view's content means for its layout direction: whether it flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// The view follows the layout direction around it.
    case unspecified = 0
    /// Playback controls, which stay left to right.
    case playback = 1
    /// Directional controls (arrows), which stay left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
