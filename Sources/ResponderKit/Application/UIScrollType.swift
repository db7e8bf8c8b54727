import Foundation

/// The kinds of scrolling input (UIKit's `UIScrollType`).
public enum UIScrollType: Int, Hashable, Sendable, Codable {
    /// A mouse wheel's steps.
    case discrete
    /// A trackpad's two-finger scroll.
    case continuous
}
