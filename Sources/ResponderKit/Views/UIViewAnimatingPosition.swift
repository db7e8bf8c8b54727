import Foundation

/// Where a property animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the views keep the values the animations set.
    case end = 0
    /// At the start: the views go back to the values they had.
    case start = 1
    /// Where they were when it was finished.
    case current = 2
}
