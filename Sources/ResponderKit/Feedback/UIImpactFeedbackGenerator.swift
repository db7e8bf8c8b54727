import Foundation

/// Feedback for a physical impact: a view snapping into place, a collision (UIKit's API; see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Hashable, Sendable, CustomStringConvertible {
        /// A light collision.
        case light = 0
        /// A moderate collision.
        case medium = 1
        /// A heavy collision.
        case heavy = 2
        /// A soft, flexible collision.
        case soft = 3
        /// A hard, inflexible collision.
        case rigid = 4

        /// The style's name.
        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// Creates a generator of a style (`.medium` by default).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Creates a generator of a style tied to a view (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Gives an impact at full intensity.
    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// Gives an impact at an intensity from 0 to 1 (values outside are clamped; NaN gives none, as a value UIKit
    /// cannot play).
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else { return }
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }

    /// Gives an impact at a location of the view (iOS 17.5); the location is not modelled.
    open func impactOccurred(at location: CGPoint) {
        impactOccurred()
    }
}
