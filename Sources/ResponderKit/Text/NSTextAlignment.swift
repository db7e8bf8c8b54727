import Foundation

/// How text lines up in its container, as UIKit's `NSTextAlignment` (raw values as on iOS).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Spread to both edges, the last line natural.
    case justified = 3
    /// The script's own direction: left for left-to-right text.
    case natural = 4
}
