import Foundation

/// A continuous recognizer for fingers dragging: it begins once they moved past the pan hysteresis.
///
/// `translation(in:)` is measured from where the fingers went down (or from the last `setTranslation`);
/// `velocity(in:)` is a least-squares fit over the last 100 ms.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var logic = PanLogic()

    /// The fewest fingers that pan (default 1).
    open var minimumNumberOfTouches: Int {
        get { logic.minimumNumberOfTouches }
        set { logic.minimumNumberOfTouches = newValue }
    }

    /// The most fingers that pan (default `Int.max`).
    open var maximumNumberOfTouches: Int {
        get { logic.maximumNumberOfTouches }
        set { logic.maximumNumberOfTouches = newValue }
    }

    /// How far the fingers moved, in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        convertVector(logic.translation, to: view)
    }

    /// Sets the translation, given in `view`'s coordinates; later translations are relative to it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        logic.setTranslation(convertVector(translation, from: view))
    }

    /// The velocity of the pan, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        convertVector(logic.velocity, to: view)
    }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: [GestureTouchSample]) -> GestureLogicOutput? {
        logic.handle(phase, samples, metrics: currentMetrics)
    }

    override func resetLogic() { logic.reset() }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates edges from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts near an edge of the screen (the window's bounds) and moves away from it; it ignores
/// every touch beyond the first.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    var edgeLogic = ScreenEdgePanLogic(edges: [], screenBounds: .zero)

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

    override func driveLogic(_ phase: UITouch.Phase, _ samples: [GestureTouchSample]) -> GestureLogicOutput? {
        if phase == .began, edgeLogic.numberOfTouches == 0, let window = view?.window {
            edgeLogic.screenBounds = window.bounds
        }
        return edgeLogic.handle(phase, samples, metrics: currentMetrics)
    }

    override func resetLogic() {
        super.resetLogic()
        edgeLogic.reset()
    }
}
