import CSDL2
import Foundation
import ResponderKit
import ResponderScenes

/// Draws a built scene into an SDL renderer, from its ``SceneSnapshot`` (the geometry `responder replay`'s SVG
/// pictures use): windows back to front, views parents first; each view's bounds through its transforms,
/// filled with its colour at its alpha times its ancestors', cut by every ancestor that clips; hidden views
/// and their subtrees left out; a label's text or a button's title as a dark placeholder bar; the last hit
/// view outlined in orange; each finger that is down as a red dot.
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

    /// Draws one frame (without presenting it).
    func draw(_ snapshot: SceneSnapshot, hitView: String?, fingers: [CGPoint]) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        // Per depth: the alpha a subview multiplies, and the clip its subviews are cut by (nil: none).
        var alphas: [Double] = []
        var clips: [Polygon?] = []
        var hitShape: Polygon?
        for shape in snapshot.shapes {
            let depth = shape.depth
            alphas.removeSubrange(min(depth, alphas.count)...)
            clips.removeSubrange(min(depth, clips.count)...)
            let alpha = (alphas.last ?? 1) * shape.alpha
            let parentClip = clips.last ?? nil
            var polygon = Self.quad(shape, shape.bounds)
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
                let bounds = shape.bounds
                let width = min(bounds.width - 8, CGFloat(text.count) * 7)
                let height = min(bounds.height - 8, 12)
                if width > 0, height > 0 {
                    var bar = Self.quad(
                        shape, CGRect(x: bounds.minX + 4, y: bounds.midY - height / 2, width: width, height: height))
                    if let clip = shape.clipsToBounds ? Optional(polygon) : parentClip { bar = bar.clipped(to: clip) }
                    fillPolygon(bar, SDL_Color(r: 60, g: 60, b: 60, a: UInt8(200 * min(1, alpha))))
                }
            }
            if shape.id == hitView, !shape.isWindow { hitShape = polygon }
        }
        if let hitShape { strokePolygon(hitShape, width: 3, SDL_Color(r: 255, g: 140, b: 0, a: 255)) }
        for finger in fingers { fillCircle(finger, radius: 11, SDL_Color(r: 214, g: 39, b: 40, a: 160)) }
    }

    /// A rectangle of a shape's own coordinates on the screen.
    static func quad(_ shape: SceneSnapshot.Shape, _ rect: CGRect) -> Polygon {
        Polygon(points: [
            shape.screenPoint(CGPoint(x: rect.minX, y: rect.minY)),
            shape.screenPoint(CGPoint(x: rect.maxX, y: rect.minY)),
            shape.screenPoint(CGPoint(x: rect.maxX, y: rect.maxY)),
            shape.screenPoint(CGPoint(x: rect.minX, y: rect.maxY)),
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
