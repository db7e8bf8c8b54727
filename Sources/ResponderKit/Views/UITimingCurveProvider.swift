import Foundation

/// The kind of a property animator's timing curve.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic and a spring together.
    case composed = 3
}

/// The timing of a property animator: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic timing curve for a property animator: one of UIKit's curves or two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve (`.easeInOut` for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// UIKit's default curve, ease-in-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) =
            switch curve {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        (controlPoint1, controlPoint2) = points
        super.init()
    }

    /// A cubic Bézier through (0, 0), `point1`, `point2`, (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic` for control points, `.builtin` for a named curve.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            exactly: (Swift.min(1, Swift.max(0, Double(controlPoint1.x))), Double(controlPoint1.y)),
            (Swift.min(1, Swift.max(0, Double(controlPoint2.x))), Double(controlPoint2.y)))
    }
}

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
