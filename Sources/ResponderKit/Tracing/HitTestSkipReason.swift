import Foundation

/// Why hit-testing skipped a view and its whole subtree.
public enum HitTestSkipReason: String, Hashable, Sendable, Codable {
    /// `isHidden` is true.
    case hidden
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// `alpha` is below 0.01.
    case transparent
    /// A running `UIView` animation without `.allowUserInteraction` involves the view (BehaviourContract §13).
    case animating
}
