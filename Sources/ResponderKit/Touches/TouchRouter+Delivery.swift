import Foundation

extension TouchRouter {
    /// Delivers the current frame's touches of `window`, phase by phase (began, moved, ended, cancelled):
    /// first to the touches' gesture recognizers, then to the views, each phase grouped by view so fingers
    /// that went down together arrive in one call.
    ///
    /// A phase none of the window's touches is in is skipped (a touch's phase only changes between frames):
    /// for it, delivery would only settle held cancellations and releases, which happens here before the first
    /// phase and after the last instead.
    func deliverFrame(_ event: UIEvent, in window: UIWindow) {
        var phases: UInt16 = 0
        for touch in frameTouches where touch.window === window { phases |= 1 << touch.phase.rawValue }
        settle()
        if phases & 1 << UITouch.Phase.began.rawValue != 0 {
            deliverPhase(.began, method: .touchesBegan, event, window)
        }
        if phases & 1 << UITouch.Phase.moved.rawValue != 0 {
            deliverPhase(.moved, method: .touchesMoved, event, window)
        }
        if phases & 1 << UITouch.Phase.ended.rawValue != 0 {
            deliverPhase(.ended, method: .touchesEnded, event, window)
        }
        if phases & 1 << UITouch.Phase.cancelled.rawValue != 0 {
            deliverPhase(.cancelled, method: .touchesCancelled, event, window)
        }
        settle()
    }

    private func deliverPhase(_ phase: UITouch.Phase, method: ResponderMethod, _ event: UIEvent, _ window: UIWindow) {
        deliverToRecognizers(phase, event, window)
        settle()
        let alone = withLoneFrameTouch(in: phase, window) { touch in
            guard viewMayReceive(touch, phase), let view = touch.boundView else { return }
            deliver(touch.singletonSet, to: view, method: method, event: event)
        }
        if alone { return }
        eligible.clearKeepingCapacity()
        for touch in frameTouches where touch.window === window && touch.phase == phase {
            if viewMayReceive(touch, phase) { eligible.append(touch) }
        }
        if eligible.count == 1, let touch = eligible.first, let view = touch.boundView {
            deliver(touch.singletonSet, to: view, method: method, event: event)
            return
        }
        guard eligible.count > 1 else { return }
        // Group by view in order of first appearance, through reused buffers; each group's touches are
        // checked again just before its delivery (an earlier group's handler may have cancelled them).
        let touches = eligible
        groupViews.clearKeepingCapacity()
        for touch in touches {
            guard let view = touch.boundView, !groupViews.contains(where: { $0 === view }) else { continue }
            groupViews.append(view)
        }
        let views = groupViews
        for view in views {
            groupTouches.clearKeepingCapacity()
            for touch in touches where touch.boundView === view && touch.gate.mayStillDeliver(phase) {
                groupTouches.append(touch)
            }
            if !groupTouches.isEmpty { deliver(touchSet(groupTouches), to: view, method: method, event: event) }
        }
    }

    /// When the frame has one touch (one finger changed: most frames), runs `body` with it if it is in `phase`
    /// and `window`, and returns true; returns false for a frame of several touches, which the caller gathers.
    /// The frame's list holds the touch until the frame is finished (nothing a handler does changes the list),
    /// so it is read without a retain.
    @inline(__always)
    func withLoneFrameTouch(in phase: UITouch.Phase, _ window: UIWindow, _ body: (UITouch) -> Void) -> Bool {
        guard frameTouches.count == 1 else { return false }
        withUnretained(frameTouches[0]) { touch in
            if touch.phase == phase && touch.window === window { body(touch) }
        }
        return true
    }

    /// Whether the view gets this phase of the touch now, as the touch's gate decides from the recognizers'
    /// verdict (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`); withheld phases are
    /// remembered for later.
    private func viewMayReceive(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        guard touch.boundView != nil else { return false }
        switch touch.gate.arrive(phase, recognizerVerdict(on: touch, for: phase)) {
        case .deliver:
            return true
        case .hold:
            hold(touch)
            return false
        case .discard:
            touch.view = nil
            return false
        case .skip:
            return false
        }
    }

    /// Calls one responder method on the hit view and keeps the lifecycle books.
    func deliver(
        _ touches: Set<UITouch>, to view: UIView, method: ResponderMethod, event: UIEvent,
        cancelReason: TouchCancelReason? = nil
    ) {
        if let trace = event.observedTrace {
            let fingers = touches.map(\.finger).sorted()
            if let cancelReason {
                trace.record(.cancelled(responder: trace.subject(view), fingers: fingers, reason: cancelReason))
            } else {
                trace.record(.delivered(responder: trace.subject(view), method: method, fingers: fingers))
            }
        }
        switch method {
        case .touchesBegan:
            for touch in touches {
                touch.gate.beganDelivered()
                touch.noteBegan(by: view)
            }
        case .touchesEnded, .touchesCancelled:
            for touch in touches { touch.noteEnded(by: view) }
        default:
            break
        }
        if method != .touchesCancelled { noteDelivered(touches) }
        activeVerifier?.touchesDelivered(touches, to: view, method: method, path: .hitView)
        // The end's reconciliation is part of the call: what the handlers hold goes out after both.
        enter(.responder)
        switch method {
        case .touchesBegan: view.touchesBegan(touches, with: event)
        case .touchesMoved: view.touchesMoved(touches, with: event)
        case .touchesEnded: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        if method == .touchesEnded || method == .touchesCancelled {
            for touch in touches where touch.gate.endDelivered() { finish(touch) }
        }
        leave(.responder)
    }

    /// Ends a touch for its view: every responder that received `touchesBegan` and has not seen the end gets
    /// `touchesCancelled` (reason `chainChanged`), in chain order; then nothing more is delivered.
    func finish(_ touch: UITouch) {
        touch.gate.finish()
        // Ends only become true, so earlier positions never need a second look.
        var position = 0
        while let (responder, next) = touch.takeUnendedReceiver(from: position) {
            position = next
            if let trace = event?.observedTrace ?? trace {
                trace.record(
                    .cancelled(responder: trace.subject(responder), fingers: [touch.finger], reason: .chainChanged))
            }
            activeVerifier?.touchesDelivered(
                touch.singletonSet, to: responder, method: .touchesCancelled, path: .reconciled)
            call(.responder) { responder.touchesCancelled(touch.singletonSet, with: event) }
        }
        touch.forgetReceivers()
    }

    // MARK: - Cancellation

    /// Cancels touches for their views now, or as soon as the calls under way return (`DeliveryDriver`), grouped
    /// by view.
    func cancel(_ touches: [UITouch], reason: TouchCancelReason) {
        for touch in touches where touch.gate.cancel() == .queue {
            driver.heldCancellations.append((touch, reason))
        }
        if driver.isIdle { settle() }
    }

    /// Cancels every live touch; with `forget`, also forgets the fingers (an input reset).
    ///
    /// The touches are cancelled before the gestures are aborted: an aborted recognizer releases the phases it
    /// withheld, and a withheld began must not reach a view now.
    func cancelAll(reason: TouchCancelReason, forget: Bool) {
        let touches = liveTouches.values.sorted { $0.finger < $1.finger }
        if forget, application.trace.isObserved {
            for touch in touches { application.trace.record(.inputRepaired(.fingerNeverLifted(finger: touch.finger))) }
        }
        cancel(touches + heldTouches.filter { held in !touches.contains { $0 === held } }, reason: reason)
        for recognizer in application.gestureArbiter.active {
            application.gestureArbiter.abort(recognizer, reason: .allTouchesCancelled(reason))
        }
        settle()
        if forget {
            for touch in touches where touch.gate.isActive { finish(touch) }
            for touch in touches { touch.isRetired = true }
            forgetAllTouches()
            event = nil
            forgetTouchSets()
        }
        releaseDelayedTouches()
    }

    /// A subtree left `window`: the touches found in it before any app code ran (``touches(under:in:)``) are
    /// cancelled (reason `viewRemoved`) unless their views are back in the window. Found first, because an
    /// animation's completion may have moved a touched view out of `root` to where no window notices it; a view
    /// moved into `root` meanwhile left its own window, which cancelled its touches then.
    func subtreeLeft(_ root: UIView, window: UIWindow, touches found: [UITouch]) {
        let leaving = found.filter { touch in touch.boundView.map { $0.window !== window } ?? false }
        // Touches first: aborting a recognizer releases what it withheld, which must not reach the subtree.
        if !leaving.isEmpty { cancel(leaving.sorted { $0.finger < $1.finger }, reason: .viewRemoved) }
        for recognizer in application.gestureArbiter.active {
            if let view = recognizer.view, view.isDescendant(of: root) || view.window == nil {
                application.gestureArbiter.abort(recognizer, reason: .viewLeftWindow)
            }
        }
    }

    /// The live and held touches whose views are in `root`, in `window`, each once.
    func touches(under root: UIView, in window: UIWindow) -> [UITouch] {
        guard !liveTouches.isEmpty || !heldTouches.isEmpty else { return [] }
        let inRoot = { (touch: UITouch) in
            touch.window === window && (touch.boundView?.isDescendant(of: root) ?? false)
        }
        let live = liveTouches.values.filter(inRoot)
        return live + heldTouches.filter { held in inRoot(held) && !live.contains { $0 === held } }
    }

    /// A window was hidden or detached: its touches are cancelled (reason `windowHidden`).
    func windowGone(_ window: UIWindow) {
        let affected = liveTouches.values.filter { $0.window === window } + heldTouches.filter { $0.window === window }
        if !affected.isEmpty { cancel(affected.sorted { $0.finger < $1.finger }, reason: .windowHidden) }
        for recognizer in application.gestureArbiter.active where recognizer.view?.window === window {
            application.gestureArbiter.abort(recognizer, reason: .windowHidden)
        }
    }
}
