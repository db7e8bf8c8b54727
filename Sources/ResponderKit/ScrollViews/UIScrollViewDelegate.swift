import Foundation

/// What a scroll view tells its delegate and asks it; every method has a default that does nothing.
///
/// The calls of one drag, in order (BEHAVIOUR §9):
///
/// ```
/// scrollViewWillBeginDragging
/// scrollViewDidScroll …                         (every change of contentOffset)
/// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)   velocity in points per millisecond
/// scrollViewDidEndDragging(_:willDecelerate:)
/// scrollViewWillBeginDecelerating               (only when willDecelerate)
/// scrollViewDidScroll …
/// scrollViewDidEndDecelerating
/// ```
///
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` with animation end with
/// `scrollViewDidEndScrollingAnimation`; zooming calls `scrollViewWillBeginZooming(_:with:)`,
/// `scrollViewDidZoom` … and `scrollViewDidEndZooming(_:with:atScale:)`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a deceleration, an animation, or a program setting it).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content: the scroll view's pan began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (positive as the offset grows); the delegate may
    /// change where the content comes to rest by assigning `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after the lift.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to begin.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended, at `scale` (after any bounce back within the limits).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top; default true. (No status bar here: never asked.)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Scrolled to the top after a status-bar tap. (No status bar here: never called.)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: leaves the target as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: nil (no zooming).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
