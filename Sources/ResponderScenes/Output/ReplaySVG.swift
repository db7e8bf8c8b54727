import Foundation
import ResponderKit

/// Draws a replay as a self-contained SVG picture that opens in a browser.
///
/// The scene is drawn at its real geometry (transforms included, filled with each view's `backgroundColor`,
/// unpainted views as outlines, hidden views dashed); a view that moved is also outlined, dotted, where it
/// started, with an arrow to where it ended and its final frame in the legend. The views hit-testing asked are
/// outlined (dashed blue; dotted blue when only an overriding `hitTest` asked them, without `point(inside:)`), the
/// hit views in thick orange, each right after the view itself, so a view in front covers them as it covers the
/// view; the responders that handled the touches get their methods in green, each finger's path is a polyline
/// from a filled dot (down) to a ring (up), and each input is numbered and timed beside its finger
/// (`tap 2 @ 1.00 s → redView`). A view that clips (a scroll view) clips its subtree; a scroll view's subviews
/// are drawn shifted by its content offset (its bounds origin), and the legend gives the offset it ended at
/// (`list scrolled: content offset (0, 300)`). Control events are listed in the legend. No label overlaps
/// another, nor, where there is room, a painted view it does not belong to (``LabelPlacer``); every label sits
/// on a white plate in a colour of at least 4.5:1 contrast (``Palette``).
///
/// Every picture of an input uses the geometry of that input: `step` draws one input, the scene as it was when
/// that input ended, with only that input's marks and the views it moved outlined where they were before it; the
/// whole replay of several inputs is their pictures one below the other.
public enum ReplaySVG {
    /// The SVG document for the whole replay, or for one input (`step`, from 1) of `result.inputs`; a step
    /// needs the inputs' snapshots (`SceneReplayer.replay(_:script:snapshotsPerInput:)`).
    ///
    /// Every picture of an input uses that input's geometry: with the inputs' snapshots, the whole replay of
    /// several inputs is one panel per input, top to bottom (each the picture `step` draws), then, when the
    /// views moved on after the last input (a deceleration, a spring-back), a last panel of where they came to
    /// rest; a tap's caption then points at the button where it was tapped, not where it scrolled to.
    public static func render(_ result: ReplayResult, step: Int? = nil) -> String {
        var panels: [Panel] = []
        if let step, let selected = result.inputs.first(where: { $0.number == step }) {
            panels = [panel(result, input: selected, prefix: "")]
        } else if step == nil, result.inputs.count > 1, result.inputs.allSatisfy({ $0.snapshot != nil }) {
            panels = result.inputs.map { panel(result, input: $0, prefix: "s\($0.number)-") }
            if let last = result.inputs.last, let snapshot = last.snapshot, snapshot.shapes != result.end.shapes {
                let after = last.entries.upperBound
                let events = result.entries[min(after, result.entries.count)...].compactMap {
                    if case .trace(let event) = $0 { event } else { nil }
                }
                panels.append(
                    panel(
                        result, shapes: result.end.shapes, before: snapshot.shapes, events: events, inputs: [],
                        heading: "after the last input: where the views came to rest", prefix: "rest-",
                        constraints: result.end.constraints))
            }
        } else {
            panels = [
                panel(
                    result, shapes: result.end.shapes, before: result.start.shapes, events: result.traceEvents,
                    inputs: result.inputs, heading: nil, prefix: "", constraints: result.end.constraints)
            ]
        }
        let width = panels.map(\.width).max() ?? 410
        let height = panels.map(\.height).reduce(0, +) + Panel.gap * Double(max(0, panels.count - 1))
        let title: String?
        if step != nil, let input = panels.first?.input {
            title = "step \(input.number) of \(result.inputs.count): \(input.caption(in: result))"
        } else {
            title = nil
        }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="-10 -10 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <title>\(escape([result.sceneName ?? "scene", title].compactMap { $0 }.joined(separator: " — ")))</title>
            <rect x="-10" y="-10" width="100%" height="100%" fill="#ffffff"/>

            """
        var top = 0.0
        for panel in panels {
            if top == 0 {
                svg += panel.body
            } else {
                svg += "<g transform=\"translate(0 \(n(top)))\">\n" + panel.body + "</g>\n"
            }
            top += panel.height + Panel.gap
        }
        return svg + "</svg>\n"
    }

    /// One picture: of one input, or of the whole replay on its final geometry, or of what happened after the last
    /// input; its SVG elements with (0, 0) the screen's top-left corner, and its size with the 10-point margin.
    struct Panel {
        /// The space between two panels.
        static let gap = 24.0
        var body: String
        var width: Double
        var height: Double
        /// The input it draws, when it draws one.
        var input: ReplayInput?
    }

    /// The picture of one input: the scene as it was when that input ended, and only that input's marks; views it
    /// moved are outlined where they were before it.
    static func panel(_ result: ReplayResult, input: ReplayInput, prefix: String) -> Panel {
        let previous = result.inputs.last { $0.number < input.number }
        let events = result.entries[input.entries].compactMap {
            if case .trace(let event) = $0 { event } else { nil }
        }
        var drawn = panel(
            result, shapes: input.snapshot?.shapes ?? result.end.shapes,
            before: previous?.snapshot?.shapes ?? result.start.shapes, events: events, inputs: [input],
            heading: "step \(input.number) of \(result.inputs.count): \(input.caption(in: result))", prefix: prefix,
            constraints: input.snapshot?.constraints ?? result.end.constraints)
        drawn.input = input
        return drawn
    }

    /// A picture of `shapes` with the marks of `events` and the captions of `inputs`; views whose geometry differs
    /// from `before` are outlined where they were. `prefix` keeps the ids of its clip paths and markers apart from
    /// other panels'.
    static func panel(
        _ result: ReplayResult, shapes: [SceneSnapshot.Shape], before: [SceneSnapshot.Shape], events: [TraceEvent],
        inputs: [ReplayInput], heading: String?, prefix: String, constraints: [SceneSnapshot.ConstraintLine] = []
    ) -> Panel {
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
        let animating = shapes.filter { $0.presentation != nil && !$0.isHidden }.map(\.id)
        let legend = legendLines(
            facts: facts, moved: moved, scrolled: scrolled, heading: heading, constraints: constraints,
            animating: animating, hitAreas: shapes.filter { $0.hitArea != nil && !$0.isHidden }.map(\.id)
        ).flatMap { line in
            wrap(line.1, columns: columns).map { (line.0, $0) }
        }
        let legendHeight = 20.0 + 16.0 * Double(legend.count)
        var svg = ""
        var labels = LabelPlacer(
            bounds: CGRect(x: -10, y: -10, width: width + 20, height: height + 20), shapes: shapes)
        var texts = ""
        // Each view's outlines are drawn right after the view, before anything in front of it: a view's outline
        // never crosses a view in front of it, so the outlines stack as hit-testing orders the views (a view it
        // asks before its siblings, being in front of them, is drawn over them).
        var clips: [Int] = []
        for (index, shape) in shapes.enumerated() {
            while let depth = clips.last, shape.depth <= depth {
                clips.removeLast()
                svg += "</g>\n"
            }
            svg += drawn(shape)
            if let hitArea = shape.hitArea, !shape.isHidden {
                svg +=
                    "<path d=\"\(hitArea)\" fill=\"none\" stroke=\"\(Palette.hitArea)\" stroke-width=\"1.5\" "
                    + "stroke-dasharray=\"2 2\"/>\n"
            }
            if facts.asked.contains(shape.id) {
                svg += outline(shape, stroke: Palette.asked, width: 1.5, dash: "6 3")
            }
            if facts.askedByOverride.contains(shape.id) {
                svg += outline(shape, stroke: Palette.asked, width: 1.5, dash: "1 3")
            }
            if facts.hit.contains(shape.id) {
                svg += outline(shape, stroke: Palette.hit, width: 4, dash: nil)
            }
            if shape.clipsToBounds, !shape.isWindow {
                svg +=
                    "<clipPath id=\"\(prefix)clip\(index)\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
                    + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" "
                    + "transform=\"\(matrix(shape))\"/></clipPath><g clip-path=\"url(#\(prefix)clip\(index))\">\n"
                clips.append(shape.depth)
            }
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.minY))
            let name = shape.id + (shape.isHidden ? " (hidden)" : "")
            texts += labels.place(
                escape(name), text: name, near: CGPoint(x: corner.x + 1, y: corner.y + 2), fill: Palette.text,
                inside: true, owner: index)
        }
        svg += String(repeating: "</g>\n", count: clips.count)
        // Each line on a white halo, so it shows on any fill; a line of no length (an edge pinned with no
        // constant) is a short tick across the edge.
        for line in constraints {
            let colour = line.isSatisfied ? Palette.constraint : Palette.caption
            var (from, to) = (line.from, line.to)
            if from == to {
                (from, to) =
                    line.isHorizontal
                    ? (CGPoint(x: from.x, y: from.y - 4), CGPoint(x: from.x, y: from.y + 4))
                    : (CGPoint(x: from.x - 4, y: from.y), CGPoint(x: from.x + 4, y: from.y))
            }
            let points = "x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\""
            svg +=
                "<line \(points) stroke=\"#ffffff\" stroke-width=\"3.5\"/>"
                + "<line \(points) stroke=\"\(colour)\" stroke-width=\"1.5\"\(line.isSatisfied ? "" : " stroke-dasharray=\"3 2\"")>"
                + "<title>\(escape(line.constraint))</title></line>\n"
            let middle = CGPoint(x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2)
            let owner = line.viewID.flatMap { id in shapes.lastIndex { $0.id == id } }
            texts += labels.place(escape(line.label), text: line.label, near: middle, fill: colour, owner: owner)
        }
        for shape in moved {
            guard let start = starts[shape.id] else { continue }
            svg += outline(start, stroke: Palette.moved, width: 1, dash: "2 3")
            let from = start.screenPoint(CGPoint(x: start.bounds.midX, y: start.bounds.midY))
            let to = shape.screenPoint(CGPoint(x: shape.bounds.midX, y: shape.bounds.midY))
            if from != to {
                svg +=
                    "<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" stroke=\"\(Palette.moved)\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"4 3\" marker-end=\"url(#\(prefix)arrow)\"/>\n"
            }
        }
        for (index, shape) in shapes.enumerated() {
            guard let methods = facts.handled[shape.id] else { continue }
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.maxY))
            let text = "\(shape.id): \(methods.joined(separator: ", "))"
            texts += labels.place(
                escape(text), text: text, near: CGPoint(x: corner.x + 1, y: corner.y - 16), fill: Palette.handled,
                inside: true, bold: true, owner: index)
        }
        svg += fingerPaths(facts.paths, forces: facts.forces)
        svg += pointerMarks(facts, prefix: prefix)
        for input in inputs {
            guard let point = input.point else { continue }
            let caption = input.caption(in: result)
            // The caption belongs to the view the input hit: it goes beside the finger, off the views it does not
            // belong to where there is room.
            let owner = input.hitView(in: result).flatMap { id in shapes.lastIndex { $0.id == id } }
            texts += labels.caption(escape(caption), text: caption, finger: point, fill: Palette.caption, owner: owner)
        }
        svg +=
            "<defs><marker id=\"\(prefix)arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" "
            + "orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(Palette.moved)\"/></marker></defs>\n"
        svg += texts
        svg += legend.enumerated().map { index, line in
            "<text x=\"0\" y=\"\(n(height + 16 + CGFloat(index) * 16))\" fill=\"\(line.0)\">\(escape(line.1))</text>\n"
        }.joined()
        return Panel(body: svg, width: Double(width) + 20, height: Double(height) + 20 + legendHeight)
    }

    /// The picture's colours. Text colours have a contrast of at least 4.5:1 (WCAG AA) on white, and every label on
    /// the scene sits on a white plate, so whatever fill the scene gives a view (any colour the schema allows)
    /// the text keeps that contrast (`ReplayPictureTests` measures it); outline colours need not.
    enum Palette {
        /// View names (12.6:1).
        static let text = "#333333"
        /// Input captions and the step heading (6.5:1).
        static let caption = "#b3261e"
        /// Handled methods (5.1:1).
        static let handled = "#1a7f37"
        /// The outline of a view hit-testing asked.
        static let asked = "#1f6feb"
        /// Legend text about the asked outlines (6.6:1).
        static let askedText = "#1558c0"
        /// The hit view's outline.
        static let hit = "#ff8c00"
        /// The outline of a view's hit area when it is not its bounds, and its legend line (6.0:1).
        static let hitArea = "#bf3989"
        /// Legend text about the hit view (5.9:1).
        static let hitText = "#a14d00"
        /// Moved views' outlines, arrows and legend lines (7.5:1).
        static let moved = "#555555"
        /// Pointer marks and control events (5.1:1).
        static let pointer = "#8250df"
        /// The first finger's path and its legend line (5.0:1).
        static let finger = "#d62728"
        /// Constraint lines and their labels (5.9:1).
        static let constraint = "#0b6e77"
        /// Every colour text is drawn in.
        static let textColours = [text, caption, handled, askedText, hitText, moved, pointer, finger, constraint]
    }

    private static func legendLines(
        facts: Facts, moved: [SceneSnapshot.Shape], scrolled: [SceneSnapshot.Shape], heading: String?,
        constraints: [SceneSnapshot.ConstraintLine] = [], animating: [String] = [], hitAreas: [String] = []
    ) -> [(String, String)] {
        var lines: [(String, String)] = []
        if let heading { lines.append((Palette.caption, heading)) }
        lines += [
            (
                Palette.askedText,
                "dashed blue: asked by hit-testing (point(inside:)); dotted blue: asked only by an overriding hitTest"
            ),
            (Palette.hitText, "orange: hit view"),
            (Palette.handled, "green: handled the touches (methods)"),
            (
                Palette.finger,
                "line: a finger's path, dot = down, ring = up; red captions: each input, numbered and timed"
            ),
        ]
        if !hitAreas.isEmpty {
            lines.append(
                (
                    Palette.hitArea,
                    "pink dotted: the hit area of \(hitAreas.joined(separator: ", ")), where point(inside:) answers "
                        + "true (not the view's bounds)"
                ))
        }
        if !animating.isEmpty {
            lines.append(
                (
                    Palette.pointer,
                    "animating (\(animating.joined(separator: ", "))): drawn where it shows (its presentation); the "
                        + "dash-dot purple outline is its model, where hit-testing finds it"
                ))
        }
        if !constraints.isEmpty {
            lines.append(
                (
                    Palette.constraint,
                    "teal lines: the file's constraints, between the anchors they relate (sizes across the view), "
                        + "labelled with their constants"
                ))
        }
        for line in constraints where !line.isSatisfied {
            lines.append(
                (Palette.caption, "red dashed: not kept by the solved frames (UIKit broke it): \(line.constraint)"))
        }
        if facts.forces.contains(where: { !$0.isEmpty }) {
            var line = "pencil: the line's width is the force of each sample (coalesced samples included)"
            for (_, tilt) in facts.tilts.sorted(by: { $0.key < $1.key }) {
                let (altitude, azimuth) = (tilt.altitude.rounded(), tilt.azimuth.rounded())
                line +=
                    "; tilt altitude \(Script.Expanded.Step.format(altitude))° azimuth \(Script.Expanded.Step.format(azimuth))°"
            }
            lines.append((Palette.finger, line))
        }
        if !facts.hoverPaths.isEmpty {
            lines.append((Palette.pointer, "dotted purple: a hovering pointer's path, ring = where it left"))
        }
        if !facts.scrolls.isEmpty {
            lines.append(
                (
                    Palette.pointer,
                    "purple arrow: a wheel step or trackpad scroll, from the pointer by how far it moves content"
                ))
        }
        for (name, methods) in facts.otherHandlers {
            lines.append((Palette.handled, "\(name) handled: \(methods.joined(separator: ", "))"))
        }
        for (control, events) in facts.controlEvents {
            lines.append((Palette.pointer, "\(control) sent: \(events.joined(separator: ", "))"))
        }
        for shape in moved {
            lines.append(
                (
                    Palette.moved,
                    "\(shape.id) moved (dotted: before, arrow: to where it ended): \(shape.geometry.summary)"
                ))
        }
        for shape in scrolled {
            lines.append(
                (
                    Palette.moved,
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

    /// A view as it shows: at its presentation during an animation, with a dashed purple outline where its model
    /// is (where hit-testing finds it).
    private static func drawn(_ shape: SceneSnapshot.Shape) -> String {
        let shown = shape.shown
        let fill = shape.fill.map { "fill=\"\($0)\" fill-opacity=\"\(n(shown.alpha))\"" } ?? "fill=\"none\""
        let dash = shape.isHidden ? " stroke-dasharray=\"4 4\"" : ""
        let body = shape.isHidden ? "fill=\"none\"" : fill
        let bounds = shown.bounds
        let picture =
            "<g transform=\"\(matrix(shown.toScreen))\"><rect x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\" "
            + "width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" \(body) stroke=\"#888888\" "
            + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"\(dash)/></g>\n"
        guard shape.presentation != nil, !shape.isHidden else { return picture }
        return picture + outline(shape, stroke: Palette.pointer, width: 1, dash: "5 2 1 2")
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
    private static func pointerMarks(_ facts: Facts, prefix: String) -> String {
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
                + "marker-end=\"url(#\(prefix)arrow)\"/>\n"
        }
        return svg
    }

    private static func matrix(_ shape: SceneSnapshot.Shape) -> String { matrix(shape.toScreen) }

    private static func matrix(_ t: Scene.Transform) -> String {
        "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
    }

    static func n(_ value: Double) -> String { CGFloat(value).sceneText }
    static func n(_ value: CGFloat) -> String { value.sceneText }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// Places text labels so that none overlaps another, nor a painted view it does not belong to where there is
/// room: each goes at the first free spot among candidates around its anchor (then further away). A label
/// belongs to its view and that view's ancestors (a caption to the view its input hit); every other painted,
/// visible view is in its way. Boxes are estimated from the text's length at the picture's 11-point font
/// (``characterWidth`` a character, ``lineHeight`` high). Each label is drawn on an opaque white plate, so its
/// text's contrast does not depend on the colour of what is under it.
struct LabelPlacer {
    /// The estimated advance of one character at 11 points (Helvetica's widest common letters included).
    static let characterWidth: CGFloat = 6.4
    /// A label's height.
    static let lineHeight: CGFloat = 13

    /// Where labels may go.
    var bounds: CGRect
    /// The boxes taken so far.
    private(set) var placed: [CGRect] = []
    /// Each shape's box on the screen, when it is painted and visible (nil otherwise), by shape index.
    let painted: [CGRect?]
    /// Each shape's ancestors' indices, by shape index.
    let ancestors: [[Int]]

    init(bounds: CGRect, shapes: [SceneSnapshot.Shape] = []) {
        self.bounds = bounds
        var painted: [CGRect?] = []
        var ancestors: [[Int]] = []
        var stack: [Int] = []
        for (index, shape) in shapes.enumerated() {
            while let last = stack.last, shapes[last].depth >= shape.depth { stack.removeLast() }
            if shape.isWindow { stack.removeAll() }
            ancestors.append(stack)
            stack.append(index)
            let visible = shape.fill != nil && shape.alpha > 0 && !shape.isHidden
            painted.append(visible ? Self.screenBox(shape) : nil)
        }
        self.painted = painted
        self.ancestors = ancestors
    }

    /// The smallest screen rectangle holding a shape's bounds.
    static func screenBox(_ shape: SceneSnapshot.Shape) -> CGRect {
        let bounds = shape.bounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map(shape.screenPoint)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The box a text takes with its top-left corner at `origin`.
    static func box(_ text: String, at origin: CGPoint) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: CGFloat(text.count) * characterWidth + 2, height: lineHeight)
    }

    /// The boxes of the painted views a label of `owner` must keep off: all but the owner's and its ancestors'.
    func foreign(to owner: Int?) -> [CGRect] {
        var own: Set<Int> = []
        if let owner, owner < ancestors.count {
            own.insert(owner)
            own.formUnion(ancestors[owner])
        }
        return painted.enumerated().compactMap { index, box in own.contains(index) ? nil : box }
    }

    /// Places `text` near `anchor` (the wanted top-left corner, `inside` a view: only right and down) and
    /// returns its plate and `<text>` element; `markup` is the escaped text; `owner` is the index of the shape it
    /// belongs to.
    mutating func place(
        _ markup: String, text: String, near anchor: CGPoint, fill: String, inside: Bool = false, bold: Bool = false,
        owner: Int? = nil
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
        let preferred = candidates(inside: inside)
        // A label that cannot go inside its view (one at the picture's bottom edge) goes beside or above it.
        let origin =
            firstFree(preferred, size: size, avoiding: foreign(to: owner))
            ?? firstFree(preferred, size: size, avoiding: [])
            ?? (inside ? firstFree(candidates(inside: false), size: size, avoiding: []) : nil) ?? preferred[0]
        return put(markup, at: origin, size: size, fill: fill, bold: bold)
    }

    /// Places an input's caption beside its finger, `finger` the point where it went down: up and to the right
    /// first, then ring by ring around it, off the views it does not belong to (`owner`, the hit view) where
    /// there is room, and never on another label.
    mutating func caption(_ markup: String, text: String, finger: CGPoint, fill: String, owner: Int?) -> String {
        let size = Self.box(text, at: .zero).size
        let candidates = Self.captionCandidates(size: size, finger: finger)
        let origin =
            firstFree(candidates, size: size, avoiding: foreign(to: owner))
            ?? firstFree(candidates, size: size, avoiding: [])
            ?? CGPoint(x: finger.x + 9, y: finger.y - 20)
        return put(markup, at: origin, size: size, fill: fill, bold: true)
    }

    /// How far from its finger a caption may go, in points (between the finger and the caption's box).
    static let captionReach: CGFloat = 140

    /// Where a caption of `size` may go beside a finger at `finger`, nearest first, none further than
    /// ``captionReach``.
    static func captionCandidates(size: CGSize, finger: CGPoint) -> [CGPoint] {
        var candidates: [CGPoint] = [
            CGPoint(x: finger.x + 9, y: finger.y - 20), CGPoint(x: finger.x + 9, y: finger.y + 8),
            CGPoint(x: finger.x - size.width - 9, y: finger.y - 20),
            CGPoint(x: finger.x - size.width - 9, y: finger.y + 8),
        ]
        for ring in 1...30 {
            let step = CGFloat(ring) * Self.lineHeight
            for (dx, dy) in [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (1, 1), (-1, -1), (-1, 1)] {
                candidates.append(
                    CGPoint(
                        x: finger.x + 9 + CGFloat(dx) * step - (dx < 0 ? size.width + 18 : 0),
                        y: finger.y - 20 + CGFloat(dy) * step))
            }
        }
        return candidates.filter { origin in
            let box = CGRect(origin: origin, size: size)
            let dx = max(box.minX - finger.x, 0, finger.x - box.maxX)
            let dy = max(box.minY - finger.y, 0, finger.y - box.maxY)
            return (dx * dx + dy * dy).squareRoot() <= captionReach
        }
    }

    private func firstFree(_ candidates: [CGPoint], size: CGSize, avoiding obstacles: [CGRect]) -> CGPoint? {
        candidates.first { origin in
            let box = CGRect(origin: origin, size: size)
            return bounds.contains(box) && !placed.contains { $0.intersects(box) }
                && !obstacles.contains { $0.intersects(box) }
        }
    }

    private mutating func put(_ markup: String, at origin: CGPoint, size: CGSize, fill: String, bold: Bool) -> String {
        placed.append(CGRect(origin: origin, size: size))
        return
            "<rect x=\"\(ReplaySVG.n(origin.x))\" y=\"\(ReplaySVG.n(origin.y))\" width=\"\(ReplaySVG.n(size.width))\" "
            + "height=\"\(ReplaySVG.n(size.height))\" rx=\"2\" fill=\"#ffffff\" class=\"plate\"/>"
            + "<text x=\"\(ReplaySVG.n(origin.x + 1))\" y=\"\(ReplaySVG.n(origin.y + 10))\" fill=\"\(fill)\""
            + (bold ? " font-weight=\"bold\"" : "") + ">\(markup)</text>\n"
    }
}
