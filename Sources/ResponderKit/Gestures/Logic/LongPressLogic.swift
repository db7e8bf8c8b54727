import Foundation

/// The decisions of `UILongPressGestureRecognizer`: a continuous gesture that begins once the
/// required fingers have been held still for the minimum press duration.
///
/// ```
///   [numberOfTapsRequired complete taps, as TapLogic counts them]
///   required touches down ─▶ schedule(down + minimumPressDuration)
///     ├─ a touch moves > allowableMovement ─▶ failed("moved …")
///     ├─ a touch lifts first ─────────────────▶ failed("lifted after 0.2 s, before …")
///     └─ timer fires ─▶ began ─▶ moves: changed … ─▶ a required touch lifts: ended
/// ```
///
/// With ``numberOfTapsRequired`` = n > 0 it follows UIKit's semantics: n complete taps (each with
/// ``numberOfTouchesRequired`` fingers, within the multi-tap interval and distance of one another),
/// then the fingers go down again and stay. ``allowableMovement`` applies only before the gesture
/// begins; afterwards every move is `.changed`. Touches beyond the required number fail the gesture
/// before it begins and are ignored after it began. ``location`` is the centroid of the touches.
///
/// ```swift
/// var press = LongPressLogic()
/// _ = press.touchesBegan([GestureTouchSample(touchID: 1, location: p, timestamp: 0)]) // schedule 0.5
/// _ = press.timerFired(at: 0.5)                                                      // began
/// ```
public struct LongPressLogic: GestureLogic, Hashable {
    /// How long, in seconds, the fingers must stay down before the gesture begins (UIKit's default 0.5 s).
    public var minimumPressDuration: TimeInterval

    /// How far, in points, a finger may move before the gesture begins (UIKit's default 10 pt).
    public var allowableMovement: CGFloat {
        get { sequence.allowableMovement }
        set { sequence.allowableMovement = newValue }
    }

    /// How many fingers must press (UIKit's default 1; values below 1 count as 1).
    public var numberOfTouchesRequired: Int {
        get { sequence.touchesRequired }
        set { sequence.touchesRequired = max(1, newValue) }
    }

    /// How many complete taps come before the press (UIKit's default 0; negative values count as 0).
    public var numberOfTapsRequired: Int {
        get { tapsRequired }
        set { tapsRequired = max(0, newValue) }
    }

    /// The multi-tap interval and distance for the taps before the press.
    public var metrics: InteractionMetrics {
        get { sequence.metrics }
        set { sequence.metrics = newValue }
    }

    private var tapsRequired: Int
    private var sequence: TapSequence
    private var pressStart: TimeInterval?
    private var hasBegun = false
    private var clock = MonotonicTime()
    private var timer = TimerSlot()
    private var finished = false

    /// Creates the logic; the defaults are UIKit's, with duration and movement from `metrics`.
    public init(
        minimumPressDuration: TimeInterval? = nil, allowableMovement: CGFloat? = nil,
        numberOfTouchesRequired: Int = 1, numberOfTapsRequired: Int = 0, metrics: InteractionMetrics = .default
    ) {
        self.minimumPressDuration = minimumPressDuration ?? metrics.longPressMinimumDuration
        tapsRequired = max(0, numberOfTapsRequired)
        sequence = TapSequence(
            touchesRequired: max(1, numberOfTouchesRequired),
            allowableMovement: allowableMovement ?? metrics.longPressAllowableMovement,
            metrics: metrics)
    }

    /// Whether the press has begun (and not yet ended).
    public var isPressing: Bool { hasBegun && !finished }

    /// The centroid of the pressing touches, or where they last were.
    public var location: CGPoint? { sequence.current.centroid ?? sequence.current.lastCentroid }
    /// The number of the gesture's touches that are down.
    public var numberOfTouches: Int { sequence.current.count }
    /// The location of one of the gesture's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { sequence.current.location(of: touchID) }
    /// The deadline of the press, or of the next tap before the press, if one is pending.
    public var pendingTimerDeadline: TimeInterval? { timer.deadline }
    /// Whether the press ended, was cancelled or failed, and waits for ``reset()``.
    public var isFinished: Bool { finished }

    /// Counts taps, or starts the press timer once the required touches are down.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, !hasBegun else { return .none }
        let now = clock.advance(to: touches)
        let event = sequence.begin(touches, at: now)
        if case .failed(let reason) = event { return finish(.failed(reason)) }
        if isPressPhase, pressStart == nil, sequence.current.count == numberOfTouchesRequired {
            pressStart = now
            return GestureLogicOutput(timer: timer.schedule(at: now + max(0, minimumPressDuration)))
        }
        return event == .nextTapStarted ? GestureLogicOutput(timer: timer.cancel()) : .none
    }

    /// Fails when a touch moves too far before the press began; reports `.changed` after.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        _ = clock.advance(to: touches)
        if hasBegun {
            return sequence.current.update(touches) > 0 ? GestureLogicOutput(outcome: .changed) : .none
        }
        if case .failed(let reason) = sequence.move(touches) { return finish(.failed(reason)) }
        return .none
    }

    /// Completes a tap before the press; fails a press that lifts early; ends a press that began.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        if hasBegun {
            guard !sequence.current.remove(touches).isEmpty else { return .none }
            return sequence.current.count < numberOfTouchesRequired ? finish(.ended) : .none
        }
        guard touches.contains(where: { sequence.current.contains($0.touchID) }) else { return .none }
        if isPressPhase {
            if case .failed(let reason) = sequence.move(touches) { return finish(.failed(reason)) }
            guard let pressStart else {
                let count = sequence.current.count
                return finish(.failed(.wrongNumberOfTouches(count: count, required: numberOfTouchesRequired)))
            }
            return finish(.failed(.pressTooShort(held: now - pressStart, required: minimumPressDuration)))
        }
        switch sequence.end(touches, at: now) {
        case .failed(let reason):
            return finish(.failed(reason))
        case .tapCompleted:
            guard let deadline = sequence.nextTapDeadline else { return .none }
            return GestureLogicOutput(timer: timer.schedule(at: deadline))
        case .none, .nextTapStarted:
            return .none
        }
    }

    /// Cancels a press that began; fails one that had not.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, touches.contains(where: { sequence.current.contains($0.touchID) }) else { return .none }
        _ = clock.advance(to: touches)
        return finish(hasBegun ? .cancelled : .failed(.touchesCancelled))
    }

    /// Begins the press when its deadline comes; fails when the next tap's deadline comes first.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput {
        guard !finished, timer.fire(at: time) else { return .none }
        _ = clock.advance(to: time)
        if pressStart != nil {
            hasBegun = true
            return GestureLogicOutput(outcome: .began)
        }
        return finish(.failed(.tapTimedOut(tapNumber: sequence.completedTaps + 1, allowed: metrics.multiTapInterval)))
    }

    /// Back to no taps, no press and no touches, keeping the configuration.
    public mutating func reset() {
        self = LongPressLogic(
            minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement,
            numberOfTouchesRequired: numberOfTouchesRequired, numberOfTapsRequired: tapsRequired, metrics: metrics)
    }

    /// Whether the taps are done and the touches down now make the press.
    private var isPressPhase: Bool { sequence.completedTaps >= tapsRequired }

    /// Ends the gesture with `outcome`, cancelling a pending timer.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome, timer: timer.cancel())
    }
}
