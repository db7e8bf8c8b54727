import Foundation

/// The motion of one axis of a scroll view once nothing holds it: a pure function from the time since it started
/// to an offset, made of at most two segments (a deceleration that reaches an edge, then a bounce).
///
/// ```
/// lift inside the range, target = where the fling rests ─► decelerate(v)             ─► rest at the target
/// lift inside, fling rests past an edge, bounces        ─► decelerate(v) to the edge ─► bounce out and back
/// lift inside, fling rests past an edge, no bounce      ─► decelerate(v) to the edge ─► rest at the edge
/// lift inside, any other target (paging, the delegate)  ─► decelerate toward the target, resting exactly on it
/// lift past an edge (rubber-banded)                     ─► spring back to the target
/// setContentOffset(_:animated:)                         ─► ease from the offset to the target in 0.3 s
/// ```
///
/// A deceleration moves v·d^k in the k-th millisecond (d = `decelerationRate`), interpolated between whole
/// milliseconds: p(t) = p₀ + v·d·(1 − d^t)/(1 − d), t in ms. Springs are critically damped
/// (``ScrollPhysics/springStiffness``). A motion ends when less than ``ScrollPhysics/restThreshold`` remains,
/// and from then on answers its resting offset exactly, so a replay comes to rest on the same number.
public struct ScrollAxisMotion: Hashable, Sendable {
    /// One piece of a motion, in milliseconds from its own start.
    enum Segment: Hashable, Sendable {
        /// p(t) = start + velocity·d·(1 − d^t)/(1 − d), with d^t computed as e^(t·ln d) from `logRate` = ln d, made
        /// once (``decelerate(start:velocity:rate:)``): a display frame then costs one exponential, not a `pow`.
        case decelerate(start: CGFloat, velocity: CGFloat, rate: CGFloat, logRate: CGFloat)
        /// p(t) = target + (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t).
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat)
        /// p(t) = from + (to − from)·(1 − cos(π·t/duration))/2.
        case ease(from: CGFloat, to: CGFloat, duration: Double)
        /// p(t) = offset.
        case rest(CGFloat)

        /// A deceleration from `start` at `velocity` (pt/ms) with rate `rate` per millisecond.
        static func decelerate(start: CGFloat, velocity: CGFloat, rate: CGFloat) -> Segment {
            .decelerate(start: start, velocity: velocity, rate: rate, logRate: log(rate))
        }

        func value(at time: Double) -> CGFloat {
            switch self {
            case .decelerate(let start, let velocity, let rate, let logRate):
                // 1 − d^t by `exp` rather than `expm1` (twice its cost): near t = 0 the difference is under 1e-16
                // of the fling's whole distance, far below the 0.01 pt anything reads.
                return start + velocity * rate * (1 - exp(logRate * CGFloat(time))) / (1 - rate)
            case .spring(let target, let displacement, let velocity):
                let omega = ScrollPhysics.springStiffness
                let shape = (Double(displacement) + (Double(velocity) + omega * Double(displacement)) * time)
                return target + CGFloat(shape * exp(-omega * time))
            case .ease(let from, let to, let duration):
                guard duration > 0 else { return to }
                let progress = min(max(time / duration, 0), 1)
                return from + (to - from) * CGFloat((1 - cos(Double.pi * progress)) / 2)
            case .rest(let offset):
                return offset
            }
        }
    }

    /// The first segment and how long it lasts (ms).
    let first: Segment
    let firstDuration: Double
    /// What follows it, and how long that lasts (ms); nil when the first segment ends at rest.
    let second: Segment?
    let secondDuration: Double
    /// Where the motion comes to rest.
    public let restingOffset: CGFloat

    /// How long the motion lasts, in seconds.
    public var duration: TimeInterval { (firstDuration + secondDuration) / 1000 }

    /// Whether the motion moves at all.
    public var isStill: Bool { duration == 0 }

    /// The offset `time` seconds after the motion started; the resting offset from ``duration`` on.
    ///
    /// Always inlined: a display frame asks it of both axes, and as a call of its own each axis was copied out of
    /// its motion first.
    @inline(__always)
    public func offset(at time: TimeInterval) -> CGFloat {
        let milliseconds = time.isFinite ? max(time * 1000, 0) : .infinity
        if milliseconds >= firstDuration + secondDuration { return restingOffset }
        if milliseconds < firstDuration { return first.value(at: milliseconds) }
        if let second, milliseconds - firstDuration < secondDuration {
            return second.value(at: milliseconds - firstDuration)
        }
        return restingOffset
    }

    init(first: Segment, firstDuration: Double, second: Segment? = nil, secondDuration: Double = 0, rest: CGFloat) {
        self.first = first
        self.firstDuration = firstDuration.isFinite ? max(firstDuration, 0) : 0
        self.second = second
        self.secondDuration = secondDuration.isFinite ? max(secondDuration, 0) : 0
        restingOffset = rest
    }

    /// No motion: the axis stays at `offset`.
    public static func still(at offset: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion(first: .rest(offset), firstDuration: 0, rest: offset)
    }

    /// The motion after a lift at `offset` with `velocity` (pt/ms) toward `target` (which the delegate may have
    /// changed), for an axis whose offsets run over `range`.
    public static func afterLift(
        offset: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat,
        bounces: Bool
    ) -> ScrollAxisMotion {
        let velocity = velocity.isFinite ? velocity : 0
        guard offset.isFinite else { return still(at: ScrollPhysics.clamp(target, to: range)) }
        let target = target.isFinite ? target : ScrollPhysics.clamp(offset, to: range)
        if offset < range.lowerBound || offset > range.upperBound {
            return springBack(from: offset, velocity: velocity, to: target)
        }
        let rate = ScrollPhysics.validRate(rate)
        let natural = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
        if abs(natural - target) < 0.000_1 {
            return decelerate(from: offset, velocity: velocity, rate: rate, restingAt: target)
        }
        let edge = ScrollPhysics.clamp(natural, to: range)
        if abs(target - edge) < 0.000_1, edge != natural,
            let crossing = crossingTime(
                from: offset, velocity: velocity, rate: rate, to: edge)
        {
            guard bounces else {
                return ScrollAxisMotion(
                    first: .decelerate(start: offset, velocity: velocity, rate: rate), firstDuration: crossing,
                    rest: edge)
            }
            let speed = velocity * rate * -log(rate) * pow(rate, CGFloat(crossing)) / (1 - rate)
            let bounce = Segment.spring(target: edge, displacement: 0, velocity: speed)
            return ScrollAxisMotion(
                first: .decelerate(start: offset, velocity: velocity, rate: rate), firstDuration: crossing,
                second: bounce, secondDuration: springDuration(displacement: 0, velocity: speed), rest: edge)
        }
        // Any other target: the deceleration whose resting offset is the target.
        let adjusted = (target - offset) * (1 - rate) / rate
        return decelerate(from: offset, velocity: adjusted, rate: rate, restingAt: target)
    }

    /// A deceleration from `offset` at `velocity` (pt/ms) until it rests, v·d/(1−d) further on (or exactly at
    /// `restingAt`, the same point computed by the caller, so a target is reached to the bit).
    public static func decelerate(
        from offset: CGFloat, velocity: CGFloat, rate: CGFloat, restingAt: CGFloat? = nil
    ) -> ScrollAxisMotion {
        let rate = ScrollPhysics.validRate(rate)
        let distance = velocity * rate / (1 - rate)
        let rest = restingAt ?? offset + distance
        guard abs(distance) > ScrollPhysics.restThreshold else { return still(at: rest) }
        let duration = Double(log(ScrollPhysics.restThreshold / abs(distance)) / log(rate))
        return ScrollAxisMotion(
            first: .decelerate(start: offset, velocity: velocity, rate: rate), firstDuration: duration, rest: rest)
    }

    /// A spring from `offset` (moving at `velocity`, pt/ms) back to `target`.
    public static func springBack(from offset: CGFloat, velocity: CGFloat, to target: CGFloat) -> ScrollAxisMotion {
        let displacement = offset - target
        let duration = springDuration(displacement: displacement, velocity: velocity)
        guard duration > 0 else { return still(at: target) }
        return ScrollAxisMotion(
            first: .spring(target: target, displacement: displacement, velocity: velocity), firstDuration: duration,
            rest: target)
    }

    /// An eased animation from `offset` to `target` over `duration` seconds.
    public static func animation(from offset: CGFloat, to target: CGFloat, duration: TimeInterval) -> ScrollAxisMotion {
        guard offset.isFinite, target.isFinite, offset != target, duration > 0 else {
            return still(at: target.isFinite ? target : offset)
        }
        let milliseconds = duration * 1000
        return ScrollAxisMotion(
            first: .ease(from: offset, to: target, duration: milliseconds), firstDuration: milliseconds, rest: target)
    }

    /// When (ms) a deceleration from `offset` reaches `edge`, or nil if it never does.
    static func crossingTime(from offset: CGFloat, velocity: CGFloat, rate: CGFloat, to edge: CGFloat) -> Double? {
        guard velocity != 0 else { return nil }
        let remaining = 1 - (edge - offset) * (1 - rate) / (velocity * rate)
        guard remaining > 0, remaining <= 1 else { return nil }
        return Double(log(remaining) / log(rate))
    }

    /// How long (ms) a spring from `displacement` at `velocity` takes until its envelope stays under the rest
    /// threshold.
    static func springDuration(displacement: CGFloat, velocity: CGFloat) -> Double {
        let omega = ScrollPhysics.springStiffness
        let x = abs(Double(displacement))
        let v = abs(Double(velocity))
        let threshold = Double(ScrollPhysics.restThreshold)
        func envelope(_ t: Double) -> Double { (x + (v + omega * x) * t) * exp(-omega * t) }
        guard x + v > 0 else { return 0 }
        let peak = max(0, 1 / omega - x / (v + omega * x))
        var time = peak.isFinite ? peak : 0
        guard envelope(time) >= threshold else { return time }
        // Whole milliseconds until the envelope is under the threshold (it decreases after its peak).
        while envelope(time) >= threshold && time < 60_000 { time += 1 }
        return time
    }
}

/// The motion of both axes of a scroll view, and what it is for. A class holding constants: the scroll view reads
/// it at every display frame, and a reference is read in a load where a value this large would be copied.
final class ScrollMotion: Sendable {
    /// What set the scroll view moving: the delegate call that ends it differs.
    enum Kind: Hashable, Sendable {
        /// After a lift: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`: ends with
        /// `scrollViewDidEndScrollingAnimation`.
        case animation
        /// A zoom scale past its limits coming back, or `setZoomScale(_:animated:)`.
        case zoom
    }

    let kind: Kind
    let x: ScrollAxisMotion
    let y: ScrollAxisMotion
    /// The zoom scale's motion, for `.zoom`.
    let scale: ScrollAxisMotion?
    /// When it started, on the application's clock.
    let start: TimeInterval
    /// How long it lasts, in seconds.
    let duration: TimeInterval
    /// The time between its display frames, in seconds: the application's frame rate when it started.
    let frameInterval: TimeInterval

    init(
        kind: Kind, x: ScrollAxisMotion, y: ScrollAxisMotion, scale: ScrollAxisMotion?, start: TimeInterval,
        frameInterval: TimeInterval
    ) {
        self.frameInterval = frameInterval
        self.kind = kind
        self.x = x
        self.y = y
        self.scale = scale
        self.start = start
        duration = max(x.duration, y.duration, scale?.duration ?? 0)
    }

    /// The offset at `time` on the application's clock (always inlined: see ``step(at:)``).
    @inline(__always)
    func offset(at time: TimeInterval) -> CGPoint {
        CGPoint(x: x.offset(at: time - start), y: y.offset(at: time - start))
    }

    /// Where it comes to rest.
    var restingOffset: CGPoint { CGPoint(x: x.restingOffset, y: y.restingOffset) }

    /// What a display frame at `time` shows: the offset and zoom scale then (the resting ones once the motion's
    /// time is up), whether the motion is over, when it started and the time between its frames. Always inlined, as
    /// ``offset(at:)``: the frame reads the motion in place instead of copying its axes out.
    @inline(__always)
    func step(at time: TimeInterval) -> (
        offset: CGPoint, scale: CGFloat?, finished: Bool, start: TimeInterval, frameInterval: TimeInterval
    ) {
        let finished = time >= start + duration
        let scaleNow = scale.map { finished ? $0.restingOffset : $0.offset(at: time - start) }
        return (finished ? restingOffset : offset(at: time), scaleNow, finished, start, frameInterval)
    }
}
