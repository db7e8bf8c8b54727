import Foundation

/// A message from the server to the page. See `PROTOCOL.md` beside the sources.
public enum ServerMessage: Sendable, Hashable, Encodable {
    /// The first message of a session: its id, the bundled scenes and the limits.
    case hello(Hello)
    /// The scene as built, for drawing: sent after every (re)build.
    case scene(SceneGeometry)
    /// What the engine did with one batch of input or one timer firing.
    case trace(TraceBatch)
    /// Something went wrong; the session goes on.
    case error(ErrorReport)
    /// The recording started, or stopped with its script file.
    case recording(RecordingState)
    /// Where the views that animate show at a display frame: their presentation, frame by frame, while
    /// hit-testing keeps reading the model the last `trace` gave.
    case frame(FrameUpdate)

    /// The `hello` message.
    public struct Hello: Sendable, Hashable, Encodable {
        /// The protocol's version: 1.
        public var protocolVersion = 1
        /// The session's id.
        public var session: Int
        /// The bundled scenes, by name, for the page's menu.
        public var scenes: [SceneEntry]
        /// The largest client message, in bytes.
        public var maximumMessageSize: Int
        /// The most samples in one input message.
        public var maximumSamplesPerMessage: Int
    }

    /// A bundled scene in the menu.
    public struct SceneEntry: Sendable, Hashable, Encodable {
        /// Its name, for `selectScene`.
        public var name: String
        /// Its title.
        public var title: String
    }

    /// A batch of trace events.
    public struct TraceBatch: Sendable, Hashable, Encodable {
        /// Why the batch happened: `input` or `timer`.
        public var cause: String
        /// The scene time after the batch, in seconds.
        public var time: Double
        /// The events, each the structured trace event with its `text` line (absent when the standard text
        /// leaves the event out).
        public var events: [JSONValue]
        /// The fingers that are down after the batch, and the touches that ended in it.
        public var touches: [TouchInfo]
        /// Where the views the batch moved (and their subviews) are now: every view a `viewChanged` event named,
        /// with its subtree.
        public var views: [ViewUpdate] = []
    }

    /// The views an animation moves, as they show at one display frame.
    public struct FrameUpdate: Sendable, Hashable, Encodable {
        /// The scene time of the frame, in seconds.
        public var time: Double
        /// Each animating view and its subviews at their presentation corners; a view whose animations ended since
        /// the last frame at its model corners.
        public var views: [ViewUpdate]
    }

    /// A view's place on the screen after a change.
    public struct ViewUpdate: Sendable, Hashable, Encodable {
        /// The view's trace serial, as in the `scene` message.
        public var serial: Int
        /// The corners of its bounds on the screen: top-left, top-right, bottom-right, bottom-left.
        public var corners: [[Double]]
        /// `alpha`.
        public var alpha: Double
        /// `isHidden`.
        public var isHidden: Bool
    }

    /// What the page shows about a touch.
    public struct TouchInfo: Sendable, Hashable, Encodable {
        /// The finger.
        public var finger: Int
        /// `began`, `moved`, `stationary`, `ended` or `cancelled`.
        public var phase: String
        /// `UITouch.view` as `{name, serial}`: the view hit-testing bound the touch to; absent when none, or
        /// once a gesture recognizer took the touch (then `chain` still starts at the view it was bound to).
        public var view: Subject?
        /// `UITouch.tapCount`.
        public var tapCount: Int
        /// Where the finger is, in screen points.
        public var x, y: Double
        /// The whole responder chain of the view the touch was bound to: the view, then each `next` up to the
        /// application (or its delegate); a delivery reaches a prefix of it.
        public var chain: [Subject] = []
    }

    /// A trace subject: name and serial.
    public struct Subject: Sendable, Hashable, Encodable {
        /// The name shown in traces.
        public var name: String
        /// The serial number, unique in the session's application.
        public var serial: Int
    }

    /// The `error` message.
    public struct ErrorReport: Sendable, Hashable, Encodable {
        /// A stable code (``ProtocolError/code``, or a scene file error's code).
        public var code: String
        /// What went wrong; for scene files, every error as `file:line:column: error: message`, one a line.
        public var message: String
        /// Where, for a scene file error: the first error's 1-based line.
        public var line: Int?
        /// Where, for a scene file error: the first error's 1-based column.
        public var column: Int?
        /// Every scene file error, in file order.
        public var errors: [FileError]?
    }

    /// One scene file error.
    public struct FileError: Sendable, Hashable, Encodable {
        /// The stable code (`unknown-key`, …).
        public var code: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int
        /// The message.
        public var message: String
    }

    /// The `recording` message.
    public struct RecordingState: Sendable, Hashable, Encodable {
        /// `started` or `stopped`.
        public var state: String
        /// The script file (YAML), when stopped.
        public var script: String?
        /// How many input frames it holds.
        public var frames: Int
        /// What is still in flight when it stops (fingers down, timers pending), as `responder replay` ends
        /// its output with `leftover:` lines.
        public var leftovers: [String]
        /// When stopped: the `final:` lines `responder replay` prints before the leftovers, one per view whose
        /// geometry changed since the recording started.
        public var finals: [String] = []
    }

    private enum Keys: String, CodingKey { case type }

    /// Writes the message as one JSON object with a `type` member.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .hello(let body):
            try container.encode("hello", forKey: .type)
            try body.encode(to: encoder)
        case .scene(let body):
            try container.encode("scene", forKey: .type)
            try body.encode(to: encoder)
        case .trace(let body):
            try container.encode("trace", forKey: .type)
            try body.encode(to: encoder)
        case .error(let body):
            try container.encode("error", forKey: .type)
            try body.encode(to: encoder)
        case .recording(let body):
            try container.encode("recording", forKey: .type)
            try body.encode(to: encoder)
        case .frame(let body):
            try container.encode("frame", forKey: .type)
            try body.encode(to: encoder)
        }
    }

    /// The message as JSON text.
    public var json: String {
        if case .trace(let batch) = self { return JSONText.trace(batch) }
        return encoderJSON
    }

    /// The message as `JSONEncoder` writes it (sorted keys, slashes unescaped): what ``json`` is, for every
    /// message.
    var encoderJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return #"{"type":"error","code":"internal"}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// An error message for a protocol error.
    static func failure(_ error: ProtocolError) -> ServerMessage {
        .error(ErrorReport(code: error.code, message: error.message))
    }
}
