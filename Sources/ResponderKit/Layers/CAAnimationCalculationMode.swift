import Foundation

/// How a keyframe animation goes from one keyframe to the next (`CAKeyframeAnimation.calculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight-line interpolation between keyframes, at `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value holds until the next keyframe's time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, with the keyframes spread so that the value moves at an even pace (`keyTimes` ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keyframes (Catmull–Rom), at `keyTimes`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// `cubic`, spread at an even pace (`keyTimes` ignored).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
