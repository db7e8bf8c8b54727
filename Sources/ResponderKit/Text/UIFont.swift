import Foundation

/// A font, with UIKit's API: the system font by size and weight, the text styles at their default sizes, and
/// the metrics text layout reads. ResponderKit sets no text, so a font is its name, size, weight and metrics.
///
/// Metrics are San Francisco's (the system font), in proportion to the point size: ascender 1950/2048, descender
/// −494/2048, no leading, so `lineHeight` is 1.1934 × the point size (20.29 for 17 pt); cap height 1443/2048 and
/// x-height 1078/2048. Every font has these metrics, whatever its name.
///
/// ```swift
/// UIFont.preferredFont(forTextStyle: .body).pointSize      // 17
/// UIFont.systemFont(ofSize: 15, weight: .semibold).fontName // ".SFUI-Semibold"
/// ```
open class UIFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The font's full name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The font family's name (`.AppleSystemUIFont` for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight the font was asked for (system fonts) or `.regular`.
    let weight: UIFont.Weight
    /// Whether the font is the italic system font.
    let isItalic: Bool

    init(name: String, family: String, size: CGFloat, weight: UIFont.Weight, italic: Bool = false) {
        self.fontName = name
        self.familyName = family
        self.pointSize = UIFont.validSize(size)
        self.weight = weight
        self.isItalic = italic
    }

    /// Creates a font with the given name and size; nil when the name is empty, as UIKit returns nil for a font
    /// it does not have. ResponderKit has every named font, with the system font's metrics.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
    }

    /// A size that is finite and not negative; 0 otherwise (UIKit then uses its default, 12 pt, for 0 too).
    static func validSize(_ size: CGFloat) -> CGFloat {
        size.isFinite && size > 0 ? size : 0
    }

    /// The system font of the given size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of the given size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-" + weight.faceName, family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// The bold system font of the given size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of the given size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            name: ".SFUI-RegularItalic", family: ".AppleSystemUIFont", size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width, of the given size and weight.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for a text style at the default (Large) content size: its size and weight as UIKit gives them
    /// (body 17, headline 17 semibold, large title 34, caption 2 11…).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// The distance from the baseline to the top of the tallest glyphs: 1950/2048 of the point size.
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative: −494/2048 of the point size.
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    /// The extra space between lines: 0.
    open var leading: CGFloat { 0 }
    /// The height of a line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters: 1443/2048 of the point size.
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    /// The height of lowercase x: 1078/2048 of the point size.
    open var xHeight: CGFloat { pointSize * 1078 / 2048 }

    /// The name and size, as UIKit prints a font.
    open var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.cssName); font-style: "
            + "\(isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", pointSize))pt"
    }

    /// Two fonts are equal when their names and sizes are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
