import Foundation

/// The decisions of `UIScreenEdgePanGestureRecognizer`: a one-finger pan that must start at an edge
/// of the screen and move away from it.
///
/// ```
///   first touch down ─┬─ farther than screenEdgeDistance from every allowed edge ─▶ failed("began 120 pt …")
///                     └─ near an allowed edge ─▶ PanLogic (one touch)
///   pan begins ─┬─ movement points away from a near edge (within 45° of its inward normal) ─▶ began
///               └─ otherwise ─▶ failed("moved along or toward the left edge, …")
///   then as a pan: changed … ended / cancelled
/// ```
///
/// Only the first touch counts; every later touch is ignored, as UIKit documents. ``screenBounds``
/// must be given in the same coordinate space as the samples (the recognizer's view's); a touch at
/// or beyond an edge counts as on it. With no ``edges`` every touch fails. Translation, velocity and
/// ``setTranslation(_:)`` behave as ``PanLogic``'s.
///
/// ```swift
/// var back = ScreenEdgePanLogic(edges: .left, screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// ```
public struct ScreenEdgePanLogic: GestureLogic, Hashable {
    /// The edges a gesture may start from (UIKit's default: none).
    public var edges: ScreenEdges

    /// The screen's (or window's) bounds, in the coordinate space of the samples.
    public var screenBounds: CGRect

    /// The edge distance (`screenEdgeDistance`), hysteresis and velocity window come from here.
    public var metrics: InteractionMetrics {
        get { pan.metrics }
        set { pan.metrics = newValue }
    }

    private var pan: PanLogic
    private var firstTouchID: Int?
    private var nearEdges: ScreenEdges = []
    private var finished = false

    /// Creates the logic for `edges` of a screen with `screenBounds`, with the metrics
    /// (<doc:BehaviourContract#8-Interaction-metrics>).
    public init(edges: ScreenEdges = [], screenBounds: CGRect, metrics: InteractionMetrics = .default) {
        self.edges = edges
        self.screenBounds = screenBounds
        pan = PanLogic(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1, metrics: metrics)
    }

    /// How far the touch moved since it went down, plus the offset ``setTranslation(_:)`` set.
    public var translation: CGPoint { pan.translation }

    /// Makes the current translation `translation`; later movement adds to it.
    public mutating func setTranslation(_ translation: CGPoint) { pan.setTranslation(translation) }

    /// The estimated velocity of the touch, in points per second.
    public var velocity: CGPoint { pan.velocity }

    /// The allowed edges the touch went down near (empty before it went down).
    public var startEdges: ScreenEdges { nearEdges }

    /// The touch's location, or where it last was.
    public var location: CGPoint? { pan.location }
    /// 1 while the touch is down, otherwise 0.
    public var numberOfTouches: Int { pan.numberOfTouches }
    /// The location of the gesture's touch, if `touchID` is it and it is down.
    public func location(ofTouch touchID: Int) -> CGPoint? { pan.location(ofTouch: touchID) }
    /// Always nil: a screen-edge pan needs no timer.
    public var pendingTimerDeadline: TimeInterval? { nil }
    /// Whether the gesture ended, was cancelled or failed, and waits for ``reset()``.
    public var isFinished: Bool { finished }

    /// Takes the first touch and fails unless it went down near an allowed edge; ignores later touches.
    public mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished, firstTouchID == nil, let first = touches.first(where: { $0.location.isFinite }) else {
            return .none
        }
        firstTouchID = first.touchID
        let distances = ScreenEdges.sides.filter { edges.contains($0.edge) }.map { side in
            (edge: side.edge, distance: distance(from: first.location, to: side.edge))
        }
        nearEdges = ScreenEdges(distances.filter { $0.distance <= metrics.screenEdgeDistance }.map(\.edge))
        guard !nearEdges.isEmpty else {
            let nearest = distances.map(\.distance).min() ?? .infinity
            return finish(.failed(.notNearEdge(distance: nearest, allowed: metrics.screenEdgeDistance, edges: edges)))
        }
        return forward(pan.touchesBegan([first]))
    }

    /// Follows the first touch; begins only if it moves away from the edge it started at.
    public mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        return forward(pan.touchesMoved(ownSamples(touches)))
    }

    /// Ends the gesture when the first touch lifts; fails it if it had not begun.
    public mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        return forward(pan.touchesEnded(ownSamples(touches)))
    }

    /// Cancels the gesture if it began, fails it if not, when the first touch is cancelled.
    public mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput {
        guard !finished else { return .none }
        return forward(pan.touchesCancelled(ownSamples(touches)))
    }

    /// Ignored: a screen-edge pan schedules no timer.
    public mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput { .none }

    /// Back to no touch and zero translation, keeping edges, bounds and metrics.
    public mutating func reset() {
        self = ScreenEdgePanLogic(edges: edges, screenBounds: screenBounds, metrics: metrics)
    }

    /// The samples of the first touch only.
    private func ownSamples(_ touches: [GestureTouchSample]) -> [GestureTouchSample] {
        touches.filter { $0.touchID == firstTouchID }
    }

    /// How far `point` is inside `screenBounds` from `edge` (negative beyond it).
    private func distance(from point: CGPoint, to edge: ScreenEdges) -> CGFloat {
        switch edge {
        case .top: point.y - screenBounds.minY
        case .left: point.x - screenBounds.minX
        case .bottom: screenBounds.maxY - point.y
        default: screenBounds.maxX - point.x
        }
    }

    /// Checks the direction when the pan begins, and finishes with the pan's terminal outcomes.
    private mutating func forward(_ output: GestureLogicOutput) -> GestureLogicOutput {
        if output.outcome == .began {
            let moved = pan.motion
            let awayFromEdge = ScreenEdges.sides.contains { side in
                guard nearEdges.contains(side.edge) else { return false }
                let inward = moved.x * side.inwardX + moved.y * side.inwardY
                let along = abs(moved.x * side.inwardY - moved.y * side.inwardX)
                return inward > 0 && inward >= along
            }
            if !awayFromEdge { return finish(.failed(.notAwayFromEdge(edges: nearEdges))) }
        }
        if output.outcome?.isTerminal == true { finished = true }
        return output
    }

    /// Ends the gesture with `outcome`.
    private mutating func finish(_ outcome: GestureOutcome) -> GestureLogicOutput {
        finished = true
        return GestureLogicOutput(outcome: outcome)
    }
}
