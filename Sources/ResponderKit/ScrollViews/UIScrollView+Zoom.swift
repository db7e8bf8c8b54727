import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by `zoomScale` with its top-left corner at the
/// content's origin, the content size follows its frame, and the content offset moves so the point being zoomed
/// about stays where it is on screen (BEHAVIOUR §9).
///
/// ```
/// pinch began   ──► viewForZooming (nil: the pinch fails) ─► stop any motion
///                   ─► anchor = the content point under the fingers' centroid ─► scrollViewWillBeginZooming
/// pinch changed ──► scale = scale at began × pinch.scale, past the limits rubber-banded (bouncesZoom)
///                   ─► the view's transform and contentSize ─► scrollViewDidZoom
///                   ─► offset = anchor × scale − centroid (so the anchor stays under the centroid, which may move:
///                      a pinch that pans), past the edges rubber-banded (bounces) or held ─► scrollViewDidScroll
/// pinch ended   ──► scale within the limits, offset within the range ─► scrollViewDidEndZooming
///               └─► otherwise 0.3 s to the nearest limit, about the last centroid, the offset ending inside its
///                   range (isZoomBouncing; scrollViewDidZoom, scrollViewDidScroll each frame)
///                   ─► scrollViewDidEndZooming
/// setZoomScale(_:animated:) ──► about the centre of the bounds, the offset held inside its range
/// zoom(to:animated:)        ──► the scale that fits the rect, the rect's centre at the centre of the bounds
/// ```
///
/// A content point at `anchor` (in the zoom view's unscaled coordinates, from its top-left corner) shows at
/// `anchor × scale − contentOffset` in the scroll view's frame, so keeping it at `centre` takes the offset
/// `anchor × scale − centre`. The animations ease the scale and the offset along the same curve over the same
/// 0.3 s, so the anchor stays in place for the whole animation unless the offset had to be brought inside its
/// range. While a zoom bounce runs, `isZoomBouncing` is true, including when only the offset comes back.
extension UIScrollView {
    /// The pinch in progress: the content point (in the zoom view's unscaled coordinates) the fingers hold, and
    /// where their centroid last was, in the scroll view's frame (from its top-left corner, not scrolled).
    struct ZoomPinch {
        var anchor: CGPoint
        var centre: CGPoint
    }

    /// Sets the zoom scale, held within the limits, about the centre of the bounds: at once
    /// (`scrollViewDidZoom`, then `scrollViewDidScroll` if the offset moved), or with `animated` over 0.3 s on
    /// the application's clock, ending with `scrollViewDidEndZooming`. Without a view for zooming, nothing
    /// happens; a non-finite or non-positive scale is ignored.
    func changeZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let target = clampedZoomScale(scale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = zoomAnchor(showingAt: centre, offset: contentOffset)
        let offset = restingZoomOffset(view: view, scale: target, anchor: anchor, at: centre)
        moveZoom(view: view, scale: target, offset: offset, animated: animated)
    }

    /// Zooms so `rect` (in the zoom view's coordinates) fills the view: the largest scale at which it fits,
    /// within the limits, with the rect's centre at the centre of the bounds as far as the offset's range
    /// allows. An empty or non-finite rect, or no view for zooming, changes nothing.
    func zoomContent(to rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0, let view = delegate?.viewForZooming(in: self)
        else { return }
        let target = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let origin = view.bounds.origin
        let anchor = CGPoint(x: rect.midX - origin.x, y: rect.midY - origin.y)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = restingZoomOffset(view: view, scale: target, anchor: anchor, at: centre)
        moveZoom(view: view, scale: target, offset: offset, animated: animated)
    }

    /// The minimum zoom scale as zooming uses it (a non-finite or non-positive one counts as 1).
    var validMinimumZoomScale: CGFloat {
        minimumZoomScale.isFinite && minimumZoomScale > 0 ? minimumZoomScale : 1
    }

    /// The maximum zoom scale as zooming uses it (never below the minimum).
    var validMaximumZoomScale: CGFloat {
        maximumZoomScale.isFinite && maximumZoomScale > 0
            ? max(maximumZoomScale, validMinimumZoomScale)
            : validMinimumZoomScale
    }

    /// `scale` held within the limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, validMinimumZoomScale), validMaximumZoomScale)
    }

    /// Scales the zoom view, keeps its top-left corner at the content's origin, and makes its frame the content
    /// size; `scrollViewDidZoom` when the scale changed. The offset is the caller's to move.
    func applyZoomScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0, let view = zoomStart?.view ?? delegate?.viewForZooming(in: self) else {
            return
        }
        let changed = scale != storedZoomScale
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    /// Adds the pinch once the limits allow zooming.
    func zoomLimitsChanged() {
        guard pinchGestureRecognizer == nil, validMaximumZoomScale > validMinimumZoomScale else { return }
        let pinch = UIPinchGestureRecognizer()
        pinch.addHandler { [weak self] recognizer in self?.pinchDidChange(recognizer) }
        pinchGestureRecognizer = pinch
        addGestureRecognizer(pinch)
    }

    /// The content point, in the zoom view's unscaled coordinates, that shows at `point` of the frame when the
    /// content is at `offset` and the current scale.
    private func zoomAnchor(showingAt point: CGPoint, offset: CGPoint) -> CGPoint {
        let scale = storedZoomScale
        return CGPoint(x: (offset.x + point.x) / scale, y: (offset.y + point.y) / scale)
    }

    /// The offset that shows `anchor` at `point` of the frame at `scale`: anchor × scale − point.
    private func zoomOffset(scale: CGFloat, anchor: CGPoint, at point: CGPoint) -> CGPoint {
        CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
    }

    /// The offset closest to showing `anchor` at `point` at `scale` that lies inside the range the content of
    /// that scale may rest in.
    private func restingZoomOffset(view: UIView, scale: CGFloat, anchor: CGPoint, at point: CGPoint) -> CGPoint {
        let size = view.bounds.size
        let range = offsetRange(contentSize: CGSize(width: size.width * scale, height: size.height * scale))
        let raw = zoomOffset(scale: scale, anchor: anchor, at: point)
        return CGPoint(x: ScrollPhysics.clamp(raw.x, to: range.x), y: ScrollPhysics.clamp(raw.y, to: range.y))
    }

    /// Takes the content to `scale` and `offset`: at once (`scrollViewDidZoom` and `scrollViewDidScroll` for what
    /// changed), or animated (or out of a window: at once).
    private func moveZoom(view: UIView, scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard animated, application != nil else {
            stopMotion()
            applyZoomScale(scale)
            contentOffset = offset
            return
        }
        zoomStart = (view, storedZoomScale)
        startZoomMotion(scale: scale, offset: offset)
    }

    /// The one place a zoom animation or bounce starts: the scale and the offset ease together over 0.3 s on the
    /// scroll view's motion ticks, ending with `scrollViewDidEndZooming`.
    private func startZoomMotion(scale: CGFloat, offset: CGPoint) {
        let duration = ScrollPhysics.animationDuration
        let current = contentOffset
        startMotion(
            .zoom,
            x: .animation(from: current.x, to: offset.x, duration: duration),
            y: .animation(from: current.y, to: offset.y, duration: duration),
            scale: .animation(from: storedZoomScale, to: scale, duration: duration))
    }

    /// The pinch's centroid in the scroll view's frame (from its top-left corner, whatever the offset).
    private func pinchCentre(_ pinch: UIPinchGestureRecognizer) -> CGPoint {
        let location = pinch.location(in: self)
        let offset = contentOffset
        return CGPoint(x: location.x - offset.x, y: location.y - offset.y)
    }

    private func pinchDidChange(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        switch pinch.state {
        case .began:
            guard let view = delegate?.viewForZooming(in: self) else {
                pinch.state = .cancelled
                return
            }
            stopMotion()
            zoomStart = (view, storedZoomScale)
            // Content grabbed past an edge starts from the overshoot that shows it, so it does not jump.
            let range = offsetRange
            let shown = contentOffset
            let raw = CGPoint(
                x: bounces
                    ? ScrollPhysics.rawOffset(showing: shown.x, range: range.x, dimension: bounds.width) : shown.x,
                y: bounces
                    ? ScrollPhysics.rawOffset(showing: shown.y, range: range.y, dimension: bounds.height) : shown.y)
            let centre = pinchCentre(pinch)
            zoomPinch = ZoomPinch(anchor: zoomAnchor(showingAt: centre, offset: raw), centre: centre)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = zoomStart, var held = zoomPinch else { return }
            held.centre = pinchCentre(pinch)
            zoomPinch = held
            let scale = ScrollPhysics.rubberBandedZoomScale(
                start.scale * pinch.scale, minimum: validMinimumZoomScale, maximum: validMaximumZoomScale,
                bounces: bouncesZoom)
            applyZoomScale(scale)
            // `scrollViewDidZoom` may have ended the pinch or removed the scroll view.
            guard isZooming, zoomPinch != nil else { return }
            let raw = zoomOffset(scale: storedZoomScale, anchor: held.anchor, at: held.centre)
            let range = offsetRange
            contentOffset = CGPoint(
                x: ScrollPhysics.dragOffset(raw: raw.x, range: range.x, dimension: bounds.width, bounces: bounces),
                y: ScrollPhysics.dragOffset(raw: raw.y, range: range.y, dimension: bounds.height, bounces: bounces))
        case .ended, .cancelled:
            guard let start = zoomStart else { return }
            isZooming = false
            let held = zoomPinch
            zoomPinch = nil
            let scale = clampedZoomScale(storedZoomScale)
            let offset: CGPoint
            if let held {
                // About the last centroid: the content point under it stays there, as far as the range allows.
                let anchor = zoomAnchor(showingAt: held.centre, offset: contentOffset)
                offset = restingZoomOffset(view: start.view, scale: scale, anchor: anchor, at: held.centre)
            } else {
                offset = contentOffset
            }
            if scale != storedZoomScale || offset != contentOffset, application != nil {
                startZoomMotion(scale: scale, offset: offset)
                return
            }
            applyZoomScale(scale)
            contentOffset = offset
            zoomStart = nil
            delegate?.scrollViewDidEndZooming(self, with: start.view, atScale: storedZoomScale)
        default:
            break
        }
    }
}
