import Foundation
import ResponderKit
import ResponderScenes

/// A message from the page to the server. See `PROTOCOL.md` beside the sources.
///
/// ```json
/// {"type":"input","samples":[{"finger":1,"phase":"began","x":200,"y":300,"t":1532.4,"pointerType":"mouse"}]}
/// {"type":"hover","x":120,"y":80,"t":1540.1,"pointerType":"mouse"}
/// {"type":"hover","exited":true,"x":0,"y":0,"t":1600,"pointerType":"mouse"}
/// {"type":"wheel","x":120,"y":80,"dx":0,"dy":-40,"t":1650.2}
/// {"type":"loadScene","yaml":"windows: …"}
/// {"type":"selectScene","name":"seed-004-hierarchy"}
/// {"type":"startRecording"}
/// {"type":"stopRecording"}
/// {"type":"playScript"}
/// ```
public enum ClientMessage: Sendable, Hashable {
    /// Pointer samples, in the order the page saw them.
    case input([InputSample])
    /// A mouse or pen moving over the page without a button or contact, or leaving it.
    case hover(HoverInput)
    /// A wheel (or trackpad) scroll step over the page.
    case wheel(WheelInput)
    /// Replace the session's scene with scene-file text (YAML or JSON).
    case loadScene(yaml: String)
    /// Replace the session's scene with a bundled scene.
    case selectScene(name: String)
    /// Rebuild the scene from scratch and record what happens from now on as a script.
    case startRecording
    /// Stop recording and send the script file.
    case stopRecording
    /// Rebuild the current scene from scratch: a fresh application, clock at 0.
    case reset
    /// Rebuild the current scene from scratch and play its own script (`script` in the scene file), so the page
    /// shows what the lesson's input did, step by step.
    case playScript

    /// One pointer's change as the page saw it.
    public struct InputSample: Sendable, Hashable, Codable {
        /// The finger: the page numbers pointers 1, 2, … while they are down.
        public var finger: Int
        /// `began`, `moved`, `ended` or `cancelled` (`stationary` is accepted and ignored).
        public var phase: Phase
        /// Where, in scene (screen) points.
        public var x: Double
        /// Where, in scene (screen) points.
        public var y: Double
        /// When, in milliseconds on the page's clock (`PointerEvent.timeStamp`).
        public var t: Double
        /// The pressure, 0…1; 0 when the device does not report it.
        public var force: Double?
        /// `mouse`, `pen` or `touch`, as Pointer Events name them.
        public var pointerType: String?
        /// A pen's angle to the screen, in radians (`PointerEvent.altitudeAngle`: π/2 upright).
        public var altitudeAngle: Double?
        /// The direction a pen leans, in radians (`PointerEvent.azimuthAngle`).
        public var azimuthAngle: Double?
        /// A pen's tilt towards +x, in degrees −90…90 (`PointerEvent.tiltX`), for browsers without
        /// `altitudeAngle`.
        public var tiltX: Double?
        /// A pen's tilt towards +y, in degrees −90…90 (`PointerEvent.tiltY`).
        public var tiltY: Double?

        /// The largest magnitude of `x` and `y`: the engine's bound, ``InputLimits/maximumCoordinate``.
        public static let coordinateBound = Double(InputLimits.maximumCoordinate)
        /// The largest magnitude of `t`, in milliseconds: the engine's time bound, ``InputLimits/maximumTime``,
        /// as milliseconds.
        public static let timeBound = InputLimits.maximumTime * 1000

        /// The first field that is not finite or beyond its bound, with its value and the bound; nil when every
        /// number can be honoured. `force`, the angles and the tilts are repaired by the session (clamped, or
        /// dropped when not finite), so only where and when must be in range.
        var outOfRange: (field: String, value: Double, bound: Double)? {
            if !(abs(x) <= Self.coordinateBound) { return ("x", x, Self.coordinateBound) }
            if !(abs(y) <= Self.coordinateBound) { return ("y", y, Self.coordinateBound) }
            if !(abs(t) <= Self.timeBound) { return ("t", t, Self.timeBound) }
            return nil
        }

        /// Creates a sample.
        public init(
            finger: Int, phase: Phase, x: Double, y: Double, t: Double, force: Double? = nil,
            pointerType: String? = nil, altitudeAngle: Double? = nil, azimuthAngle: Double? = nil,
            tiltX: Double? = nil, tiltY: Double? = nil
        ) {
            self.tiltX = tiltX
            self.tiltY = tiltY
            self.finger = finger
            self.phase = phase
            self.x = x
            self.y = y
            self.t = t
            self.force = force
            self.pointerType = pointerType
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
        }

        /// A pen's tilt in a script's degrees (whole degrees), when the sample is a pen's and reports one:
        /// `altitudeAngle` and `azimuthAngle`, or else `tiltX` and `tiltY` converted as Pointer Events
        /// specifies.
        var tilt: Script.Tilt? {
            guard pointerType == "pen" else { return nil }
            let angles =
                altitudeAngle.flatMap { altitude in azimuthAngle.map { (altitude, $0) } }
                ?? tiltX.flatMap { x in tiltY.map { Self.angles(tiltX: x, tiltY: $0) } }
            guard let (altitude, azimuth) = angles, altitude.isFinite, azimuth.isFinite else { return nil }
            let degrees = { (radians: Double) in (radians * 180 / .pi).rounded() }
            var direction = degrees(azimuth).truncatingRemainder(dividingBy: 360)
            if direction < 0 { direction += 360 }
            return Script.Tilt(altitude: min(max(degrees(altitude), 0), 90), azimuth: direction)
        }

        /// Pointer Events' conversion of `tiltX` and `tiltY` (degrees) to altitude and azimuth (radians).
        static func angles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
            guard tiltX.isFinite, tiltY.isFinite else { return (.nan, .nan) }
            let (x, y) = (min(max(tiltX, -90), 90), min(max(tiltY, -90), 90))
            if x == 0, y == 0 { return (.pi / 2, 0) }
            if abs(x) == 90 || abs(y) == 90 {
                let azimuth = abs(x) == 90 ? (x > 0 ? 0 : Double.pi) : (y > 0 ? .pi / 2 : 3 * .pi / 2)
                return (0, azimuth)
            }
            let (tanX, tanY) = (tan(x * .pi / 180), tan(y * .pi / 180))
            var azimuth = atan2(tanY, tanX)
            if azimuth < 0 { azimuth += 2 * .pi }
            return (atan(1 / (tanX * tanX + tanY * tanY).squareRoot()), azimuth)
        }

        /// A sample's phase.
        public enum Phase: String, Sendable, Hashable, Codable {
            /// The phases, named as `UITouch.Phase`'s.
            case began, moved, stationary, ended, cancelled

            var touchPhase: UITouch.Phase {
                switch self {
                case .began: .began
                case .moved: .moved
                case .stationary: .stationary
                case .ended: .ended
                case .cancelled: .cancelled
                }
            }
        }

        /// The engine's touch type for the pointer type: a mouse is an indirect pointer, a pen a pencil.
        var touchType: UITouch.TouchType {
            switch pointerType {
            case "mouse": .indirectPointer
            case "pen": .pencil
            default: .direct
            }
        }
    }
}

extension ClientMessage {
    /// Reads a message from JSON text, checking every field and the sample count.
    public static func decode(_ text: String, limits: PlaygroundLimits) throws(ProtocolError) -> ClientMessage {
        // The message a page sends most (every animation frame while a finger moves), read in one pass: in its
        // plain form by hand, else by `JSONDecoder`; any other message, and input neither pass takes, takes the
        // checking path below, which names the fault.
        let isTaken = { (samples: [InputSample]) in
            samples.count <= limits.maximumSamplesPerMessage
                && samples.allSatisfy({ (0...limits.maximumFinger).contains($0.finger) && $0.outOfRange == nil })
        }
        if let samples = InputMessageReader.samples(in: text), isTaken(samples) {
            return .input(samples)
        }
        if let input = try? JSONDecoder().decode(InputEnvelope.self, from: Data(text.utf8)), input.type == "input",
            isTaken(input.samples)
        {
            return .input(input.samples)
        }
        guard let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let fields = object as? [String: Any]
        else { throw ProtocolError("malformed", "the message is not a JSON object") }
        guard let type = fields["type"] as? String else {
            throw ProtocolError("malformed", "the message has no string 'type'")
        }
        switch type {
        case "input":
            guard let samples = fields["samples"] as? [Any] else {
                throw ProtocolError("invalid-message", "'input' needs a 'samples' array")
            }
            guard samples.count <= limits.maximumSamplesPerMessage else {
                throw ProtocolError(
                    "too-many-samples",
                    "\(samples.count) samples in one message; at most \(limits.maximumSamplesPerMessage)")
            }
            do {
                let decoded = try JSONDecoder().decode(
                    [InputSample].self, from: JSONSerialization.data(withJSONObject: samples))
                for sample in decoded where !(0...limits.maximumFinger).contains(sample.finger) {
                    throw ProtocolError(
                        "invalid-message", "finger \(sample.finger) is outside 0…\(limits.maximumFinger)")
                }
                for (index, sample) in decoded.enumerated() {
                    if let (field, value, bound) = sample.outOfRange {
                        throw ProtocolError(
                            "out-of-range",
                            "samples[\(index)].\(field) is \(value); it must be a finite number within ±\(bound)")
                    }
                }
                return .input(decoded)
            } catch let error as ProtocolError {
                throw error
            } catch {
                throw ProtocolError("invalid-message", "bad sample: \(describe(error))")
            }
        case "loadScene":
            guard let yaml = fields["yaml"] as? String else {
                throw ProtocolError("invalid-message", "'loadScene' needs a string 'yaml'")
            }
            return .loadScene(yaml: yaml)
        case "selectScene":
            guard let name = fields["name"] as? String else {
                throw ProtocolError("invalid-message", "'selectScene' needs a string 'name'")
            }
            return .selectScene(name: name)
        case "hover":
            let hover: HoverInput = try decodeFields(fields, "hover")
            guard hover.pointerType != "touch" else {
                throw ProtocolError("invalid-message", "a touch pointer cannot hover")
            }
            guard hover.exited == true || (hover.x.isFinite && hover.y.isFinite) else {
                throw ProtocolError("invalid-message", "a hover needs finite x and y")
            }
            for (field, value) in [("x", hover.x), ("y", hover.y)] where hover.exited != true {
                guard abs(value) <= InputSample.coordinateBound else {
                    throw ProtocolError(
                        "out-of-range", "hover.\(field) is \(value); it must be within ±\(InputSample.coordinateBound)")
                }
            }
            guard abs(hover.t) <= InputSample.timeBound else {
                throw ProtocolError(
                    "out-of-range", "hover.t is \(hover.t); it must be a finite number within ±\(InputSample.timeBound)"
                )
            }
            return .hover(hover)
        case "wheel":
            let wheel: WheelInput = try decodeFields(fields, "wheel")
            guard [wheel.x, wheel.y, wheel.dx, wheel.dy].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) else {
                throw ProtocolError("invalid-message", "a wheel step needs finite x, y, dx and dy within ±1,000,000")
            }
            guard abs(wheel.t) <= InputSample.timeBound else {
                throw ProtocolError(
                    "out-of-range", "wheel.t is \(wheel.t); it must be a finite number within ±\(InputSample.timeBound)"
                )
            }
            return .wheel(wheel)
        case "startRecording": return .startRecording
        case "stopRecording": return .stopRecording
        case "reset": return .reset
        case "playScript": return .playScript
        default:
            throw ProtocolError(
                "unknown-type",
                "unknown message type '\(type)'; expected input, hover, wheel, loadScene, selectScene, "
                    + "startRecording, stopRecording, reset or playScript")
        }
    }

    /// A message's own fields (without `type`) as a value.
    /// An `input` message, for its one-pass read.
    private struct InputEnvelope: Decodable {
        var type: String
        var samples: [InputSample]
    }

    private static func decodeFields<Value: Decodable>(_ fields: [String: Any], _ what: String) throws(ProtocolError)
        -> Value
    {
        var object = fields
        object["type"] = nil
        do {
            return try JSONDecoder().decode(Value.self, from: JSONSerialization.data(withJSONObject: object))
        } catch {
            throw ProtocolError("invalid-message", "bad \(what): \(describe(error))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        let parts = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        return "samples" + parts.joined()
    }
}
