import Foundation

/// How the view under the pointer reacts in a region (UIKit's enumeration).
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Hashable, Sendable {
        /// No tint.
        case none
        /// A tint over the view.
        case overlay
        /// A tint under the view.
        case underlay
    }

    /// The system picks highlight or lift from the view's size.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer, which disappears.
    case lift(UITargetedPreview)
    /// The view scales, tints or casts a shadow while the pointer stays visible.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// `highlight`, for the trace.
    var name: String {
        switch self {
        case .automatic: "automatic"
        case .highlight: "highlight"
        case .lift: "lift"
        case .hover: "hover"
        }
    }
}
