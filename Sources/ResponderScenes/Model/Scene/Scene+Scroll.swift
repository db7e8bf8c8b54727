import Foundation

extension Scene {
    /// A `scrollView`'s settings: UIScrollView's properties, the zoom view and the delegate calls the trace logs.
    ///
    /// Every property is nil when the file leaves it out, so the builder keeps UIKit's default.
    public struct Scroll: Sendable, Hashable, Codable {
        /// `contentSize`.
        public var contentSize: CGSize?
        /// `contentInset`.
        public var contentInset: Insets?
        /// `contentOffset`, set once the size and insets are.
        public var contentOffset: CGPoint?
        /// `isPagingEnabled`.
        public var isPagingEnabled: Bool?
        /// `bounces`.
        public var bounces: Bool?
        /// `alwaysBounceVertical`.
        public var alwaysBounceVertical: Bool?
        /// `alwaysBounceHorizontal`.
        public var alwaysBounceHorizontal: Bool?
        /// `isDirectionalLockEnabled`.
        public var isDirectionalLockEnabled: Bool?
        /// `isScrollEnabled`.
        public var isScrollEnabled: Bool?
        /// `decelerationRate`: the fraction of the speed kept every millisecond (`normal` is 0.998, `fast` 0.99).
        public var decelerationRate: Double?
        /// `delaysContentTouches`.
        public var delaysContentTouches: Bool?
        /// `canCancelContentTouches`.
        public var canCancelContentTouches: Bool?
        /// What `touchesShouldCancel(in:)` answers for every content view; nil keeps UIKit's answer (false for a
        /// `UIControl`, true for any other view). True is the common override that lets a drag starting on a
        /// button scroll.
        public var touchesShouldCancel: Bool?
        /// `minimumZoomScale`.
        public var minimumZoomScale: Double?
        /// `maximumZoomScale`.
        public var maximumZoomScale: Double?
        /// The id of the subview `viewForZooming(in:)` answers.
        public var zoomView: View.ID?
        /// The delegate calls logged into the trace, in the order UIKit makes them.
        public var loggedCalls: Set<DelegateCall> = []

        /// Creates settings that change nothing.
        public init() {}

        /// Whether the scroll view needs a delegate: it logs calls or zooms a view.
        public var needsDelegate: Bool { !loggedCalls.isEmpty || zoomView != nil }
    }

    /// A `UIScrollViewDelegate` call a scene can log.
    public enum DelegateCall: String, Sendable, Hashable, Codable, CaseIterable {
        /// `scrollViewDidScroll`.
        case didScroll
        /// `scrollViewDidZoom`.
        case didZoom
        /// `scrollViewWillBeginDragging`.
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
        case willEndDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging
        /// `scrollViewWillBeginDecelerating`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation`.
        case didEndScrollingAnimation
        /// `scrollViewWillBeginZooming(_:with:)`.
        case willBeginZooming
        /// `scrollViewDidEndZooming(_:with:atScale:)`.
        case didEndZooming
        /// `scrollViewDidChangeAdjustedContentInset`.
        case didChangeAdjustedContentInset
    }
}
