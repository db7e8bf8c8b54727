import Foundation

/// An animation of one property through a list of values (`values`), reached at `keyTimes` (fractions of the
/// duration, evenly spread when nil), each segment eased by its entry of `timingFunctions`, in the
/// `calculationMode`'s way (`linear`, `discrete`, `paced`, `cubic`, `cubicPaced`).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point property to follow; stored, not followed (use `values`).
    open var path: CGPath?
    /// When each value is reached, as fractions 0…1 of the duration, one per value.
    open var keyTimes: [NSNumber]?
    /// The easing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values are joined.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Stored, not used (ResponderKit draws nothing).
    open var rotationMode: String?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
    }
}

/// A keyframe animation's values and times, read once when it is added.
struct Keyframes {
    var values: [AnimatableValue]
    var times: [Double]
    var functions: [CAMediaTimingFunction]
    var mode: CAAnimationCalculationMode

    @MainActor
    init(_ animation: CAKeyframeAnimation) {
        values = (animation.values ?? []).compactMap { AnimatableValue($0) }
        mode = animation.calculationMode
        functions = animation.timingFunctions ?? []
        let count = values.count
        let paced = mode == .paced || mode == .cubicPaced
        if paced, count > 1 {
            var lengths = [0.0]
            for index in 1..<count {
                lengths.append(lengths[index - 1] + values[index - 1].distance(to: values[index]))
            }
            let total = lengths[count - 1]
            times = total > 0 ? lengths.map { $0 / total } : (0..<count).map { Double($0) / Double(count - 1) }
        } else if let given = animation.keyTimes, given.count == count {
            times = given.map { Swift.min(1, Swift.max(0, $0.doubleValue)) }
        } else if mode == .discrete {
            times = (0..<count).map { Double($0) / Double(Swift.max(count, 1)) }
        } else {
            times = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
    }

    /// The value at `progress` (0…1) of the animation.
    func value(at progress: Double) -> AnimatableValue? {
        guard let first = values.first else { return nil }
        let count = values.count
        if count == 1 { return first }
        if mode == .discrete {
            var index = 0
            for position in 0..<count where times[position] <= progress { index = position }
            return values[index]
        }
        if progress <= times[0] { return first }
        if progress >= times[count - 1] { return values[count - 1] }
        var segment = 0
        while segment < count - 2 && progress >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if segment < functions.count { local = functions[segment].progress(at: local) }
        if mode == .cubic || mode == .cubicPaced {
            let previous = values[Swift.max(segment - 1, 0)]
            let next = values[Swift.min(segment + 2, count - 1)]
            return Self.catmullRom(previous, values[segment], values[segment + 1], next, local)
        }
        return values[segment].interpolated(to: values[segment + 1], at: local)
    }

    /// The Catmull–Rom curve through `p1` and `p2` at `t`, for numbers and points; other values are joined linearly.
    static func catmullRom(
        _ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue, _ t: Double
    ) -> AnimatableValue {
        func spline(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t
            let t3 = t2 * t
            return 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)):
            return .scalar(spline(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(
                CGPoint(
                    x: spline(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                    y: spline(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default:
            return p1.interpolated(to: p2, at: t)
        }
    }
}
