import Foundation

/// The base class of gesture recognizers: it watches the touches of its view and its subviews, decides
/// whether they make its gesture, and tells its targets.
///
/// ```
///                 ┌──────────── possible ─────────────┐
///   discrete:     │            │ recognized (= ended) │ failed
///   continuous:   │ began ──► changed… ──► ended      │ failed / cancelled
///                 └── reset() after ended, cancelled or failed, back to possible
/// ```
///
/// The window gives each touch to the recognizers of the hit view and its ancestors before the view. Whether
/// a recognizer may leave `.possible` is arbitrated: `require(toFail:)` makes it wait, the delegate and the
/// view may veto it, and by default the first to recognize prevents the others. The trace records each
/// transition and why. Subclass it and override `touchesBegan(_:with:)` … `reset()` to write your own:
/// set `state` to move it.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Hashable, Sendable, Codable, CustomStringConvertible {
        /// Not yet recognized: the initial state.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized: the same state as `ended`.
        public static let recognized = State.ended

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the state ends a gesture (ended, cancelled, failed).
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture was recognized and is going on or just ended.
        var isRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    var storedState: State = .possible
    /// Counts the recognizer's transitions, so delivery can tell whether handling a touch event moved it.
    var transitionCount = 0
    /// The view the recognizer is attached to.
    public internal(set) var view: UIView? {
        get { viewReference.object }
        set { viewReference.object = newValue }
    }
    /// The view, unretained: the view holds its recognizers, clears this when it removes one, and clears it in
    /// every recognizer it still holds when it is freed (`deinit`), so it never
    /// dangles. A weak reference would give the view a side table, and every retain and release of it, at
    /// each level of the responder chain, would take the runtime's slow path.
    final var viewReference = UnretainedReference<UIView>(nil)
    /// Whether the recognizer is attached to a view; a plain load, for delivery to ask at every touch.
    final var isAttached: Bool { viewReference.isSet }
    /// The delegate asked about beginning, simultaneity, failure requirements and which touches to receive.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether recognition of the gesture cancels the touches in the view (default true).
    open var cancelsTouchesInView = true
    /// Whether began touches are withheld from the view while the gesture may still be recognized
    /// (default false).
    open var delaysTouchesBegan = false
    /// Whether ended touches are withheld from the view while the gesture may still be recognized (default true).
    open var delaysTouchesEnded = true
    /// Whether the recognizer considers only touches of the type of its first touch (default true).
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer receives, as raw values of `UITouch.TouchType`.
    open var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue), NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ]
    /// The press types the recognizer receives, as raw values of `UIPress.PressType`.
    open var allowedPressTypes: [NSNumber] = []
    /// A name for the recognizer; the trace shows it.
    open var name: String?
    /// Whether the recognizer takes part in touch delivery; hover recognizers, driven by the pointer, do not.
    var receivesTouches: Bool { true }

    var targets: [GestureTarget] = []
    var failureRequirements: [WeakRecognizer] = []
    /// The touches the recognizer tracks, in the order they began; ended ones leave it.
    var trackedTouches: [UITouch] = []
    /// Whether the recognizer tracks `touch`. Asked for every recognizer on every move: read by index, the
    /// array is not retained around a closure.
    @inline(__always)
    final func isTracking(_ touch: UITouch) -> Bool {
        for index in trackedTouches.indices where trackedTouches[index] === touch { return true }
        return false
    }
    /// The presses the recognizer tracks.
    var trackedPresses: [UIPress] = []
    /// The touches delivered since the last reset, and those the recognizer ignores until they end.
    var touchBook = RecognizerTouchBook()
    /// The state the recognizer asked for while it waits for others to fail.
    var waitingToRecognize: State?
    var timerToken: TimerToken?
    var traceSerial = 0
    /// Reused storage for the samples handed to a gesture logic.
    var sampleBuffer: [GestureTouchSample] = []
    /// The application whose arbiter the recognizer joined (its first touch there), through its anchor, which
    /// does not keep it alive.
    var arbiterAnchor: ApplicationAnchor?
    /// The arbiter of the application the recognizer works in, once it joined one.
    var arbiter: GestureArbiter? { arbiterAnchor?.application?.gestureArbiter }

    /// Whether the recognizer is of one of the engine's own classes, whose `touchesMoved(_:with:)` is the base one
    /// (feed the logic): delivery then hands a lone touch's move straight to ``feedLogicMoved(_:)``, without the
    /// touch set and the overridable call. A subclass an app writes is never in the list
    /// (`EngineClasses.movesThroughLogic(_:)`), so its overrides run.
    final let movesThroughLogic: Bool

    /// Creates a recognizer that sends `action` to `target` on every state change users observe.
    public init(target: Any?, action: Selector?) {
        movesThroughLogic = EngineClasses.movesThroughLogic(type(of: self))
        if target != nil || action != nil {
            targets.append(GestureTarget(target: target as AnyObject?, action: action, handler: nil))
        }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `handler` on every state change users observe (began, changed, ended,
    /// cancelled; recognized for discrete gestures).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        targets.append(GestureTarget(target: nil, action: nil, handler: handler))
    }

    /// The recognizer's state. Subclasses set it to move the recognizer; arbitration decides whether a move out
    /// of `.possible` happens now, later (waiting for another to fail), or fails instead.
    open var state: State {
        get { storedState }
        set { requestTransition(to: newValue, reason: .stateAssigned) }
    }

    /// Whether the recognizer is enabled; disabling it during a gesture cancels (or fails) the gesture.
    open var isEnabled = true {
        didSet {
            guard oldValue && !isEnabled else { return }
            arbiter?.abort(self, reason: .disabled)
        }
    }

    /// Adds a target and action; the action is sent with the recognizer as sender.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append(GestureTarget(target: target as AnyObject, action: action, handler: nil))
    }

    // Final: with `@preconcurrency` on the class, Swift 6.2 mangles a vtable entry whose type has a `@MainActor`
    // closure differently in this file and in the subclasses' files (a link error), depending on what the
    // incremental build recompiles.
    /// Adds a closure to run on every state change users observe.
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: nil, action: nil, handler: handler))
    }

    /// Removes a target and action; a nil target removes all targets with that action, a nil action all
    /// actions of that target.
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            entry.handler == nil && (target == nil || entry.target === (target as AnyObject))
                && (action == nil || entry.action == action)
        }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails; it fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` by recognizing; default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this one; default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail; default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer wants `event` at all; default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: - Subclass hooks

    /// Touches began in the view or its subviews. Built-in recognizers feed them to their gesture logic;
    /// subclasses of a built-in recognizer call super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        feedLogic(.began, touches)
    }

    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        feedLogic(.moved, touches)
    }

    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        feedLogic(.ended, touches)
    }

    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        feedLogic(.cancelled, touches)
    }
    /// Better values arrived for estimated properties (a pencil's force, angles) of touches the recognizer
    /// received; each touch carries the `estimationUpdateIndex` of the sample it updates. The default does
    /// nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Presses began.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Returns the recognizer to its initial values; called after it ends, fails or is cancelled, once its
    /// touches are gone. Subclasses clear their own state and call super.
    open func reset() {
        resetLogic()
    }

    /// Stops delivering `touch` to this recognizer; the touch still reaches the view.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        // Only a touch of the current gesture is remembered: one the recognizer never received, or received
        // before its last reset, reaches it no more anyway, and kept until a reset that may never come it
        // would hold its views (and they this recognizer) alive.
        if touchBook.sinceReset.contains(where: { $0 === touch })
            && !touchBook.ignored.contains(where: { $0 === touch })
        {
            touchBook.ignored.append(touch)
        }
        trackedTouches.removeAll { $0 === touch }
    }

    /// Why the recognizer itself may not begin now, asked by arbitration before its delegate (a scroll view's pan
    /// answers from `ScrollPanDecision`); nil lets it begin. Built-in recognizers answer nil.
    func beginRefusal() -> RecognizerTransitionReason? { nil }

    /// Called when the timer started with `startTimer(at:)` fires.
    func timerFired() {
        if idleMoves.held != nil { feedHeldMove() }
        if let output = driveLogicTimer(at: now) { perform(output) }
    }

    // MARK: - Gesture logic (built-in recognizers)

    /// Hands one phase of touches to the recognizer's pure gesture logic; nil when it has none. The samples are
    /// `inout` only so that they are lent without a copy: logics read them.
    func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? { nil }

    /// Hands the logic a lone touch's move: ``driveLogic(_:_:)`` with that one sample, unless the class gives its
    /// logic the sample without the array (the pan, on every move of a dragging finger).
    func driveLogicMoved(_ sample: GestureTouchSample) -> GestureLogicOutput? {
        driveLogicThroughBuffer(sample)
    }

    /// Tells the recognizer's gesture logic that its timer fired; nil when it has none.
    func driveLogicTimer(at time: TimeInterval) -> GestureLogicOutput? { nil }

    /// Returns the recognizer's gesture logic to its initial state (subclasses that set `idleMoves` clear it).
    func resetLogic() {}

    /// Whether the logic's last decision leaves moves idle, and the move held back meanwhile (`IdleMoves`).
    final var idleMoves = IdleMoves()

    // MARK: - Location

    /// The centroid of the touches the recognizer tracks, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastLift.touches : trackedTouches
        guard !touches.isEmpty else {
            return lastLift.locationInWindow.map { convertFromWindow($0, to: view) } ?? .zero
        }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The location of one of the recognizer's touches, by index, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastLift.touches : trackedTouches
        guard touches.indices.contains(touchIndex) else { return location(in: view) }
        return touches[touchIndex].location(in: view)
    }

    /// How many of the recognizer's touches are still down: in the action of a gesture that ends on a lift,
    /// 0 (§5).
    open var numberOfTouches: Int {
        trackedTouches.reduce(0) { $1.phase == .ended || $1.phase == .cancelled ? $0 : $0 + 1 }
    }

    /// The touches the recognizer tracked when its last touch ended, and where they were (`LastLift`).
    var lastLift = LastLift()

    /// Keeps the last touches' centroid and lets the touches go.
    /// Called at reset, after `trackedTouches` is emptied, so `location(in: nil)` is the last touches' centroid.
    func forgetLastTouches() {
        guard !lastLift.touches.isEmpty else { return }
        lastLift.locationInWindow = location(in: nil)
        lastLift.touches.removeAll()
    }

    private func convertFromWindow(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return point }
        return target.convert(point, from: self.view?.window)
    }

    var traceName: String {
        name ?? view.map { "\(TraceTypeName.of(self))@\($0.traceName)" } ?? TraceTypeName.of(self)
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
