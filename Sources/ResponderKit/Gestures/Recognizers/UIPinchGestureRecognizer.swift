import Foundation

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
        idleMoves.areIdle = logic.movesAreIdle
        return output
    }

    override func resetLogic() {
        logic.reset()
        idleMoves.areIdle = false
    }
}
