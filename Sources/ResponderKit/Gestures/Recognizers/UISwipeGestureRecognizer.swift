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
