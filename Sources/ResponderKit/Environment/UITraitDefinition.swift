import Foundation

/// A trait a trait collection holds, as a type: what `registerForTraitChanges(_:handler:)` names.
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: MyView, previous: UITraitCollection) in
///     view.refreshColours()
/// }
/// ```
public protocol UITraitDefinition {
    /// A unique name of the trait.
    static var identifier: String { get }
    /// The trait's name for people.
    static var name: String { get }
    /// Whether the trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

/// A trait, as `registerForTraitChanges` takes it: its type.
public typealias UITrait = any UITraitDefinition.Type

/// How ResponderKit's traits tell whether two collections differ in them.
protocol TraitComparing {
    /// Whether `lhs` and `rhs` hold different values of this trait.
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool
}

extension UITraitDefinition {
    /// The identifier: the type's name.
    public static var identifier: String { "ResponderKit.\(Self.self)" }
    /// The name: the type's name.
    public static var name: String { "\(Self.self)" }
    /// False unless the trait says otherwise.
    public static var affectsColorAppearance: Bool { false }
}

/// Whether `lhs` and `rhs` differ in any of `traits` (every trait when `traits` is empty).
func traitsDiffer(_ traits: [UITrait], _ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
    if traits.isEmpty { return lhs != rhs }
    return traits.contains { trait in (trait as? TraitComparing.Type)?.differs(lhs, rhs) ?? false }
}

/// The light or dark style trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition, TraitComparing {
    /// It changes how colours resolve.
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle != rhs.userInterfaceStyle
    }
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass != rhs.horizontalSizeClass
    }
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.verticalSizeClass != rhs.verticalSizeClass
    }
}

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceIdiom != rhs.userInterfaceIdiom
    }
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.displayScale != rhs.displayScale
    }
}

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.layoutDirection != rhs.layoutDirection
    }
}
