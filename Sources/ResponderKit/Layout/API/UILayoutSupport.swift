import Foundation

/// A length with anchors that a view controller provides for Auto Layout: its `topLayoutGuide` (down to the
/// bottom of the status bar, the safe area's top since iOS 11) and `bottomLayoutGuide` (up from the home
/// indicator). Apple deprecated both in iOS 11 for `safeAreaLayoutGuide`; code written before uses them.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view: its height, as the last layout solved it.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}
