import Foundation

/// A discrete recognizer for a quick stroke in one direction: at least the swipe minimum distance within the
/// swipe maximum duration, within the angle tolerance of an allowed direction. Use one recognizer per
/// direction, as the seeds do.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable, Codable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt

        /// Creates directions from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    final var logic = SwipeLogic()

    /// The allowed directions (default `.right`).
    open var direction: Direction {
        get { Direction(rawValue: logic.direction.rawValue) }
        set { logic.direction = SwipeDirections(rawValue: newValue.rawValue) }
    }

    /// How many fingers must swipe (default 1).
    open var numberOfTouchesRequired: Int {
        get { logic.numberOfTouchesRequired }
        set { logic.numberOfTouchesRequired = newValue }
    }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        logic.handle(phase, samples, metrics: currentMetrics)
    }

    override func driveLogicTimer(at time: TimeInterval) -> GestureLogicOutput? { logic.timerFired(at: time) }

    override func resetLogic() { logic.reset() }
}

/// A continuous recognizer for two fingers moving apart or together; `scale` is cumulative since it began,
/// until the app resets it (setting it to 1 makes later scales relative to that moment).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    final var logic = PinchLogic()

    /// The scale factor relative to the fingers' distance when it began (or when last set).
    open var scale: CGFloat {
        get { logic.scale }
        set { logic.setScale(newValue) }
    }

    /// The scale's velocity, in scale factor per second.
    open var velocity: CGFloat { logic.velocity }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        let output = logic.handle(phase, samples, metrics: currentMetrics)
        movesAreIdle = logic.movesAreIdle
        return output
    }

    override func resetLogic() {
        logic.reset()
        movesAreIdle = false
    }
}

/// A continuous recognizer for two fingers turning; `rotation` is in radians, cumulative, until the app
/// resets it.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    final var logic = RotationLogic()

    /// The rotation in radians since it began (or since last set).
    open var rotation: CGFloat {
        get { logic.rotation }
        set { logic.setRotation(newValue) }
    }

    /// The rotation's velocity, in radians per second.
    open var velocity: CGFloat { logic.velocity }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        let output = logic.handle(phase, samples, metrics: currentMetrics)
        movesAreIdle = logic.movesAreIdle
        return output
    }

    override func resetLogic() {
        logic.reset()
        movesAreIdle = false
    }
}
