import Foundation

/// Checks, on every delivery, that nothing gets stuck: every began gets its one end, phases go in order,
/// recognizers finish their gestures, nothing reaches a view outside its window. One per application.
///
/// ```
/// router binds a touch ─────► touchBound      ─┐
/// router / forwarding calls ► touchesDelivered ├─► books per touch, per recognizer, per control
/// recognizers get touches ──► recognizerReceived│   (object identity: finger numbers are reused)
/// arbiter moves a state ────► recognizerMoved  ─┘
/// a queue item is done ─────► workFinished ──────► retire touches the engine forgot: every began ended?
///                                     violation ──► LifecycleViolation (rule, objects, recent events)
///                                                   ──► onViolation, violations
/// ```
///
/// It is on by default in debug builds (`UIApplication.isVerifying`) and costs one branch per hook when off.
/// The checks use their own books, not the engine's, so an engine bug cannot hide itself.
///
/// ```swift
/// app.verifier.onViolation = { Issue.record("\($0)") }
/// // … drive the app …
/// app.verifier.verifyQuiescent()      // no touch, recognizer or control left half-way
/// #expect(app.verifier.violations.isEmpty)
/// ```
@MainActor
public final class LifecycleVerifier {
    /// Called with each violation as it is found.
    public var onViolation: (@MainActor (LifecycleViolation) -> Void)?
    /// Every violation found so far, oldest first.
    public private(set) var violations: [LifecycleViolation] = []
    /// How many lifecycle events a violation carries (the bounded history kept while verifying).
    public var historyLimit = 48 {
        didSet { historyLimit = Swift.max(1, historyLimit) }
    }

    unowned let application: UIApplication
    /// The application's trace, for naming subjects; held strongly because events keep the verifier alive
    /// (through ``DeliveryObservers``) and may outlive the application.
    let trace: DispatchTrace
    var touchBooks: [ObjectIdentifier: TouchBook] = [:]
    var recognizerBooks: [ObjectIdentifier: RecognizerBook] = [:]
    var trackingControls: [ObjectIdentifier: UIResponder] = [:]
    /// The scroll views between `scrollViewWillBeginDragging` and `scrollViewDidEndDragging`.
    var openDrags: [ObjectIdentifier: TraceSubject] = [:]
    var touchSerial = 0
    /// The estimation-update indices of samples delivered, for checking updates (§12).
    var sampleBooks = SampleBooks()
    /// The completions of `UIView.animate` calls that have not run, by serial number (see
    /// `LifecycleVerifier+Animations.swift`).
    var completionBooks: [Int: CompletionBook] = [:]
    var completionSerial = 0
    var history: [Note] = []
    var historyStart = 0

    init(application: UIApplication) {
        self.application = application
        self.trace = application.trace
    }

    /// Forgets the violations found so far.
    public func clearViolations() {
        violations.removeAll()
    }

    /// Checks that nothing is in flight that should have finished: every touch the verifier saw is over and
    /// got its ends, no recognizer is between `.possible` and its reset, no control is tracking, no `UIView.animate`
    /// completion is owed by animations that stopped or were lost. Call it once a
    /// scenario is over (fingers lifted, timers run); violations go where the others do.
    public func verifyQuiescent() {
        workFinished()
        for book in touchBooks.values.sorted(by: { $0.identity.serial < $1.identity.serial }) {
            let router = application.touchRouter
            let touch = book.touch
            var state: [String] = []
            if router.liveTouches[touch.finger] === touch { state.append("its finger is down") }
            if router.heldTouches.contains(where: { $0 === touch }) { state.append("a phase is withheld") }
            if touch.cancelPending { state.append("a cancellation is pending") }
            report(
                .touchEndsOnce,
                "\(book.identity) on \(book.hitView?.traceName ?? "no view") is still in flight when the scenario "
                    + "is over: \(state.joined(separator: ", "))",
                subjects: book.hitView.map { [subject($0)] } ?? [], touch: book.identity)
        }
        touchBooks.removeAll()
        for recognizer in application.gestureArbiter.active {
            report(
                .recognizerTerminatesOnce,
                "\(recognizer.traceName) is left \(recognizer.storedState) with its gesture over",
                subjects: [subject(recognizer)])
        }
        for control in trackingControls.values {
            report(
                .controlTrackingEndsOnce, "\(control.traceName) is still tracking when the scenario is over",
                subjects: [subject(control)])
        }
        trackingControls.removeAll()
        verifyScrollViewsQuiescent()
        verifyAnimationsQuiescent()
    }

    /// Forgets every book; called when verification is turned on, so it checks what begins afterwards.
    func restart() {
        touchBooks.removeAll()
        recognizerBooks.removeAll()
        trackingControls.removeAll()
        openDrags.removeAll()
        completionBooks.removeAll()
        history.removeAll()
        historyStart = 0
    }

    // MARK: - Reporting

    func report(
        _ rule: LifecycleViolation.Rule, _ message: String, subjects: [TraceSubject],
        touch: LifecycleViolation.TouchIdentity? = nil
    ) {
        let violation = LifecycleViolation(
            rule: rule, message: message, subjects: subjects, touch: touch, recentEvents: recentEvents())
        violations.append(violation)
        onViolation?(violation)
    }

    func subject(_ responder: UIResponder) -> TraceSubject {
        trace.subject(responder)
    }

    func subject(_ recognizer: UIGestureRecognizer) -> TraceSubject {
        trace.subject(recognizer)
    }

    // MARK: - History

    /// One lifecycle event, kept cheaply (objects, not names) and rendered only when a violation is reported.
    ///
    /// Objects are held weakly and touches by finger: the history belongs to the application, so a strong
    /// reference to the application (a responder in the chain) or to a touch (which knows its responders) would
    /// keep the whole application alive after its last user lets go. A freed object renders as `(freed)`.
    enum Note {
        case input(InputEvent)
        case bound(finger: Int, view: Weak<UIView>, window: Weak<UIWindow>)
        case delivered(Weak<UIResponder>, ResponderMethod, [Int])
        case recognizerReceived(Weak<UIGestureRecognizer>, ResponderMethod, [Int])
        case recognizerMoved(Weak<UIGestureRecognizer>, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        case control(Weak<UIResponder>, ControlTrackingChange)
    }

    /// A weak reference, for the history.
    struct Weak<Object: AnyObject> {
        weak var object: Object?

        init(_ object: Object?) {
            self.object = object
        }
    }

    /// The fingers of `touches`, in order.
    static func fingers(_ touches: Set<UITouch>) -> [Int] {
        touches.map(\.finger).sorted()
    }

    func note(_ note: Note) {
        if history.count < historyLimit {
            history.append(note)
        } else {
            history[historyStart] = note
            historyStart = (historyStart + 1) % history.count
        }
    }

    func noteInput(_ input: InputEvent) {
        note(.input(input))
    }

    private func recentEvents() -> [TraceEvent] {
        let ordered = history[historyStart...] + history[..<historyStart]
        return ordered.map(render)
    }

    private func render(_ note: Note) -> TraceEvent {
        switch note {
        case .input(let input):
            return .input(input)
        case .bound(let finger, let view, let window):
            return .touchBound(
                finger: finger, view: view.object.map { subject($0) }, window: window.object.map { subject($0) })
        case .delivered(let responder, let method, let fingers):
            return .delivered(
                responder: responder.object.map { subject($0) } ?? Self.freed, method: method, fingers: fingers)
        case .recognizerReceived(let recognizer, let method, let fingers):
            return .delivered(
                responder: recognizer.object.map { subject($0) } ?? Self.freed, method: method, fingers: fingers)
        case .recognizerMoved(let recognizer, let from, let to):
            return .recognizerTransition(
                recognizer: recognizer.object.map { subject($0) } ?? Self.freed, from: from, to: to,
                reason: .unrecorded)
        case .control(let control, let change):
            return .controlTracking(control: control.object.map { subject($0) } ?? Self.freed, change: change)
        }
    }

    /// How an object freed since its event renders in a violation's history.
    static let freed = TraceSubject(name: "(freed)", serial: 0)
}

extension UIApplication {
    /// Whether the application checks its lifecycle guarantees on every delivery (see ``LifecycleVerifier``).
    /// True by default in debug builds, false in release; set it to verify on demand. Turning it on checks the
    /// touches and gestures that begin afterwards.
    public var isVerifying: Bool {
        get { activeVerifier != nil }
        set {
            guard newValue != isVerifying else { return }
            if newValue { verifier.restart() }
            activeVerifier = newValue ? verifier : nil
        }
    }
}
