import Foundation

/// A spring timing for a property animator: a damping ratio (settling in the animator's duration) or a mass,
/// stiffness and damping (settling when the physics says, the animator's duration ignored).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in units of the whole distance per second (x for every property but sizes' heights).
    public let initialVelocity: CGVector
    /// The damping ratio, when given.
    let dampingRatio: CGFloat?
    /// The physical spring, when given.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring (ratio 1), at rest.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio`, at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio`, released at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
        super.init()
    }

    /// A spring of `mass`, `stiffness` and `damping`, released at `velocity`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's closed form for an animator of `duration`.
    func curve(duration: TimeInterval) -> SpringCurve {
        if let physical {
            return SpringCurve(
                mass: Double(physical.mass), stiffness: Double(physical.stiffness), damping: Double(physical.damping),
                initialVelocity: Double(initialVelocity.dx))
        }
        return SpringCurve(
            dampingRatio: Double(dampingRatio ?? 1), duration: duration, initialVelocity: Double(initialVelocity.dx))
    }
}
