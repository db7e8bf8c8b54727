import Foundation

/// The decisions of `UIPanGestureRecognizer`: a continuous gesture that follows the centroid of one
/// or more dragging fingers.
///
/// ```
///   touches down (translation 0) ─▶ centroid moves > panHysteresis with min…max touches ─▶ began
///   ─▶ moves: changed … ─▶ fewer than minimumNumberOfTouches remain: ended
///   all lift before it began ─▶ failed("lifted after moving 4 pt, …")
///   more than maximumNumberOfTouches before it began ─▶ failed("3 touches, at most 2 allowed")
/// ```
///
/// ``translation`` is measured from where the touches went down, so at `.began` it already includes
/// the hysteresis distance, as in UIKit. ``setTranslation(_:)`` re-bases it: later translations are
/// the value set plus the movement since. When a touch goes down or lifts mid-gesture the centroid
/// jumps; the logic re-bases so that the translation does not. ``velocity`` is the least-squares
/// estimate over `metrics.velocityWindow` of that continuous movement, in points per second. It comes from
/// the touch samples alone, so setting the translation does not change it: apps reset the translation on
/// every action and read the velocity at `.ended` to fling (BehaviourContract §5).
/// Once the pan has begun, touches beyond ``maximumNumberOfTouches`` are ignored. A pan that fails
/// because its touches lifted names the distance moved at the last move before the lift: a lift
/// never begins a pan, wherever it lands.
///
/// ```swift
/// var pan = PanLogic()
/// _ = pan.touchesBegan([GestureTouchSample(touchID: 1, location: .zero, timestamp: 0)])
/// _ = pan.touchesMoved([GestureTouchSample(touchID: 1, location: CGPoint(x: 12, y: 0), timestamp: 0.05)])
/// // → began, translation (12, 0)
/// ```
public struct PanLogic: GestureLogic, Hashable {
    /// The fewest touches that may pan (UIKit's default 1; values below 1 count as 1).
    public var minimumNumberOfTouches: Int {
        get { minimumTouches }
        set { minimumTouches = max(1, newValue) }
    }

    /// The most touches that may pan (UIKit's default `Int.max`).
    public var maximumNumberOfTouches: Int

    /// The hysteresis (`panHysteresis`) and the velocity window (`velocityWindow`) come from here.
    public var metrics: InteractionMetrics {
        didSet { estimator.window = metrics.velocityWindow }
    }

    private var minimumTouches: Int
    private var table = TouchTable()
    private var anchor = CGPoint.zero
    private var motionAtAnchor = CGPoint.zero
    private var translationOffset = CGPoint.zero
    private var estimator: VelocityEstimator
    private var mostTouches = 0
    private var hasBegun = false
    private var finished = false
    private var clock = MonotonicTime()
    private var scrolling = false

    /// Creates the logic with UIKit's defaults (1 to `Int.max` touches) and the metrics
    /// (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(
        minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int = .max, metrics: InteractionMetrics = .default
    ) {
        minimumTouches = max(1, minimumNumberOfTouches)
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.metrics = metrics
        estimator = VelocityEstimator(window: metrics.velocityWindow)
    }

    /// How far the touches moved since they went down, plus the offset ``setTranslation(_:)`` set.
    public var translation: CGPoint {
        let moved = motion
        return CGPoint(x: moved.x + translationOffset.x, y: moved.y + translationOffset.y)
    }

    /// Makes the current translation `translation`; later movement adds to it. Non-finite values are ignored.
    ///
    /// The velocity is untouched: it is estimated from the touch samples, not from the translation.
    public mutating func setTranslation(_ translation: CGPoint) {
        guard translation.isFinite else { return }
        let moved = motion
        translationOffset = CGPoint(x: translation.x - moved.x, y: translation.y - moved.y)
    }

    /// The estimated velocity of the touches, in points per second.
    public var velocity: CGPoint { estimator.velocity }

    /// Whether the pan has begun (and not yet ended).
    public var isPanning: Bool { hasBegun && !finished }

    /// The centroid of the touches down, or where they last were.
    public var location: CGPoint? { table.centroid ?? table.lastCentroid }
    /// The number of the pan's touches that are down.
    public var numberOfTouches: Int { table.count }
    /// The location of one of the pan's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { table.location(of: touchID) }
    /// Always nil: a pan needs no timer.
    public var pendingTimerDeadline: TimeInterval? { nil }
    /// Whether the pan ended, was cancelled or failed, and waits for ``reset()``.
    public var isFinished: Bool { finished }

    /// Adds touches, re-basing so the translation does not jump; fails for too many before it began.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        let moved = motion
        let wasEmpty = table.isEmpty && mostTouches == 0
        var added = false
        for sample in touches where !hasBegun || table.count < maximumNumberOfTouches {
            if table.insert(sample) { added = true }
        }
        guard added else { return .none }
        mostTouches = max(mostTouches, table.count)
        rebase(motion: moved)
        if wasEmpty { estimator.add(CGPoint.zero, at: now) }
        if !hasBegun, table.count > maximumNumberOfTouches {
            return finish(.failed(.tooManyTouches(count: table.count, maximum: maximumNumberOfTouches)))
        }
        return .none
    }

    /// Follows the touches; begins once they moved beyond the hysteresis, then reports changes.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        guard table.update(touches) > 0 else { return .none }
        return followMotion(at: now)
    }

    /// ``touchesMoved(_:)`` for one sample, without the array: a lone finger's move, what a recognizer hands its
    /// logic on most deliveries.
    mutating func touchMoved(_ touch: GestureTouchSample) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touch.timestamp)
        guard table.update(touch) else { return .none }
        return followMotion(at: now)
    }

    /// After the table took a move at `now`: records the motion for the velocity, then begins (past the hysteresis)
    /// or reports a change.
    private mutating func followMotion(at now: TimeInterval) -> GestureLogicOutput {
        // The table just took the move, so its last centroid is the centroid now (`motion`, without summing the
        // touches again).
        let centroid = table.lastCentroid ?? anchor
        let moved = CGPoint(x: motionAtAnchor.x + centroid.x - anchor.x, y: motionAtAnchor.y + centroid.y - anchor.y)
        estimator.add(moved, at: now)
        if hasBegun { return GestureLogicOutput(outcome: .changed) }
        let allowed = table.count >= minimumTouches && table.count <= maximumNumberOfTouches
        // The distance compared squared (a negative hysteresis is always passed): the same decision without a
        // square root on every move.
        let hysteresis = metrics.panHysteresis
        guard allowed, hysteresis < 0 || moved.x * moved.x + moved.y * moved.y > hysteresis * hysteresis else {
            return .none
        }
        hasBegun = true
        return GestureLogicOutput(outcome: .began)
    }

    /// Lifts touches; ends the pan when fewer than the minimum remain, fails it if it never began.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, touches.contains(where: { table.contains($0.touchID) }) else { return .none }
        let now = clock.advance(to: touches)
        let movedBeforeLift = motion
        table.update(touches)
        let moved = motion
        estimator.add(moved, at: now)
        _ = table.remove(touches)
        rebase(motion: moved)
        if hasBegun { return table.count < minimumTouches ? finish(.ended) : .none }
        guard table.isEmpty else { return .none }
        if mostTouches < minimumTouches {
            return finish(.failed(.tooFewTouches(count: mostTouches, minimum: minimumTouches)))
        }
        let distance = movedBeforeLift.x.magnitudeOfVector(with: movedBeforeLift.y)
        return finish(.failed(.liftedBeforeMoving(distance: distance, required: metrics.panHysteresis)))
    }

    /// Cancels a pan that began; fails one that had not.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, touches.contains(where: { table.contains($0.touchID) }) else { return .none }
        _ = clock.advance(to: touches)
        _ = table.remove(touches)
        return finish(hasBegun ? .cancelled : .failed(.touchesCancelled))
    }

    // MARK: - Scrolling without a touch (BehaviourContract §12)

    /// Whether a scroll (a wheel or a trackpad) drives the pan rather than touches.
    public var isScrolling: Bool { scrolling && !finished }

    /// A trackpad scroll began (fingers on the trackpad): the pan follows the scroll's translations. Ignored
    /// while touches drive the pan.
    public mutating func scrollBegan(at time: TimeInterval) -> GestureLogicOutput {
        guard !finished, !scrolling, table.isEmpty, mostTouches == 0 else { return .none }
        scrolling = true
        estimator.add(motionAtAnchor, at: clock.advance(to: time))
        return .none
    }

    /// A wheel step or a trackpad movement: the translation accumulates `translation` (how far a dragging
    /// finger would have moved). The first non-zero step begins the pan (a wheel's first step begins the scroll
    /// too), later ones change it.
    public mutating func scrolled(by translation: CGPoint, at time: TimeInterval) -> GestureLogicOutput {
        if !scrolling { _ = scrollBegan(at: time) }
        guard scrolling, !finished, translation.isFinite else { return .none }
        motionAtAnchor = CGPoint(x: motionAtAnchor.x + translation.x, y: motionAtAnchor.y + translation.y)
        estimator.add(motionAtAnchor, at: clock.advance(to: time))
        if hasBegun { return GestureLogicOutput(outcome: .changed) }
        guard motionAtAnchor != .zero else { return .none }
        hasBegun = true
        return GestureLogicOutput(outcome: .began)
    }

    /// The scroll ended (fingers left the trackpad, or the wheel stopped): the pan ends, or fails if it never
    /// moved; `cancelled` cancels it.
    public mutating func scrollEnded(cancelled: Bool = false) -> GestureLogicOutput {
        guard scrolling, !finished else { return .none }
        if hasBegun { return finish(cancelled ? .cancelled : .ended) }
        return finish(cancelled ? .failed(.touchesCancelled) : .failed(.liftedBeforeMoving(distance: 0, required: 0)))
    }

    /// Ignored: a pan schedules no timer.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput { .none }

    /// Back to no touches, zero translation and no samples, keeping the configuration.
    public mutating func reset() {
        self = PanLogic(
            minimumNumberOfTouches: minimumTouches, maximumNumberOfTouches: maximumNumberOfTouches, metrics: metrics)
    }

    /// The continuous movement of the centroid since the touches went down, across re-bases. Always inlined: as a
    /// call of its own, a mutating method asking for it copied the whole logic (metrics included) to the stack on
    /// every move.
    var motion: CGPoint {
        @inline(__always) get {
            guard let centroid = table.centroid else { return motionAtAnchor }
            return CGPoint(x: motionAtAnchor.x + centroid.x - anchor.x, y: motionAtAnchor.y + centroid.y - anchor.y)
        }
    }

    /// After the set of touches changed: keep `motion` as it was and measure from the new centroid.
    private mutating func rebase(motion: CGPoint) {
        motionAtAnchor = motion
        if let centroid = table.centroid { anchor = centroid }
    }

    /// Ends the gesture with `outcome`.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome)
    }
}
