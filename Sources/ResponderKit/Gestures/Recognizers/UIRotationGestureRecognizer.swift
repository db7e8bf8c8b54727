import Foundation

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
        idleMoves.areIdle = logic.movesAreIdle
        return output
    }

    override func resetLogic() {
        logic.reset()
        idleMoves.areIdle = false
    }
}
