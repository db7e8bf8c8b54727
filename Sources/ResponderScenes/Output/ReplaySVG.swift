import Foundation
import ResponderKit

/// Draws a replay as a self-contained SVG picture that opens in a browser.
///
/// The scene is drawn at its real geometry after the replay (transforms included, filled with each view's
/// `backgroundColor`, hidden views dashed); a view that moved is also outlined, dotted, where it started, with
/// an arrow to where it ended and its final frame in the legend. On top: the views hit-testing asked (dashed
/// blue outline; dotted blue when only an overriding `hitTest` asked them, without `point(inside:)`), the hit
/// views (thick orange outline), the responders that handled the touches (their methods in green beside them),
/// each finger's path as a polyline from a filled dot (down) to a ring (up), and each input numbered and timed
/// beside its finger (`tap 2 @ 1.00 s → redView`). A view that clips (a scroll view) clips its subtree; a scroll
/// view's subviews are drawn shifted by its content offset (its bounds origin), and the legend gives the offset
/// it ended at (`list scrolled: content offset (0, 300)`). Control events are listed in the legend. No label
/// overlaps another (``LabelPlacer``).
///
/// With a step, the picture shows one input: the scene as it was when that input ended, and only that input's
/// marks; views it moved are outlined where they were before it.
public enum ReplaySVG {
    /// The SVG document for the whole replay, or for one input (`step`, from 1) of `result.inputs`; a step
    /// needs the inputs' snapshots (`SceneReplayer.replay(_:script:snapshotsPerInput:)`).
    public static func render(_ result: ReplayResult, step: Int? = nil) -> String {
        let selected = step.flatMap { number in result.inputs.first { $0.number == number } }
        let shapes = selected?.snapshot?.shapes ?? result.end.shapes
        let before: [SceneSnapshot.Shape]
        let events: [TraceEvent]
        let inputs: [ReplayInput]
        if let selected {
            let previous = result.inputs.last { $0.number < selected.number }
            before = previous?.snapshot?.shapes ?? result.start.shapes
            events = result.entries[selected.entries].compactMap {
                if case .trace(let event) = $0 { event } else { nil }
            }
            inputs = [selected]
        } else {
            before = result.start.shapes
            events = result.traceEvents
            inputs = result.inputs
        }
        var facts = Facts(events)
        facts.drawn(Set(shapes.map(\.id)))
        let width =
            shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: $0.bounds.maxX, y: $0.bounds.maxY)).x }
            .max() ?? 390
        let height =
            shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: $0.bounds.maxX, y: $0.bounds.maxY)).y }
            .max() ?? 844
        let starts = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let scrolled = scrolledShapes(shapes, starts: starts)
        let carried = carriedByScrolling(shapes, starts: starts, scrolled: scrolled)
        let moved = shapes.filter { shape in
            guard let start = starts[shape.id], !carried.contains(shape.id) else { return false }
            if scrolled.contains(where: { $0.id == shape.id }) { return false }
            return start.toScreen != shape.toScreen || start.bounds != shape.bounds
        }
        let columns = max(30, Int(saturating: (width + 10) / LabelPlacer.characterWidth))
        let legend = legendLines(
            result, facts: facts, moved: moved, scrolled: scrolled, inputs: inputs, step: selected
        ).flatMap { line in
            wrap(line.1, columns: columns).map { (line.0, $0) }
        }
        let legendHeight = 20.0 + 16.0 * Double(legend.count)
        let title = selected.map { "step \($0.number) of \(result.inputs.count): \($0.caption(in: result))" }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width + 20))" height="\(n(height + 20 + legendHeight))" \
            viewBox="-10 -10 \(n(width + 20)) \(n(height + 20 + legendHeight))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <title>\(escape([result.sceneName ?? "scene", title].compactMap { $0 }.joined(separator: " — ")))</title>
            <rect x="-10" y="-10" width="100%" height="100%" fill="#ffffff"/>

            """
        var labels = LabelPlacer(bounds: CGRect(x: -10, y: -10, width: width + 20, height: height + 20))
        var texts = ""
        // A view that clips (a scroll view, by default) clips its subtree: the shapes after it that are deeper.
        var clips: [Int] = []
        for (index, shape) in shapes.enumerated() {
            while let depth = clips.last, shape.depth <= depth {
                clips.removeLast()
                svg += "</g>\n"
            }
            svg += drawn(shape)
            if shape.clipsToBounds, !shape.isWindow {
                svg +=
                    "<clipPath id=\"clip\(index)\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
                    + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" "
                    + "transform=\"\(matrix(shape))\"/></clipPath><g clip-path=\"url(#clip\(index))\">\n"
                clips.append(shape.depth)
            }
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.minY))
            let name = escape(shape.id) + (shape.isHidden ? " (hidden)" : "")
            texts += labels.place(
                name, text: shape.id + (shape.isHidden ? " (hidden)" : ""), near: corner, fill: "#333333", inside: true)
        }
        svg += String(repeating: "</g>\n", count: clips.count)
        for shape in moved {
            guard let start = starts[shape.id] else { continue }
            svg += outline(start, stroke: "#555555", width: 1, dash: "2 3")
            let from = start.screenPoint(CGPoint(x: start.bounds.midX, y: start.bounds.midY))
            let to = shape.screenPoint(CGPoint(x: shape.bounds.midX, y: shape.bounds.midY))
            if from != to {
                svg +=
                    "<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" stroke=\"#555555\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"4 3\" marker-end=\"url(#arrow)\"/>\n"
            }
        }
        for shape in shapes where facts.asked.contains(shape.id) {
            svg += outline(shape, stroke: "#1f6feb", width: 1.5, dash: "6 3")
        }
        for shape in shapes where facts.askedByOverride.contains(shape.id) {
            svg += outline(shape, stroke: "#1f6feb", width: 1.5, dash: "1 3")
        }
        for shape in shapes where facts.hit.contains(shape.id) {
            svg += outline(shape, stroke: "#ff8c00", width: 4, dash: nil)
        }
        for shape in shapes {
            guard let methods = facts.handled[shape.id] else { continue }
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.maxY))
            let text = "\(shape.id): \(methods.joined(separator: ", "))"
            texts += labels.place(
                escape(text), text: text, near: CGPoint(x: corner.x, y: corner.y - 14), fill: "#1a7f37", inside: true,
                bold: true)
        }
        svg += fingerPaths(facts.paths, forces: facts.forces)
        svg += pointerMarks(facts)
        for input in inputs {
            guard let point = input.point else { continue }
            let caption = input.caption(in: result)
            texts += labels.place(
                escape(caption), text: caption, near: CGPoint(x: point.x + 9, y: point.y - 20), fill: "#b3261e",
                bold: true)
        }
        svg +=
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" "
            + "orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555555\"/></marker></defs>\n"
        svg += texts
        svg += legend.enumerated().map { index, line in
            "<text x=\"0\" y=\"\(n(height + 16 + CGFloat(index) * 16))\" fill=\"\(line.0)\">\(escape(line.1))</text>\n"
        }.joined()
        return svg + "</svg>\n"
    }

    private static func legendLines(
        _ result: ReplayResult, facts: Facts, moved: [SceneSnapshot.Shape], scrolled: [SceneSnapshot.Shape],
        inputs: [ReplayInput], step: ReplayInput?
    ) -> [(String, String)] {
        var lines: [(String, String)] = []
        if let step {
            lines.append(("#b3261e", "step \(step.number) of \(result.inputs.count): \(step.caption(in: result))"))
        }
        lines += [
            (
                "#1f6feb",
                "dashed blue: asked by hit-testing (point(inside:)); dotted blue: asked only by an overriding hitTest"
            ),
            ("#ff8c00", "orange: hit view"),
            ("#1a7f37", "green: handled the touches (methods)"),
            ("#d62728", "line: a finger's path, dot = down, ring = up; red captions: each input, numbered and timed"),
        ]
        if facts.forces.contains(where: { !$0.isEmpty }) {
            var line = "pencil: the line's width is the force of each sample (coalesced samples included)"
            for (_, tilt) in facts.tilts.sorted(by: { $0.key < $1.key }) {
                let (altitude, azimuth) = (tilt.altitude.rounded(), tilt.azimuth.rounded())
                line +=
                    "; tilt altitude \(Script.Expanded.Step.format(altitude))° azimuth \(Script.Expanded.Step.format(azimuth))°"
            }
            lines.append(("#d62728", line))
        }
        if !facts.hoverPaths.isEmpty {
            lines.append(("#8250df", "dotted purple: a hovering pointer's path, ring = where it left"))
        }
        if !facts.scrolls.isEmpty {
            lines.append(
                (
                    "#8250df",
                    "purple arrow: a wheel step or trackpad scroll, from the pointer by how far it moves content"
                ))
        }
        for (name, methods) in facts.otherHandlers {
            lines.append(("#1a7f37", "\(name) handled: \(methods.joined(separator: ", "))"))
        }
        for (control, events) in facts.controlEvents {
            lines.append(("#8250df", "\(control) sent: \(events.joined(separator: ", "))"))
        }
        for shape in moved {
            lines.append(
                ("#555555", "\(shape.id) moved (dotted: before, arrow: to where it ended): \(shape.geometry.summary)"))
        }
        for shape in scrolled {
            lines.append(
                (
                    "#555555",
                    "\(shape.id) scrolled: content offset \(shape.geometry.bounds.origin.sceneText) "
                        + "(its subviews drawn shifted by it)"
                ))
        }
        return lines
    }

    /// The shapes whose only change is their bounds origin: scroll views whose content offset changed.
    static func scrolledShapes(
        _ shapes: [SceneSnapshot.Shape], starts: [String: SceneSnapshot.Shape]
    ) -> [SceneSnapshot.Shape] {
        shapes.filter { shape in
            guard let start = starts[shape.id]?.geometry else { return false }
            let now = shape.geometry
            return start.bounds.origin != now.bounds.origin && start.bounds.size == now.bounds.size
                && start.frame == now.frame && start.transform == now.transform
        }
    }

    /// The ids of shapes inside a scrolled shape whose own geometry did not change: they moved on screen only
    /// because the content scrolled, so they are drawn where they are, without a "moved" mark.
    static func carriedByScrolling(
        _ shapes: [SceneSnapshot.Shape], starts: [String: SceneSnapshot.Shape], scrolled: [SceneSnapshot.Shape]
    ) -> Set<String> {
        guard !scrolled.isEmpty else { return [] }
        let scrolledIDs = Set(scrolled.map(\.id))
        var carried: Set<String> = []
        var inside: [Int] = []
        for shape in shapes {
            while let depth = inside.last, shape.depth <= depth { inside.removeLast() }
            if !inside.isEmpty, starts[shape.id]?.geometry == shape.geometry { carried.insert(shape.id) }
            if scrolledIDs.contains(shape.id) { inside.append(shape.depth) }
        }
        return carried
    }

    /// `text` in lines of at most `columns` characters, broken at spaces (a longer word gets a line of its own).
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > columns {
                lines.append(line)
                line = "  " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func drawn(_ shape: SceneSnapshot.Shape) -> String {
        let fill = shape.fill.map { "fill=\"\($0)\" fill-opacity=\"\(n(shape.alpha))\"" } ?? "fill=\"none\""
        let dash = shape.isHidden ? " stroke-dasharray=\"4 4\"" : ""
        let body = shape.isHidden ? "fill=\"none\"" : fill
        return "<g transform=\"\(matrix(shape))\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
            + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" \(body) stroke=\"#888888\" "
            + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"\(dash)/></g>\n"
    }

    private static func outline(_ shape: SceneSnapshot.Shape, stroke: String, width: Double, dash: String?) -> String {
        "<g transform=\"\(matrix(shape))\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
            + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" fill=\"none\" stroke=\"\(stroke)\" "
            + "stroke-width=\"\(n(width))\" vector-effect=\"non-scaling-stroke\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/></g>\n"
    }

    private static func fingerPaths(_ paths: [(finger: Int, points: [CGPoint])], forces: [[Double]]) -> String {
        let colours = ["#d62728", "#9467bd", "#2ca02c", "#e377c2", "#17becf"]
        var svg = ""
        for (index, path) in paths.enumerated() {
            let colour = colours[index % colours.count]
            guard let first = path.points.first, let last = path.points.last else { continue }
            let pathForces = index < forces.count ? forces[index] : []
            if pathForces.count == path.points.count, path.points.count > 1 {
                // A pencil: one segment per sample, as wide as its force.
                for segment in 1..<path.points.count {
                    let (from, to) = (path.points[segment - 1], path.points[segment])
                    svg +=
                        "<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" "
                        + "stroke=\"\(colour)\" stroke-width=\"\(n(1 + 7 * pathForces[segment]))\" stroke-linecap=\"round\"/>\n"
                }
            } else {
                let points = path.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
                svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            }
            svg += "<circle cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"5\" fill=\"\(colour)\"/>\n"
            svg +=
                "<circle cx=\"\(n(last.x))\" cy=\"\(n(last.y))\" r=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
        }
        return svg
    }

    /// Hover paths (dotted, a ring where the pointer left) and scroll arrows.
    private static func pointerMarks(_ facts: Facts) -> String {
        var svg = ""
        for path in facts.hoverPaths {
            guard let first = path.points.first, let last = path.points.last else { continue }
            let points = path.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            let colour = path.pencil ? "#6639ba" : "#8250df"
            svg +=
                "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" "
                + "stroke-dasharray=\"2 3\"/>\n"
            svg += "<circle cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"3\" fill=\"\(colour)\"/>\n"
            if path.exited {
                svg +=
                    "<circle cx=\"\(n(last.x))\" cy=\"\(n(last.y))\" r=\"5\" fill=\"none\" stroke=\"\(colour)\" "
                    + "stroke-dasharray=\"2 2\"/>\n"
            }
        }
        for scroll in facts.scrolls {
            let end = CGPoint(x: scroll.point.x + scroll.delta.x, y: scroll.point.y + scroll.delta.y)
            svg +=
                "<line x1=\"\(n(scroll.point.x))\" y1=\"\(n(scroll.point.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\" "
                + "stroke=\"#8250df\" stroke-width=\"2\"\(scroll.isTrackpad ? "" : " stroke-dasharray=\"5 2\"") "
                + "marker-end=\"url(#arrow)\"/>\n"
        }
        return svg
    }

    private static func matrix(_ shape: SceneSnapshot.Shape) -> String {
        let t = shape.toScreen
        return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
    }

    static func n(_ value: Double) -> String { CGFloat(value).sceneText }
    static func n(_ value: CGFloat) -> String { value.sceneText }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// Places text labels so that none overlaps another: each goes at the first free spot among a few candidates
/// around its anchor (then further down, row by row). Boxes are estimated from the text's length at the
/// picture's 11-point font (``characterWidth`` a character, ``lineHeight`` high).
struct LabelPlacer {
    /// The estimated advance of one character at 11 points (Helvetica's widest common letters included).
    static let characterWidth: CGFloat = 6.4
    /// A label's height.
    static let lineHeight: CGFloat = 13

    /// Where labels may go.
    var bounds: CGRect
    /// The boxes taken so far.
    private(set) var placed: [CGRect] = []

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// The box a text takes with its top-left corner at `origin`.
    static func box(_ text: String, at origin: CGPoint) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: CGFloat(text.count) * characterWidth + 2, height: lineHeight)
    }

    /// Places `text` near `anchor` (the wanted top-left corner, `inside` a view: only right and down) and
    /// returns its `<text>` element; `markup` is the escaped text.
    mutating func place(
        _ markup: String, text: String, near anchor: CGPoint, fill: String, inside: Bool = false, bold: Bool = false
    ) -> String {
        let size = Self.box(text, at: .zero).size
        func candidates(inside: Bool) -> [CGPoint] {
            var candidates: [CGPoint] = []
            for row in 0..<24 {
                let dy = CGFloat(row) * Self.lineHeight
                candidates.append(CGPoint(x: anchor.x + 3, y: anchor.y + 1 + dy))
                if !inside {
                    candidates.append(CGPoint(x: anchor.x - size.width - 12, y: anchor.y + 1 + dy))
                    candidates.append(CGPoint(x: anchor.x + 3, y: anchor.y + 1 - dy))
                }
                candidates.append(CGPoint(x: anchor.x + 3 + size.width + 6, y: anchor.y + 1 + dy))
            }
            return candidates
        }
        func firstFree(_ candidates: [CGPoint]) -> CGPoint? {
            candidates.first { origin in
                let box = CGRect(origin: origin, size: size)
                return bounds.contains(box) && !placed.contains { $0.intersects(box) }
            }
        }
        // A label that cannot go inside its view (one at the picture's bottom edge) goes beside or above it.
        let preferred = candidates(inside: inside)
        let origin = firstFree(preferred) ?? (inside ? firstFree(candidates(inside: false)) : nil) ?? preferred[0]
        placed.append(CGRect(origin: origin, size: size))
        return "<text x=\"\(ReplaySVG.n(origin.x + 1))\" y=\"\(ReplaySVG.n(origin.y + 10))\" fill=\"\(fill)\""
            + (bold ? " font-weight=\"bold\"" : "") + ">\(markup)</text>\n"
    }
}
