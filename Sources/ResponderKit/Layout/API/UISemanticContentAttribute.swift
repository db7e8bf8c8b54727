import Foundation

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
