import Foundation

/// A damped harmonic spring's closed form: the progress (0 at the start, 1 at rest) of a mass `m` on a spring of
/// stiffness `k` with damping `c`, released with velocity `v0` (in units of the whole distance per second, towards
/// the end).
///
/// With ω0 = √(k / m) and ζ = c / (2 √(k m)), the remaining distance x(t) (1 at t = 0) is
/// - ζ < 1: e^(−ζω0 t) (cos ωd t + (ζω0 − v0) / ωd · sin ωd t), ωd = ω0 √(1 − ζ²);
/// - ζ = 1: e^(−ω0 t) (1 + (ω0 − v0) t);
/// - ζ > 1: C1 e^(r1 t) + C2 e^(r2 t), r = −ω0 (ζ ∓ √(ζ² − 1)), C2 = (−v0 − r1) / (r2 − r1), C1 = 1 − C2;
/// and the progress is 1 − x(t). Apple publishes no formula for `settlingDuration`; ResponderKit's is the time after
/// which x's envelope stays below 0.001 of the distance.
struct SpringCurve: Equatable {
    /// The undamped angular frequency ω0.
    var omega: Double
    /// The damping ratio ζ.
    var zeta: Double
    /// The initial velocity, in distances per second.
    var velocity: Double

    /// The fraction of the distance below which a spring counts as settled.
    static let settledThreshold = 0.001

    /// A spring from its physical parameters; non-finite or non-positive values fall back to Core Animation's
    /// defaults (mass 1, stiffness 100, damping 10, velocity 0).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        omega = (k / m).squareRoot()
        zeta = c / (2 * (k * m).squareRoot())
        velocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring with damping ratio `dampingRatio` that settles in `duration`, as `UIView.animate(…
    /// usingSpringWithDamping:…)` and `UISpringTimingParameters(dampingRatio:)` ask for: ω0 is found by bisection
    /// so that ``settlingDuration`` equals `duration` (ResponderKit's reading; UIKit publishes no formula).
    init(dampingRatio: Double, duration: TimeInterval, initialVelocity: Double) {
        let ratio = dampingRatio.isFinite ? Swift.min(Swift.max(dampingRatio, 0.01), 10) : 1
        let target = duration.isFinite && duration > 0 ? duration : 0.5
        omega = 1
        zeta = ratio
        velocity = initialVelocity.isFinite ? initialVelocity : 0
        var low = 1e-3
        var high = 1e5
        for _ in 0..<100 {
            let middle = (low * high).squareRoot()
            omega = middle
            if settlingDuration > target { low = middle } else { high = middle }
        }
        omega = (low * high).squareRoot()
    }

    /// The progress at time `t` (seconds since release): 0 at the start, 1 at rest, above 1 when it overshoots.
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - remaining(at: t)
    }

    /// x(t), the remaining fraction of the distance.
    func remaining(at t: Double) -> Double {
        let decay = zeta * omega
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (decay - velocity) / damped
            return exp(-decay * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-velocity - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// How long the spring takes to settle: the time after which the envelope of x stays below
    /// ``settledThreshold``.
    var settlingDuration: TimeInterval {
        let threshold = Self.settledThreshold
        if zeta < 1 {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (decay - velocity) / damped
            let amplitude = (1 + b * b).squareRoot()
            return Swift.max(0, log(amplitude / threshold) / decay)
        }
        // Critically damped or overdamped: x decreases to 0 after at most one crossing; find when |x| stays below the
        // threshold by stepping and then bisecting.
        var t = 0.0
        let step = 1 / (omega * 8)
        var last = 0.0
        while t < 1e4 {
            if Swift.abs(remaining(at: t)) >= threshold { last = t }
            if t - last > 4 / omega && Swift.abs(remaining(at: t)) < threshold { break }
            t += step
        }
        var low = last
        var high = last + step
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if Swift.abs(remaining(at: middle)) >= threshold { low = middle } else { high = middle }
        }
        return high
    }
}
