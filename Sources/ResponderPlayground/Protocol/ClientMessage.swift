import Foundation
import ResponderKit
import ResponderScenes

/// A message from the page to the server. See `PROTOCOL.md` beside the sources.
///
/// ```json
/// {"type":"input","samples":[{"finger":1,"phase":"began","x":200,"y":300,"t":1532.4,"pointerType":"mouse"}]}
/// {"type":"loadScene","yaml":"windows: …"}
/// {"type":"selectScene","name":"seed-004-hierarchy"}
/// {"type":"startRecording"}
/// {"type":"stopRecording"}
/// ```
public enum ClientMessage: Sendable, Hashable {
    /// Pointer samples, in the order the page saw them.
    case input([InputSample])
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

        /// Creates a sample.
        public init(
            finger: Int, phase: Phase, x: Double, y: Double, t: Double, force: Double? = nil,
            pointerType: String? = nil, altitudeAngle: Double? = nil, azimuthAngle: Double? = nil
        ) {
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

        /// A pen's tilt in a script's degrees (whole degrees), when the sample is a pen's and reports one.
        var tilt: Script.Tilt? {
            guard pointerType == "pen", let altitude = altitudeAngle, let azimuth = azimuthAngle,
                altitude.isFinite, azimuth.isFinite
            else { return nil }
            let degrees = { (radians: Double) in (radians * 180 / .pi).rounded() }
            var direction = degrees(azimuth).truncatingRemainder(dividingBy: 360)
            if direction < 0 { direction += 360 }
            return Script.Tilt(altitude: min(max(degrees(altitude), 0), 90), azimuth: direction)
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

/// Why a client message could not be taken.
public struct ProtocolError: Error, Sendable, Hashable {
    /// A stable code: `malformed`, `unknown-type`, `invalid-message`, `message-too-large`, `binary-message`,
    /// `too-many-samples`, `unknown-scene`, `scene`, `not-recording`, `recording-too-long`, `too-many-sessions`,
    /// `session-expired`.
    public var code: String
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates an error.
    public init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ClientMessage {
    /// Reads a message from JSON text, checking every field and the sample count.
    public static func decode(_ text: String, limits: PlaygroundLimits) throws(ProtocolError) -> ClientMessage {
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
        case "startRecording": return .startRecording
        case "stopRecording": return .stopRecording
        case "reset": return .reset
        default:
            throw ProtocolError(
                "unknown-type",
                "unknown message type '\(type)'; expected input, loadScene, selectScene, startRecording, "
                    + "stopRecording or reset")
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

extension ProtocolError: CustomStringConvertible {
    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}
