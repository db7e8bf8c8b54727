import Foundation

/// A blur of the content behind a visual effect view, in one of UIKit's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look: the original light and dark styles, and the materials that adapt to the interface style.
    public enum Style: Int, Sendable, CaseIterable {
        /// A region lighter than the content behind it.
        case extraLight = 0
        /// A region about as light as the content behind it.
        case light = 1
        /// A region darker than the content behind it.
        case dark = 2
        /// A region much darker than the content behind it (tvOS's; available here for code that names it).
        case extraDark = 3
        /// A style that follows the interface style.
        case regular = 4
        /// A style that follows the interface style, more opaque than `regular`.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The default adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The adaptive material of system chrome (bars).
        case systemChromeMaterial = 10
        /// `systemUltraThinMaterial` in the light interface style.
        case systemUltraThinMaterialLight = 11
        /// `systemThinMaterial` in the light interface style.
        case systemThinMaterialLight = 12
        /// `systemMaterial` in the light interface style.
        case systemMaterialLight = 13
        /// `systemThickMaterial` in the light interface style.
        case systemThickMaterialLight = 14
        /// `systemChromeMaterial` in the light interface style.
        case systemChromeMaterialLight = 15
        /// `systemUltraThinMaterial` in the dark interface style.
        case systemUltraThinMaterialDark = 16
        /// `systemThinMaterial` in the dark interface style.
        case systemThinMaterialDark = 17
        /// `systemMaterial` in the dark interface style.
        case systemMaterialDark = 18
        /// `systemThickMaterial` in the dark interface style.
        case systemThickMaterialDark = 19
        /// `systemChromeMaterial` in the dark interface style.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// Creates a blur in a style.
    public init(style: Style) {
        self.style = style
        super.init(effectName: "\(style)")
    }

    /// Blurs are equal when their styles are, as UIKit compares them.
    open nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style
    }

    /// The style's hash, so equal blurs hash alike.
    open nonisolated override var hash: Int { style.hashValue }
}
