import Foundation

/// Feedback for a change of selection, as a picker's wheel gives (UIKit's API; see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the feedback of a selection change.
    open func selectionChanged() {
        record(.selectionChanged)
    }

    /// Gives the feedback of a selection change at a location of the view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {
        selectionChanged()
    }
}
