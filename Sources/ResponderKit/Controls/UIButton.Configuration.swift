import Foundation

extension UIButton {
    /// What a configured button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): a value the app builds
    /// from a style (`.plain()`, `.filled()`, …), sets on the button (`button.configuration`), and updates for the
    /// button's state in `configurationUpdateHandler` or `updateConfiguration()`.
    ///
    /// The button's model follows the configuration it applies: `titleLabel`'s text, `subtitleLabel`'s,
    /// `imageView`'s image, the labels' colours, and the intrinsic content size (the title, subtitle and image by
    /// `imagePlacement`, `imagePadding` and `titlePadding`, then `contentInsets` around them), so a configured
    /// button placed by Auto Layout gets a hit area of its content's size. ResponderKit draws nothing: background,
    /// corner style and colours are values to read.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Like"
    /// configuration.image = UIImage(systemName: "heart")
    /// configuration.imagePadding = 6
    /// let like = UIButton(configuration: configuration, primaryAction: UIAction { _ in model.toggleLike() })
    /// ```
    ///
    /// Apple publishes the properties but not every default: the content insets and fonts per `buttonSize` are
    /// ResponderKit's reading of what UIKit shows (Interface Builder's 75 × 34.33 "Button" for a medium plain
    /// button: the 17-point body font with 7 points above and below and 12 at the sides); they are listed in
    /// ``UIButton/Configuration/Size``. `attributedTitle` and `attributedSubtitle` are Foundation's
    /// `AttributedString` with UIKit's attributes (`AttributeScopes.UIKitAttributes`); ResponderKit measures their
    /// characters in the font of their first run, or the size's font, after `titleTextAttributesTransformer` and
    /// `subtitleTextAttributesTransformer`.
    public struct Configuration: Hashable {
        /// How round a configured button's background is.
        public enum CornerStyle: Hashable, Sendable {
            /// The background's `cornerRadius` as set, unchanged.
            case fixed
            /// A radius that follows the button's size class (`buttonSize`); the default.
            case dynamic
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the button's height: a capsule.
            case capsule
        }

        /// How large a configured button is: its title font and its default content insets (ResponderKit's
        /// reading; Apple publishes no numbers):
        ///
        /// | size | title font | subtitle font | content insets (top, leading, bottom, trailing) |
        /// |---|---|---|---|
        /// | `mini` | 12 pt | 10 pt | 2, 6, 2, 6 |
        /// | `small` | 15 pt | 12 pt | 5, 10, 5, 10 |
        /// | `medium` | 17 pt | 15 pt | 7, 12, 7, 12 |
        /// | `large` | 17 pt | 15 pt | 14, 20, 14, 20 |
        public enum Size: Hashable, Sendable {
            /// The smallest size.
            case mini
            /// A small size.
            case small
            /// The standard size; the default.
            case medium
            /// A large size.
            case large
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Hashable, Sendable {
            /// By the image's placement: leading beside an image, centred above or below one.
            case automatic
            /// Along the leading edge.
            case leading
            /// Centred.
            case center
            /// Along the trailing edge.
            case trailing
        }

        /// The style a configuration was made from, which chooses its default colours.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        // MARK: - Content

        /// The title; `attributedTitle`, when set, takes precedence.
        public var title: String?
        /// The title as an attributed string; setting it takes precedence over `title`.
        public var attributedTitle: AttributedString?
        /// The subtitle, shown under the title; `attributedSubtitle`, when set, takes precedence.
        public var subtitle: String?
        /// The subtitle as an attributed string.
        public var attributedSubtitle: AttributedString?
        /// Changes the title's attributes (its font and colour) for the state the configuration is resolved in.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes (its font and colour) for the state the configuration is resolved in.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the image's colour (the resolved foreground colour) for the state the configuration is resolved in.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The image shown beside the title.
        public var image: UIImage?
        /// Where the image goes relative to the title and subtitle (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title and subtitle (default 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align (default `.automatic`).
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator replaces the image (the indicator is 20 × 20 points, as UIKit's medium
        /// `UIActivityIndicatorView`).
        public var showsActivityIndicator = false

        // MARK: - Geometry

        /// The space between the button's edges and its content. Each style starts with the defaults of
        /// `buttonSize` (see ``Size``); setting `buttonSize` resets them, as in UIKit.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The button's size class (default `.medium`): its fonts and default content insets.
        public var buttonSize: Size = .medium {
            didSet { if buttonSize != oldValue { contentInsets = Self.defaultContentInsets(for: buttonSize) } }
        }
        /// How round the background is (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic

        // MARK: - Colours

        /// The colour of the title, subtitle and image; nil lets the style choose (the tint colour, or white on a
        /// filled or prominent background).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil lets the style choose.
        public var baseBackgroundColor: UIColor?
        /// The background: its colour, corner radius and stroke.
        public var background = UIBackgroundConfiguration()
        /// Whether a plain, gray or tinted configuration shows the selected state as UIKit does (a filled look);
        /// true by default for those styles (Apple's `automaticallyUpdateForSelection`).
        public var automaticallyUpdateForSelection = true

        // MARK: - Resolved by updated(for:)

        /// The style the configuration was made from.
        let style: Style
        /// The button state `updated(for:)` resolved the default colours for; nil until it runs.
        var resolvedState: UIControl.State?
        /// The button's tint colour when `updated(for:)` ran.
        var resolvedTintColor: UIColor?

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultContentInsets(for: .medium)
        }

        // MARK: - Styles

        /// A plain button: no background, tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a tinted, translucent background and tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a gray background and tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button with a background of the tint colour and white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no border or background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A button with a gray border-style background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered button whose background is tinted.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button filled with the tint colour, for the most prominent action.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        // MARK: - Updating

        /// A copy of the configuration updated for `button`'s state: Apple's "preserves custom values set on the
        /// configuration, and updates default values based on the button state" (`updated(for:)`). Custom values
        /// (`baseForegroundColor`, `baseBackgroundColor`, `background.backgroundColor`, the content) are kept; the
        /// defaults the style chooses — foreground and background colours — are resolved for the button's state
        /// (disabled content is gray; a plain, gray or tinted style shows selection as a filled one when
        /// `automaticallyUpdateForSelection`) and its tint colour.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            copy.resolvedTintColor = button.tintColor
            return copy
        }

        // MARK: - Resolved values

        /// The title text: the attributed title's characters, or the title.
        var titleText: String? {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title
        }

        /// The subtitle text: the attributed subtitle's characters, or the subtitle.
        var subtitleText: String? {
            if let attributedSubtitle { return String(attributedSubtitle.characters) }
            return subtitle
        }

        /// Whether the style shows a selected state as a filled one.
        private var showsSelectionFilled: Bool {
            guard automaticallyUpdateForSelection, resolvedState?.contains(.selected) == true else { return false }
            return style == .plain || style == .gray || style == .tinted
        }

        /// Whether the style's background is the tint colour (so its content is white).
        private var hasProminentBackground: Bool {
            style == .filled || style == .borderedProminent || showsSelectionFilled
        }

        /// The colour of the title, subtitle and image in the resolved state.
        var resolvedForegroundColor: UIColor {
            if resolvedState?.contains(.disabled) == true { return .systemGray }
            if let baseForegroundColor { return baseForegroundColor }
            return hasProminentBackground ? .white : (resolvedTintColor ?? .tintColor)
        }

        /// The background colour in the resolved state, through the background's `backgroundColorTransformer`;
        /// nil for no background.
        var resolvedBackgroundColor: UIColor? {
            guard let color = styleBackgroundColor else { return nil }
            return background.backgroundColorTransformer?(color) ?? color
        }

        /// The background colour of the style in the resolved state; nil for no background.
        private var styleBackgroundColor: UIColor? {
            if let color = background.backgroundColor { return color }
            let tint = baseBackgroundColor ?? resolvedTintColor ?? .tintColor
            if resolvedState?.contains(.disabled) == true, style != .plain, style != .borderless {
                return .systemGray5
            }
            if hasProminentBackground { return tint }
            switch style {
            case .plain, .borderless: return nil
            case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.15)
            case .filled, .borderedProminent: return tint
            }
        }

        /// The corner radius the background gets for `height`: the background's own when `.fixed`.
        func resolvedCornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 6
                case .medium: 8
                case .large: 12
                }
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// A title's or subtitle's font and colour in the resolved state, after its attributes transformer.
        struct ResolvedText: Hashable {
            /// The font the text is shown and measured in.
            let font: UIFont
            /// The text's colour.
            let color: UIColor
        }

        /// The title's font and colour: the size's font (or the attributed title's first run's) and the resolved
        /// foreground colour, through `titleTextAttributesTransformer`.
        var resolvedTitle: ResolvedText {
            resolvedText(attributedTitle, font: sizeTitleFont, titleTextAttributesTransformer)
        }

        /// The subtitle's font and colour, as ``resolvedTitle`` through `subtitleTextAttributesTransformer`.
        var resolvedSubtitle: ResolvedText {
            resolvedText(attributedSubtitle, font: sizeSubtitleFont, subtitleTextAttributesTransformer)
        }

        private func resolvedText(
            _ attributed: AttributedString?, font: UIFont, _ transformer: UIConfigurationTextAttributesTransformer?
        ) -> ResolvedText {
            var container = AttributeContainer()
            container.font = attributed?.runs.first?.font ?? font
            container.foregroundColor = resolvedForegroundColor
            let attributes = transformer?(container) ?? container
            return ResolvedText(
                font: attributes.font ?? font, color: attributes.foregroundColor ?? resolvedForegroundColor)
        }

        /// The title font for the configuration's size.
        private var sizeTitleFont: UIFont {
            switch buttonSize {
            case .mini: UIFont.systemFont(ofSize: 12)
            case .small: UIFont.systemFont(ofSize: 15)
            case .medium, .large: UIFont.systemFont(ofSize: 17)
            }
        }

        /// The subtitle font for the configuration's size.
        private var sizeSubtitleFont: UIFont {
            switch buttonSize {
            case .mini: UIFont.systemFont(ofSize: 10)
            case .small: UIFont.systemFont(ofSize: 12)
            case .medium, .large: UIFont.systemFont(ofSize: 15)
            }
        }

        /// The default content insets of a size (see ``Size``).
        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}
