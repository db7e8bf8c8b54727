import Foundation

extension UIFont {
    /// A text style for Dynamic Type, with UIKit's names and raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the style (`UICTFontTextStyleBody`).
        public let rawValue: String

        /// Creates a text style from UIKit's string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a text style from UIKit's string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles: 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default (Large) content size category; an unknown style is body's.
        var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
