import Foundation

/// One finger's (or pencil's) state in an input frame, as a platform reports it: raw input for
/// `UIApplication`.
///
/// A finger carries a location, a force and a radius; a pencil adds a precise location, its altitude and
/// azimuth, and an estimation-update index for properties the hardware refines later (BehaviourContract §12):
///
/// ```swift
/// TouchSample(
///     finger: 7, phase: .moved, location: CGPoint(x: 100, y: 80), force: 1.5, maximumPossibleForce: 4.17,
///     type: .pencil, timestamp: 0.5042, preciseLocation: CGPoint(x: 100.25, y: 80.5), altitudeAngle: 0.9,
///     azimuthAngle: 2.1, estimationUpdateIndex: 42, estimatedProperties: [.force],
///     estimatedPropertiesExpectingUpdates: [.force])
/// ```
public struct TouchSample: Hashable, Sendable, Codable {
    /// The platform's identifier of the finger (or pointer), stable from down to up.
    public var finger: Int
    /// `.began` for down, `.moved`, `.stationary`, `.ended` for up, `.cancelled` when the platform gave up.
    public var phase: UITouch.Phase
    /// Where the finger is, in screen coordinates.
    public var location: CGPoint
    /// The force of the touch; 0 when the device does not measure it.
    public var force: CGFloat
    /// The largest force the device can report.
    public var maximumPossibleForce: CGFloat
    /// The radius of the touch, in points.
    public var majorRadius: CGFloat
    /// The tolerance of `majorRadius`, in points.
    public var majorRadiusTolerance: CGFloat
    /// What kind of touch it is (finger, pencil, pointer).
    public var type: UITouch.TouchType
    /// When the hardware took the sample, on the application's clock; nil means the frame's timestamp.
    ///
    /// Samples of one finger in a frame are in time order. A time earlier than the finger's previous sample is
    /// clamped to it, a time later than the frame's to the frame's (``InputRepair/sampleTimeClamped(finger:from:to:)``).
    public var timestamp: TimeInterval?
    /// Where the touch is with the hardware's full precision, in screen coordinates; nil means `location`.
    public var preciseLocation: CGPoint?
    /// The pencil's altitude in radians: π/2 when it stands perpendicular to the screen, 0 when it lies flat.
    /// Fingers report π/2. A value outside 0…π/2 is clamped (``InputRepair/valueClamped(finger:property:)``).
    public var altitudeAngle: CGFloat
    /// The direction the pencil points along the screen, in radians in screen coordinates (0 along +x, π/2
    /// along +y, which points down). Fingers report 0.
    public var azimuthAngle: CGFloat
    /// The index later updates of this sample's estimated properties refer to; nil when the sample expects none.
    public var estimationUpdateIndex: Int?
    /// The properties whose values are estimates.
    public var estimatedProperties: UITouch.Properties
    /// The estimated properties the hardware will refine with an ``EstimatedPropertiesUpdate``.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties

    /// Creates a sample; the defaults describe a finger on a device without force sensing.
    public init(
        finger: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0,
        maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 20, majorRadiusTolerance: CGFloat = 5,
        type: UITouch.TouchType = .direct, timestamp: TimeInterval? = nil, preciseLocation: CGPoint? = nil,
        altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0, estimationUpdateIndex: Int? = nil,
        estimatedProperties: UITouch.Properties = [], estimatedPropertiesExpectingUpdates: UITouch.Properties = []
    ) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.type = type
        self.timestamp = timestamp
        self.preciseLocation = preciseLocation
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.estimationUpdateIndex = estimationUpdateIndex
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
    }

    /// Whether every number in the sample is finite and within ``InputLimits/maximumCoordinate`` (a timestamp
    /// out of range is repaired, not rejected).
    var isUsable: Bool {
        location.isUsableInput && InputLimits.isUsableCoordinate(force)
            && InputLimits.isUsableCoordinate(maximumPossibleForce) && InputLimits.isUsableCoordinate(majorRadius)
            && InputLimits.isUsableCoordinate(majorRadiusTolerance) && altitudeAngle.isFinite && azimuthAngle.isFinite
            && (preciseLocation?.isUsableInput ?? true)
    }

    /// The repair of a sample that is not usable: a NaN or infinite value, or a finite one out of range.
    var unusableRepair: InputRepair {
        let isFinite =
            location.x.isFinite && location.y.isFinite && force.isFinite && maximumPossibleForce.isFinite
            && majorRadius.isFinite && majorRadiusTolerance.isFinite && altitudeAngle.isFinite
            && azimuthAngle.isFinite && (preciseLocation.map { $0.x.isFinite && $0.y.isFinite } ?? true)
        return isFinite ? .valueOutOfRange(finger: finger) : .nonFiniteValue(finger: finger)
    }

    /// Whether the sample carries only what a finger does: no sample time, precise location, angles or
    /// estimates. Such samples take the shortest path through the router.
    var isFingerLike: Bool {
        timestamp == nil && preciseLocation == nil && altitudeAngle == .pi / 2 && azimuthAngle == 0
            && estimationUpdateIndex == nil && estimatedProperties.isEmpty
            && estimatedPropertiesExpectingUpdates.isEmpty
    }
}

extension UITouch {
    /// The touch properties whose values may be estimates, updated later (`estimatedProperties`).
    public struct Properties: OptionSet, Hashable, Sendable, Codable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates properties from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuthAngle(in:)` and `azimuthUnitVector(in:)`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location(in:)` and `preciseLocation(in:)`.
        public static let location = Properties(rawValue: 1 << 3)

        /// The properties' names, for the trace: `["force", "altitude"]`.
        public var names: [String] {
            [(Properties.force, "force"), (.azimuth, "azimuth"), (.altitude, "altitude"), (.location, "location")]
                .compactMap { contains($0.0) ? $0.1 : nil }
        }
    }
}
