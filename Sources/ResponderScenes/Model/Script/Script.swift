import Foundation

/// A script: what happens to a scene, step by step — fingers going down, moving, lifting and being
/// cancelled at points and times, waits, presses, shakes, remote-control commands, an interruption, and
/// generators for the usual gestures.
///
/// Times are seconds from the start of the replay. A step without an explicit time happens when the
/// previous step ended. ``expanded()`` turns the steps into a flat, time-ordered ``Expanded`` list of
/// low-level events and checks every finger's life (down, then moves, then up or cancel).
public struct Script: Sendable, Hashable, Codable {
    /// An optional title.
    public var name: String?
    /// The steps, in file order.
    public var steps: [Step]
    /// Where the script starts in its file.
    public var location: SourceLocation?

    /// Creates a script.
    public init(name: String? = nil, steps: [Step], location: SourceLocation? = nil) {
        self.name = name
        self.steps = steps
        self.location = location
    }

    /// The same script with every source location removed.
    public func removingLocations() -> Script {
        Script(name: name, steps: steps.map { Step(time: $0.time, action: $0.action) })
    }

    /// A finger number (1, 2, …). Each finger is one `UITouch` from down to up or cancel.
    public typealias Finger = Int

    /// One step of a script.
    public struct Step: Sendable, Hashable, Codable {
        /// The absolute time the step starts at; nil means when the previous step ended.
        public var time: Double?
        /// What happens.
        public var action: Action
        /// Where it is declared.
        public var location: SourceLocation?

        /// Creates a step.
        public init(time: Double? = nil, action: Action, location: SourceLocation? = nil) {
            self.time = time
            self.action = action
            self.location = location
        }
    }

    /// What a step does.
    public enum Action: Sendable, Hashable, Codable {
        /// Fingers changing phase together, in one input event.
        case touches([Touch])
        /// Time passes, in seconds.
        case wait(Double)
        /// A physical button press changes phase.
        case press(PressType, PressPhase)
        /// A shake begins, ends or is cancelled.
        case motion(MotionPhase)
        /// A remote-control command arrives.
        case remote(RemoteCommand)
        /// The system cancels every touch (an incoming call).
        case interrupt
        /// `taps` taps of one finger at a point; each tap is down then up 0.05 s later, taps 0.1 s apart.
        case tap(at: CGPoint, taps: Int, finger: Finger)
        /// A finger held still at a point for a duration.
        case longPress(at: CGPoint, duration: Double, finger: Finger)
        /// A finger going down at `from`, moving in `samples` equal steps to `to` over `duration`, then holding still
        /// there for `hold` seconds before lifting. A hold longer than the 0.1 s velocity window
        /// (``Script/Timing/dragHold``, 0.15 s, as a script's `drag` does) lifts at rest: the velocity at the lift is
        /// 0, so a scroll view under it stops where the finger left it. A hold of 0 lifts at the last move, still
        /// moving at (to − from) / duration: a fling.
        case drag(from: CGPoint, to: CGPoint, duration: Double, samples: Int, finger: Finger, hold: Double = 0)
        /// A pinch: two fingers on a line through `center` at `angle` degrees, from `fromDistance` apart to
        /// `toDistance` apart.
        case pinch(
            center: CGPoint, fromDistance: Double, toDistance: Double, angle: Double, duration: Double,
            samples: Int, fingers: [Finger])
        /// A rotation: two fingers `radius` from `center`, opposite each other, turning from `fromAngle` to
        /// `toAngle` degrees (clockwise on screen).
        case rotation(
            center: CGPoint, radius: Double, fromAngle: Double, toAngle: Double, duration: Double,
            samples: Int, fingers: [Finger])
        /// A pointer hovering without touching: at `from`, then moving in `samples` equal steps to `to` over
        /// `duration` (a single point when `samples` is 0). `pointer` is a mouse or trackpad (`.pointer`) or a
        /// pencil held above the screen (`.pencil`).
        case hover(from: CGPoint, to: CGPoint, duration: Double, samples: Int, pointer: PointerType)
        /// The hovering pointer leaves the screen.
        case hoverExit(pointer: PointerType)
        /// One mouse-wheel step at a point: `delta` is how far a finger dragging the content would move it.
        case wheel(at: CGPoint, delta: CGPoint)
        /// A trackpad's two-finger scroll at a point: began, `samples` equal changes adding up to `delta` over
        /// `duration`, ended.
        case trackpad(at: CGPoint, delta: CGPoint, duration: Double, samples: Int)
        /// A double tap on Apple Pencil, or a squeeze (a whole one, or one phase): the visible views'
        /// `UIPencilInteraction`s hear it (BehaviourContract §12).
        case pencil(Pencil)
        /// A pencil (or finger) stroke sampled at the hardware's rate and delivered once per display frame, so
        /// each frame's touch comes with its coalesced samples.
        case stroke(Stroke)
        /// A `UIView.animate` call on a view of the scene; the step takes no time.
        case animate(Animation)
        /// Time passes until no animation runs (at most ``Script/Timing/animationWaitLimit``); later steps move
        /// by the time waited.
        case waitForAnimations
    }

    /// A stroke: a straight line drawn by one finger or pencil, sampled at `rate` Hz and delivered once per
    /// display frame at `frameRate` Hz (the frame's samples are the touch's coalesced touches), with a force
    /// going linearly from `force.from` to `force.to` and a constant tilt.
    public struct Stroke: Sendable, Hashable, Codable {
        /// Where it starts, in screen coordinates.
        public var from: CGPoint
        /// Where it ends.
        public var to: CGPoint
        /// How long it lasts, in seconds.
        public var duration: Double
        /// The hardware's sampling rate, in samples per second (240 for a pencil, 120 for a finger).
        public var rate: Double
        /// The display's frame rate, in frames per second (60 or 120).
        public var frameRate: Double
        /// The force at the start and at the end, 0…1 of the device's maximum; nil when not measured.
        public var force: ForceRamp?
        /// The pencil's tilt, constant over the stroke; nil when not reported.
        public var tilt: Tilt?
        /// What draws: a pencil by default.
        public var pointer: PointerType
        /// When not nil, each sample's force is an estimate that trails the true force (it reports the force of
        /// the sample before it) and an update with the true force arrives this many seconds after the sample.
        public var forceUpdateDelay: Double?
        /// The finger number.
        public var finger: Finger

        /// Creates a stroke.
        public init(
            from: CGPoint, to: CGPoint, duration: Double = 0.5, rate: Double = 240, frameRate: Double = 60,
            force: ForceRamp? = nil, tilt: Tilt? = nil, pointer: PointerType = .pencil,
            forceUpdateDelay: Double? = nil, finger: Finger = 1
        ) {
            self.from = from
            self.to = to
            self.duration = duration
            self.rate = rate
            self.frameRate = frameRate
            self.force = force
            self.tilt = tilt
            self.pointer = pointer
            self.forceUpdateDelay = forceUpdateDelay
            self.finger = finger
        }
    }

    /// One finger's change in a ``Action/touches(_:)`` step.
    public struct Touch: Sendable, Hashable, Codable {
        /// The finger.
        public var finger: Finger
        /// Down, move, up or cancel.
        public var phase: Phase
        /// Where, in screen coordinates; nil (only for up and cancel) means where the finger last was.
        public var point: CGPoint?
        /// What touches: a finger, a pencil or an indirect pointer; nil means a finger.
        public var pointer: PointerType?
        /// The force, 0…1 of the device's maximum; nil when the device does not measure it.
        public var force: Double?
        /// A pencil's tilt; nil when the device does not report it.
        public var tilt: Tilt?

        /// Creates a finger change.
        public init(
            finger: Finger, phase: Phase, point: CGPoint?, pointer: PointerType? = nil, force: Double? = nil,
            tilt: Tilt? = nil
        ) {
            self.finger = finger
            self.phase = phase
            self.point = point
            self.pointer = pointer
            self.force = force
            self.tilt = tilt
        }
    }

    /// Apple Pencil's own gesture: `pencilTap: true`, `pencilTap: [x, y]` (hovering there), `squeeze: {duration,
    /// at, z}` (began, then ended `duration` later) or `squeeze: began` (one phase).
    public struct Pencil: Sendable, Hashable, Codable {
        /// A double tap or a squeeze.
        public enum Gesture: String, Sendable, Hashable, Codable, CaseIterable {
            case tap, squeeze
        }

        /// A squeeze's phase.
        public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
            case began, changed, ended, cancelled
        }

        /// A double tap or a squeeze.
        public var gesture: Gesture
        /// One squeeze phase; nil for a tap, or for a whole squeeze in a script step.
        public var phase: Phase?
        /// How long a whole squeeze lasts, in seconds.
        public var duration: Double
        /// Where the pencil hovers, in screen points; nil when it is away from the screen.
        public var point: CGPoint?
        /// The hovering tip's height, 0…1.
        public var z: Double

        /// Creates a pencil gesture.
        public init(gesture: Gesture, phase: Phase? = nil, duration: Double = 0, point: CGPoint? = nil, z: Double = 0.5)
        {
            self.gesture = gesture
            self.phase = phase
            self.duration = duration
            self.point = point
            self.z = z
        }
    }
    /// What touches the screen, as `UITouch.TouchType` says: `finger` (`direct`), `pencil`, `pointer`
    /// (`indirectPointer`, a mouse or trackpad).
    public enum PointerType: String, Sendable, Hashable, Codable, CaseIterable {
        /// The pointer types.
        case finger, pencil, pointer
    }

    /// A pencil's tilt, in degrees: `altitude` 90 is upright, 0 flat on the screen; `azimuth` is the
    /// direction it leans, clockwise from the screen's x axis (Pointer Events' `altitudeAngle` and
    /// `azimuthAngle`, in degrees).
    public struct Tilt: Sendable, Hashable, Codable {
        /// The angle to the screen's plane, 0…90.
        public var altitude: Double
        /// The direction of the lean, 0…360.
        public var azimuth: Double

        /// Creates a tilt.
        public init(altitude: Double, azimuth: Double) {
            self.altitude = altitude
            self.azimuth = azimuth
        }
    }

    /// A force changing linearly over a stroke, 0…1 of the device's maximum.
    public struct ForceRamp: Sendable, Hashable, Codable {
        /// The force at the start.
        public var from: Double
        /// The force at the end.
        public var to: Double

        /// Creates a ramp; `from == to` is a constant force.
        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }

        /// The force a fraction of the way along the stroke.
        public func value(at fraction: Double) -> Double { from + (to - from) * fraction }
    }

    /// A finger's phase change.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        /// The phases: `began`, `moved`, `ended`, `cancelled` of `UITouch.Phase`.
        case down, move, up, cancel
    }

    /// `UIPress.PressType`.
    public enum PressType: String, Sendable, Hashable, Codable, CaseIterable {
        /// The press types.
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp, pageDown
    }

    /// `UIPress.Phase`.
    public enum PressPhase: String, Sendable, Hashable, Codable, CaseIterable {
        /// The press phases.
        case began, changed, stationary, ended, cancelled
    }

    /// The phases of a shake (`motionBegan`, `motionEnded`, `motionCancelled`).
    public enum MotionPhase: String, Sendable, Hashable, Codable, CaseIterable {
        /// The motion phases.
        case began, ended, cancelled
    }

    /// `UIEvent.EventSubtype`'s remote-control subtypes.
    public enum RemoteCommand: String, Sendable, Hashable, Codable, CaseIterable {
        /// The remote-control commands.
        case play, pause, stop, togglePlayPause, nextTrack, previousTrack
        /// Seeking.
        case beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward
    }
}
