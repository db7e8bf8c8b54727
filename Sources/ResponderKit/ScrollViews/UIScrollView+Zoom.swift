import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled about its top-left corner by `zoomScale`, and the
/// content size follows its frame.
///
/// ```
/// pinch began   ──► viewForZooming (nil: the pinch fails) ─► scrollViewWillBeginZooming
/// pinch changed ──► scale = scale at began × pinch.scale, past the limits rubber-banded (bouncesZoom)
///                   ─► the view's transform and contentSize ─► scrollViewDidZoom
/// pinch ended   ──► within the limits ─► scrollViewDidEndZooming
///               └─► past them ─► 0.3 s back to the limit (isZoomBouncing) ─► scrollViewDidEndZooming
/// ```
///
/// Where ResponderKit differs from UIKit: the offset is not moved to keep the pinch's centre in place.
extension UIScrollView {
    /// Sets the zoom scale, held within the limits: at once (`scrollViewDidZoom`), or with `animated` over 0.3 s
    /// on the application's clock, ending with `scrollViewDidEndZooming`. Without a view for zooming, nothing
    /// happens; a non-finite or non-positive scale is ignored.
    func changeZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let target = min(max(scale, validMinimumZoomScale), validMaximumZoomScale)
        guard animated, application != nil else {
            stopMotion()
            applyZoomScale(target)
            return
        }
        zoomStart = (view, storedZoomScale)
        let offset = contentOffset
        startMotion(
            .zoom, x: .still(at: offset.x), y: .still(at: offset.y),
            scale: .animation(from: storedZoomScale, to: target, duration: ScrollPhysics.animationDuration))
    }

    /// Zooms so `rect` (in the zoom view's coordinates) fills the view, within the limits.
    func zoomContent(to rect: CGRect, animated: Bool) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
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

    /// Scales the zoom view, keeps its top-left corner at the content's origin, and makes its frame the content
    /// size; `scrollViewDidZoom` when the scale changed.
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
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = zoomStart else { return }
            applyZoomScale(
                ScrollPhysics.rubberBandedZoomScale(
                    start.scale * pinch.scale, minimum: validMinimumZoomScale, maximum: validMaximumZoomScale,
                    bounces: bouncesZoom))
        case .ended, .cancelled:
            guard let start = zoomStart else { return }
            isZooming = false
            let limit = min(max(storedZoomScale, validMinimumZoomScale), validMaximumZoomScale)
            if limit != storedZoomScale, application != nil {
                let offset = contentOffset
                startMotion(
                    .zoom, x: .still(at: offset.x), y: .still(at: offset.y),
                    scale: .animation(from: storedZoomScale, to: limit, duration: ScrollPhysics.animationDuration))
                return
            }
            applyZoomScale(limit)
            zoomStart = nil
            delegate?.scrollViewDidEndZooming(self, with: start.view, atScale: storedZoomScale)
        default:
            break
        }
    }
}
