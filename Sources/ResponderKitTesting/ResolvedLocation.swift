import Foundation
import ResponderKit

/// A location resolved for a touch.
public struct ResolvedLocation {
    /// The point, in screen coordinates.
    public var point: CGPoint
    /// The view that must receive a touch there; nil when any view may.
    public var target: UIView?

    /// Creates a resolved location.
    public init(point: CGPoint, target: UIView? = nil) {
        self.point = point
        self.target = target
    }
}
