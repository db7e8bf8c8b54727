import Foundation

/// One touch as a gesture's logic sees it: which finger, where, and when.
///
/// The recognizer class builds one sample per `UITouch` it receives, with the location converted
/// into the recognizer's view's coordinate space and the touch's timestamp. Samples are plain
/// values, so the logic never holds on to a view or a touch object.
///
/// ```swift
/// let sample = GestureTouchSample(touchID: 1, location: CGPoint(x: 10, y: 20), timestamp: 0.25)
/// ```
public struct GestureTouchSample: Sendable, Hashable {
    /// Identifies the finger for the whole life of its touch; stable from began to ended or cancelled.
    public var touchID: Int

    /// Where the touch is, in the coordinate space of the recognizer's view.
    public var location: CGPoint

    /// When the touch was sampled, in seconds on the event clock (monotonic, arbitrary origin).
    public var timestamp: TimeInterval

    /// Creates a sample of touch `touchID` at `location` at time `timestamp`.
    public init(touchID: Int, location: CGPoint, timestamp: TimeInterval) {
        self.touchID = touchID
        self.location = location
        self.timestamp = timestamp
    }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers (neither NaN nor infinite).
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance from this point to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        (other.x - x).magnitudeOfVector(with: other.y - y)
    }
}

extension CGFloat {
    /// The length of the vector (self, other), without overflow for large components.
    func magnitudeOfVector(with other: CGFloat) -> CGFloat {
        CGFloat(hypot(Double(self), Double(other)))
    }
}
