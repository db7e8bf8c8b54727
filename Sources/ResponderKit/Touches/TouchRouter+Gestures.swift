import Foundation

extension TouchRouter {
    /// Gives a new touch the recognizers of its hit view and the view's ancestors (the hit view's first) that
    /// are enabled and accept the event, the touch and its type.
    func collectRecognizers(for touch: UITouch, event: UIEvent) {
        var list: [UIGestureRecognizer] = []
        var view = touch.boundView
        while let current = view {
            if let recognizers = current.storedGestureRecognizers {
                for recognizer in recognizers where accepts(recognizer, touch, event) {
                    list.append(recognizer)
                }
            }
            view = current.storedSuperview
        }
        touch.gestureRecognizers = list.isEmpty ? nil : list
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.receivesTouches,
            recognizer.storedState != .failed || !recognizer.trackedTouches.isEmpty
        else { return false }
        let type = NSNumber(value: touch.type.rawValue)
        guard recognizer.allowedTouchTypes.contains(type) else { return false }
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != touch.type
        {
            return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                delegate.gestureRecognizer(recognizer, shouldReceive: touch)
            else { return false }
        }
        return true
    }

    /// Delivers one phase of the frame's touches to their recognizers, grouped by recognizer.
    func deliverToRecognizers(_ phase: UITouch.Phase, _ event: UIEvent, _ window: UIWindow) {
        enter(.recognizer)
        if !withLoneFrameTouch(in: phase, window, { deliverToRecognizers($0, phase, event) }) {
            deliverToRecognizersGrouped(phase, event, window)
        }
        leave(.recognizer)
    }

    /// `deliverToRecognizers(_:_:_:)` for a frame of several touches.
    private func deliverToRecognizersGrouped(_ phase: UITouch.Phase, _ event: UIEvent, _ window: UIWindow) {
        var single: UITouch?
        var count = 0
        for touch in frameTouches
        where touch.window === window && touch.phase == phase && touch.gestureRecognizers != nil {
            single = touch
            count += 1
        }
        guard let single else { return }
        if count == 1 { return deliverToRecognizers(single, phase, event) }
        // Group by recognizer in order of first appearance, through reused buffers; whether a recognizer
        // wants a touch is asked just before its delivery (an earlier one may have recognized meanwhile).
        let touches = frameTouches
        groupRecognizers.clearKeepingCapacity()
        for touch in touches where touch.window === window && touch.phase == phase {
            for recognizer in touch.gestureRecognizers ?? []
            where !groupRecognizers.contains(where: { $0 === recognizer }) {
                groupRecognizers.append(recognizer)
            }
        }
        let recognizers = groupRecognizers
        for recognizer in recognizers {
            groupTouches.clearKeepingCapacity()
            for touch in touches where touch.window === window && touch.phase == phase {
                let isItsRecognizer = touch.gestureRecognizers?.contains(where: { $0 === recognizer }) == true
                if isItsRecognizer && wants(recognizer, touch) { groupTouches.append(touch) }
            }
            guard !groupTouches.isEmpty else { continue }
            let lone = groupTouches.count == 1 ? GestureTouchSample(of: groupTouches[0]) : nil
            send(touchSet(groupTouches), lone: lone, to: recognizer, phase: phase, event: event)
        }
    }

    /// Delivers one phase of a touch alone in its phase to its recognizers.
    private func deliverToRecognizers(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent) {
        // The local copy of the list keeps its recognizers alive whatever a handler does to the touch's list,
        // so each is read without a retain.
        guard let recognizers = touch.gestureRecognizers else { return }
        let touches = touch.singletonSet
        let lone = GestureTouchSample(of: touch)
        if phase == .moved {
            // Most deliveries: a loop of its own, whose body is small enough to be inlined into the loop.
            forEachUnretained(in: recognizers) { recognizer in
                if wants(recognizer, touch) { send(touches, lone: lone, to: recognizer, phase: .moved, event: event) }
            }
            return
        }
        forEachUnretained(in: recognizers) { recognizer in
            if wants(recognizer, touch) { send(touches, lone: lone, to: recognizer, phase: phase, event: event) }
        }
    }

    @inline(__always)
    private func wants(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        switch recognizer.storedState {
        case .possible, .began, .changed: break
        default: return false
        }
        guard recognizer.isAttached,
            recognizer.touchBook.ignored.isEmpty || !recognizer.touchBook.ignored.contains(where: { $0 === touch })
        else { return false }
        // After its began, a touch goes only to recognizers still tracking it: one that was reset meanwhile
        // (disabled, removed, moved to another view, cancelled by an interruption) never saw it begin. Disabling
        // a recognizer aborts it and lets go of its touches, so only a began asks the overridable `isEnabled`.
        if touch.phase != .began { return recognizer.isTracking(touch) }
        return recognizer.isEnabled
    }

    /// Hands one recognizer its touches for a phase (`lone`: the sample of the one touch of `touches`, when there is
    /// one).
    /// Inlined into its loops, so the recognizer is not retained around a call ("touch move … 10 recognizers").
    @inline(__always)
    private func send(
        _ touches: Set<UITouch>, lone: GestureTouchSample?, to recognizer: UIGestureRecognizer, phase: UITouch.Phase,
        event: UIEvent
    ) {
        if phase == .began {
            application.gestureArbiter.join(recognizer)
            for touch in touches.sorted(by: { $0.finger < $1.finger }) {
                recognizer.trackedTouches.append(touch)
                recognizer.touchBook.sinceReset.append(touch)
            }
        }
        if phase != .cancelled { noteDelivered(touches) }
        if let verifier = activeVerifier {
            let method: ResponderMethod =
                switch phase {
                case .began: .touchesBegan
                case .moved: .touchesMoved
                case .ended: .touchesEnded
                default: .touchesCancelled
                }
            verifier.recognizerReceived(touches, recognizer: recognizer, method: method)
        }
        let transitions = recognizer.transitionCount
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved:
            // The engine's own classes feed a lone touch's move to their logic directly (the same as their
            // `touchesMoved`, without the set and the overridable call).
            if recognizer.movesThroughLogic, let lone {
                // An idle move (a pinch waiting for its second finger) is only kept: no call.
                if recognizer.idleMoves.areIdle {
                    recognizer.idleMoves.held = lone
                } else {
                    recognizer.feedLogicMoved(lone)
                }
            } else {
                recognizer.touchesMoved(touches, with: event)
            }
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
        // A continuous gesture under way that handled the event without setting `state` still changed: its
        // actions go out for every touch event, as UIKit sends them (§5; SpeedSketch's stroke recognizer).
        if recognizer.transitionCount == transitions,
            recognizer.storedState == .began || recognizer.storedState == .changed
        {
            application.gestureArbiter.apply(recognizer, .changed, reason: .touchEvent)
        }
    }

    /// A lifted touch leaves its recognizers; a recognizer keeps its last touches for `location(in:)`.
    func recognizersLost(_ touch: UITouch) {
        for recognizer in touch.gestureRecognizers ?? [] {
            guard let index = recognizer.trackedTouches.firstIndex(where: { $0 === touch }) else { continue }
            if recognizer.trackedTouches.count == 1 { recognizer.lastLift.touches = recognizer.trackedTouches }
            recognizer.trackedTouches.remove(at: index)
        }
    }

    // MARK: - Taking and withholding touches

    /// What the touch's recognizers say about delivering `phase` of it to its view: only what that phase's
    /// decision needs is asked (whether one took the touch and whether one delays its began, at a began; whether
    /// one delays its end, at an end).
    func recognizerVerdict(on touch: UITouch, for phase: UITouch.Phase) -> TouchGate.Recognizers {
        guard touch.gestureRecognizers != nil else { return .none }
        switch phase {
        case .began:
            let taken = isTakenByRecognizer(touch)
            return TouchGate.Recognizers(haveTaken: taken, delayBegan: !taken && delaysBegan(touch), delayEnded: false)
        case .ended:
            return TouchGate.Recognizers(haveTaken: false, delayBegan: false, delayEnded: delaysEnded(touch))
        default:
            return .none
        }
    }

    /// Whether a recognizer of the touch is already recognized and cancels touches in views.
    func isTakenByRecognizer(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { recognizer in
            recognizer.cancelsTouchesInView && (recognizer.storedState == .began || recognizer.storedState == .changed)
        } ?? false
    }

    func delaysBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && undecided($0, touch) } ?? false
    }

    func delaysEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && undecided($0, touch) } ?? false
    }

    /// Whether the recognizer may still recognize a gesture that includes `touch`: undecided, and the touch is
    /// part of its current gesture (a recognizer reset since the touch began no longer holds it back).
    private func undecided(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        recognizer.storedState == .possible && recognizer.isEnabled && recognizer.view != nil
            && recognizer.touchBook.sinceReset.contains { $0 === touch }
            && !recognizer.touchBook.ignored.contains { $0 === touch }
    }

    func hold(_ touch: UITouch) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    /// A recognizer recognized with `cancelsTouchesInView`: its touches leave their views
    /// (`touchesCancelled`, reason `recognized(by:)`, or never delivered if their began was withheld).
    func recognizerTookTouches(_ recognizer: UIGestureRecognizer) {
        let reason = TouchCancelReason.recognized(by: application.trace.subject(recognizer))
        var cancelled: [UITouch] = []
        for touch in recognizer.touchBook.sinceReset
        where !recognizer.touchBook.ignored.contains(where: { $0 === touch }) {
            touch.view = nil
            if touch.gate.isActive {
                cancelled.append(touch)
            } else {
                // A touch whose began never reached its view is discarded; one already done is left alone.
                _ = touch.gate.cancel()
            }
        }
        if !cancelled.isEmpty { cancel(cancelled, reason: reason) }
    }

    /// Delivers withheld began and ended phases whose recognizers have all decided.
    func releaseDelayedTouches() {
        guard driver.mayRelease else {
            driver.releaseAsked = true
            return
        }
        driver.releaseAsked = false
        guard !heldTouches.isEmpty else { return }
        let held = heldTouches
        for touch in held {
            guard let view = touch.boundView, touch.gate.isReleasable else {
                heldTouches.removeAll { $0 === touch }
                continue
            }
            let event = self.event ?? lastEvent ?? makeEventForRelease()
            if touch.gate.releaseBegan(recognizerVerdict(on: touch, for: .began)) == .deliver {
                deliver(touch.singletonSet, to: view, method: .touchesBegan, event: event)
            }
            if touch.gate.releaseEnded(recognizerVerdict(on: touch, for: .ended)) {
                presenting(touch.singletonSet, as: .ended) {
                    deliver(touch.singletonSet, to: view, method: .touchesEnded, event: event)
                }
            }
            if !touch.gate.isHeld { heldTouches.removeAll { $0 === touch } }
        }
    }

    private func makeEventForRelease() -> UIEvent {
        let event = UIEvent(type: .touches, timestamp: application.clock.now, application: application)
        lastEvent = event
        return event
    }
}
