import Foundation

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass != rhs.horizontalSizeClass
    }
}
