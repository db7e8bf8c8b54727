import Foundation

/// Vibrancy: content in the effect view's `contentView` takes its colour from the blur behind it.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style, or nil for the original one.
    public let style: UIVibrancyEffectStyle?

    /// Creates vibrancy for content over a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.blurStyle = blurEffect.style
        self.style = nil
        super.init(effectName: "vibrancy default over \(blurEffect.style)")
    }

    /// Creates vibrancy of a style for content over a blur.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.blurStyle = blurEffect.style
        self.style = style
        super.init(effectName: "vibrancy \(style) over \(blurEffect.style)")
    }

    /// The blur's style, for comparing and hashing from any isolation.
    private nonisolated let blurStyle: UIBlurEffect.Style

    /// Vibrancies are equal when their blurs and styles are.
    open nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style && other.blurStyle == blurStyle
    }

    /// A hash of the blur and the style, so equal vibrancies hash alike.
    open nonisolated override var hash: Int {
        var hasher = Hasher()
        hasher.combine(blurStyle)
        hasher.combine(style)
        return hasher.finalize()
    }
}
