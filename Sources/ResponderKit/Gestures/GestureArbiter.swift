import Foundation

/// Decides, for the recognizers taking part in the current gestures, which may leave `.possible` and when;
/// one per application.
///
/// ```
/// recognizer asks for began/recognized ──► waits while a failure requirement is still possible
///                                      ──► fails if the delegate or a view on the touch's path says no
///                                      ──► fails if a recognizer already recognized and may prevent it
///                                      ──► recognizes: actions, others prevented, touches cancelled in views
/// recognizer fails ──► recognizers waiting for it try again ──► delayed touches may go to views
/// ```
@MainActor
final class GestureArbiter {
    /// The application that owns this object. Only the application holds it (recognizers reach it through the
    /// application's anchor), so the application outlives it; `unowned(unsafe)` spares every delivery step the
    /// reference-count traffic of checked access.
    /// Set by the application right after its own initialization (it creates this object first, to hold it in a
    /// `let`), and never changed.
    unowned(unsafe) private(set) var application: UIApplication!
    /// The recognizers in play: received touches since their last reset.
    var active: [UIGestureRecognizer] = []

    init() {}

    /// Binds this object to the application that created it.
    func bind(to application: UIApplication) {
        self.application = application
    }

    var trace: DispatchTrace? {
        application.observers.observedTrace
    }

    func join(_ recognizer: UIGestureRecognizer) {
        guard !active.contains(where: { $0 === recognizer }) else { return }
        recognizer.arbiterAnchor = application.anchor
        active.append(recognizer)
    }

    // MARK: - Transitions

    /// Handles a recognizer's request to move to `new`.
    func request(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State, reason: String) {
        let old = recognizer.storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if let blocker = blockingRequirement(of: recognizer) {
                if recognizer.waitingToRecognize == nil {
                    recordNote(recognizer, "waits for \(blocker.traceName) to fail")
                }
                recognizer.waitingToRecognize = new
                recognizer.transitionReason = reason
                return
            }
            attemptRecognition(recognizer, as: new, reason: reason)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer, reason: reason.isEmpty ? "failed" : reason)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            apply(recognizer, new, reason: reason)
        case (.began, .failed), (.changed, .failed):
            apply(recognizer, .cancelled, reason: reason.isEmpty ? "failed after it began" : reason)
        case (_, .possible):
            if old.isTerminal { resetNow(recognizer) }
        default:
            break
        }
    }

    /// Moves a recognizer's state, records it, sends its actions, and resets it when its gesture is over.
    func apply(
        _ recognizer: UIGestureRecognizer, _ new: UIGestureRecognizer.State, reason: String, resetWhenDone: Bool = true
    ) {
        let old = recognizer.storedState
        recognizer.storedState = new
        recognizer.transitionCount &+= 1
        recognizer.waitingToRecognize = nil
        application.activeVerifier?.recognizerMoved(recognizer, from: old, to: new)
        if let trace {
            trace.record(
                .recognizerTransition(
                    recognizer: subject(recognizer), from: old.description, to: new.description, reason: reason))
        }
        if new != .failed { sendActions(recognizer) }
        if new.isTerminal && resetWhenDone { resetIfDone(recognizer) }
    }

    private func recordNote(_ recognizer: UIGestureRecognizer, _ note: String) {
        guard let trace else { return }
        let state = recognizer.storedState.description
        trace.record(.recognizerTransition(recognizer: subject(recognizer), from: state, to: state, reason: note))
    }

    func subject(_ recognizer: UIGestureRecognizer) -> TraceSubject {
        application.trace.subject(recognizer)
    }

    private func sendActions(_ recognizer: UIGestureRecognizer) {
        for entry in recognizer.targets {
            if let handler = entry.handler {
                handler(recognizer)
            } else if let action = entry.action, !entry.isGone {
                application.sendAction(action, to: entry.target, from: recognizer, for: nil)
            }
        }
    }

    // MARK: - Recognition

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as new: UIGestureRecognizer.State, reason: String) {
        if let veto = veto(recognizer) {
            fail(recognizer, reason: veto)
            return
        }
        for other in active where other !== recognizer && other.storedState.isRecognized
            && competes(recognizer, other) && !simultaneous(recognizer, other)
            && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        {
            fail(recognizer, reason: "prevented by \(other.traceName)")
            return
        }
        apply(recognizer, new, reason: reason.isEmpty ? "recognized" : reason, resetWhenDone: false)
        if recognizer.cancelsTouchesInView {
            application.touchRouter.recognizerTookTouches(recognizer)
        }
        for other in active where other !== recognizer && other.storedState == .possible {
            if requirements(of: other).contains(where: { $0 === recognizer }) {
                fail(other, reason: "required \(recognizer.traceName) to fail, but it recognized")
            } else if competes(recognizer, other) && !simultaneous(recognizer, other)
                && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            {
                fail(other, reason: "prevented by \(recognizer.traceName)")
            }
        }
        if new.isTerminal { resetIfDone(recognizer) }
        application.touchRouter.releaseDelayedTouches()
    }

    /// `gestureRecognizerShouldBegin`: the delegate, then each view from the touches' hit views up to the
    /// recognizer's view. Returns why it was refused, or nil.
    private func veto(_ recognizer: UIGestureRecognizer) -> String? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "delegate's gestureRecognizerShouldBegin returned false"
        }
        guard let owner = recognizer.view else { return "its view is gone" }
        var asked: [UIView] = []
        for touch in recognizer.touchesSinceReset {
            var view = touch.boundView
            while let current = view {
                if !asked.contains(where: { $0 === current }) {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(recognizer) {
                        return "\(current.traceName).gestureRecognizerShouldBegin returned false"
                    }
                }
                if current === owner { break }
                view = current.storedSuperview
            }
        }
        if asked.isEmpty, !owner.gestureRecognizerShouldBegin(recognizer) {
            return "\(owner.traceName).gestureRecognizerShouldBegin returned false"
        }
        return nil
    }

    /// Fails a recognizer; recognizers waiting for it may now recognize, and delayed touches may go on.
    func fail(_ recognizer: UIGestureRecognizer, reason: String) {
        guard recognizer.storedState == .possible else { return }
        apply(recognizer, .failed, reason: reason)
        for waiter in active where waiter !== recognizer && waiter.storedState == .possible {
            guard let wanted = waiter.waitingToRecognize, blockingRequirement(of: waiter) == nil else { continue }
            attemptRecognition(waiter, as: wanted, reason: "\(recognizer.traceName) failed")
        }
        application.touchRouter.releaseDelayedTouches()
    }

    /// Ends a recognizer's gesture from outside (disabled, removed, its view left the window).
    func abort(_ recognizer: UIGestureRecognizer, reason: String) {
        switch recognizer.storedState {
        case .possible: fail(recognizer, reason: reason)
        case .began, .changed: apply(recognizer, .cancelled, reason: reason)
        default: break
        }
        if let token = recognizer.timerToken {
            application.cancelTimer(token)
            recognizer.timerToken = nil
        }
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        resetIfDone(recognizer)
        application.touchRouter.releaseDelayedTouches()
    }

    // MARK: - Relations

    /// The recognizers this one must wait for: `require(toFail:)`, the subclass methods and the delegates.
    func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in active where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    /// A requirement that is still in play and undecided.
    private func blockingRequirement(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        requirements(of: recognizer).first { other in
            other.storedState == .possible && active.contains(where: { $0 === other }) && other.isEnabled
        }
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two recognizers saw a common touch since their last reset.
    func competes(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touchesSinceReset.contains { touch in b.touchesSinceReset.contains { $0 === touch } }
            || a.trackedPresses.contains { press in b.trackedPresses.contains { $0 === press } }
    }

    // MARK: - Reset

    /// After a frame or a press: recognizers whose gesture is over and whose touches and presses are gone are
    /// reset; a recognizer left undecided with nothing down, no timer and nothing to wait for fails, and one left
    /// began or changed with nothing down is cancelled, so that none stays half-way.
    func settleIdleRecognizers() {
        for recognizer in active {
            guard recognizer.trackedTouches.isEmpty, recognizer.trackedPresses.isEmpty else { continue }
            switch recognizer.storedState {
            case .possible where recognizer.timerToken == nil && recognizer.waitingToRecognize == nil:
                fail(recognizer, reason: "its touches ended before it recognized")
            case .began, .changed:
                apply(recognizer, .cancelled, reason: "its touches ended")
            case .ended, .cancelled, .failed:
                resetIfDone(recognizer)
            default:
                break
            }
        }
    }

    /// Resets a recognizer whose gesture is over once none of its touches is down.
    func resetIfDone(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState.isTerminal, recognizer.trackedTouches.isEmpty, recognizer.trackedPresses.isEmpty
        else { return }
        resetNow(recognizer)
    }

    func resetNow(_ recognizer: UIGestureRecognizer) {
        application.activeVerifier?.recognizerReset(recognizer)
        if let token = recognizer.timerToken {
            application.cancelTimer(token)
            recognizer.timerToken = nil
        }
        recognizer.storedState = .possible
        recognizer.waitingToRecognize = nil
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        recognizer.touchesSinceReset.removeAll()
        recognizer.ignoredTouches.removeAll()
        recognizer.forgetLastTouches()
        recognizer.reset()
        active.removeAll { $0 === recognizer }
    }
}

extension UIGestureRecognizer {
    /// The application the recognizer works in.
    var application: UIApplication? {
        arbiter?.application ?? view?.window?.application
    }

    /// Starts (or restarts) the recognizer's timer; `timerFired()` runs at `deadline`.
    func startTimer(at deadline: TimeInterval) {
        stopTimer()
        guard let application else { return }
        timerToken = application.scheduleTimer(at: deadline) { [weak self] in
            guard let self else { return }
            self.timerToken = nil
            self.timerFired()
            application.touchRouter.releaseDelayedTouches()
            application.touchRouter.flushPendingCancels()
        }
    }

    /// Cancels the recognizer's timer.
    func stopTimer() {
        if let timerToken { application?.cancelTimer(timerToken) }
        timerToken = nil
    }

    /// Asks arbitration for a state change; without an application (not attached, no window) the state
    /// changes directly.
    func requestTransition(to new: State, reason: String) {
        if let arbiter {
            arbiter.request(self, to: new, reason: reason)
        } else if new == .possible || storedState == .possible || !storedState.isTerminal {
            storedState = new
        }
    }
}
