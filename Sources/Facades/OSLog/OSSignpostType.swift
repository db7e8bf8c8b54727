import Foundation

/// What a signpost marks: the beginning or the end of an interval, or a single event.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The type's number, as `os_signpost_type_t` has it.
    public let rawValue: UInt8

    /// A type from its number.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)

    /// How the written line names it.
    var word: String {
        switch self {
        case .begin: return "begin"
        case .end: return "end"
        default: return "event"
        }
    }
}

/// Marks a signpost: the beginning or end of an interval named `name`, or an event, on `log`.
///
/// Signposts are written through swift-log at the trace level (below `debug`), as
/// `signpost begin Drag [id 7]`, so a process sees them only when its handler takes that level.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {
    log.signpost(type, name: name.description, id: signpostID, message: nil)
}

/// Marks a signpost with a `printf`-style message (see ``os_log(_:dso:log:type:_:)``).
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {
    guard log.signpostsEnabled else { return }
    log.signpost(type, name: name.description, id: signpostID, message: LogFormat.render(format.description, arguments))
}

extension OSLog {
    /// Whether signposts on this log are written: false for ``disabled``, otherwise whether swift-log's handler
    /// takes the trace level.
    public var signpostsEnabled: Bool {
        !isDisabled && sink.logLevel <= .trace
    }

    /// Writes one signpost line, when signposts are enabled.
    func signpost(_ type: OSSignpostType, name: String, id: OSSignpostID, message: @autoclosure () -> String?) {
        guard signpostsEnabled else { return }
        let identifier = id == .exclusive ? "exclusive" : "id \(id.rawValue)"
        let text = message().map { ": \($0)" } ?? ""
        sink.log(level: .trace, "signpost \(type.word) \(name) [\(identifier)]\(text)")
    }
}
