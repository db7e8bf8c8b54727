import Foundation

/// The container view of a custom presentation, as UIKit's private `UITransitionView`: it fills the window, above
/// what was there, holds the presented view while it is presented, and takes part in hit-testing (a touch outside
/// the presented view lands on it, not on the presenter underneath).
@MainActor
final class UITransitionView: UIView {}
