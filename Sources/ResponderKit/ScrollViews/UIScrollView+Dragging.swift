import Foundation

/// A drag, from the pan's beginning to the lift: the offset follows the pan's translation (rubber-banded past
/// the edges), and the lift hands the content to a ``ScrollAxisMotion`` per axis.
///
/// ```
/// pan began   ──► stop any motion ─► isDragging ─► scrollViewWillBeginDragging
/// pan changed ──► offset = start − (translation − translation at began), per scrolling axis ─► scrollViewDidScroll
/// pan ended   ──► velocity (pt/ms) and target ─► scrollViewWillEndDragging (the delegate may move the target)
///             ──► scrollViewDidEndDragging(willDecelerate:) ─► scrollViewWillBeginDecelerating ─► motion
///                 (paging: a spring to the page; otherwise ScrollAxisMotion.afterLift)
/// pan cancelled ──► as ended, with no velocity
/// ```
extension UIScrollView {
    /// Why the pan may not begin now (`ScrollPanDecision`), given its translation (window coordinates) and its
    /// touches.
    func panRefusal(translation: CGPoint, touches: [UITouch]) -> RecognizerTransitionReason? {
        var tracking: [UIView] = []
        for touch in touches where touch.gate.isActive {
            guard let view = touch.boundView, view !== self, view.isDescendant(of: self),
                !tracking.contains(where: { $0 === view })
            else { continue }
            tracking.append(view)
        }
        return ScrollPanDecision.refusal(
            scrollableAxes: scrollableAxes, translation: convertTranslation(translation),
            canCancelContentTouches: canCancelContentTouches, trackingViews: tracking,
            shouldCancel: { touchesShouldCancel(in: $0) },
            subject: traceSubject)
    }

    /// The first content view for which `touchesShouldBegin(_:with:in:)` answers false, or nil.
    func contentViewRefusingTouches(_ touches: [UITouch], with event: UIEvent?) -> UIView? {
        var asked: [UIView] = []
        for touch in touches {
            guard let view = touch.boundView, view !== self, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            let theirs = Set(touches.filter { $0.boundView === view })
            if !touchesShouldBegin(theirs, with: event, in: view) { return view }
        }
        return nil
    }

    /// The pan's actions: began, changed, ended, cancelled.
    func panDidChange(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDragging()
            // A wheel's or trackpad's first step already moved the pan: the content moves with it.
            if scrollPan.scrollType != nil { continueDragging() }
        case .changed: continueDragging()
        case .ended: endDragging(velocity: scrollVelocity())
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging() {
        stopMotion()
        let translation = scrollPan.translation(in: self)
        var axes = scrollableAxes
        if isDirectionalLockEnabled {
            if abs(translation.x) > 2 * abs(translation.y) {
                axes.subtract(.vertical)
            } else if abs(translation.y) > 2 * abs(translation.x) {
                axes.subtract(.horizontal)
            }
        }
        // Content grabbed past an edge (springing back) starts from the overshoot that shows it.
        let range = offsetRange
        let shown = contentOffset
        let start = CGPoint(
            x: bounces ? ScrollPhysics.rawOffset(showing: shown.x, range: range.x, dimension: bounds.width) : shown.x,
            y: bounces ? ScrollPhysics.rawOffset(showing: shown.y, range: range.y, dimension: bounds.height) : shown.y)
        // A finger's pan begins once past its hysteresis, and the content follows from there, without a jump; a
        // wheel or trackpad has no hysteresis, and its first step moves the content as much as the rest.
        let startTranslation = scrollPan.scrollType == nil ? translation : .zero
        let verifier = application?.activeVerifier
        drag = DragState(startOffset: start, startTranslation: startTranslation, axes: axes, verifier: verifier)
        isTracking = true
        isDragging = true
        verifier?.scrollViewWillBeginDragging(self)
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDragging() {
        guard let drag else { return }
        let translation = scrollPan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        if drag.axes.contains(.horizontal) {
            let raw = drag.startOffset.x - (translation.x - drag.startTranslation.x)
            offset.x = ScrollPhysics.dragOffset(raw: raw, range: range.x, dimension: bounds.width, bounces: bounces)
        }
        if drag.axes.contains(.vertical) {
            let raw = drag.startOffset.y - (translation.y - drag.startTranslation.y)
            offset.y = ScrollPhysics.dragOffset(raw: raw, range: range.y, dimension: bounds.height, bounces: bounces)
        }
        contentOffset = offset
    }

    /// The content's velocity at the lift, in points per millisecond (positive as the offset grows), on the axes
    /// the drag moves.
    private func scrollVelocity() -> CGPoint {
        let fingers = scrollPan.velocity(in: self)
        let axes = drag?.axes ?? []
        return CGPoint(
            x: axes.contains(.horizontal) && fingers.x.isFinite ? -fingers.x / 1000 : 0,
            y: axes.contains(.vertical) && fingers.y.isFinite ? -fingers.y / 1000 : 0)
    }

    private func endDragging(velocity: CGPoint) {
        guard let ending = drag else { return }
        drag = nil
        isTracking = false
        let offset = contentOffset
        let range = offsetRange
        var target = liftTarget(offset: offset, velocity: velocity, range: range)
        if let delegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        // A target the delegate moved out of range (or to a non-finite point) is brought back within it.
        target = CGPoint(x: ScrollPhysics.clamp(target.x, to: range.x), y: ScrollPhysics.clamp(target.y, to: range.y))
        let rate = decelerationRate.rawValue
        let x: ScrollAxisMotion
        let y: ScrollAxisMotion
        if isPagingEnabled {
            // A page snap is a spring to the page, carrying the lift's velocity.
            x = .springBack(from: offset.x, velocity: velocity.x, to: target.x)
            y = .springBack(from: offset.y, velocity: velocity.y, to: target.y)
        } else {
            x = .afterLift(
                offset: offset.x, velocity: velocity.x, target: target.x, range: range.x, rate: rate, bounces: bounces)
            y = .afterLift(
                offset: offset.y, velocity: velocity.y, target: target.y, range: range.y, rate: rate, bounces: bounces)
        }
        let willDecelerate = !(x.isStill && y.isStill) && window != nil
        isDragging = false
        // The verifier of the drag's beginning: the scroll view may have left its window since.
        ending.verifier?.scrollViewDidEndDragging(self)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, window != nil, !isDragging else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        guard window != nil, !isDragging, motion == nil else { return }
        startMotion(.deceleration, x: x, y: y)
    }

    /// Where a lift at `offset` with `velocity` comes to rest before the delegate has its say: the next or
    /// nearest page when paging, otherwise where the fling rests, held within the range.
    private func liftTarget(
        offset: CGPoint, velocity: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)
    ) -> CGPoint {
        if isPagingEnabled {
            return CGPoint(
                x: ScrollPhysics.pageTarget(
                    offset: offset.x, velocity: velocity.x, pageSize: bounds.width, range: range.x),
                y: ScrollPhysics.pageTarget(
                    offset: offset.y, velocity: velocity.y, pageSize: bounds.height, range: range.y))
        }
        let rate = decelerationRate.rawValue
        return CGPoint(
            x: ScrollPhysics.clamp(
                ScrollPhysics.restingOffset(from: offset.x, velocity: velocity.x, rate: rate), to: range.x),
            y: ScrollPhysics.clamp(
                ScrollPhysics.restingOffset(from: offset.y, velocity: velocity.y, rate: rate), to: range.y))
    }

    /// How `view` appears in the trace (its name alone when the scroll view is in no application).
    func traceSubject(_ view: UIView) -> TraceSubject {
        guard let trace = application?.trace else { return TraceSubject(name: view.traceName, serial: 0) }
        let subject: TraceSubject = trace.subject(view as UIResponder)
        return subject
    }

    /// A translation measured in window coordinates, in this view's.
    private func convertTranslation(_ translation: CGPoint) -> CGPoint {
        let origin = convert(CGPoint.zero, from: nil)
        let tip = convert(translation, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
