import Foundation

/// What happens to text too long for its line, as UIKit's `NSLineBreakMode` (raw values as on iOS). ResponderKit
/// draws no text; the mode is kept for code that reads and sets it.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Cuts the text at the edge.
    case byClipping = 2
    /// An ellipsis at the start of the line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the line.
    case byTruncatingMiddle = 5
}
