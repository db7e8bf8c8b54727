import Foundation

extension Script {
    /// A script flattened into low-level events in time order, generators expanded and every finger's life
    /// checked: what a replayer turns into input events.
    public struct Expanded: Sendable, Hashable, Codable {
        /// The events, in time order (equal times keep file order).
        public var steps: [Step]
        /// The fingers still down after the last step, in ascending order.
        public var fingersDownAtEnd: [Finger]

        /// Creates an expanded script.
        public init(steps: [Step], fingersDownAtEnd: [Finger] = []) {
            self.steps = steps
            self.fingersDownAtEnd = fingersDownAtEnd
        }

        /// One low-level event at a time.
        public struct Step: Sendable, Hashable, Codable, CustomStringConvertible {
            /// Seconds from the start of the replay.
            public var time: Double
            /// What happens.
            public var event: Event
            /// The script step it comes from.
            public var location: SourceLocation?

            /// Creates a step.
            public init(time: Double, event: Event, location: SourceLocation? = nil) {
                self.time = time
                self.event = event
                self.location = location
            }

            /// A compact line for logs and tests: `0.05 up 1 (10, 20)`, `0.5 wait`, `1 remote play`.
            public var description: String {
                let stamp = Self.format(time)
                switch event {
                case let .touches(touches):
                    let parts = touches.map {
                        "\($0.phase.rawValue) \($0.finger) \(Self.format($0.point))"
                            + ($0.sampleTime.map { " @\(Self.format($0))" } ?? "")
                    }
                    return "\(stamp) " + parts.joined(separator: ", ")
                case let .hover(pointer, point):
                    return "\(stamp) hover \(pointer.rawValue) " + (point.map { Self.format($0) } ?? "exit")
                case let .scroll(scroll):
                    return "\(stamp) \(scroll.isTrackpad ? "trackpad" : "wheel") \(scroll.phase.rawValue) "
                        + "\(Self.format(scroll.delta)) at \(Self.format(scroll.point))"
                case let .estimatedUpdate(finger, index, force):
                    return "\(stamp) update \(finger) #\(index) force \(Self.format(force))"
                case let .press(type, phase): return "\(stamp) press \(type.rawValue) \(phase.rawValue)"
                case let .motion(phase): return "\(stamp) shake \(phase.rawValue)"
                case let .remote(command): return "\(stamp) remote \(command.rawValue)"
                case .interrupt: return "\(stamp) interrupt"
                case let .pencil(pencil):
                    let gesture = pencil.gesture == .tap ? "pencil tap" : "squeeze \(pencil.phase?.rawValue ?? "")"
                    return "\(stamp) \(gesture)" + (pencil.point.map { " at \(Self.format($0))" } ?? "")
                case .wait: return "\(stamp) wait"
                case let .animate(animation):
                    return "\(stamp) animate \(animation.view) over \(Self.format(animation.duration))"
                case .waitForAnimations: return "\(stamp) wait for animations"
                }
            }

            /// A number with at most four decimals and no trailing zeros.
            static func format(_ value: Double) -> String {
                let rounded = (value * 10_000).rounded() / 10_000
                if abs(rounded) < 1e15, let whole = Int(exactly: rounded) { return String(whole) }
                return rounded.isFinite ? String(rounded) : String(value)
            }

            /// A point as `(x, y)`.
            static func format(_ point: CGPoint) -> String {
                "(\(format(Double(point.x))), \(format(Double(point.y))))"
            }
        }

        /// A low-level event.
        public enum Event: Sendable, Hashable, Codable {
            /// Fingers changing phase together, in one input event, each at a point in screen coordinates.
            case touches([Touch])
            /// A press changes phase.
            case press(PressType, PressPhase)
            /// A shake changes phase.
            case motion(MotionPhase)
            /// A remote-control command.
            case remote(RemoteCommand)
            /// Every touch is cancelled.
            case interrupt
            /// The clock advances to the step's time (timers due by then fire).
            case wait
            /// A pointer hovers at a point in screen coordinates, or leaves the screen (nil).
            case hover(pointer: PointerType, point: CGPoint?)
            /// A wheel step or a trackpad scroll's phase.
            case scroll(Scroll)
            /// The true force of the sample of `finger` with estimation-update index `index` arrives.
            case estimatedUpdate(finger: Finger, index: Int, force: Double)
            /// Apple Pencil's double tap or one squeeze phase (`phase` is set for a squeeze).
            case pencil(Pencil)
            /// A view of the scene starts animating.
            case animate(Animation)
            /// The clock runs until no animation runs; later steps move by the time waited.
            case waitForAnimations
        }

        /// A scroll without a touch.
        public struct Scroll: Sendable, Hashable, Codable {
            /// Where the pointer is, in screen coordinates.
            public var point: CGPoint
            /// How far a finger dragging the content would move it (zero when a trackpad scroll begins or ends).
            public var delta: CGPoint
            /// A trackpad (continuous) rather than a wheel (discrete).
            public var isTrackpad: Bool
            /// The phase; a wheel's steps are `changed`.
            public var phase: ScrollPhase

            /// Creates a scroll.
            public init(point: CGPoint, delta: CGPoint, isTrackpad: Bool, phase: ScrollPhase) {
                self.point = point
                self.delta = delta
                self.isTrackpad = isTrackpad
                self.phase = phase
            }
        }

        /// A scroll's phase: a trackpad's fingers touch (`began`), move (`changed`) and lift (`ended`).
        public enum ScrollPhase: String, Sendable, Hashable, Codable {
            /// The phases.
            case began, changed, ended
        }

        /// One finger's change, at a known point.
        public struct Touch: Sendable, Hashable, Codable {
            /// The finger.
            public var finger: Finger
            /// Down, move, up or cancel.
            public var phase: Phase
            /// Where, in screen coordinates.
            public var point: CGPoint
            /// What touches; nil means a finger.
            public var pointer: PointerType?
            /// The force, 0…1 of the device's maximum; nil when not measured.
            public var force: Double?
            /// A pencil's tilt; nil when not reported.
            public var tilt: Tilt?
            /// When the hardware took the sample, for a stroke's samples (several of one finger may share a
            /// frame); nil means the step's time.
            public var sampleTime: Double?
            /// The estimation-update index of a sample whose force is an estimate to be updated; nil when none.
            public var estimationIndex: Int?

            /// Creates a finger change.
            public init(
                finger: Finger, phase: Phase, point: CGPoint, pointer: PointerType? = nil, force: Double? = nil,
                tilt: Tilt? = nil, sampleTime: Double? = nil, estimationIndex: Int? = nil
            ) {
                self.finger = finger
                self.phase = phase
                self.point = point
                self.pointer = pointer
                self.force = force
                self.tilt = tilt
                self.sampleTime = sampleTime
                self.estimationIndex = estimationIndex
            }
        }
    }
}
