import Foundation

/// Every distance and duration threshold the gesture logic uses, in one overridable table.
///
/// Apple publishes no number for any of these thresholds
/// (<doc:BehaviourContract#8-Interaction-metrics>), so ResponderKit chooses
/// them and names them here. Each property documents its default; `InteractionMetrics.default`
/// holds them all. Change a value on a copy to test how a gesture behaves with a different threshold:
///
/// ```swift
/// var metrics = InteractionMetrics.default
/// metrics.multiTapInterval = 0.5
/// var doubleTap = TapLogic(numberOfTapsRequired: 2, metrics: metrics)
/// ```
///
/// Distances are in points, durations in seconds, angles in degrees.
public struct InteractionMetrics: Sendable, Hashable, Codable {
    /// The longest time, in seconds, between a lift and the next touch-down for the two to count
    /// as taps of one multi-tap gesture. Default 0.35 s (ours; UIKit publishes none).
    public var multiTapInterval: TimeInterval = 0.35

    /// The farthest, in points, a tap may begin from the previous tap of the same multi-tap gesture.
    /// Default 45 pt (ours; UIKit publishes none).
    public var multiTapDistance: CGFloat = 45

    /// How far, in points, a touch may move from where it went down and still be a tap.
    /// Default 10 pt (ours; UIKit publishes none).
    public var tapAllowableMovement: CGFloat = 10

    /// How far, in points, the touches of a pan must move before the pan begins (its hysteresis).
    /// Default 10 pt (ours; UIKit publishes none). The screen-edge pan uses it too.
    public var panHysteresis: CGFloat = 10

    /// The distance, in points, a swipe must travel to be recognized. Default 50 pt (ours).
    public var swipeMinimumDistance: CGFloat = 50

    /// The longest time, in seconds, a swipe may take to travel its minimum distance. Default 0.5 s (ours).
    public var swipeMaximumDuration: TimeInterval = 0.5

    /// The largest angle, in degrees, between a swipe's movement and an allowed direction.
    /// Default 30° (ours; UIKit publishes none).
    public var swipeAngleTolerance: CGFloat = 30

    /// How far, in points, beyond its bounds a control still counts a dragging finger as inside.
    /// Default 70 pt (ours; UIKit publishes none). Controls use it; the recognizers do not.
    public var controlDragSlop: CGFloat = 70

    /// The span, in seconds, of recent samples that a velocity estimate fits. Default 0.1 s (ours).
    public var velocityWindow: TimeInterval = 0.1

    /// The default `minimumPressDuration` of a long press, in seconds: 0.5 s, as UIKit documents.
    public var longPressMinimumDuration: TimeInterval = 0.5

    /// The default `allowableMovement` of a long press, in points: 10 pt, as UIKit documents.
    public var longPressAllowableMovement: CGFloat = 10

    /// How much, in points, the distance between a pinch's two touches must change before the pinch
    /// begins. Default 10 pt (ours; UIKit publishes none), the same as the pan hysteresis.
    public var pinchHysteresis: CGFloat = 10

    /// How far, in degrees, the line between a rotation's two touches must turn before the rotation
    /// begins. Default 5° (ours; UIKit publishes none).
    public var rotationHysteresis: CGFloat = 5

    /// How close, in points, to an edge of the screen a screen-edge pan's touch must go down.
    /// Default 20 pt (ours; UIKit publishes none).
    public var screenEdgeDistance: CGFloat = 20

    /// How long, in seconds, a scroll view with `delaysContentTouches` withholds a touch-down from its content
    /// while it waits to see whether the touch is a scroll. Default 0.15 s (ours; UIKit publishes none).
    public var contentTouchDelay: TimeInterval = 0.15

    /// How often, in frames per second, a moving scroll view (decelerating, bouncing, animating) updates its
    /// offset on the application's clock: the display rate. Default 60.
    public var scrollFrameRate: Double = 60

    /// How far ahead in time a touch's predicted touches reach (`UIEvent.predictedTouches(for:)`): one 60 Hz
    /// frame, 1/60 s, by default (ours; UIKit publishes none). Predictions come at the touch's own sample
    /// interval: 4 for a 240 Hz pencil, 2 for a 120 Hz finger.
    public var touchPredictionInterval: TimeInterval = 1.0 / 60

    /// How long after a mouse wheel's last step a pan that the wheel moved ends (`allowedScrollTypesMask`
    /// with `.discrete`). Default 0.1 s (ours; UIKit publishes none).
    public var wheelScrollEndDelay: TimeInterval = 0.1

    /// How far across a navigation controller's view, as a fraction of its width, the interactive pop must be at the
    /// lift to complete when the finger is not flung (BehaviourContract §17). Default 0.5 (ours; UIKit publishes
    /// none).
    public var interactivePopCompletionFraction: CGFloat = 0.5

    /// How fast, in points per second, a lift must move toward the trailing edge to complete the interactive pop
    /// wherever it is, or toward the leading edge to cancel it (BehaviourContract §17). Default 500 pt/s (ours;
    /// UIKit publishes none).
    public var interactivePopFlingVelocity: CGFloat = 500

    /// Creates the table with every default.
    public init() {}

    /// The defaults listed on each property; the numbers <doc:BehaviourContract#8-Interaction-metrics> names.
    public static let `default` = InteractionMetrics()
}
