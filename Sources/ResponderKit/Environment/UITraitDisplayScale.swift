import Foundation

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition, TraitComparing {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.displayScale != rhs.displayScale
    }
}
