import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It fails when a finger moves more than the tap allowable movement, when more fingers than required go
/// down, or when the next tap does not start within the multi-tap interval (see `InteractionMetrics`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    final var logic = TapLogic()

    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired: Int {
        get { logic.numberOfTapsRequired }
        set { logic.numberOfTapsRequired = newValue }
    }

    /// How many fingers each tap needs (default 1).
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
