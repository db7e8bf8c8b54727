import Foundation
import ResponderKit

/// Draws a replay as a self-contained SVG picture that opens in a browser.
///
/// The scene is drawn at its real geometry after the replay (transforms included, filled with each view's
/// `backgroundColor`, hidden views dashed); a view that moved is also outlined, dotted, where it started.
/// On top: the views hit-testing asked (dashed blue outline), the hit views (thick orange outline), the
/// responders that handled the touches (their methods in green beside them), and each finger's path as a
/// polyline from a filled dot (down) to a ring (up).
public enum ReplaySVG {
    /// The SVG document.
    public static func render(_ result: ReplayResult) -> String {
        let shapes = result.end.shapes
        var facts = Facts(result.traceEvents)
        facts.drawn(Set(shapes.map(\.id)))
        let width =
            shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: $0.bounds.maxX, y: $0.bounds.maxY)).x }
            .max() ?? 390
        let height =
            shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: $0.bounds.maxX, y: $0.bounds.maxY)).y }
            .max() ?? 844
        let legendHeight = 70.0 + 16.0 * Double(facts.otherHandlers.count)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width + 20))" height="\(n(height + 20 + legendHeight))" \
            viewBox="-10 -10 \(n(width + 20)) \(n(height + 20 + legendHeight))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <title>\(escape(result.sceneName ?? "scene"))</title>
            <rect x="-10" y="-10" width="100%" height="100%" fill="#ffffff"/>

            """
        let starts = Dictionary(result.start.shapes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for shape in shapes {
            svg += drawn(shape)
            if let start = starts[shape.id], start.toScreen != shape.toScreen || start.bounds != shape.bounds {
                svg += outline(start, stroke: "#555555", width: 1, dash: "2 3")
            }
        }
        for shape in shapes where facts.asked.contains(shape.id) {
            svg += outline(shape, stroke: "#1f6feb", width: 1.5, dash: "6 3")
        }
        for shape in shapes where facts.hit.contains(shape.id) {
            svg += outline(shape, stroke: "#ff8c00", width: 4, dash: nil)
        }
        for shape in shapes {
            guard let methods = facts.handled[shape.id] else { continue }
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.maxY))
            svg +=
                "<text x=\"\(n(corner.x + 3))\" y=\"\(n(corner.y - 4))\" fill=\"#1a7f37\" font-weight=\"bold\">"
                + "\(escape(shape.id)): \(escape(methods.joined(separator: ", ")))</text>\n"
        }
        svg += fingerPaths(facts.paths)
        svg += legend(facts, top: height + 16)
        return svg + "</svg>\n"
    }

    private static func drawn(_ shape: SceneSnapshot.Shape) -> String {
        let fill = shape.fill.map { "fill=\"\($0)\" fill-opacity=\"\(n(shape.alpha))\"" } ?? "fill=\"none\""
        let dash = shape.isHidden ? " stroke-dasharray=\"4 4\"" : ""
        let body = shape.isHidden ? "fill=\"none\"" : fill
        let label = shape.screenPoint(CGPoint(x: shape.bounds.minX, y: shape.bounds.minY))
        return "<g transform=\"\(matrix(shape))\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
            + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" \(body) stroke=\"#888888\" "
            + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"\(dash)/></g>\n"
            + "<text x=\"\(n(label.x + 3))\" y=\"\(n(label.y + 12))\" fill=\"#333333\">\(escape(shape.id))"
            + "\(shape.isHidden ? " (hidden)" : "")</text>\n"
    }

    private static func outline(_ shape: SceneSnapshot.Shape, stroke: String, width: Double, dash: String?) -> String {
        "<g transform=\"\(matrix(shape))\"><rect x=\"\(n(shape.bounds.minX))\" y=\"\(n(shape.bounds.minY))\" "
            + "width=\"\(n(shape.bounds.width))\" height=\"\(n(shape.bounds.height))\" fill=\"none\" stroke=\"\(stroke)\" "
            + "stroke-width=\"\(n(width))\" vector-effect=\"non-scaling-stroke\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/></g>\n"
    }

    private static func fingerPaths(_ paths: [(finger: Int, points: [CGPoint])]) -> String {
        let colours = ["#d62728", "#9467bd", "#2ca02c", "#e377c2", "#17becf"]
        var svg = ""
        for (index, path) in paths.enumerated() {
            let colour = colours[index % colours.count]
            guard let first = path.points.first, let last = path.points.last else { continue }
            let points = path.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            svg += "<circle cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"5\" fill=\"\(colour)\"/>\n"
            svg +=
                "<circle cx=\"\(n(last.x))\" cy=\"\(n(last.y))\" r=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            svg +=
                "<text x=\"\(n(first.x + 8))\" y=\"\(n(first.y - 8))\" fill=\"\(colour)\">finger \(path.finger)</text>\n"
        }
        return svg
    }

    private static func legend(_ facts: Facts, top: CGFloat) -> String {
        var lines = [
            ("#1f6feb", "dashed blue: asked by hit-testing"), ("#ff8c00", "orange: hit view"),
            ("#1a7f37", "green: handled the touches (methods)"),
            ("#d62728", "line: a finger's path, dot = down, ring = up"),
        ]
        for (name, methods) in facts.otherHandlers {
            lines.append(("#1a7f37", "\(name) handled: \(methods.joined(separator: ", "))"))
        }
        return lines.enumerated().map { index, line in
            "<text x=\"0\" y=\"\(n(top + CGFloat(index) * 16))\" fill=\"\(line.0)\">\(escape(line.1))</text>\n"
        }.joined()
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
