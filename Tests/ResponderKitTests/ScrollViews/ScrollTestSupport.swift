import Foundation
import ResponderKit
import Testing

/// A scroll view delegate that logs its calls as `list.willBeginDragging`, with offsets to two decimals.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    let log: EventLog
    let name: String
    /// Whether each `scrollViewDidScroll` is logged (a deceleration makes hundreds).
    var logsScrolls = true
    /// The offsets of every `scrollViewDidScroll`, logged or not.
    var scrolls: [CGPoint] = []
    /// Replaces the target `scrollViewWillEndDragging` proposes.
    var changeTarget: ((CGPoint) -> CGPoint)?
    /// Runs in every `scrollViewDidScroll`, after it is logged.
    var onScroll: ((UIScrollView) -> Void)?
    /// The view `viewForZooming(in:)` answers.
    var zoomView: UIView?
    /// Runs in every `scrollViewDidZoom`, after it is logged.
    var onZoom: ((UIScrollView) -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls.append(scrollView.contentOffset)
        if logsScrolls { log.add("\(name).didScroll \(r(scrollView.contentOffset, 2))") }
        onScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.add("\(name).willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.add("\(name).willEndDragging velocity \(r(velocity, 2)) target \(r(targetContentOffset.pointee, 2))")
        if let changeTarget {
            targetContentOffset.pointee = changeTarget(targetContentOffset.pointee)
            log.add("\(name) target -> \(r(targetContentOffset.pointee, 2))")
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.add("\(name).didEndDragging willDecelerate \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log.add("\(name).willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.add("\(name).didEndDecelerating at \(r(scrollView.contentOffset, 2))")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.add("\(name).didEndScrollingAnimation at \(r(scrollView.contentOffset, 2))")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.add("\(name).willBeginZooming")
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if logsScrolls { log.add("\(name).didZoom \(r(scrollView.zoomScale, 3))") }
        onZoom?(scrollView)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.add("\(name).didEndZooming at \(r(scale, 3))")
    }
}

extension Stage {
    /// A scroll view named `name` with `contentSize`, logging its delegate calls, in `parent` (the window).
    func scrollView(
        _ name: String, _ frame: CGRect, contentSize: CGSize, in parent: UIView? = nil
    ) -> (UIScrollView, ScrollDelegateLog) {
        let scrollView = UIScrollView(frame: frame)
        scrollView.accessibilityIdentifier = name
        scrollView.contentSize = contentSize
        let delegate = ScrollDelegateLog(name, log: log)
        scrollView.delegate = delegate
        (parent ?? window).addSubview(scrollView)
        return (scrollView, delegate)
    }

    /// A finger (going down at `start` unless it is already down: `begins`) dragging from `start` by `step` every 10 ms, `count` times, from `time`, then lifting 10 ms after
    /// the last move, one more step on: a steady drag whose velocity is `step` per 10 ms.
    func drag(
        from start: CGPoint, step: CGPoint, count: Int, time: TimeInterval = 0, finger: Int = 1, begins: Bool = true,
        lifts: Bool = true
    ) {
        if begins { app.touch(.began, finger: finger, at: start, time: time) }
        var point = start
        for index in 1...count {
            point = CGPoint(x: point.x + step.x, y: point.y + step.y)
            app.touch(.moved, finger: finger, at: point, time: time + Double(index) * 0.01)
        }
        guard lifts else { return }
        point = CGPoint(x: point.x + step.x, y: point.y + step.y)
        app.touch(.ended, finger: finger, at: point, time: time + Double(count + 1) * 0.01)
    }

    /// Starts recording the trace.
    func recordTrace() -> TraceRecorder {
        app.trace.recorder()
    }
}

extension TraceRecorder {
    /// The transitions (with reasons) of recognizers whose name contains `fragment`.
    func transitions(of fragment: String) -> [String] {
        transitionLines.filter { $0.contains(fragment) }
    }

    /// The cancellations of touches, with reasons.
    var cancellationLines: [String] {
        events.compactMap { event in
            guard case .cancelled = event else { return nil }
            return event.text()
        }
    }
}
