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
