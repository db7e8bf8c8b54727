import Foundation

extension UIScrollView {
    /// Moves the content to `contentOffset`: at once, or with `animated` in a 0.3 s animation on the application's
    /// clock that ends with `scrollViewDidEndScrollingAnimation`. Out of a window (no clock), it moves at once.
    func moveContent(to contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        guard animated, application != nil else {
            stopMotion()
            self.contentOffset = contentOffset
            return
        }
        let current = self.contentOffset
        let duration = ScrollPhysics.animationDuration
        startMotion(
            .animation,
            x: .animation(from: current.x, to: contentOffset.x, duration: duration),
            y: .animation(from: current.y, to: contentOffset.y, duration: duration))
    }

    /// Scrolls as little as possible so `rect` (in the content's coordinates, the scroll view's own) is visible;
    /// a rect already visible, or one that is empty or not finite, changes nothing.
    func revealContent(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            !rect.isEmpty
        else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let range = offsetRange
        func axis(_ offset: CGFloat, _ visibleLength: CGFloat, _ minimum: CGFloat, _ length: CGFloat) -> CGFloat {
            if minimum < offset { return minimum }
            if minimum + length > offset + visibleLength { return min(minimum, minimum + length - visibleLength) }
            return offset
        }
        let target = CGPoint(
            x: ScrollPhysics.clamp(axis(visible.minX, visible.width, rect.minX, rect.width), to: range.x),
            y: ScrollPhysics.clamp(axis(visible.minY, visible.height, rect.minY, rect.height), to: range.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The offsets the content may rest at, per axis: from −inset to contentSize + inset − bounds size (never
    /// below the start).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        offsetRange(contentSize: contentSize)
    }

    /// The offsets a content of `contentSize` may rest at, per axis (what a zoom will rest at before the content
    /// size follows it).
    func offsetRange(contentSize: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// The axes a drag may scroll: those where the content (with its insets) is larger than the view, and those
    /// that always bounce when the scroll view bounces.
    var scrollableAxes: UIAxis {
        let inset = adjustedContentInset
        var axes: UIAxis = []
        if contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal) {
            axes.insert(.horizontal)
        }
        if contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical) {
            axes.insert(.vertical)
        }
        return axes
    }

    /// The application whose clock moves the content.
    var application: UIApplication? { window?.application }
}
