import Foundation

/// How much a text rendering of the trace says.
public enum TraceTextStyle: Hashable, Sendable {
    /// Every event, one line each.
    case standard
    /// Only the lines a swizzled `hitTest`/`pointInside` log on iOS prints, as seed 004 shows them:
    /// `AView can answer 1` and `hit view: AView`.
    case hitTestOnly
}
