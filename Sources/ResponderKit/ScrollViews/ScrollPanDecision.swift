import Foundation

/// Whether a scroll view's pan may begin, at the moment it would (BEHAVIOUR §9): a pure decision over what the
/// scroll view can scroll, the drag so far, and the content views tracking the pan's touches.
///
/// ```
/// drag's main axis (|dx| > |dy| ─► horizontal, else vertical) not scrollable ─► refuse .cannotScroll(along:)
/// a content view tracks a touch (its began was delivered):
///     canCancelContentTouches == false                      ─► refuse .contentTouchesNotCancellable(view)
///     touchesShouldCancel(in: view) == false (a UIControl)  ─► refuse .contentKeepsTouches(view)
/// otherwise                                                 ─► begin: the tracking views get touchesCancelled
/// ```
///
/// A refused pan fails; the touch stays with the content, and an outer scroll view's pan may take the drag.
/// `shouldCancel` is asked only when the answer matters, and at most once per view, as UIKit asks it.
enum ScrollPanDecision {
    /// The main axis of a drag that moved `translation`: horizontal when it moved more sideways than up or down.
    static func mainAxis(of translation: CGPoint) -> UIAxis {
        abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
    }

    /// Why the pan may not begin, or nil when it begins. `trackingViews` are the content views that received
    /// `touchesBegan` for the pan's touches and still track them.
    static func refusal<View>(
        scrollableAxes: UIAxis, translation: CGPoint, canCancelContentTouches: Bool, trackingViews: [View],
        shouldCancel: (View) -> Bool, subject: (View) -> TraceSubject
    ) -> RecognizerTransitionReason? {
        let axis = mainAxis(of: translation)
        if !scrollableAxes.contains(axis) { return .cannotScroll(along: axis) }
        for view in trackingViews {
            if !canCancelContentTouches { return .contentTouchesNotCancellable(subject(view)) }
            if !shouldCancel(view) { return .contentKeepsTouches(subject(view)) }
        }
        return nil
    }
}
