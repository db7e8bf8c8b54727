import Foundation

/// Insets that follow the reading direction: `leading` is the left inset in a left-to-right layout and the right
/// one in a right-to-left layout.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset at the edge where reading starts.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset at the edge where reading ends.
    public var trailing: CGFloat

    /// Insets of the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// These insets as left and right ones in a layout of the given direction.
    func edgeInsets(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Left and right insets as directional ones in a layout of the given direction.
    init(_ insets: UIEdgeInsets, _ direction: UIUserInterfaceLayoutDirection) {
        self.init(
            top: insets.top, leading: direction == .rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: direction == .rightToLeft ? insets.left : insets.right)
    }
}
