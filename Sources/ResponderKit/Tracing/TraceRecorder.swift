import Foundation

/// Collects trace events so a test or a tool can read them back.
@MainActor
public final class TraceRecorder {
    /// Every event recorded so far, in order.
    public internal(set) var events: [TraceEvent] = []
    var token: DispatchTrace.ObserverToken?

    /// The events as text, one line each, in the given style.
    public func lines(_ style: TraceTextStyle = .standard) -> [String] {
        events.compactMap { $0.text(style) }
    }

    /// The events as text in the standard style.
    public var lines: [String] { lines(.standard) }

    /// Forgets what was recorded so far.
    public func clear() {
        events.removeAll()
    }
}
