import Foundation

/// A timing curve: how an animation's progress follows its time, as a cubic Bézier from (0, 0) to (1, 1).
///
/// The named curves are Core Animation's published control points: `linear` (0, 0, 1, 1), `easeIn`
/// (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1), `easeInEaseOut` (0.42, 0, 0.58, 1) and `default`
/// (0.25, 0.1, 0.25, 1). ``progress(at:)`` solves the curve to 1e-12: it finds the curve parameter whose x is
/// the time by Newton's method, falling back to bisection, and answers that parameter's y.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The first control point.
    let c1: (x: Double, y: Double)
    /// The second control point.
    let c2: (x: Double, y: Double)

    /// A named curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(exactly: (0, 0), (1, 1))
        case .easeIn: self.init(exactly: (0.42, 0), (1, 1))
        case .easeOut: self.init(exactly: (0, 0), (0.58, 1))
        case .easeInEaseOut: self.init(exactly: (0.42, 0), (0.58, 1))
        default: self.init(exactly: (0.25, 0.1), (0.25, 1))
        }
    }

    /// A curve with the published control points as written (not rounded to `Float`).
    init(exactly c1: (x: Double, y: Double), _ c2: (x: Double, y: Double)) {
        self.c1 = c1
        self.c2 = c2
        super.init()
    }

    /// A cubic Bézier with control points `(c1x, c1y)` and `(c2x, c2y)`; the x values are clamped to 0…1 (a
    /// curve must move forward in time) and a non-finite value becomes the linear curve's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func finite(_ value: Float, _ fallback: Double) -> Double { value.isFinite ? Double(value) : fallback }
        c1 = (Swift.min(1, Swift.max(0, finite(c1x, 0))), finite(c1y, 0))
        c2 = (Swift.min(1, Swift.max(0, finite(c2x, 1))), finite(c2y, 1))
        super.init()
    }

    /// Writes control point `index` (0 and 3 are the ends, (0, 0) and (1, 1)) into `ptr` as two floats.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double) =
            switch index {
            case 1: c1
            case 2: c2
            case 3: (1, 1)
            default: (0, 0)
            }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The curve's progress (its y) at `time` (its x, clamped to 0…1).
    public func progress(at time: Double) -> Double {
        Self.solve(time, c1: c1, c2: c2)
    }

    /// The slope dy/dx of the curve at `time`: the speed of progress relative to linear time.
    func slope(at time: Double) -> Double {
        let s = Self.parameter(forX: Swift.min(1, Swift.max(0, time)), c1x: c1.x, c2x: c2.x)
        let dx = Self.derivative(s, c1.x, c2.x)
        let dy = Self.derivative(s, c1.y, c2.y)
        return dx == 0 ? (dy == 0 ? 1 : .infinity) : dy / dx
    }

    /// Whether the curve is the straight line (linear progress).
    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The y of the cubic Bézier (0,0), c1, c2, (1,1) at the x `time`.
    static func solve(_ time: Double, c1: (x: Double, y: Double), c2: (x: Double, y: Double)) -> Double {
        guard time.isFinite else { return time > 0 ? 1 : 0 }
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        if c1.x == c1.y && c2.x == c2.y { return time }
        return bezier(parameter(forX: time, c1x: c1.x, c2x: c2.x), c1.y, c2.y)
    }

    /// One coordinate of the curve at parameter `s`, with control values `p1` and `p2` (ends 0 and 1).
    @inline(__always)
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `s`.
    @inline(__always)
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter at which the curve's x is `x`: Newton's method from `x`, then bisection when it strays.
    static func parameter(forX x: Double, c1x: Double, c2x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, c1x, c2x) - x
            if Swift.abs(error) < 1e-12 { return s }
            let slope = derivative(s, c1x, c2x)
            if Swift.abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // x(s) is non-decreasing on 0…1 for control x values in 0…1: bisection always converges.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = bezier(s, c1x, c2x)
            if Swift.abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// `CAMediaTimingFunction (0.42, 0, 0.58, 1)`.
    public override var description: String {
        "CAMediaTimingFunction (\(c1.x.compact), \(c1.y.compact), \(c2.x.compact), \(c2.y.compact))"
    }

    /// Two timing functions are equal when their control points are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// Hashes the control points.
    public override var hash: Int {
        var hasher = Hasher()
        for value in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(value) }
        return hasher.finalize()
    }
}
