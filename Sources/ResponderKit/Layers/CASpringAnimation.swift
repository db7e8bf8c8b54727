import Foundation

/// A basic animation whose progress follows a damped spring (``SpringCurve``'s closed form) instead of a timing
/// curve. The spring runs on the animation's local time; `duration` only says when the animation ends (set it to
/// `settlingDuration`, or leave it 0 for that).
///
/// ```swift
/// let bounce = CASpringAnimation(keyPath: "position.y")
/// bounce.fromValue = 0
/// bounce.toValue = 100
/// bounce.damping = 12
/// bounce.duration = bounce.settlingDuration
/// ```
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping (10 by default).
    open var damping: CGFloat = 10
    /// The velocity at the start, in units of the whole distance per second (0 by default).
    open var initialVelocity: CGFloat = 0
    /// ResponderKit's own: a spring given by damping ratio and settling time (`UIView.animate(…usingSpring…)`).
    var presetCurve: SpringCurve?

    /// How long the spring takes to come to rest (see ``SpringCurve/settlingDuration``).
    open var settlingDuration: CFTimeInterval { curve.settlingDuration }

    /// The spring's closed form.
    var curve: SpringCurve {
        presetCurve
            ?? SpringCurve(
                mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                initialVelocity: Double(initialVelocity))
    }

    override var naturalDuration: TimeInterval { duration > 0 ? duration : settlingDuration }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.presetCurve = presetCurve
    }

    override func curveProgress(fraction: Double, localTime: TimeInterval) -> Double {
        fraction >= 1 ? 1 : curve.progress(at: localTime)
    }
}
