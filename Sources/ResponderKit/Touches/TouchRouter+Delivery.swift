import Foundation

extension TouchRouter {
    /// Delivers the current frame's touches of `window`: began, moved, ended, then cancelled, each phase
    /// grouped by view so fingers that went down together arrive in one call.
    func deliverFrame(_ event: UIEvent, in window: UIWindow) {
        deliverPhase(.began, method: .touchesBegan, event, window)
        deliverPhase(.moved, method: .touchesMoved, event, window)
        deliverPhase(.ended, method: .touchesEnded, event, window)
        deliverPhase(.cancelled, method: .touchesCancelled, event, window)
    }

    private func deliverPhase(_ phase: UITouch.Phase, method: ResponderMethod, _ event: UIEvent, _ window: UIWindow) {
        let wanted: UITouch.DeliveryState = phase == .began ? .pending : .active
        var first: UITouch?
        var count = 0
        for touch in frameTouches
        where touch.window === window && touch.phase == phase && touch.delivery == wanted && touch.boundView != nil {
            if first == nil { first = touch }
            count += 1
        }
        guard let first, let view = first.boundView else { return }
        if count == 1 {
            deliver(first.singletonSet, to: view, method: method, event: event)
            return
        }
        groupBuffer.removeAll(keepingCapacity: true)
        for touch in frameTouches
        where touch.window === window && touch.phase == phase && touch.delivery == wanted {
            guard let view = touch.boundView else { continue }
            if let index = groupBuffer.firstIndex(where: { $0.view === view }) {
                groupBuffer[index].touches.append(touch)
            } else {
                groupBuffer.append((view, [touch]))
            }
        }
        let groups = groupBuffer
        for group in groups {
            let touches = Set(group.touches.filter { $0.delivery == wanted })
            if !touches.isEmpty { deliver(touches, to: group.view, method: method, event: event) }
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
                touch.delivery = .active
                touch.noteBegan(by: view)
            }
        case .touchesEnded, .touchesCancelled:
            for touch in touches { touch.noteEnded(by: view) }
        default:
            break
        }
        deliveryDepth += 1
        switch method {
        case .touchesBegan: view.touchesBegan(touches, with: event)
        case .touchesMoved: view.touchesMoved(touches, with: event)
        case .touchesEnded: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        deliveryDepth -= 1
        if method == .touchesEnded || method == .touchesCancelled {
            for touch in touches where touch.delivery == .active { finish(touch) }
        }
        if deliveryDepth == 0 { flushPendingCancels() }
    }

    /// Ends a touch for its view: every responder that received `touchesBegan` and has not seen the end gets
    /// `touchesCancelled` (reason `chainChanged`), in chain order; then nothing more is delivered.
    func finish(_ touch: UITouch) {
        touch.delivery = .finished
        while let index = touch.beganReceivers.firstIndex(where: { !$0.ended }) {
            let responder = touch.beganReceivers[index].responder
            touch.beganReceivers[index].ended = true
            if let trace = event?.observedTrace ?? (application.trace.isObserved ? application.trace : nil) {
                trace.record(.cancelled(responder: trace.subject(responder), fingers: [touch.finger], reason: .chainChanged))
            }
            deliveryDepth += 1
            responder.touchesCancelled(touch.singletonSet, with: event)
            deliveryDepth -= 1
        }
        touch.beganReceivers.removeAll()
    }

    // MARK: - Cancellation

    /// Cancels touches for their views now (or as soon as the current delivery returns), grouped by view.
    func cancel(_ touches: [UITouch], reason: TouchCancelReason) {
        for touch in touches {
            switch touch.delivery {
            case .active: pendingCancels.append((touch, reason))
            case .pending: touch.delivery = .finished
            case .withheld, .finished: break
            }
        }
        if deliveryDepth == 0 && !application.isDraining { flushPendingCancels() }
    }

    /// Delivers held cancellations: one `touchesCancelled` per view and reason.
    func flushPendingCancels() {
        guard deliveryDepth == 0 else { return }
        while !pendingCancels.isEmpty {
            let (firstTouch, reason) = pendingCancels[0]
            guard let view = firstTouch.boundView else {
                pendingCancels.removeFirst()
                continue
            }
            var group: Set<UITouch> = []
            pendingCancels.removeAll { entry in
                guard entry.touch.boundView === view, entry.reason == reason else { return false }
                if entry.touch.delivery == .active { group.insert(entry.touch) }
                return true
            }
            guard !group.isEmpty else { continue }
            let event = self.event ?? UIEvent(type: .touches, timestamp: application.clock.now, application: application)
            for touch in group { touch.phase = .cancelled }
            deliver(group, to: view, method: .touchesCancelled, event: event, cancelReason: reason)
        }
    }

    /// Cancels every live touch; with `forget`, also forgets the fingers (an input reset).
    func cancelAll(reason: TouchCancelReason, forget: Bool) {
        let touches = liveTouches.values.sorted { $0.finger < $1.finger }
        cancel(touches, reason: reason)
        flushPendingCancels()
        if forget {
            for touch in touches where touch.delivery == .active { finish(touch) }
            liveTouches.removeAll()
            event = nil
        }
    }

    /// A subtree left `window`: touches whose view is in it are cancelled (reason `viewRemoved`).
    func subtreeLeft(_ root: UIView, window: UIWindow) {
        let affected = liveTouches.values.filter { touch in
            touch.window === window && (touch.boundView?.isDescendant(of: root) ?? false)
        }
        guard !affected.isEmpty else { return }
        cancel(affected.sorted { $0.finger < $1.finger }, reason: .viewRemoved)
    }

    /// A window was hidden or detached: its touches are cancelled (reason `windowHidden`).
    func windowGone(_ window: UIWindow) {
        let affected = liveTouches.values.filter { $0.window === window }
        guard !affected.isEmpty else { return }
        cancel(affected.sorted { $0.finger < $1.finger }, reason: .windowHidden)
    }
}
