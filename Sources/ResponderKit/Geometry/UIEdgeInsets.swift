import Foundation

/// Inset distances for the edges of a rectangle, as UIKit's `UIEdgeInsets`: positive values shrink the
/// rectangle, negative values grow it.
///
/// ```swift
/// let content = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// button.hitTestEdgeInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)  // 10 pt larger
/// ```
public struct UIEdgeInsets: Hashable, Sendable, Codable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges' distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (out, for negative insets), as UIKit's
    /// `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(
            x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
            width: rect.size.width - insets.left - insets.right, height: rect.size.height - insets.top - insets.bottom)
    }
}
