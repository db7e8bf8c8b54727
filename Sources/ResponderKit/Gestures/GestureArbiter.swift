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
    /// application's anchor), so the application outlives it; an unretained reference spares every delivery
    /// step the reference-count traffic of checked access.
    /// Set by the application right after its own initialization (it creates this object first, to hold it in a
    /// `let`), and never changed.
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    /// The application that owns this object.
    var application: UIApplication { applicationReference.object! }
    /// The recognizers in play: received touches since their last reset.
    var active: [UIGestureRecognizer] = []

    init() {}

    /// Binds this object to the application that created it.
    func bind(to application: UIApplication) {
        applicationReference = UnretainedReference(application)
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

    /// Handles a recognizer's request to move to `new`, as the arena decides it.
    func request(
        _ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State, reason: RecognizerTransitionReason
    ) {
        switch GestureArena.request(recognizer, from: recognizer.storedState, to: new, reason: reason, facts) {
        case .wait(let blocker, let isNew):
            if isNew { recordWait(recognizer, for: blocker) }
            recognizer.waitingToRecognize = new
        case .attempt(let state, let reason):
            attemptRecognition(recognizer, as: state, reason: reason)
        case .fail(let reason):
            fail(recognizer, reason: reason)
        case .move(let state, let reason):
            apply(recognizer, state, reason: reason)
        case .reset:
            resetNow(recognizer)
        case .ignore:
            break
        }
    }

    /// Moves a recognizer's state, records it, sends its actions, and resets it when its gesture is over.
    func apply(
        _ recognizer: UIGestureRecognizer, _ new: UIGestureRecognizer.State, reason: RecognizerTransitionReason,
        resetWhenDone: Bool = true
    ) {
        let old = recognizer.storedState
        recognizer.storedState = new
        recognizer.transitionCount &+= 1
        recognizer.waitingToRecognize = nil
        application.activeVerifier?.recognizerMoved(recognizer, from: old, to: new)
        if let trace {
            trace.record(.recognizerTransition(recognizer: subject(recognizer), from: old, to: new, reason: reason))
        }
        if new != .failed { sendActions(recognizer) }
        if new.isTerminal && resetWhenDone { resetIfDone(recognizer) }
    }

    private func recordWait(_ recognizer: UIGestureRecognizer, for blocker: TraceSubject) {
        guard let trace else { return }
        let state = recognizer.storedState
        trace.record(
            .recognizerTransition(
                recognizer: subject(recognizer), from: state, to: state, reason: .waitsForFailure(of: blocker)))
    }

    func subject(_ recognizer: UIGestureRecognizer) -> TraceSubject {
        application.trace.subject(recognizer)
    }

    private func sendActions(_ recognizer: UIGestureRecognizer) {
        // A local copy of the list (a handler may add or remove targets), read field by field: copying a whole
        // entry would copy its weak target and its selector, at every change of every continuous gesture.
        let targets = recognizer.targets
        for index in targets.indices {
            if let handler = targets[index].handler {
                handler(recognizer)
            } else if let action = targets[index].action, !targets[index].isGone {
                application.sendAction(action, to: targets[index].target, from: recognizer, for: nil)
            }
        }
    }

    // MARK: - Recognition

    private func attemptRecognition(
        _ recognizer: UIGestureRecognizer, as new: UIGestureRecognizer.State, reason: RecognizerTransitionReason
    ) {
        switch GestureArena.attempt(recognizer, as: new, reason: reason, facts) {
        case .fail(let reason):
            fail(recognizer, reason: reason)
        case .recognize(let state, let reason):
            apply(recognizer, state, reason: reason, resetWhenDone: false)
            if recognizer.cancelsTouchesInView {
                application.carryOut(.takeTouches(of: recognizer))
            }
            for other in active {
                if let reason = GestureArena.consequence(of: recognizer, for: other, facts) {
                    fail(other, reason: reason)
                }
            }
            if state.isTerminal { resetIfDone(recognizer) }
            application.carryOut(.releaseHeldTouches)
        }
    }

    /// Fails a recognizer; recognizers waiting for it may now recognize, and delayed touches may go on.
    func fail(_ recognizer: UIGestureRecognizer, reason: RecognizerTransitionReason) {
        guard recognizer.storedState == .possible else { return }
        apply(recognizer, .failed, reason: reason)
        for waiter in active {
            guard let (state, reason) = GestureArena.retry(waiter, after: recognizer, facts) else { continue }
            attemptRecognition(waiter, as: state, reason: reason)
        }
        application.carryOut(.releaseHeldTouches)
    }

    /// Ends a recognizer's gesture from outside (disabled, removed, its view left the window).
    func abort(_ recognizer: UIGestureRecognizer, reason: RecognizerTransitionReason) {
        switch GestureArena.abort(recognizer.storedState) {
        case .failed: fail(recognizer, reason: reason)
        case .some(let state): apply(recognizer, state, reason: reason)
        case nil: break
        }
        if let token = recognizer.timerToken {
            application.cancelTimer(token)
            recognizer.timerToken = nil
        }
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        resetIfDone(recognizer)
        application.carryOut(.releaseHeldTouches)
    }

    // MARK: - Relations

    /// The arena's facts, answered from the live recognizers.
    var facts: LiveArenaFacts { LiveArenaFacts(arbiter: self) }

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

    // MARK: - Reset

    /// After a frame or a press: recognizers whose gesture is over and whose touches and presses are gone are
    /// reset; a recognizer left undecided with nothing down, no timer and nothing to wait for fails, and one left
    /// began or changed with nothing down is cancelled, so that none stays half-way.
    func settleIdleRecognizers() {
        // Most frames: every recognizer in play still has a finger down. A scan of loads says so, where the loop
        // below holds the list and each recognizer for the calls it may make.
        guard active.contains(where: { $0.trackedTouches.isEmpty && $0.trackedPresses.isEmpty }) else { return }
        for recognizer in active {
            guard recognizer.trackedTouches.isEmpty, recognizer.trackedPresses.isEmpty else { continue }
            let settlement = GestureArena.settle(
                recognizer.storedState, hasTimer: recognizer.timerToken != nil,
                isWaiting: recognizer.waitingToRecognize != nil)
            switch settlement {
            case .fail(let reason): fail(recognizer, reason: reason)
            case .cancel(let reason): apply(recognizer, .cancelled, reason: reason)
            case .reset: resetIfDone(recognizer)
            case .keep: break
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
        recognizer.touchBook.sinceReset.removeAll()
        recognizer.touchBook.ignored.removeAll()
        recognizer.forgetLastTouches()
        recognizer.idleMoves.held = nil
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
            application.carryOut(.settleAfterTimer)
        }
    }

    /// Cancels the recognizer's timer.
    func stopTimer() {
        if let timerToken { application?.cancelTimer(timerToken) }
        timerToken = nil
    }

    /// Asks arbitration for a state change; without an application (not attached, no window) the state
    /// changes directly.
    func requestTransition(to new: State, reason: RecognizerTransitionReason) {
        if let arbiter {
            arbiter.request(self, to: new, reason: reason)
        } else if new == .possible || storedState == .possible || !storedState.isTerminal {
            storedState = new
        }
    }
}

/// The arena's facts about the recognizers of one application, asked of the recognizers, their delegates and
/// the views on their touches' paths at the moment the arena needs them.
@MainActor
struct LiveArenaFacts: ArenaFacts {
    let arbiter: GestureArbiter

    var members: [UIGestureRecognizer] { arbiter.active }

    func isSame(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool { a === b }

    func state(of member: UIGestureRecognizer) -> UIGestureRecognizer.State { member.storedState }

    func awaitedState(of member: UIGestureRecognizer) -> UIGestureRecognizer.State? { member.waitingToRecognize }

    func blockingRequirement(of member: UIGestureRecognizer) -> UIGestureRecognizer? {
        arbiter.requirements(of: member).first { other in
            other.storedState == .possible && arbiter.active.contains(where: { $0 === other }) && other.isEnabled
        }
    }

    func requires(_ member: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        arbiter.requirements(of: member).contains { $0 === other }
    }

    /// The recognizer's own refusal (a scroll view's pan), then `gestureRecognizerShouldBegin`: the delegate, then
    /// each view from the touches' hit views up to the
    /// recognizer's view.
    func refusal(of member: UIGestureRecognizer) -> RecognizerTransitionReason? {
        if let own = member.beginRefusal() { return own }
        if let delegate = member.delegate, !delegate.gestureRecognizerShouldBegin(member) { return .delegateRefused }
        guard let owner = member.view else { return .viewGone }
        let trace = arbiter.application.trace
        var asked: [UIView] = []
        for touch in member.touchBook.sinceReset {
            var view = touch.boundView
            while let current = view {
                if !asked.contains(where: { $0 === current }) {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(member) { return .viewRefused(trace.subject(current)) }
                }
                if current === owner { break }
                view = current.storedSuperview
            }
        }
        if asked.isEmpty, !owner.gestureRecognizerShouldBegin(member) { return .viewRefused(trace.subject(owner)) }
        return nil
    }

    func competes(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touchBook.sinceReset.contains { touch in b.touchBook.sinceReset.contains { $0 === touch } }
            || a.trackedPresses.contains { press in b.trackedPresses.contains { $0 === press } }
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func mayPrevent(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.canPrevent(b) && b.canBePrevented(by: a)
    }

    func subject(_ member: UIGestureRecognizer) -> TraceSubject { arbiter.subject(member) }
}
