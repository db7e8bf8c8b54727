import Foundation
import ResponderKit

/// One thing that happened during a replay: a decision of the engine, or a line the scene's handlers logged.
public enum ReplayEntry: Hashable, Sendable {
    /// A trace event from the engine.
    case trace(TraceEvent)
    /// A line logged by the scene's own overrides and recognizer actions: `AView touchesBegan`, `tap action ended`.
    case log(String)

    /// The entry as one line of text, or nil when the style leaves it out; log lines read `log: AView touchesBegan`.
    public func text(_ style: TraceTextStyle = .standard) -> String? {
        switch self {
        case .trace(let event): event.text(style)
        case .log(let line): "log: \(line)"
        }
    }
}

/// What a replay did: every trace event and handler log line in order, what was left in flight at the end,
/// and the scene's geometry before and after, for pictures.
public struct ReplayResult: Hashable, Sendable {
    /// The scene's name, if it has one.
    public var sceneName: String?
    /// Trace events and log lines, interleaved in the order they happened.
    public var entries: [ReplayEntry]
    /// What was still in flight at the end (fingers down, timers pending), as `UIApplication.leftovers` says.
    public var leftovers: [String]
    /// The scene's views as built, before the first input.
    public var start: SceneSnapshot
    /// The scene's views after the last step.
    public var end: SceneSnapshot

    /// Creates a result.
    public init(
        sceneName: String?, entries: [ReplayEntry], leftovers: [String], start: SceneSnapshot, end: SceneSnapshot
    ) {
        self.sceneName = sceneName
        self.entries = entries
        self.leftovers = leftovers
        self.start = start
        self.end = end
    }

    /// The engine's trace events, in order.
    public var traceEvents: [TraceEvent] {
        entries.compactMap { if case .trace(let event) = $0 { event } else { nil } }
    }

    /// The scene's handler log, in order.
    public var log: [String] {
        entries.compactMap { if case .log(let line) = $0 { line } else { nil } }
    }

    /// Every entry as text, one line each, followed by a `leftovers:` line per thing left in flight.
    public func lines(_ style: TraceTextStyle = .standard) -> [String] {
        entries.compactMap { $0.text(style) } + leftovers.map { "leftover: \($0)" }
    }
}
