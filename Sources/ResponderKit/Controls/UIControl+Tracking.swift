import Foundation

extension UIControl {
    /// The application the control sends through: its window's, or the one it was tracking in.
    var controlApplication: UIApplication? {
        window?.application ?? trackingApplication
    }

    /// Whether `point` (in the control's coordinates) counts as inside while tracking: inside
    /// `point(inside:with:)`, or inside the bounds grown by the drag slop on every side.
    func isInsideForTracking(_ point: CGPoint, _ event: UIEvent?) -> Bool {
        let slop = controlApplication?.metrics.controlDragSlop ?? InteractionMetrics.default.controlDragSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point) || self.point(inside: point, with: event)
    }

    /// Splits touches into those the control took (returned, nil when none) and the others, which go to
    /// `forward` (the responder chain).
    func split(_ touches: Set<UITouch>, forwarding forward: (Set<UITouch>) -> Void) -> Set<UITouch>? {
        // Usually the control took all the touches or none: pass the set itself on, building no new one.
        var takenCount = 0
        for touch in touches where takenTouches.contains(where: { $0 === touch }) { takenCount += 1 }
        if takenCount == touches.count { return touches.isEmpty ? nil : touches }
        if takenCount == 0 {
            forward(touches)
            return nil
        }
        var taken: Set<UITouch> = []
        var others: Set<UITouch> = []
        for touch in touches {
            if takenTouches.contains(where: { $0 === touch }) {
                taken.insert(touch)
            } else {
                others.insert(touch)
            }
        }
        if !others.isEmpty { forward(others) }
        return taken.isEmpty ? nil : taken
    }

    func startTracking(_ touch: UITouch, _ event: UIEvent?) {
        trackingAnchor = window?.application?.anchor
        isTouchInside = true
        guard beginTracking(touch, with: event) else {
            isTouchInside = false
            return
        }
        trackedTouch = touch
        isTracking = true
        trackingApplication?.activeVerifier?.controlBeganTracking(self)
        isHighlighted = true
        sendTouchEvent(.touchDown, event)
        if touch.tapCount > 1, trackedTouch === touch { sendTouchEvent(.touchDownRepeat, event) }
    }

    func followTracking(_ touch: UITouch, _ event: UIEvent?) {
        let wasInside = isTouchInside
        let inside = isInsideForTracking(touch.location(in: self), event)
        isTouchInside = inside
        isHighlighted = inside && isEnabled
        guard continueTracking(touch, with: event) else {
            trackedTouch = nil
            isHighlighted = false
            endTracking(touch, with: event)
            isTracking = false
            trackingApplication?.activeVerifier?.controlEndedTracking(self, cancelled: false)
            isTouchInside = false
            return
        }
        guard trackedTouch === touch else { return }
        if wasInside != inside { sendTouchEvent(inside ? .touchDragEnter : .touchDragExit, event) }
        guard trackedTouch === touch else { return }
        sendTouchEvent(inside ? .touchDragInside : .touchDragOutside, event)
    }

    func finishTracking(_ touch: UITouch, _ event: UIEvent?) {
        let inside = isInsideForTracking(touch.location(in: self), event)
        isTouchInside = inside
        trackedTouch = nil
        isHighlighted = false
        endTracking(touch, with: event)
        isTracking = false
        trackingApplication?.activeVerifier?.controlEndedTracking(self, cancelled: false)
        // The touch began while the control was enabled: disabled since, it still finishes that touch, as iOS
        // does (§6, radar 42378576) — the lift sends `touchUpInside` or `touchUpOutside` either way.
        dispatch(inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside && isEnabled { touchUpInsideSent(with: event) }
        isTouchInside = false
    }

    func abandonTracking(_ event: UIEvent?) {
        trackedTouch = nil
        isHighlighted = false
        cancelTracking(with: event)
        isTracking = false
        trackingApplication?.activeVerifier?.controlEndedTracking(self, cancelled: true)
        sendTouchEvent(.touchCancel, event)
        isTouchInside = false
    }

    /// Sends a control event caused by touches or by the control's value; nothing while disabled.
    func sendTouchEvent(_ controlEvents: Event, _ event: UIEvent?) {
        guard isEnabled else { return }
        dispatch(controlEvents, with: event)
    }

    /// Records the events in the trace and runs every handler answering any of them, in the order added.
    func dispatch(_ controlEvents: Event, with event: UIEvent?) {
        if let application = controlApplication, application.trace.isObserved {
            let trace = application.trace
            trace.record(.controlEvents(control: trace.subject(self), events: controlEvents))
        }
        // A snapshot of the table (no copy unless a handler changes the table while they run), filtered in place.
        for entry in eventHandlers.liveEntries() where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.handler {
            case .targetAction(let target, let action):
                if target.isNil {
                    sendAction(action, to: nil, for: event)
                } else if let object = target.object {
                    sendAction(action, to: object, for: event)
                }
            case .action(let action):
                sendAction(action)
            }
        }
    }
}
