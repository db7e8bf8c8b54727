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

extension UIControl {
    /// The horizontal alignment in effect (UIKit's property): `.leading` and `.trailing` resolved to `.left` or
    /// `.right` by the control's layout direction; the others as set.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }

    /// Where content of `size` goes in `rect` by the content alignments: edges as aligned, centred for `.center`
    /// and `.fill` (a button's content keeps its size).
    func contentOrigin(for size: CGSize, in rect: CGRect) -> CGPoint {
        let x: CGFloat =
            switch effectiveContentHorizontalAlignment {
            case .left, .leading: rect.minX
            case .right, .trailing: rect.maxX - size.width
            case .fill, .center: rect.midX - size.width / 2
            }
        let y: CGFloat =
            switch contentVerticalAlignment {
            case .top: rect.minY
            case .bottom: rect.maxY - size.height
            case .center, .fill: rect.midY - size.height / 2
            }
        return CGPoint(x: x, y: y)
    }
}
