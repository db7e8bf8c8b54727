import Foundation

/// The background of a configured button, as UIKit's `UIBackgroundConfiguration` describes it: a colour, a corner
/// radius and a stroke. ResponderKit draws nothing, so it is a value tests read (`UIButton.Configuration.background`).
///
/// Only the properties a button's background uses are modelled; UIKit's list-cell backgrounds
/// (`listPlainCell()` and the others) are not.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.background.cornerRadius = 12
/// configuration.background.strokeColor = .systemBlue
/// configuration.background.strokeWidth = 1
/// ```
public struct UIBackgroundConfiguration: Hashable {
    /// The background colour; nil lets the button's configuration choose one for its style and state (its
    /// `baseBackgroundColor`, or the style's default).
    public var backgroundColor: UIColor?
    /// The radius of the background's corners (for a button, set from `cornerStyle` unless `cornerStyle` is
    /// `.fixed`).
    public var cornerRadius: CGFloat = 0
    /// The colour of the outline, none when nil.
    public var strokeColor: UIColor?
    /// The width of the outline.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge.
    public var strokeOutset: CGFloat = 0
    /// A custom view shown behind the content, if any (it takes no touches of its own in ResponderKit).
    public var customView: UIView?
    /// Changes the resolved background colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Changes the resolved outline colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?

    /// A background with no colour, no corner radius and no stroke.
    public init() {}

    /// The background colour for a tint colour: `backgroundColor`, or the tint when it is nil, through
    /// `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline colour for a tint colour: `strokeColor`, or the tint when it is nil, through
    /// `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// A clear background, as UIKit's `clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
