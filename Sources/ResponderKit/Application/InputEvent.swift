import Foundation

/// One finger's state in an input frame, as a platform reports it: raw input for `UIApplication`.
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

    /// Creates a sample; the defaults describe a finger on a device without force sensing.
    public init(
        finger: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0,
        maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 20, majorRadiusTolerance: CGFloat = 5,
        type: UITouch.TouchType = .direct
    ) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.type = type
    }

    /// Whether every number in the sample is finite.
    var isFinite: Bool {
        location.x.isFinite && location.y.isFinite && force.isFinite && maximumPossibleForce.isFinite
            && majorRadius.isFinite && majorRadiusTolerance.isFinite
    }
}

/// The fingers that changed at one instant: fingers in one frame that go down together reach a view in one
/// `touchesBegan` call.
public struct TouchFrame: Hashable, Sendable, Codable {
    /// When the frame was produced, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// One sample per finger that changed.
    public var samples: [TouchSample]

    /// Creates a frame.
    public init(timestamp: TimeInterval, samples: [TouchSample]) {
        self.timestamp = timestamp
        self.samples = samples
    }
}

/// A physical button or key changing state.
public struct PressSample: Hashable, Sendable, Codable {
    /// When it happened.
    public var timestamp: TimeInterval
    /// Which button.
    public var type: UIPress.PressType
    /// `.began`, `.changed`, `.ended` or `.cancelled`.
    public var phase: UIPress.Phase
    /// The key, for keyboard presses.
    public var key: UIKey?
    /// The force, 0 to 1.
    public var force: CGFloat

    /// Creates a press sample.
    public init(
        timestamp: TimeInterval, type: UIPress.PressType, phase: UIPress.Phase, key: UIKey? = nil,
        force: CGFloat = 0
    ) {
        self.timestamp = timestamp
        self.type = type
        self.phase = phase
        self.key = key
        self.force = force
    }
}

/// The phase of a motion (shake) event.
public enum MotionPhase: String, Hashable, Sendable, Codable {
    /// The device started shaking: `motionBegan`.
    case began
    /// The shake ended: `motionEnded`.
    case ended
    /// The shake was interrupted: `motionCancelled`.
    case cancelled
}

/// Raw input for a `UIApplication`: what a platform feeds the event queue.
///
/// ```swift
/// app.enqueue(.touches(TouchFrame(timestamp: 0, samples: [
///     TouchSample(finger: 1, phase: .began, location: CGPoint(x: 50, y: 80)),
/// ])))
/// ```
public enum InputEvent: Hashable, Sendable, Codable {
    /// Fingers that went down, moved, lifted or were cancelled at one instant.
    case touches(TouchFrame)
    /// A physical button or key.
    case press(PressSample)
    /// A shake of the device.
    case motion(phase: MotionPhase, timestamp: TimeInterval)
    /// A remote-control command, such as play or pause from headphones.
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// An interruption, such as an incoming call: every live touch is cancelled.
    case interruption(timestamp: TimeInterval)
    /// The input source reset: every live touch is cancelled with reason `inputReset`, and fingers that are
    /// still down are forgotten.
    case inputReset(timestamp: TimeInterval)

    /// When the input happened.
    public var timestamp: TimeInterval {
        switch self {
        case .touches(let frame): frame.timestamp
        case .press(let press): press.timestamp
        case .motion(_, let timestamp), .remoteControl(_, let timestamp), .interruption(let timestamp),
            .inputReset(let timestamp):
            timestamp
        }
    }

    /// The same input at another time.
    func with(timestamp: TimeInterval) -> InputEvent {
        switch self {
        case .touches(var frame):
            frame.timestamp = timestamp
            return .touches(frame)
        case .press(var press):
            press.timestamp = timestamp
            return .press(press)
        case .motion(let phase, _): return .motion(phase: phase, timestamp: timestamp)
        case .remoteControl(let subtype, _): return .remoteControl(subtype, timestamp: timestamp)
        case .interruption: return .interruption(timestamp: timestamp)
        case .inputReset: return .inputReset(timestamp: timestamp)
        }
    }
}
