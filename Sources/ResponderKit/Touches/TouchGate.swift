import Foundation

/// What delivery does with one touch for its hit view: a pure state machine, fed the touch's phases, the
/// verdict of its gesture recognizers and requests to cancel, that answers with the action to perform.
///
/// ```
///            began ──► taken by a recognizer ──► discard (the view never sees the touch)
///  pending ──┤     ──► a recognizer delays began ──► hold ──► release: deliver began (or discard if taken)
///            └──────────────────────────────────► deliver began ──► active
///  active ── moved ──► deliver
///         ── ended ──► a recognizer delays ended ──► hold ──► release: deliver ended
///                  └─► deliver ended ──► finished
///         ── cancel(reason) ──► cancel after the current delivery ──► finished
///  withheld (exclusive / multiple-touch rules) ──► nothing, ever
/// ```
///
/// The router is its driver: it asks the gate at each phase and each cancellation and performs the answer
/// (calls the view, remembers a held touch, queues a cancellation). Every rule of BEHAVIOUR §4 and §5 about
/// what a view receives is decided here, and the gate's table tests name them.
struct TouchGate: Hashable, Sendable {
    /// Where delivery to the touch's view stands.
    enum Stage: Hashable, Sendable {
        /// Hit-tested; `touchesBegan` not yet delivered.
        case pending
        /// `touchesBegan` delivered; more may follow.
        case active
        /// Not delivered to the view at all (`isExclusiveTouch`, `isMultipleTouchEnabled`).
        case withheld(WithholdReason)
        /// Ended or cancelled for the view, or never to be delivered: nothing more.
        case finished
    }

    /// What the touch's gesture recognizers say about it now.
    struct Recognizers: Hashable, Sendable {
        /// A recognizer that cancels touches in views has recognized the gesture with this touch.
        var haveTaken: Bool
        /// An undecided recognizer of the touch has `delaysTouchesBegan`.
        var delayBegan: Bool
        /// An undecided recognizer of the touch has `delaysTouchesEnded`.
        var delayEnded: Bool

        /// No recognizer holds the touch back.
        static let none = Recognizers(haveTaken: false, delayBegan: false, delayEnded: false)
    }

    /// What the driver does with a phase of the touch.
    enum Action: Hashable, Sendable {
        /// Deliver the phase to the view now.
        case deliver
        /// Withhold the phase; the driver keeps the touch with the held ones and asks ``release(_:)`` later.
        case hold
        /// The view never gets this touch: a recognizer took it before its began was delivered.
        case discard
        /// Nothing for this phase.
        case skip
    }

    /// What the driver does with a request to cancel the touch.
    enum Cancellation: Hashable, Sendable {
        /// Deliver `touchesCancelled` once the current delivery returns (``cancelDelivered()`` then).
        case queue
        /// The view never got the touch: it is finished without a call.
        case discard
        /// Already cancelled, finished or withheld: nothing to do.
        case ignore
    }

    /// What releasing a withheld began does.
    enum BeganRelease: Hashable, Sendable {
        /// Deliver the withheld `touchesBegan` now.
        case deliver
        /// Discard it: a recognizer took the touch; the view never gets it.
        case discard
        /// Nothing yet: no began is held, or a recognizer still delays it.
        case keep
    }

    /// Where delivery stands.
    private(set) var stage: Stage = .pending
    /// Whether `touchesBegan` is withheld while a recognizer may still recognize.
    private(set) var beganHeld = false
    /// Whether the touch ended but its `touchesEnded` is withheld while a recognizer may still recognize.
    private(set) var endHeld = false
    /// Whether a cancellation waits for the current delivery to return; nothing else is delivered meanwhile.
    private(set) var cancelPending = false

    /// A gate for a touch just bound to its hit view.
    init() {}

    /// A gate in a given state, for tests and for touches with no view.
    init(stage: Stage, beganHeld: Bool = false, endHeld: Bool = false, cancelPending: Bool = false) {
        self.stage = stage
        self.beganHeld = beganHeld
        self.endHeld = endHeld
        self.cancelPending = cancelPending
    }

    /// Whether the view tracks the touch: began or about to, and not yet ended or cancelled.
    var isTracked: Bool { stage == .pending || stage == .active }

    /// Whether the view got `touchesBegan` and nothing has ended it yet.
    var isActive: Bool { stage == .active }

    /// The touch will never reach its view (`isExclusiveTouch`, `isMultipleTouchEnabled`).
    mutating func withhold(_ reason: WithholdReason) {
        stage = .withheld(reason)
    }

    /// The touch has no view to go to (no window answered): nothing is ever delivered.
    mutating func close() {
        stage = .finished
        beganHeld = false
        endHeld = false
    }

    /// The touch arrives in `phase`: deliver it, hold it, discard the touch, or skip. `recognizers` is asked only
    /// for the phases the recognizers can change (began and ended).
    mutating func arrive(_ phase: UITouch.Phase, _ recognizers: @autoclosure () -> Recognizers) -> Action {
        guard !cancelPending else { return .skip }
        switch phase {
        case .began:
            guard stage == .pending else { return .skip }
            let verdict = recognizers()
            if verdict.haveTaken {
                close()
                return .discard
            }
            if verdict.delayBegan {
                beganHeld = true
                return .hold
            }
            return .deliver
        case .moved:
            return stage == .active ? .deliver : .skip
        case .ended:
            if stage == .pending && beganHeld {
                // The began is still held: the end waits with it, and the touch is already among the held.
                endHeld = true
                return .skip
            }
            guard stage == .active else { return .skip }
            if recognizers().delayEnded {
                endHeld = true
                return .hold
            }
            return .deliver
        case .cancelled:
            if stage == .pending {
                close()
                return .skip
            }
            return stage == .active ? .deliver : .skip
        case .stationary, .regionEntered, .regionMoved, .regionExited:
            return .skip
        }
    }

    /// `touchesBegan` reached the view.
    mutating func beganDelivered() {
        stage = .active
    }

    /// `touchesEnded` or `touchesCancelled` reached the view: whether the touch was still active, in which case
    /// the driver ends it for every responder that got its began (`finish`).
    mutating func endDelivered() -> Bool {
        guard stage == .active else { return false }
        stage = .finished
        return true
    }

    /// Something asks to cancel the touch for its view (a recognizer took it, its view left the window, an
    /// interruption).
    mutating func cancel() -> Cancellation {
        switch stage {
        case .active:
            guard !cancelPending else { return .ignore }
            cancelPending = true
            return .queue
        case .pending:
            close()
            return .discard
        case .withheld, .finished:
            return .ignore
        }
    }

    /// The queued cancellation is being delivered: whether the view still needs `touchesCancelled`.
    mutating func cancelDelivered() -> Bool {
        cancelPending = false
        endHeld = false
        return stage == .active
    }

    /// Whether the touch may still be released: not finished and no cancellation on its way.
    var isReleasable: Bool { stage != .finished && !cancelPending }

    /// The recognizers decided something: whether a withheld began goes to the view now. The driver delivers it
    /// (``beganDelivered()``) before it asks ``releaseEnded(_:)``, whose answer may depend on what the began's
    /// handlers did.
    mutating func releaseBegan(_ recognizers: @autoclosure () -> Recognizers) -> BeganRelease {
        guard beganHeld else { return .keep }
        let verdict = recognizers()
        guard !verdict.delayBegan else { return .keep }
        beganHeld = false
        if verdict.haveTaken {
            stage = .finished
            return .discard
        }
        return .deliver
    }

    /// Whether a withheld end goes to the view now: its began was delivered and no recognizer delays it.
    mutating func releaseEnded(_ recognizers: @autoclosure () -> Recognizers) -> Bool {
        guard endHeld, !beganHeld, stage == .active, !cancelPending, !recognizers().delayEnded else { return false }
        endHeld = false
        return true
    }

    /// Whether the touch stays among the held ones: a phase is still withheld and the touch is not finished.
    var isHeld: Bool { (beganHeld || endHeld) && stage != .finished }

    /// The touch is ended for its view by the driver (its responders get their ends now): nothing more.
    mutating func finish() {
        stage = .finished
    }

    /// Whether the phase, found deliverable by ``arrive(_:_:)``, may still be delivered just before its call: an
    /// earlier call of the same frame may have cancelled the touch.
    func mayStillDeliver(_ phase: UITouch.Phase) -> Bool {
        !cancelPending && stage == (phase == .began ? .pending : .active)
    }

    /// The finger lifted and the frame is over: whether the touch is still active with no end on its way, so the
    /// driver must end it for its responders now (its end was never delivered: its window went away).
    var needsFinishAtLift: Bool {
        stage == .active && !endHeld && !cancelPending
    }
}
