import Foundation

/// A pan that starts near an edge of the screen (the window's bounds) and moves away from it; it ignores
/// every touch beyond the first.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    final var edgeLogic = ScreenEdgePanLogic(edges: [], screenBounds: .zero)

    /// The edges the gesture may start from.
    open var edges: UIRectEdge {
        get { UIRectEdge(rawValue: edgeLogic.edges.rawValue) }
        set { edgeLogic.edges = ScreenEdges(rawValue: newValue.rawValue) }
    }

    /// How far the finger moved from the edge, in `view`'s coordinates.
    open override func translation(in view: UIView?) -> CGPoint {
        convertVector(edgeLogic.translation, to: view)
    }

    /// Sets the translation, given in `view`'s coordinates.
    open override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        edgeLogic.setTranslation(convertVector(translation, from: view))
    }

    /// The velocity, in points per second in `view`'s coordinates.
    open override func velocity(in view: UIView?) -> CGPoint {
        convertVector(edgeLogic.velocity, to: view)
    }

    /// Hands the first touch to the edge logic; every later touch is ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = trackedTouches.first
        super.touchesBegan(touches, with: event)
        for touch in touches where touch !== first { ignore(touch, for: event) }
    }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        if phase == .began, edgeLogic.numberOfTouches == 0, let window = view?.window {
            edgeLogic.screenBounds = window.bounds
        }
        return edgeLogic.handle(phase, samples, metrics: currentMetrics)
    }

    /// The edge logic takes moves as every phase, through ``driveLogic(_:_:)``, not the pan's.
    override func driveLogicMoved(_ sample: GestureTouchSample) -> GestureLogicOutput? {
        driveLogicThroughBuffer(sample)
    }

    override func resetLogic() {
        super.resetLogic()
        edgeLogic.reset()
    }
}
