import Foundation

/// Delivers what an indirect pointer does without touching (BehaviourContract §12): hovering, to
/// `UIHoverGestureRecognizer`s, and scrolling, to pan recognizers that allow it.
///
/// ```
/// HoverSample ──► hit-test windows front to back (as a touch) ──► hover recognizers on the hit view's path
///                 entered the path: began · stayed: changed · left it, or the pointer exited: ended
/// ScrollSample ─► a scroll under way? ──► its pan ─► began / changed (translation accumulates) / ended
///                 else hit-test ──► the nearest pan on the path whose allowedScrollTypesMask allows the type
///                 wheel steps: the pan ends wheelScrollEndDelay after the last step (a timer)
/// ```
///
/// Neither carries a touch phase, and neither touches `UITouch`s: a hover or scroll recognizer is driven
/// straight through arbitration (delegates, failure requirements) without joining the touches' gestures.
@MainActor
final class PointerRouter {
    unowned let application: UIApplication
    /// The hover recognizers each pointer is over, innermost first.
    private var hovering: [Int: [UIHoverGestureRecognizer]] = [:]
    /// The view each pointer is over.
    private var hoverViews: [Int: UIView] = [:]
    /// The pan a scroll drives now, and the scroll's type.
    private var scroll: (pan: UIPanGestureRecognizer, type: UIScrollType)?
    /// The timer that ends a wheel's scroll after its last step.
    private var wheelTimer: TimerToken?
    /// The events hit-testing is given, one per type, reused (a pointer moves at the display's rate).
    private var events: [UIEvent.EventType: UIEvent] = [:]
    /// The hover recognizers on the current sample's path (reused buffer).
    private var pathBuffer: [UIHoverGestureRecognizer] = []
    /// The pencil interactions a squeeze under way began in, nil when none is (`PointerRouter+Pencil`).
    var squeezeReceivers: [WeakPencilInteraction]?
    /// The pointer region each pointer is in (`PointerRouter+PointerInteraction`).
    var pointerRegions: [Int: PointerRegionHold] = [:]
    /// The views with pointer interactions on the current sample's path, innermost first (reused buffer).
    private var regionViewBuffer: [UIView] = []

    init(application: UIApplication) {
        self.application = application
    }

    var trace: DispatchTrace? { application.observers.observedTrace }

    func repair(_ repair: InputRepair) {
        trace?.record(.inputRepaired(repair))
    }

    /// The view under `location` (screen coordinates), hit-tested like a touch, with its window.
    func hitTest(_ location: CGPoint, type: UIEvent.EventType, timestamp: TimeInterval) -> (
        view: UIView, window: UIWindow, point: CGPoint
    )? {
        let event = events[type] ?? UIEvent(type: type, timestamp: timestamp, application: application)
        events[type] = event
        event.timestamp = timestamp
        for window in application.windowsFrontToBack {
            let point = window.convertFromScreen(location)
            if let view = window.hitTest(point, with: event) { return (view, window, point) }
        }
        return nil
    }

    // MARK: - Hover

    /// What is still in flight, for `UIApplication.leftovers`.
    var leftovers: [String] {
        var result = hoverViews.keys.sorted().map { "pointer \($0) hovering over \(hoverViews[$0]?.traceName ?? "?")" }
        if let scroll { result.append("\(scroll.type) scroll under way on \(scroll.pan.traceName)") }
        if let squeezeReceivers { result.append(squeezeLeftover(squeezeReceivers)) }
        for pointer in pointerRegions.keys.sorted() {
            guard let hold = pointerRegions[pointer] else { continue }
            result.append(
                "pointer \(pointer) in region \(hold.region.summary) of \(hold.view?.traceName ?? "a freed view")")
        }
        return result
    }

    func handle(_ sample: HoverSample) {
        var hit: (view: UIView, window: UIWindow, point: CGPoint)?
        if sample.phase == .moved {
            guard sample.location.isUsableInput else {
                return repair(
                    sample.location.isFinite
                        ? .valueOutOfRange(finger: sample.pointer) : .nonFiniteValue(finger: sample.pointer))
            }
            hit = hitTest(sample.location, type: .hover, timestamp: sample.timestamp)
        }
        if let trace {
            trace.record(.pointerHovering(pointer: sample.pointer, view: hit.map { trace.subject($0.view) }))
        }
        pathBuffer.clearKeepingCapacity()
        // One climb serves the hover recognizers and, for a mouse or trackpad, the views with pointer interactions.
        let seeksRegions = sample.type == .indirectPointer
        var view = hit?.view
        while let current = view {
            for case let hover as UIHoverGestureRecognizer in current.gestureRecognizers ?? []
            where hover.accepts(sample.type) {
                pathBuffer.append(hover)
            }
            if seeksRegions, current.hasPointerInteraction { regionViewBuffer.append(current) }
            view = current.superview
        }
        let path = pathBuffer
        let previous = hovering[sample.pointer] ?? []
        // A pointer moving within the same views (most samples) keeps its stored list: nothing to store.
        if !path.elementsEqual(previous, by: ===) {
            hovering[sample.pointer] = path.isEmpty ? nil : path
        }
        if hoverViews[sample.pointer] !== (path.isEmpty ? nil : hit?.view) {
            hoverViews[sample.pointer] = path.isEmpty ? nil : hit?.view
        }
        // Leaving first, outermost last, then entering and moving, innermost first: a pointer that crosses from
        // one view into another ends the first hover before the second begins.
        for hover in previous where !path.contains(where: { $0 === hover }) {
            hover.pointerExited()
        }
        for hover in path {
            hover.arbiterAnchor = application.anchor
            hover.pointerMoved(to: hit?.point ?? .zero, in: hit?.window)
        }
        if seeksRegions {
            updatePointerRegion(sample.pointer, hit: hit, candidates: regionViewBuffer, location: sample.location)
            regionViewBuffer.removeAll(keepingCapacity: true)
        }
    }

    /// Whether a pointer hovers or a scroll is under way.
    var isIdle: Bool { hovering.isEmpty && scroll == nil && pointerRegions.isEmpty }

    /// A subtree left its window: hovers of its views end, and a scroll driving a pan there is cancelled.
    func subtreeLeft(_ root: UIView) {
        guard !isIdle else { return }
        for pointer in hovering.keys.sorted() {
            let hovers = hovering[pointer] ?? []
            let kept = hovers.filter { hover in hover.view.map { !$0.isDescendant(of: root) } ?? false }
            for hover in hovers where !kept.contains(where: { $0 === hover }) { hover.pointerExited() }
            hovering[pointer] = kept.isEmpty ? nil : kept
            if kept.isEmpty { hoverViews[pointer] = nil }
        }
        if let view = scroll?.pan.view, view.isDescendant(of: root) { endScroll(cancelled: true) }
        for pointer in pointerRegions.keys.sorted() {
            if let view = pointerRegions[pointer]?.view, !view.isDescendant(of: root) { continue }
            leaveRegion(of: pointer)
        }
    }

    /// The input source reset: every hover ends, and the scroll and the pencil squeeze under way are cancelled.
    func reset() {
        for pointer in hovering.keys.sorted() {
            for hover in hovering[pointer] ?? [] { hover.pointerExited() }
        }
        hovering.removeAll()
        hoverViews.removeAll()
        endScroll(cancelled: true)
        cancelSqueeze(at: application.clock.now)
        for pointer in pointerRegions.keys.sorted() { leaveRegion(of: pointer) }
    }

    // MARK: - Scroll

    func handle(_ sample: ScrollSample) {
        guard sample.location.isUsableInput, sample.translation.isUsableInput else {
            let isFinite = sample.location.isFinite && sample.translation.isFinite
            return repair(isFinite ? .valueOutOfRange(finger: 0) : .nonFiniteValue(finger: 0))
        }
        if let current = scroll, current.pan.scrollType == nil {
            // The pan's gesture was ended from outside (disabled, removed): the scroll has nothing to drive.
            scroll = nil
            if let wheelTimer { application.cancelTimer(wheelTimer) }
            wheelTimer = nil
        }
        if let current = scroll, current.type != sample.type || sample.phase == .began || !current.pan.isAttached {
            // Another device took over, or a new trackpad scroll began: the old scroll ends first.
            endScroll(cancelled: !current.pan.isAttached)
        }
        switch sample.phase {
        case .began:
            guard sample.type == .continuous || scroll == nil else { break }
            startScroll(sample)
        case .changed:
            if scroll == nil {
                guard sample.type == .discrete else { return repair(.unmatchedScroll) }
                startScroll(sample)
            }
            guard let current = scroll else { return }
            let pan = current.pan
            let origin = pan.view?.window.map { $0.convertFromScreen(.zero) } ?? .zero
            let tip = pan.view?.window.map { $0.convertFromScreen(sample.translation) } ?? sample.translation
            pan.scrolled(by: CGPoint(x: tip.x - origin.x, y: tip.y - origin.y), at: sample.timestamp)
            if sample.type == .discrete { scheduleWheelEnd(after: sample.timestamp) }
        case .ended, .cancelled:
            guard scroll != nil else { return repair(.unmatchedScroll) }
            endScroll(cancelled: sample.phase == .cancelled)
        }
    }

    /// Finds the pan for a scroll beginning at the sample's location and starts it.
    private func startScroll(_ sample: ScrollSample) {
        var pan: UIPanGestureRecognizer?
        var view = hitTest(sample.location, type: .scroll, timestamp: sample.timestamp)?.view
        search: while let current = view {
            for case let candidate as UIPanGestureRecognizer in current.gestureRecognizers ?? []
            where candidate.acceptsScroll(sample.type) {
                pan = candidate
                break search
            }
            view = current.superview
        }
        if let trace {
            trace.record(.scrollRouted(recognizer: pan.map { trace.subject($0) }, type: sample.type))
        }
        guard let pan else { return }
        pan.arbiterAnchor = application.anchor
        scroll = (pan, sample.type)
        pan.scrollBegan(sample.type, at: sample.timestamp)
    }

    private func endScroll(cancelled: Bool) {
        if let wheelTimer { application.cancelTimer(wheelTimer) }
        wheelTimer = nil
        guard let current = scroll else { return }
        scroll = nil
        if current.pan.scrollType != nil { current.pan.scrollEnded(cancelled: cancelled) }
    }

    private func scheduleWheelEnd(after time: TimeInterval) {
        if let wheelTimer { application.cancelTimer(wheelTimer) }
        let delay = application.metrics.wheelScrollEndDelay
        wheelTimer = application.scheduleTimer(at: time + (delay.isFinite ? Swift.max(0, delay) : 0)) {
            [weak self] in
            self?.wheelTimer = nil
            self?.endScroll(cancelled: false)
        }
    }
}
