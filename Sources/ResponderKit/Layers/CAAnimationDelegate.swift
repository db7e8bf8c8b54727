import Foundation

/// Told when an animation starts and stops. Core Animation retains an animation's delegate.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: its begin time came (after any delay).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed first (removed by
    /// key, replaced by another animation for the same key, or its layer left its window).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
