import Foundation

/// The decisions of `UITapGestureRecognizer`: a discrete gesture of one or more taps with one or
/// more fingers.
///
/// ```
///   down ─▶ (moves within tapAllowableMovement) ─▶ all lift ─┬─ last required tap ─▶ recognized
///                                                            └─ more taps needed ─▶ schedule(lift + multiTapInterval)
///   next down before the deadline, within multiTapDistance ─▶ cancel timer, next tap …
///   timer fires ─▶ failed("no tap 2 within 0.35 s of the last lift")
/// ```
///
/// It fails when a touch moves farther than `metrics.tapAllowableMovement` from where it went down,
/// when a tap has more (or, at its lift, fewer) touches than ``numberOfTouchesRequired``, when the
/// next tap does not go down within `metrics.multiTapInterval` of the previous lift, and when it goes
/// down farther than `metrics.multiTapDistance` from the previous tap. It recognizes when the last
/// required tap's touches have all lifted. ``location`` is the centroid of the touches.
/// A tap has no maximum duration: a finger held still for any time and then lifted is a tap
/// (UIKit publishes no limit; other recognizers, such as a long press, win such a press by arbitration).
///
/// ```swift
/// var doubleTap = TapLogic(numberOfTapsRequired: 2)
/// _ = doubleTap.touchesBegan([GestureTouchSample(touchID: 1, location: p, timestamp: 0)])
/// _ = doubleTap.touchesEnded([GestureTouchSample(touchID: 1, location: p, timestamp: 0.1)])
/// // → schedule 0.45: the second tap must go down by then
/// ```
public struct TapLogic: GestureLogic, Hashable {
    /// How many taps make the gesture (UIKit's default 1; values below 1 count as 1).
    public var numberOfTapsRequired: Int {
        get { tapsRequired }
        set { tapsRequired = max(1, newValue) }
    }

    /// How many fingers each tap needs (UIKit's default 1; values below 1 count as 1).
    public var numberOfTouchesRequired: Int {
        get { sequence.touchesRequired }
        set { sequence.touchesRequired = max(1, newValue) }
    }

    /// The thresholds: `multiTapInterval`, `multiTapDistance`, `tapAllowableMovement`.
    public var metrics: InteractionMetrics {
        get { sequence.metrics }
        set {
            sequence.metrics = newValue
            sequence.allowableMovement = newValue.tapAllowableMovement
        }
    }

    private var tapsRequired: Int
    private var sequence: TapSequence
    private var clock = MonotonicTime()
    private var timer = TimerSlot()
    private var finished = false

    /// Creates the logic with UIKit's defaults (one tap, one finger) and the metrics
    /// (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1, metrics: InteractionMetrics = .default)
    {
        tapsRequired = max(1, numberOfTapsRequired)
        sequence = TapSequence(
            touchesRequired: max(1, numberOfTouchesRequired),
            allowableMovement: metrics.tapAllowableMovement,
            metrics: metrics)
    }

    /// The number of complete taps so far.
    public var completedTaps: Int { sequence.completedTaps }

    /// The centroid of the current tap's touches; after a lift, of the last tap's lift locations.
    public var location: CGPoint? { sequence.location }
    /// The number of the current tap's touches that are down.
    public var numberOfTouches: Int { sequence.current.count }
    /// The location of one of the current tap's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { sequence.current.location(of: touchID) }
    /// When the next tap must have gone down by, while one is awaited.
    public var pendingTimerDeadline: TimeInterval? { timer.deadline }
    /// Whether the tap was recognized or failed and waits for ``reset()``.
    public var isFinished: Bool { finished }

    /// Starts or extends a tap; fails for a late or distant next tap or for too many touches.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        return apply(sequence.begin(touches, at: now))
    }

    /// Fails when a touch moved farther than `metrics.tapAllowableMovement`.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        _ = clock.advance(to: touches)
        return apply(sequence.move(touches))
    }

    /// Completes a tap when its last touch lifts: recognized, or a deadline for the next tap.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        return apply(sequence.end(touches, at: now))
    }

    /// Fails ("its touches were cancelled") when one of its touches is cancelled.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, touches.contains(where: { sequence.current.contains($0.touchID) }) else { return .none }
        _ = clock.advance(to: touches)
        return finish(.failed(.touchesCancelled))
    }

    /// Fails when the deadline for the next tap has come; ignores early or stale firings.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput {
        guard !finished else { return .none }
        guard timer.fire(at: time) else { return .none }
        _ = clock.advance(to: time)
        return finish(.failed(.tapTimedOut(tapNumber: sequence.completedTaps + 1, allowed: metrics.multiTapInterval)))
    }

    /// Back to no taps and no touches, keeping the configuration.
    public mutating func reset() {
        self = TapLogic(
            numberOfTapsRequired: tapsRequired, numberOfTouchesRequired: numberOfTouchesRequired, metrics: metrics)
    }

    /// Turns what the tap sequence decided into an output.
    private mutating func apply(_ event: TapSequence.Event) -> GestureLogicOutput {
        switch event {
        case .none:
            return .none
        case .nextTapStarted:
            return GestureLogicOutput(timer: timer.cancel())
        case .failed(let reason):
            return finish(.failed(reason))
        case .tapCompleted:
            if sequence.completedTaps >= tapsRequired { return finish(.recognized) }
            guard let deadline = sequence.nextTapDeadline else { return .none }
            return GestureLogicOutput(timer: timer.schedule(at: deadline))
        }
    }

    /// Ends the gesture with `outcome`, cancelling a pending timer.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome, timer: timer.cancel())
    }
}
