import Foundation

extension Script {
    /// A `UIView.animate` call a script step makes on a view of the scene: the properties it animates to, its
    /// timing and its options, as `UIView.animate(withDuration:delay:options:animations:completion:)` (or, with
    /// `spring`, `usingSpringWithDamping:initialSpringVelocity:`) takes them. The completion logs
    /// `<view> animation finished: true` (or `false` when it was interrupted).
    public struct Animation: Sendable, Hashable, Codable {
        /// The scene id of the view animated.
        public var view: String
        /// `frame` at the end.
        public var frame: CGRect?
        /// `center` at the end.
        public var center: CGPoint?
        /// `alpha` at the end.
        public var alpha: Double?
        /// `transform` at the end.
        public var transform: Scene.Transform?
        /// `backgroundColor` at the end.
        public var backgroundColor: Scene.Color?
        /// Seconds.
        public var duration: Double
        /// Seconds before it starts.
        public var delay: Double
        /// The timing curve (ignored with `spring`).
        public var curve: Curve
        /// `UIView.AnimationOptions` besides the curve.
        public var options: Set<Option>
        /// A spring's `dampingRatio` and `initialSpringVelocity`, when it is one.
        public var spring: Spring?

        /// Creates an animation of `view` with UIKit's defaults: no delay, ease in and out, no options.
        public init(
            view: String, duration: Double, delay: Double = 0, curve: Curve = .easeInOut, options: Set<Option> = [],
            spring: Spring? = nil
        ) {
            self.view = view
            self.duration = duration
            self.delay = delay
            self.curve = curve
            self.options = options
            self.spring = spring
        }

        /// `UIView.AnimationOptions`' curves.
        public enum Curve: String, Sendable, Hashable, Codable, CaseIterable {
            /// `.curveEaseInOut`, the default.
            case easeInOut
            /// `.curveEaseIn`.
            case easeIn
            /// `.curveEaseOut`.
            case easeOut
            /// `.curveLinear`.
            case linear
        }

        /// The `UIView.AnimationOptions` a script may give.
        public enum Option: String, Sendable, Hashable, Codable, CaseIterable {
            /// `.allowUserInteraction`: the views keep getting touches while they animate.
            case allowUserInteraction
            /// `.beginFromCurrentState`: starts from what shows, not from the model.
            case beginFromCurrentState
            /// `.repeat`: runs again and again.
            case `repeat`
            /// `.autoreverse`: runs back after each run.
            case autoreverse
        }

        /// A spring's settings.
        public struct Spring: Sendable, Hashable, Codable {
            /// `usingSpringWithDamping`, 0…1.
            public var damping: Double
            /// `initialSpringVelocity`.
            public var velocity: Double

            /// Creates a spring.
            public init(damping: Double, velocity: Double = 0) {
                self.damping = damping
                self.velocity = velocity
            }
        }
    }
}
