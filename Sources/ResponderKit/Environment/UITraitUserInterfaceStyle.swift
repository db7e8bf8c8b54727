import Foundation

/// The light or dark style trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition, TraitComparing {
    /// It changes how colours resolve.
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle != rhs.userInterfaceStyle
    }
}
