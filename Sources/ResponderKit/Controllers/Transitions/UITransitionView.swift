import Foundation

/// The container view of a custom presentation or a sheet, as UIKit's private `UITransitionView`: it fills the window, above
/// what was there, holds the presented view while it is presented, and takes part in hit-testing (a touch outside
/// the presented view lands on it, not on the presenter underneath).
@MainActor
final class UITransitionView: UIView {}

/// UIKit's private `UIDimmingView`: under a sheet, it covers the presenter and takes every touch above the sheet,
/// so nothing behind a presented sheet responds (a tap there does not dismiss a page sheet).
@MainActor
final class UIDimmingView: UIView {}
