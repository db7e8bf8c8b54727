import Foundation

/// An animation of one property between two values.
///
/// Of `fromValue`, `toValue` and `byValue`, the ones given decide the range, as in Core Animation: from and to;
/// from and from + by; to − by and to; from and the model value; the presentation value when added and to; the
/// presentation value and it + by; none: the presentation value when added and the model value.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.duration = 0.3
/// layer.add(fade, forKey: "fade")   // at t: opacity 1 → 0 until t + 0.3, then the model value again
/// ```
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change over the animation, when `fromValue` or `toValue` is missing.
    open var byValue: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    /// The progress at an iteration's `fraction` (a spring overrides it with its curve).
    func curveProgress(fraction: Double, localTime: TimeInterval) -> Double {
        easedProgress(fraction)
    }
}
