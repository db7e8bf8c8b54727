import Foundation

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceIdiom != rhs.userInterfaceIdiom
    }
}
