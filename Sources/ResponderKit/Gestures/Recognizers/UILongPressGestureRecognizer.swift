import Foundation

/// A continuous recognizer for a press held still for a minimum duration.
///
/// It begins when the fingers have been down `minimumPressDuration` without moving more than
/// `allowableMovement`; afterwards moves are `.changed`, and the lift ends it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    final var logic = LongPressLogic()

    /// Seconds the fingers must be down (default 0.5).
    open var minimumPressDuration: TimeInterval {
        get { logic.minimumPressDuration }
        set { logic.minimumPressDuration = newValue }
    }

    /// Points the fingers may move before the gesture begins (default 10).
    open var allowableMovement: CGFloat {
        get { logic.allowableMovement }
        set { logic.allowableMovement = newValue }
    }

    /// How many fingers must press (default 1).
    open var numberOfTouchesRequired: Int {
        get { logic.numberOfTouchesRequired }
        set { logic.numberOfTouchesRequired = newValue }
    }

    /// How many taps come before the press (default 0).
    open var numberOfTapsRequired: Int {
        get { logic.numberOfTapsRequired }
        set { logic.numberOfTapsRequired = newValue }
    }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        logic.handle(phase, samples, metrics: currentMetrics)
    }

    override func driveLogicTimer(at time: TimeInterval) -> GestureLogicOutput? { logic.timerFired(at: time) }

    override func resetLogic() { logic.reset() }
}
