import Foundation

/// The scroll-view rules (BEHAVIOUR §9): a scroll view never tracks a touch and decelerates at once, and every
/// `scrollViewWillBeginDragging` has its `scrollViewDidEndDragging`.
///
/// ```
/// beginDragging ──► scrollViewWillBeginDragging(_:)  ─► open a drag (a second one: scrollDraggingEndsOnce)
/// endDragging   ──► scrollViewDidEndDragging(_:)     ─► close it (none open: scrollDraggingEndsOnce)
/// each hook and each motion tick ──► tracking and decelerating at once? ─► scrollNeverTracksWhileDecelerating
/// verifyQuiescent ──► a drag still open ─► scrollDraggingEndsOnce
/// ```
extension LifecycleVerifier {
    /// A scroll view is about to call `scrollViewWillBeginDragging`.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        let id = ObjectIdentifier(scrollView)
        if openDrags[id] != nil {
            report(
                .scrollDraggingEndsOnce,
                "\(scrollView.traceName) began dragging again before scrollViewDidEndDragging",
                subjects: [subject(scrollView)])
        }
        openDrags[id] = subject(scrollView)
        scrollViewMoved(scrollView)
    }

    /// A scroll view is about to call `scrollViewDidEndDragging(_:willDecelerate:)`.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView) {
        if openDrags.removeValue(forKey: ObjectIdentifier(scrollView)) == nil {
            report(
                .scrollDraggingEndsOnce,
                "\(scrollView.traceName) ended dragging without scrollViewWillBeginDragging",
                subjects: [subject(scrollView)])
        }
        scrollViewMoved(scrollView)
    }

    /// A scroll view's motion started or ticked, or its drag began or ended: it may not track and decelerate
    /// at once.
    public func scrollViewMoved(_ scrollView: UIScrollView) {
        guard scrollView.isTracking, scrollView.isDecelerating else { return }
        report(
            .scrollNeverTracksWhileDecelerating,
            "\(scrollView.traceName) is tracking a touch and decelerating at once",
            subjects: [subject(scrollView)])
    }

    /// Reports the drags still open at the end of a scenario.
    func verifyScrollViewsQuiescent() {
        for subject in openDrags.values.sorted(by: { $0.name < $1.name }) {
            report(
                .scrollDraggingEndsOnce,
                "\(subject.name) began dragging and never got scrollViewDidEndDragging",
                subjects: [subject])
        }
        openDrags.removeAll()
    }
}
