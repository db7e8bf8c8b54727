import Foundation

/// The decisions of `UISwipeGestureRecognizer`: a discrete gesture of fingers travelling far and fast
/// enough in an allowed direction.
///
/// ```
///   first touch down ─▶ schedule(down + swipeMaximumDuration)
///   touches move ─▶ mean displacement ≥ swipeMinimumDistance ─┬─ within swipeAngleTolerance of a direction,
///                                                             │  numberOfTouchesRequired touches ─▶ recognized
///                                                             ├─ another direction ─▶ failed("moved toward 135° …")
///                                                             └─ another touch count ─▶ failed("2 touches, 1 required")
///   timer fires first ─▶ failed("moved 32 pt in 0.5 s, less than 50 pt")
///   a touch lifts first ─▶ failed("lifted after moving 20 pt, …")
/// ```
///
/// The displacement is the mean of each touch's movement from where it went down. The swipe is
/// recognized during the move that completes the distance, not at the lift. More touches than
/// required fail it as soon as they go down. ``location`` is the centroid of the touches.
///
/// ```swift
/// var swipe = SwipeLogic(direction: .left)
/// ```
public struct SwipeLogic: GestureLogic, Hashable {
    /// The directions that count (UIKit's default `.right`).
    public var direction: SwipeDirections

    /// How many fingers must swipe (UIKit's default 1; values below 1 count as 1).
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = max(1, newValue) }
    }

    /// The minimum distance, maximum duration and angle tolerance come from here.
    public var metrics: InteractionMetrics

    private var touchesRequired: Int
    private var table = TouchTable()
    private var startTime: TimeInterval?
    private var clock = MonotonicTime()
    private var timer = TimerSlot()
    private var finished = false

    /// Creates the logic with UIKit's defaults (rightward, one finger) and the metrics
    /// (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(
        direction: SwipeDirections = .right, numberOfTouchesRequired: Int = 1, metrics: InteractionMetrics = .default
    ) {
        self.direction = direction
        touchesRequired = max(1, numberOfTouchesRequired)
        self.metrics = metrics
    }

    /// The mean movement of the touches down from where each went down.
    public var displacement: CGPoint {
        guard !table.isEmpty else { return .zero }
        let n = CGFloat(table.count)
        let dx = table.touches.map { $0.location.x - $0.start.x }.reduce(0, +) / n
        let dy = table.touches.map { $0.location.y - $0.start.y }.reduce(0, +) / n
        return CGPoint(x: dx, y: dy)
    }

    /// The centroid of the touches down, or where they last were.
    public var location: CGPoint? { table.centroid ?? table.lastCentroid }
    /// The number of the swipe's touches that are down.
    public var numberOfTouches: Int { table.count }
    /// The location of one of the swipe's touches that is down, or nil.
    public func location(ofTouch touchID: Int) -> CGPoint? { table.location(of: touchID) }
    /// When the swipe runs out of time, once a touch is down.
    public var pendingTimerDeadline: TimeInterval? { timer.deadline }
    /// Whether the swipe was recognized or failed and waits for ``reset()``.
    public var isFinished: Bool { finished }

    /// Adds touches; the first starts the clock; more than required fail the swipe.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        var added = false
        for sample in touches where table.insert(sample) { added = true }
        guard added else { return .none }
        if table.count > touchesRequired {
            return finish(.failed(.wrongNumberOfTouches(count: table.count, required: touchesRequired)))
        }
        guard startTime == nil else { return .none }
        startTime = now
        return GestureLogicOutput(timer: timer.schedule(at: now + metrics.swipeMaximumDuration))
    }

    /// Recognizes (or fails) once the touches travelled the minimum distance in time.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        guard table.update(touches) > 0 else { return .none }
        return judge(at: now) ?? .none
    }

    /// Judges the final locations; fails a swipe whose touch lifts before it travelled far enough.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        let now = clock.advance(to: touches)
        guard table.update(touches) > 0 else { return .none }
        if let verdict = judge(at: now) { return verdict }
        let distance = travelled
        _ = table.remove(touches)
        return finish(.failed(.swipeTooShort(distance: distance, required: metrics.swipeMinimumDistance)))
    }

    /// Fails the swipe (before it was recognized) when one of its touches is cancelled.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, touches.contains(where: { table.contains($0.touchID) }) else { return .none }
        _ = clock.advance(to: touches)
        return finish(.failed(.touchesCancelled))
    }

    /// Fails the swipe when its maximum duration has run out.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput {
        guard !finished, timer.fire(at: time) else { return .none }
        _ = clock.advance(to: time)
        return finish(.failed(tooSlow))
    }

    /// Back to no touches and no timer, keeping the configuration.
    public mutating func reset() {
        self = SwipeLogic(direction: direction, numberOfTouchesRequired: touchesRequired, metrics: metrics)
    }

    /// The length of ``displacement``.
    private var travelled: CGFloat { displacement.x.magnitudeOfVector(with: displacement.y) }

    private var tooSlow: GestureFailureReason {
        .swipeTooSlow(
            distance: travelled, required: metrics.swipeMinimumDistance, duration: metrics.swipeMaximumDuration)
    }

    /// The verdict at `time`, or nil while the swipe may still happen.
    private mutating func judge(at time: TimeInterval) -> GestureLogicOutput? {
        if let startTime, time - startTime > metrics.swipeMaximumDuration + 1e-9 { return finish(.failed(tooSlow)) }
        let moved = displacement
        guard moved.x.magnitudeOfVector(with: moved.y) >= metrics.swipeMinimumDistance else { return nil }
        guard table.count == touchesRequired else {
            return finish(.failed(.wrongNumberOfTouches(count: table.count, required: touchesRequired)))
        }
        let angle = CGFloat(atan2(Double(moved.y), Double(moved.x)) * 180 / .pi)
        let matches = SwipeDirections.axes.contains { axis in
            guard direction.contains(axis.direction) else { return false }
            let axisAngle = CGFloat(atan2(Double(axis.dy), Double(axis.dx)) * 180 / .pi)
            return Self.angularDistance(angle, axisAngle) <= metrics.swipeAngleTolerance + 1e-9
        }
        guard matches else {
            return finish(
                .failed(.wrongDirection(angle: angle, allowed: direction, tolerance: metrics.swipeAngleTolerance)))
        }
        return finish(.recognized)
    }

    /// The smaller angle, in degrees, between two directions given in degrees.
    static func angularDistance(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// Ends the gesture with `outcome`, cancelling a pending timer.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome, timer: timer.cancel())
    }
}
