import DequeModule
import Foundation

/// The centralised point of control of an app: the event queue, the windows, the first responder, and the
/// end of the responder chain.
///
/// Every instance is independent — tests build their own with a `ManualClock` — and `shared` exists for code
/// written the UIKit way. The engine itself never reads `shared`.
///
/// ```
/// platform input ──► enqueue (FIFO) ──► drain, in order ──► sendEvent(_:)
///                                                             │ touches: each window the touches are in
///                                                             ▼
///                                               UIWindow.sendEvent(_:) ──► recognizers, then views
///                                               presses, motion, remote control ──► first responder or key window
/// ```
///
/// Work produced during delivery (input injected by a handler, timer firings) is queued and handled after
/// the current item, never re-entrantly.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application UIKit-shaped code talks to. It runs on the system clock.
    public static let shared = UIApplication(clock: SystemClock())

    /// The clock timestamps and timers use.
    public let clock: any EventClock
    /// `clock` when it is a manual clock, which input moves forward; cast once, not at every input.
    let manualClock: ManualClock?
    /// The dispatch trace: every delivery decision, for whoever observes it.
    public let trace: DispatchTrace
    /// The trace and the active verifier, which the application's events hold for forwarding.
    let observers: DeliveryObservers
    /// The thresholds of touch interpretation (tap interval, slops); change them to tune this application.
    public var metrics = InteractionMetrics.default
    /// The app delegate; the last responder of the chain when it is a plain `UIResponder`.
    public weak var delegate: (any UIApplicationDelegate)? {
        didSet { delegateIsResponder = delegate is UIResponder }
    }
    /// Whether the delegate was a responder when set, so `next` loads the weak reference and casts it only then,
    /// not at the end of every forwarded touch; the responder chain's climb reads it without a call.
    private(set) var delegateIsResponder = false {
        didSet { windowList.chainEpoch.advance() }
    }

    /// The windows attached to this application, visible or hidden, in the order they were attached.
    public var windows: [UIWindow] { windowList.attached }
    /// The key window, which gets presses, motion and remote-control events when there is no first responder.
    public var keyWindow: UIWindow? { windowList.key.object }
    /// The attached windows, the key window and their order.
    private var windowList = WindowList()
    /// The epoch of the responder chain's links in this application's windows.
    var chainEpoch: ResponderChainEpoch { windowList.chainEpoch }
    weak var firstResponder: UIResponder?

    var queue = Deque<QueuedWork>()
    /// Whether an item of work is being handled: the queue is being drained, or a timer or display frame fires.
    /// Input injected meanwhile waits in the queue.
    public var isDraining: Bool { touchRouter.driver.isRunningWork }
    var timers: [ScheduledTimer] = []
    /// The order of the clock's work: the last timer number given and the last input's timestamp.
    var workOrder = WorkOrder()
    /// What the next layout pass must do (`UIView+Layout.swift`): a touch move reads only its flag.
    var layoutPass = LayoutPassState()
    /// How labels, buttons and text fields measure text for their intrinsic sizes (`TextMeasurement.standard`
    /// unless a test or an embedder sets its own).
    public var textMeasurement = TextMeasurement.standard
    /// The timers app code scheduled (`Timer`, `DispatchQueue.main`, delayed performs), for `leftovers`.
    var appTimers = AppTimerRegistry()
    /// The pending display frames (moving scroll views).
    var frames = DisplayFrameSchedule()
    /// The layer animations and view-controller transitions running on this application's clock.
    var motion = MotionState()
    /// Touch delivery; a `let`, so delivery reaches it without a retain at every use.
    let touchRouter = TouchRouter()
    lazy var otherRouter = OtherEventRouter(application: self)
    /// Hover and scroll delivery.
    lazy var pointerRouter = PointerRouter(application: self)
    /// Gesture arbitration; a `let`, like `touchRouter`.
    let gestureArbiter = GestureArbiter()
    /// What a manual clock, a tracking control or a recognizer holds instead of this application.
    let anchor = ApplicationAnchor()
    /// The lifecycle verifier: checks every delivery against the touch, recognizer and control guarantees.
    /// It runs while ``isVerifying`` is true; its violations go to `onViolation` and `violations`.
    public private(set) lazy var verifier = LifecycleVerifier(application: self)
    /// The device, screen and system settings this application's interface runs in (`environment`).
    lazy var environmentState = EnvironmentState(application: self)
    /// The verifier while verification is on, nil otherwise: the engine's hooks test this one reference.
    var activeVerifier: LifecycleVerifier? {
        get { observers.verifier }
        set { observers.verifier = newValue }
    }

    /// Creates an independent application using `clock`.
    public init(clock: any EventClock = ManualClock()) {
        self.clock = clock
        manualClock = clock as? ManualClock
        let trace = DispatchTrace()
        self.trace = trace
        observers = DeliveryObservers(trace: trace)
        super.init()
        touchRouter.bind(to: self)
        gestureArbiter.bind(to: self)
        anchor.application = self
        manualClock?.attach(anchor)
        if manualClock != nil { makeCurrent() }
        #if DEBUG
            isVerifying = true
        #endif
    }

    isolated deinit {
        // Windows that outlive their application must not keep a dangling `application` (it is unretained).
        for window in windowList.attached { window.applicationReference.object = nil }
        anchor.application = nil
    }

    /// The app delegate, when it is a responder that is not a view, view controller, window or application.
    open override var next: UIResponder? {
        guard delegateIsResponder, let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: - Windows

    /// Attaches a window to this application (detaching it from another). It stays hidden until shown.
    public func attach(_ window: UIWindow) {
        if window.application === self { return }
        window.application?.detach(window)
        window.application = self
        windowList.attached.append(window)
        if window.layoutFlags.subtreeNeedsLayout { layoutPass.isNeeded = true }
        if !window.isHidden { windowVisibilityChanged(window) }
        windowOrderChanged()
    }

    /// Detaches a window: its touches are cancelled (reason `windowHidden`) and it no longer gets events.
    public func detach(_ window: UIWindow) {
        guard window.application === self else { return }
        touchRouter.windowGone(window)
        windowList.attached.removeAll { $0 === window }
        if windowList.key.object === window { windowList.key.object = nil }
        window.application = nil
        windowOrderChanged()
    }

    /// The visible windows, front to back: higher level first, then the most recently made visible.
    public var windowsFrontToBack: [UIWindow] {
        if let cached = windowList.frontToBack { return cached }
        let ordered = windows.filter { !$0.isHidden }.sorted {
            $0.windowLevel != $1.windowLevel
                ? $0.windowLevel > $1.windowLevel : $0.visibilitySerial > $1.visibilitySerial
        }
        windowList.frontToBack = ordered
        return ordered
    }

    func windowOrderChanged() {
        windowList.frontToBack = nil
    }

    func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            touchRouter.windowGone(window)
        } else {
            windowList.visibilityCounter += 1
            window.visibilitySerial = windowList.visibilityCounter
        }
        windowOrderChanged()
    }

    func setKeyWindow(_ window: UIWindow) {
        windowList.key.object = window
    }

    func subtreeLeftWindow(_ root: UIView, window: UIWindow) {
        // Animations stop before and after the handlers below run: cancelling touches and leaving pointer regions
        // calls app code, which may move an animating view out of `root` (out of reach afterwards) or start an
        // animation inside it (caught by the second pass). The touches are found before any of that code runs: a
        // stopped animation's completion may move a touched view out of `root` first.
        let touches = touchRouter.touches(under: root, in: window)
        if hasAnimations { animationEngine.stopAnimations(under: root) }
        touchRouter.subtreeLeft(root, window: window, touches: touches)
        pointerRouter.subtreeLeft(root)
        if hasAnimations { animationEngine.stopAnimations(under: root) }
        if let view = firstResponder as? UIView, view.isDescendant(of: root) {
            clearFirstResponder()
        }
    }

    // MARK: - Events

    /// Dispatches an event: touches to each window they belong to, other events to the first responder or
    /// the key window. Override to observe every event, calling `super` to deliver it.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches {
            // The router's list holds the frame's windows until the frame is finished: read without retains.
            forEachUnretained(in: touchRouter.frameWindows) { $0.sendEvent(event) }
        } else if let window = otherRouter.pendingWindow ?? keyWindow {
            window.sendEvent(event)
        } else {
            otherRouter.deliverPending(event)
        }
    }

    /// Cancels every live touch now, as an incoming call does (reason `applicationInterrupted`): each view
    /// gets `touchesCancelled`, and the fingers' later samples are ignored until they lift.
    public func cancelAllTouches() {
        touchRouter.cancelAll(reason: .applicationInterrupted, forget: false)
    }

    // MARK: - First responder

    func setFirstResponder(_ responder: UIResponder) -> Bool {
        if firstResponder === responder { return true }
        if let current = firstResponder, !current.resignFirstResponder() { return false }
        let previous = firstResponder
        firstResponder = responder
        if trace.isObserved {
            trace.record(.firstResponderChanged(from: trace.subject(previous), to: trace.subject(responder)))
        }
        return true
    }

    func clearFirstResponder() {
        guard let previous = firstResponder else { return }
        firstResponder = nil
        if trace.isObserved {
            trace.record(.firstResponderChanged(from: trace.subject(previous), to: nil))
        }
    }

    // MARK: - Actions

    /// Sends a named action to `target`; with a nil target, to the first responder that performs it,
    /// climbing the responder chain from the first responder (or from `sender` when there is none).
    /// Returns whether some object performed the action.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: (any ActionTarget)?
        if let target {
            let object = target as AnyObject
            if !(object is any ActionTarget) {
                // A plain object: only a method-reference selector can name one of its methods.
                return ActionDelivery.perform(action, on: object, sender: sender, event: event)
            }
            receiver = (target as? any ActionTarget).flatMap { $0.responds(to: action) ? $0 : nil }
            if receiver == nil { ActionDelivery.unrecognized(action, target: object) }
        } else {
            let start = firstResponder ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender) as? any ActionTarget
        }
        if trace.isObserved {
            trace.record(
                .actionSent(
                    action: action.name, target: (receiver as? UIResponder).map { trace.subject($0) },
                    sender: (sender as? UIResponder).map { trace.subject($0) }))
        }
        receiver?.perform(action, sender: sender, event: event)
        return receiver != nil
    }
}
