import Foundation

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.verticalSizeClass != rhs.verticalSizeClass
    }
}
