import Foundation

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.layoutDirection != rhs.layoutDirection
    }
}
