import Foundation

/// The pose of Apple Pencil held above the screen during a double tap or squeeze (UIKit's class, iOS 17.5), in the
/// coordinates of the interaction's view.
@preconcurrency @MainActor
public final class UIPencilHoverPose: NSObject {
    /// The point under the tip, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The tip's height above the screen, 0 (touching) to 1 (the farthest the screen senses).
    public let zOffset: CGFloat
    /// The direction the pencil points, in radians from the x-axis.
    public let azimuthAngle: CGFloat
    /// The unit vector of ``azimuthAngle``.
    public var azimuthUnitVector: CGVector { CGVector(dx: cos(azimuthAngle), dy: sin(azimuthAngle)) }
    /// The angle between the pencil and the screen's surface, in radians (π/2: upright).
    public let altitudeAngle: CGFloat
    /// The barrel's roll, in radians.
    public let rollAngle: CGFloat

    init(_ hover: PencilSample.Hover, location: CGPoint) {
        self.location = location
        zOffset = hover.zOffset
        azimuthAngle = hover.azimuthAngle
        altitudeAngle = hover.altitudeAngle
        rollAngle = hover.rollAngle
        super.init()
    }

    /// `location (x, y) z 0.5`, for logs.
    public override var description: String {
        "location \(location.compact) z \(zOffset.compact)"
    }
}
