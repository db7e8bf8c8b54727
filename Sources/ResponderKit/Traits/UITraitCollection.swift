import Foundation

/// The traits of an interface's environment, with UIKit's API: size classes, idiom, display scale, light or dark
/// style and layout direction.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)   // white
/// view.traitCollection.horizontalSizeClass  // .compact on an iPhone (see `UIApplication.environment`)
/// ```
///
/// A view's collection comes from the screen through its window, view controllers and superviews, with each
/// one's `overrideUserInterfaceStyle` applied (`UITraitEnvironment`). ResponderKit keeps no
/// `UITraitCollection.current`: a dynamic colour read without resolving gives its light appearance.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The light or dark style; `.unspecified` when not given.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class; `.unspecified` when not given.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` when not given.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The idiom; `.unspecified` when not given.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels; 0 when not given.
    public let displayScale: CGFloat
    /// The layout direction; `.unspecified` when not given.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Creates a collection from every trait.
    init(
        style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
        scale: CGFloat = 0, direction: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        layoutDirection = direction
    }

    /// Creates a trait collection with no traits specified.
    public convenience init() {
        self.init(style: .unspecified)
    }

    /// Creates a trait collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// Creates a trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// Creates a trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// Creates a trait collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom)
    }

    /// Creates a trait collection that specifies only the display scale (a non-finite or negative scale is
    /// taken as unspecified, 0).
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// Creates a trait collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// Creates a trait collection from several: each trait is the last of them that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(
            style: traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle
                ?? .unspecified,
            horizontal: traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass
                ?? .unspecified,
            vertical: traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass
                ?? .unspecified,
            idiom: traitCollections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom
                ?? .unspecified,
            scale: traitCollections.last { $0.displayScale != 0 }?.displayScale ?? 0,
            direction: traitCollections.last { $0.layoutDirection != .unspecified }?.layoutDirection
                ?? .unspecified)
    }

    /// A copy with the interface style replaced, when `style` is specified.
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(
            style: style, horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
            scale: displayScale, direction: layoutDirection)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether colours could resolve differently under `trait` than under this collection (the interface style
    /// differs; a nil collection counts as different).
    public func hasDifferentColorAppearance(comparedTo trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.userInterfaceStyle != userInterfaceStyle
    }

    /// The traits, as UIKit prints them.
    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "LayoutDirection = \(layoutDirection)>"
    }

    /// Two collections are equal when their traits are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
    }
}
