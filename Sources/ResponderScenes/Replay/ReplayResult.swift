import Foundation
import ResponderKit

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
    /// The inputs, numbered as a learner counts them (a gesture from first finger down to last finger up).
    public var inputs: [ReplayInput]

    /// Creates a result.
    public init(
        sceneName: String?, entries: [ReplayEntry], leftovers: [String], start: SceneSnapshot, end: SceneSnapshot,
        inputs: [ReplayInput] = []
    ) {
        self.sceneName = sceneName
        self.entries = entries
        self.leftovers = leftovers
        self.start = start
        self.end = end
        self.inputs = inputs
    }

    /// The engine's trace events, in order.
    public var traceEvents: [TraceEvent] {
        entries.compactMap { if case .trace(let event) = $0 { event } else { nil } }
    }

    /// The scene's handler log, in order.
    public var log: [String] {
        entries.compactMap { if case .log(let line) = $0 { line } else { nil } }
    }

    /// Every entry as text, one line each, then (in the standard style) a `final:` line per view whose
    /// geometry the replay changed, then a `leftover:` line per thing left in flight.
    public func lines(_ style: TraceTextStyle = .standard) -> [String] {
        entries.compactMap { $0.text(style) } + (style == .standard ? finalLines : [])
            + leftovers.map { "leftover: \($0)" }
    }

    /// The views whose frame, bounds, transform, alpha or `isHidden` differ between the start and the end, with
    /// their geometry at the end, in drawing order.
    public var changedViews: [(id: String, geometry: ViewGeometry)] {
        var starts: [String: ViewGeometry] = [:]
        for shape in start.shapes where starts[shape.id] == nil { starts[shape.id] = shape.geometry }
        var seen: Set<String> = []
        return end.shapes.compactMap { shape in
            guard seen.insert(shape.id).inserted, let before = starts[shape.id], before != shape.geometry else {
                return nil
            }
            return (shape.id, shape.geometry)
        }
    }

    /// `final: card frame (250, 400, 120, 80)`: one line per view the replay changed (`changedViews`); then,
    /// for each view still animating at the end (a repeating animation, a finger held), where it shows:
    /// `final: card shows at (212.5, 260, 120, 80), alpha 0.8 (presentation; hit-testing reads the model)`.
    public var finalLines: [String] {
        changedViews.map { "final: \($0.id) \($0.geometry.summary)" }
            + end.shapes.compactMap { shape in
                guard let shown = shape.presentation else { return nil }
                let t = shown.toScreen
                let corners = [
                    CGPoint(x: shown.bounds.minX, y: shown.bounds.minY),
                    CGPoint(x: shown.bounds.maxX, y: shown.bounds.maxY),
                    CGPoint(x: shown.bounds.minX, y: shown.bounds.maxY),
                    CGPoint(x: shown.bounds.maxX, y: shown.bounds.minY),
                ].map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                let box = CGRect(
                    x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                    height: (ys.max() ?? 0) - (ys.min() ?? 0))
                let alpha = shown.alpha == shape.alpha ? "" : ", alpha \(CGFloat(shown.alpha).sceneText)"
                let place = [box.minX, box.minY, box.width, box.height].map(\.sceneText).joined(separator: ", ")
                return "final: \(shape.id) shows at (\(place)) on screen\(alpha) (presentation; hit-testing "
                    + "reads the model)"
            }
    }

    /// Seconds without a trailing `.0`, to the millisecond: `0.5`, `2`.
    static func seconds(_ time: TimeInterval) -> String {
        let rounded = (time * 1000).rounded() / 1000
        if Swift.abs(rounded) < 1e15, let whole = Int(exactly: rounded) { return String(whole) }
        return String(format: "%g", rounded)
    }
}
