import Foundation

/// UIKit's fixed colours, its system colours and its semantic (UI element) colours.
///
/// System and semantic colours are dynamic: each has the light and dark appearance of iOS 17's default contrast
/// (the system colours as Apple's Human Interface Guidelines list them, 0…255), resolved by
/// `resolvedColor(with:)`.
extension UIColor {
    /// Black.
    public static let black = UIColor(named: "black", 0, 0, 0)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(named: "darkGray", 1 / 3, 1 / 3, 1 / 3)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(named: "lightGray", 2 / 3, 2 / 3, 2 / 3)
    /// White.
    public static let white = UIColor(named: "white", 1, 1, 1)
    /// Grey (half white).
    public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5)
    /// Red.
    public static let red = UIColor(named: "red", 1, 0, 0)
    /// Green.
    public static let green = UIColor(named: "green", 0, 1, 0)
    /// Blue.
    public static let blue = UIColor(named: "blue", 0, 0, 1)
    /// Cyan.
    public static let cyan = UIColor(named: "cyan", 0, 1, 1)
    /// Yellow.
    public static let yellow = UIColor(named: "yellow", 1, 1, 0)
    /// Magenta.
    public static let magenta = UIColor(named: "magenta", 1, 0, 1)
    /// Orange.
    public static let orange = UIColor(named: "orange", 1, 0.5, 0)
    /// Purple.
    public static let purple = UIColor(named: "purple", 0.5, 0, 0.5)
    /// Brown.
    public static let brown = UIColor(named: "brown", 0.6, 0.4, 0.2)
    /// Fully transparent black.
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
    /// White at 60% opacity, for text on dark backgrounds.
    public static let lightText = UIColor(named: "lightText", 1, 1, 1, 0.6)
    /// Black, for text on light backgrounds.
    public static let darkText = UIColor(named: "darkText", 0, 0, 0)

    // MARK: System colours

    /// Red: 255, 59, 48 light; 255, 69, 58 dark.
    public static let systemRed = UIColor(system: "systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// Orange: 255, 149, 0 light; 255, 159, 10 dark.
    public static let systemOrange = UIColor(
        system: "systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// Yellow: 255, 204, 0 light; 255, 214, 10 dark.
    public static let systemYellow = UIColor(
        system: "systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// Green: 52, 199, 89 light; 48, 209, 88 dark.
    public static let systemGreen = UIColor(system: "systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// Mint: 0, 199, 190 light; 99, 230, 226 dark.
    public static let systemMint = UIColor(system: "systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// Teal: 48, 176, 199 light; 64, 200, 224 dark.
    public static let systemTeal = UIColor(system: "systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// Cyan: 50, 173, 230 light; 100, 210, 255 dark.
    public static let systemCyan = UIColor(system: "systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// Blue: 0, 122, 255 light; 10, 132, 255 dark.
    public static let systemBlue = UIColor(system: "systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// Indigo: 88, 86, 214 light; 94, 92, 230 dark.
    public static let systemIndigo = UIColor(
        system: "systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// Purple: 175, 82, 222 light; 191, 90, 242 dark.
    public static let systemPurple = UIColor(
        system: "systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// Pink: 255, 45, 85 light; 255, 55, 95 dark.
    public static let systemPink = UIColor(system: "systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// Brown: 162, 132, 94 light; 172, 142, 104 dark.
    public static let systemBrown = UIColor(
        system: "systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// Grey: 142, 142, 147 in both appearances.
    public static let systemGray = UIColor(system: "systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// Second grey: 174, 174, 178 light; 99, 99, 102 dark.
    public static let systemGray2 = UIColor(
        system: "systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// Third grey: 199, 199, 204 light; 72, 72, 74 dark.
    public static let systemGray3 = UIColor(system: "systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// Fourth grey: 209, 209, 214 light; 58, 58, 60 dark.
    public static let systemGray4 = UIColor(system: "systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// Fifth grey: 229, 229, 234 light; 44, 44, 46 dark.
    public static let systemGray5 = UIColor(system: "systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// Sixth grey: 242, 242, 247 light; 28, 28, 30 dark.
    public static let systemGray6 = UIColor(system: "systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The tint colour views inherit by default: system blue.
    public static let tintColor = UIColor(system: "tintColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))

    // MARK: Semantic colours

    /// Primary text: black light; white dark.
    public static let label = UIColor(system: "label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text: 60, 60, 67 at 60% light; 235, 235, 245 at 60% dark.
    public static let secondaryLabel = UIColor(
        system: "secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text: 60, 60, 67 at 30% light; 235, 235, 245 at 30% dark.
    public static let tertiaryLabel = UIColor(
        system: "tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text: 60, 60, 67 at 18% light; 235, 235, 245 at 16% dark.
    public static let quaternaryLabel = UIColor(
        system: "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// Placeholder text: 60, 60, 67 at 30% light; 235, 235, 245 at 30% dark.
    public static let placeholderText = UIColor(
        system: "placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Links: 0, 122, 255 light; 9, 132, 255 dark.
    public static let link = UIColor(system: "link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// Thin separators that let content show through: 60, 60, 67 at 29% light; 84, 84, 88 at 60% dark.
    public static let separator = UIColor(
        system: "separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Opaque separators: 198, 198, 200 light; 56, 56, 58 dark.
    public static let opaqueSeparator = UIColor(
        system: "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// The main background: white light; black dark.
    public static let systemBackground = UIColor(
        system: "systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content layered on the main background: 242, 242, 247 light; 28, 28, 30 dark.
    public static let secondarySystemBackground = UIColor(
        system: "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content layered on the secondary background: white light; 44, 44, 46 dark.
    public static let tertiarySystemBackground = UIColor(
        system: "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// A grouped interface's background: 242, 242, 247 light; black dark.
    public static let systemGroupedBackground = UIColor(
        system: "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// Content on a grouped background: white light; 28, 28, 30 dark.
    public static let secondarySystemGroupedBackground = UIColor(
        system: "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content on the secondary grouped background: 242, 242, 247 light; 44, 44, 46 dark.
    public static let tertiarySystemGroupedBackground = UIColor(
        system: "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    /// Fill for thin and small shapes: 120, 120, 128 at 20% light; at 36% dark.
    public static let systemFill = UIColor(
        system: "systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// Fill for medium shapes: 120, 120, 128 at 16% light; at 32% dark.
    public static let secondarySystemFill = UIColor(
        system: "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// Fill for large shapes: 118, 118, 128 at 12% light; at 24% dark.
    public static let tertiarySystemFill = UIColor(
        system: "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// Fill for large areas with complex content: 116, 116, 128 at 8% light; 118, 118, 128 at 18% dark.
    public static let quaternarySystemFill = UIColor(
        system: "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    /// Every named colour, by its UIKit name: the fixed colours, the system colours and the semantic colours.
    /// Scene files use these names.
    public static let named: [String: UIColor] = Dictionary(
        uniqueKeysWithValues: [
            black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple,
            brown, clear, lightText, darkText, systemRed, systemOrange, systemYellow, systemGreen, systemMint,
            systemTeal, systemCyan, systemBlue, systemIndigo, systemPurple, systemPink, systemBrown, systemGray,
            systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, tintColor, label, secondaryLabel,
            tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator, systemBackground,
            secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground,
            secondarySystemGroupedBackground, tertiarySystemGroupedBackground, systemFill, secondarySystemFill,
            tertiarySystemFill, quaternarySystemFill,
        ].map { ($0.name ?? "", $0) }
    )
}
