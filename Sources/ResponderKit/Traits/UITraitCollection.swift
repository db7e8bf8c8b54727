import Foundation

/// The traits a view's environment has, with UIKit's API; here, those that resolve values such as colours.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)   // white
/// ```
///
/// ResponderKit has no `UITraitCollection.current`: a dynamic colour read without resolving gives its light
/// appearance (see `UIColor`).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The light or dark style; `.unspecified` by default.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Creates a trait collection with no traits specified.
    public init() {
        userInterfaceStyle = .unspecified
    }

    /// Creates a trait collection that specifies only the interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Creates a trait collection from several: each trait the last of them that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle
        self.init(userInterfaceStyle: style ?? .unspecified)
    }

    /// The traits, as UIKit prints them.
    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle)>"
    }

    /// Two collections are equal when their traits are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
    }
}
