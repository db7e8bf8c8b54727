import Foundation

extension UIView {
    /// How a `UIView.animate` call animates: its curve, repetition, whether the views take touches meanwhile, and
    /// for transitions, the transition's kind. The raw values are UIKit's.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// Lay out subviews as the animation commits; stored.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while the animation runs (by default they refuse them).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen (a running animation's value) rather than the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever (the completion never runs unless the animation is removed).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play forwards then backwards (the model keeps the new value: the view ends where the block put it).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this call's duration inside an enclosing animation block; stored.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this call's curve inside an enclosing animation block; stored.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content as it animates; stored.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit options from an enclosing block; stored.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out, (0.42, 0, 0.58, 1): the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in, (0.42, 0, 1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, (0, 0, 0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-fade.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate; stored.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second; stored.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second; stored.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// A timing curve of UIKit's animations.
    public enum AnimationCurve: Int, Sendable {
        /// (0.42, 0, 0.58, 1).
        case easeInOut = 0
        /// (0.42, 0, 1, 1).
        case easeIn = 1
        /// (0, 0, 0.58, 1).
        case easeOut = 2
        /// (0, 0, 1, 1).
        case linear = 3

        /// The curve's Core Animation timing function.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// How `animateKeyframes` animates. The raw values are UIKit's.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// Lay out subviews; stored.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while the animation runs.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this call's duration inside an enclosing block; stored.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit options; stored.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options that UIView.AnimationOptions shares.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF)
        }

        /// The calculation mode the options name.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
