import Foundation

/// Estimates how fast a position or a value changes: a least-squares line through recent samples.
///
/// Feed it samples in time order with ``add(_:at:)-(CGPoint,_)`` (positions, giving points per
/// second) or ``add(_:at:)-(CGFloat,_)`` (a scalar such as a pinch's scale or a rotation's angle,
/// giving units per second). ``velocity`` and ``scalarVelocity`` are the slopes of the lines that
/// best fit, in the least-squares sense, the samples taken within ``window`` seconds of the latest one.
/// One estimator is fed either positions or scalars, not both.
///
/// ```
/// samples:  t0 ─ t1 ─ … ─ tn          (ring buffer, the newest `capacity` kept)
///                 └── window ──┘       (only samples with t ≥ tn − window)
/// velocity = Σ(t − t̄)(x − x̄) / Σ(t − t̄)²
/// ```
///
/// It is defensive about its input: with fewer than two samples in the window, or samples whose
/// times span less than a microsecond, the velocity is zero; a sample time earlier than the latest
/// (or NaN) counts as the latest, that is, as no time passing; a sample with a NaN or infinite
/// value is dropped. The answer is always finite.
///
/// Storage is a ring of ``capacity`` samples allocated once at initialization; adding a sample
/// writes into it in place and never grows it. When more than ``capacity`` samples fall within the
/// window, the fit uses the newest ``capacity``.
public struct VelocityEstimator: Sendable, Hashable {
    /// How many samples the ring holds: 32.
    public static let capacity = 32

    /// One stored sample: its time and its value (scalars use `x` only).
    private struct Sample: Sendable, Hashable {
        var time: TimeInterval
        var x: Double
        var y: Double
    }

    /// The span, in seconds before the latest sample, that the fit covers.
    public var window: TimeInterval

    private var ring: [Sample]
    private var next = 0
    private var stored = 0
    /// The time of the newest sample, when there is one (`stored > 0`): kept apart so that adding a sample does not
    /// read the ring.
    private var newestTime: TimeInterval = 0

    /// Creates an empty estimator fitting the last `window` seconds (0.1 s by default,
    /// <doc:BehaviourContract#8-Interaction-metrics>).
    public init(window: TimeInterval = InteractionMetrics.default.velocityWindow) {
        self.window = window
        ring = Array(repeating: Sample(time: 0, x: 0, y: 0), count: Self.capacity)
    }

    /// The number of samples held (at most ``capacity``), inside the window or not.
    public var sampleCount: Int { stored }

    /// The time of the latest sample, or nil before the first.
    public var latestTime: TimeInterval? { stored == 0 ? nil : newestTime }

    /// Adds a position sampled at `time`.
    public mutating func add(_ point: CGPoint, at time: TimeInterval) {
        append(x: Double(point.x), y: Double(point.y), at: time)
    }

    /// Adds a scalar value sampled at `time`.
    public mutating func add(_ value: CGFloat, at time: TimeInterval) {
        append(x: Double(value), y: 0, at: time)
    }

    /// Forgets every sample; the window stays.
    public mutating func removeAll() {
        next = 0
        stored = 0
    }

    /// The estimated velocity of the positions, in points per second; zero when it cannot be told.
    public var velocity: CGPoint {
        let slope = fit()
        return CGPoint(x: slope.x, y: slope.y)
    }

    /// The estimated rate of change of the scalar values, in units per second; zero when it cannot be told.
    public var scalarVelocity: CGFloat { CGFloat(fit().x) }

    private mutating func append(x: Double, y: Double, at time: TimeInterval) {
        guard x.isFinite, y.isFinite else { return }
        // Every recognizer that measures speed adds a sample on every move: index arithmetic without division, and
        // the newest time kept in a field.
        var time = time
        if stored > 0 {
            if !time.isFinite || time < newestTime { time = newestTime }
        } else if !time.isFinite {
            time = 0
        }
        newestTime = time
        ring[next] = Sample(time: time, x: x, y: y)
        next = next == Self.capacity - 1 ? 0 : next + 1
        if stored < Self.capacity { stored += 1 }
    }

    /// The sample `offset` places before the newest (0 is the newest).
    private func sample(back offset: Int) -> Sample {
        ring[(next - 1 - offset + 2 * Self.capacity) % Self.capacity]
    }

    /// How many of the newest samples lie within the window of the latest one.
    private var samplesInWindow: Int {
        guard stored > 0 else { return 0 }
        let earliest = sample(back: 0).time - max(0, window) - 1e-9
        var count = 0
        while count < stored, sample(back: count).time >= earliest { count += 1 }
        return count
    }

    /// The least-squares slopes of x and y against time, with times taken relative to the newest.
    private func fit() -> (x: Double, y: Double) {
        let count = samplesInWindow
        guard count >= 2 else { return (0, 0) }
        let origin = sample(back: 0).time
        var meanT = 0.0
        var meanX = 0.0
        var meanY = 0.0
        for index in 0..<count {
            let s = sample(back: index)
            meanT += s.time - origin
            meanX += s.x
            meanY += s.y
        }
        let n = Double(count)
        meanT /= n
        meanX /= n
        meanY /= n
        guard origin - sample(back: count - 1).time >= 1e-6 else { return (0, 0) }
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for index in 0..<count {
            let s = sample(back: index)
            let dt = s.time - origin - meanT
            stt += dt * dt
            stx += dt * (s.x - meanX)
            sty += dt * (s.y - meanY)
        }
        let vx = stx / stt
        let vy = sty / stt
        return (vx.isFinite ? vx : 0, vy.isFinite ? vy : 0)
    }

    /// Two estimators are equal when they hold the same window and the same samples, in order.
    public static func == (lhs: VelocityEstimator, rhs: VelocityEstimator) -> Bool {
        guard lhs.window == rhs.window, lhs.stored == rhs.stored else { return false }
        return (0..<lhs.stored).allSatisfy { lhs.sample(back: $0) == rhs.sample(back: $0) }
    }

    /// Hashes the window and the samples, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(window)
        hasher.combine(stored)
        for index in 0..<stored { hasher.combine(sample(back: index)) }
    }
}
