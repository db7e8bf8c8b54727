import Foundation
import ResponderKit

/// One thing that happened during a replay: a decision of the engine, or a line the scene's handlers logged.
public enum ReplayEntry: Hashable, Sendable {
    /// A trace event from the engine.
    case trace(TraceEvent)
    /// A line logged by the scene's own overrides and recognizer actions: `AView touchesBegan`, `tap action ended`.
    case log(String)
    /// Timers fired at this scene time (in seconds); the entries that follow, up to the next input or timer, are
    /// what they did.
    case timer(TimeInterval)

    /// The entry as one line of text, or nil when the style leaves it out; log lines read `log: AView touchesBegan`,
    /// timer lines `timer: t=0.5`.
    public func text(_ style: TraceTextStyle = .standard) -> String? {
        switch self {
        case .trace(let event): event.text(style)
        case .log(let line): "log: \(line)"
        case .timer(let time): style == .standard ? "timer: t=\(ReplayResult.seconds(time))" : nil
        }
    }
}
