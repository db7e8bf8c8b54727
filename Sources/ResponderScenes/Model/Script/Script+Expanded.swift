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
                        "\($0.phase.rawValue) \($0.finger) (\(Self.format($0.point.x)), \(Self.format($0.point.y)))"
                    }
                    return "\(stamp) " + parts.joined(separator: ", ")
                case let .press(type, phase): return "\(stamp) press \(type.rawValue) \(phase.rawValue)"
                case let .motion(phase): return "\(stamp) shake \(phase.rawValue)"
                case let .remote(command): return "\(stamp) remote \(command.rawValue)"
                case .interrupt: return "\(stamp) interrupt"
                case .wait: return "\(stamp) wait"
                }
            }

            /// A number with at most four decimals and no trailing zeros.
            static func format(_ value: Double) -> String {
                let rounded = (value * 10_000).rounded() / 10_000
                if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
                return String(rounded)
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

            /// Creates a finger change.
            public init(
                finger: Finger, phase: Phase, point: CGPoint, pointer: PointerType? = nil, force: Double? = nil,
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
    }
}
