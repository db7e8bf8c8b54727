import Foundation

extension UIControl {
    /// How content lies across a control, as UIKit's `UIControl.ContentHorizontalAlignment` (raw values as on iOS).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center = 0
        /// Along the left edge.
        case left = 1
        /// Along the right edge.
        case right = 2
        /// Stretched across (a button's content group is centred).
        case fill = 3
        /// Along the leading edge (left, left-to-right).
        case leading = 4
        /// Along the trailing edge (right, left-to-right).
        case trailing = 5
    }

    /// How content lies from top to bottom, as UIKit's `UIControl.ContentVerticalAlignment` (raw values as on iOS).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center = 0
        /// Along the top edge.
        case top = 1
        /// Along the bottom edge.
        case bottom = 2
        /// Stretched from top to bottom (a button's content group is centred).
        case fill = 3
    }
}
