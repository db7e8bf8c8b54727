import CSDL2
import Foundation
import ResponderKit
import ResponderScenes

/// Draws a built scene into an SDL renderer, from its ``SceneSnapshot`` (the geometry `responder replay`'s SVG
/// pictures use): windows back to front, views parents first; each view's bounds through its transforms,
/// filled with its colour at its alpha times its ancestors', cut by every ancestor that clips; hidden views
/// and their subtrees left out (a view without a colour is its outline only, so an unpainted window never hides
/// the windows behind it); a label's text or a button's title as a dark placeholder bar; each visible view's
/// name on a white plate inside its top-left corner, no name over another; the last hit view outlined in orange
/// above everything; each finger that is down as a red dot; and under the scene a legend saying what the marks
/// mean and which view was hit. Text is dark grey on white (about 16:1, above WCAG AA's 4.5:1).
@MainActor
final class SceneRenderer {
    let renderer: OpaquePointer
    let scale: Double
    private var vertices: [SDL_Vertex] = []

    init(renderer: OpaquePointer, scale: Double) {
        self.renderer = renderer
        self.scale = scale
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// The height of the legend under the scene, in window pixels.
    static let legendHeight = 4 * lineHeight + 8
    /// A line of text, in window pixels.
    static let lineHeight = BitmapFont.height + 2
    /// The colour of text.
    static let ink = SDL_Color(r: 32, g: 32, b: 32, a: 255)
    /// The hit view's outline.
    static let hitColour = SDL_Color(r: 255, g: 140, b: 0, a: 255)

    /// The boxes of the labels drawn this frame, in window pixels.
    private var labelBoxes: [SDL_Rect] = []

    /// Draws one frame (without presenting it): the scene, `sceneHeight` points high, then the legend under it.
    func draw(_ snapshot: SceneSnapshot, hitView: String?, fingers: [CGPoint], sceneHeight: Double) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        labelBoxes.removeAll(keepingCapacity: true)
        var labels: [(String, CGPoint)] = []
        // Per depth: the alpha a subview multiplies, and the clip its subviews are cut by (nil: none).
        var alphas: [Double] = []
        var clips: [Polygon?] = []
        var hitShape: Polygon?
        for shape in snapshot.shapes {
            let depth = shape.depth
            alphas.removeSubrange(min(depth, alphas.count)...)
            clips.removeSubrange(min(depth, clips.count)...)
            // A view draws as it shows: at its presentation values while it animates.
            let shown = shape.shown
            let alpha = (alphas.last ?? 1) * shown.alpha
            let parentClip = clips.last ?? nil
            var polygon = Self.quad(shown.toScreen, shown.bounds)
            if let parentClip { polygon = polygon.clipped(to: parentClip) }
            alphas.append(alpha)
            clips.append(shape.clipsToBounds ? polygon : parentClip)
            guard !shape.isHidden else { continue }
            if let fill = shape.fill.flatMap(Self.color(css:)) {
                let a = UInt8(max(0, min(255, (Double(fill.a) * alpha).rounded())))
                fillPolygon(polygon, SDL_Color(r: fill.r, g: fill.g, b: fill.b, a: a))
            }
            strokePolygon(polygon, width: 1, SDL_Color(r: 136, g: 136, b: 136, a: UInt8(255 * min(1, alpha))))
            if let text = shape.text, !text.isEmpty {
                let bounds = shown.bounds
                let width = min(bounds.width - 8, CGFloat(text.count) * 7)
                let height = min(bounds.height - 8, 12)
                if width > 0, height > 0 {
                    var bar = Self.quad(
                        shown.toScreen,
                        CGRect(x: bounds.minX + 4, y: bounds.midY - height / 2, width: width, height: height))
                    if let clip = shape.clipsToBounds ? Optional(polygon) : parentClip { bar = bar.clipped(to: clip) }
                    fillPolygon(bar, SDL_Color(r: 60, g: 60, b: 60, a: UInt8(200 * min(1, alpha))))
                }
            }
            if shape.id == hitView, !shape.isWindow { hitShape = polygon }
            if !shape.isWindow, let corner = polygon.points.first {
                labels.append((shape.id, corner))
            }
        }
        for (name, corner) in labels { label(name, near: corner) }
        // Above the names: nothing covers the answer.
        if let hitShape { strokePolygon(hitShape, width: 3, Self.hitColour) }
        for finger in fingers { fillCircle(finger, radius: 11, SDL_Color(r: 214, g: 39, b: 40, a: 160)) }
        drawLegend(hitView: hitView, top: Int32((sceneHeight * scale).rounded()))
    }

    /// The legend under the scene: what each mark means, and the hit view.
    private func drawLegend(hitView: String?, top: Int32) {
        SDL_SetRenderDrawColor(renderer, 242, 242, 247, 255)
        var band = SDL_Rect(x: 0, y: top, w: 10_000, h: Int32(Self.legendHeight))
        SDL_RenderFillRect(renderer, &band)
        let lines = [
            // Short enough for a 390-point window at scale 1 (8 pixels a character).
            "hit view: \(hitView ?? "none yet (click a view)")",
            "orange outline: hit view (last touch)",
            "red dot: finger down; grey: a view",
            "names: view ids; no colour = outline",
        ]
        var swatch = SDL_Rect(x: 6, y: top + 4 + 3, w: 10, h: 10)
        SDL_SetRenderDrawColor(renderer, Self.hitColour.r, Self.hitColour.g, Self.hitColour.b, 255)
        SDL_RenderFillRect(renderer, &swatch)
        for (index, line) in lines.enumerated() {
            text(line, x: 22, y: top + 4 + Int32(index * Self.lineHeight), colour: Self.ink)
        }
    }

    /// Writes a view's name on a white plate at its top-left corner (`corner`, in points), moving down a line,
    /// then right, until it overlaps no name drawn before it.
    private func label(_ name: String, near corner: CGPoint) {
        let width = Int32(name.count * BitmapFont.width + 4)
        let height = Int32(BitmapFont.height + 2)
        let x0 = Int32((corner.x * scale).rounded()) + 3
        let y0 = Int32((corner.y * scale).rounded()) + 3
        var box = SDL_Rect(x: x0, y: y0, w: width, h: height)
        func overlaps(_ box: SDL_Rect) -> Bool {
            labelBoxes.contains { other in
                box.x < other.x + other.w && other.x < box.x + box.w && box.y < other.y + other.h
                    && other.y < box.y + box.h
            }
        }
        search: for column in 0..<3 {
            for row in 0..<12 {
                box.x = x0 + Int32(column) * (width + 4)
                box.y = y0 + Int32(row) * height
                if !overlaps(box) { break search }
            }
        }
        labelBoxes.append(box)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderFillRect(renderer, &box)
        text(name, x: box.x + 2, y: box.y + 1, colour: Self.ink)
    }

    /// Writes `string` with ``BitmapFont`` at window pixel (x, y), its top-left corner.
    private func text(_ string: String, x: Int32, y: Int32, colour: SDL_Color) {
        var rects: [SDL_Rect] = []
        for (index, character) in string.enumerated() {
            let left = x + Int32(index * BitmapFont.width)
            for (row, bits) in BitmapFont.rows(of: character).enumerated() where bits != 0 {
                for column in 0..<8 where bits & (0x80 >> UInt8(column)) != 0 {
                    rects.append(SDL_Rect(x: left + Int32(column), y: y + Int32(row), w: 1, h: 1))
                }
            }
        }
        guard !rects.isEmpty else { return }
        SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a)
        SDL_RenderFillRects(renderer, rects, Int32(rects.count))
    }

    /// A rectangle of a view's own coordinates on the screen, through its map to the screen.
    static func quad(_ t: Scene.Transform, _ rect: CGRect) -> Polygon {
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
        return Polygon(points: [
            point(rect.minX, rect.minY), point(rect.maxX, rect.minY), point(rect.maxX, rect.maxY),
            point(rect.minX, rect.maxY),
        ])
    }

    /// A CSS colour as `UIColor.cssValue` writes it: `#rrggbb` or `rgba(r, g, b, a)`.
    static func color(css: String) -> SDL_Color? {
        if css.hasPrefix("#"), css.count == 7, let value = UInt32(css.dropFirst(), radix: 16) {
            return SDL_Color(r: UInt8(value >> 16 & 0xff), g: UInt8(value >> 8 & 0xff), b: UInt8(value & 0xff), a: 255)
        }
        guard css.hasPrefix("rgba("), css.hasSuffix(")") else { return nil }
        let parts = css.dropFirst(5).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 4 else { return nil }
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
        return SDL_Color(r: byte(parts[0]), g: byte(parts[1]), b: byte(parts[2]), a: byte(parts[3] * 255))
    }

    private func vertex(_ point: CGPoint, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: Float(point.x * scale), y: Float(point.y * scale)), color: color,
            tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// Fills a convex polygon as a fan of triangles.
    private func fillPolygon(_ polygon: Polygon, _ color: SDL_Color) {
        let points = polygon.points
        guard points.count >= 3, color.a > 0 else { return }
        vertices.removeAll(keepingCapacity: true)
        for index in 1..<(points.count - 1) {
            vertices.append(vertex(points[0], color))
            vertices.append(vertex(points[index], color))
            vertices.append(vertex(points[index + 1], color))
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Strokes a polygon's edges `width` pixels wide, each edge a thin quad.
    private func strokePolygon(_ polygon: Polygon, width: Double, _ color: SDL_Color) {
        let points = polygon.points
        guard points.count >= 2, color.a > 0 else { return }
        vertices.removeAll(keepingCapacity: true)
        let half = width / 2 / scale
        for index in points.indices {
            let a = points[index]
            let b = points[(index + 1) % points.count]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            let (nx, ny) = (-(b.y - a.y) / length * half, (b.x - a.x) / length * half)
            let (ex, ey) = ((b.x - a.x) / length * half, (b.y - a.y) / length * half)
            let corners = [
                CGPoint(x: a.x - ex + nx, y: a.y - ey + ny), CGPoint(x: b.x + ex + nx, y: b.y + ey + ny),
                CGPoint(x: b.x + ex - nx, y: b.y + ey - ny), CGPoint(x: a.x - ex - nx, y: a.y - ey - ny),
            ]
            for corner in [corners[0], corners[1], corners[2], corners[0], corners[2], corners[3]] {
                vertices.append(vertex(corner, color))
            }
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    private func fillCircle(_ center: CGPoint, radius: Double, _ color: SDL_Color) {
        let steps = 20
        let points = (0..<steps).map { step in
            let angle = Double(step) / Double(steps) * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * radius / scale, y: center.y + sin(angle) * radius / scale)
        }
        fillPolygon(Polygon(points: points), color)
    }
}
