import Foundation
import ResponderKit

extension SceneAssembly {
    /// Sets a scroll view's settings: sizes and insets first, then the offset, then the flags. A registered class
    /// that takes scroll-view keys must make a `UIScrollView`.
    func applyScroll(_ spec: Scene.View, to view: UIView) throws(SceneFileError) {
        guard let settings = spec.scroll else { return }
        guard let scrollView = view as? UIScrollView else {
            throw SceneFileError(
                .unsupportedClass, at: location(spec.location),
                "view '\(spec.id)' of class '\(spec.className)' takes scroll-view keys but is not a UIScrollView")
        }
        if let size = settings.contentSize { scrollView.contentSize = size }
        if let inset = settings.contentInset {
            scrollView.contentInset = UIEdgeInsets(
                top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        if let offset = settings.contentOffset { scrollView.contentOffset = offset }
        if let paging = settings.isPagingEnabled { scrollView.isPagingEnabled = paging }
        if let bounces = settings.bounces { scrollView.bounces = bounces }
        if let vertical = settings.alwaysBounceVertical { scrollView.alwaysBounceVertical = vertical }
        if let horizontal = settings.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = horizontal }
        if let lock = settings.isDirectionalLockEnabled { scrollView.isDirectionalLockEnabled = lock }
        if let enabled = settings.isScrollEnabled { scrollView.isScrollEnabled = enabled }
        if let rate = settings.decelerationRate {
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(rate))
        }
        if let delays = settings.delaysContentTouches { scrollView.delaysContentTouches = delays }
        if let cancels = settings.canCancelContentTouches { scrollView.canCancelContentTouches = cancels }
        if let minimum = settings.minimumZoomScale { scrollView.minimumZoomScale = CGFloat(minimum) }
        if let maximum = settings.maximumZoomScale { scrollView.maximumZoomScale = CGFloat(maximum) }
        if settings.needsDelegate { scrollViews.append((scrollView, spec)) }
    }

    /// Gives each scroll view that logs calls or zooms its delegate, once every view (the zoom view among them)
    /// is built.
    func makeScrollDelegates() throws(SceneFileError) {
        for (scrollView, spec) in scrollViews {
            guard let settings = spec.scroll else { continue }
            var zoomView: UIView?
            if let id = settings.zoomView {
                guard let view = views[id], view.isDescendant(of: scrollView) else {
                    throw SceneFileError(
                        .missingReference, at: location(spec.location),
                        "zoomView '\(id)' of view '\(spec.id)' is not a view inside it")
                }
                zoomView = view
            }
            let delegate = SceneScrollDelegate(
                name: spec.traceName ?? spec.id, calls: settings.loggedCalls, zoomView: zoomView, log: log)
            retained.append(delegate)
            scrollView.delegate = delegate
        }
        scrollViews = []
    }
}

/// A scene scroll view's delegate: logs the calls the scene names, in the order UIKit makes them, and answers
/// `viewForZooming(in:)` with the scene's zoom view.
@MainActor
final class SceneScrollDelegate: UIScrollViewDelegate {
    let name: String
    let calls: Set<Scene.DelegateCall>
    weak var zoomView: UIView?
    let log: HandlerLog

    init(name: String, calls: Set<Scene.DelegateCall>, zoomView: UIView?, log: HandlerLog) {
        self.name = name
        self.calls = calls
        self.zoomView = zoomView
        self.log = log
    }

    private func record(_ call: Scene.DelegateCall, _ text: @autoclosure () -> String) {
        guard calls.contains(call) else { return }
        log.append("\(name) \(text())")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record(.didScroll, "scrollViewDidScroll \(scrollView.contentOffset.sceneText)")
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record(.didZoom, "scrollViewDidZoom scale \(scrollView.zoomScale.sceneText)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        record(.willBeginDragging, "scrollViewWillBeginDragging at \(scrollView.contentOffset.sceneText)")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        record(
            .willEndDragging,
            "scrollViewWillEndDragging velocity \(velocity.sceneText) target \(targetContentOffset.pointee.sceneText)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record(.didEndDragging, "scrollViewDidEndDragging willDecelerate: \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        record(.willBeginDecelerating, "scrollViewWillBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record(.didEndDecelerating, "scrollViewDidEndDecelerating at \(scrollView.contentOffset.sceneText)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record(.didEndScrollingAnimation, "scrollViewDidEndScrollingAnimation at \(scrollView.contentOffset.sceneText)")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record(.willBeginZooming, "scrollViewWillBeginZooming \(view?.accessibilityIdentifier ?? "nil")")
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record(
            .didEndZooming,
            "scrollViewDidEndZooming \(view?.accessibilityIdentifier ?? "nil") at scale \(scale.sceneText)")
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record(.didChangeAdjustedContentInset, "scrollViewDidChangeAdjustedContentInset")
    }
}
