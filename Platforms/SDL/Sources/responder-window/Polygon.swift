import Foundation

/// A convex polygon on the screen, in scene points: a view's bounds through its transforms, cut by the bounds of
/// the ancestors that clip (`clipsToBounds`), which may be rotated too.
struct Polygon {
    var points: [CGPoint]

    /// The polygon cut to the part inside `clip` (Sutherland–Hodgman; both convex, either winding).
    func clipped(to clip: Polygon) -> Polygon {
        var output = points
        let edges = clip.points.count
        guard edges >= 3 else { return Polygon(points: []) }
        let orientation: CGFloat = clip.signedArea >= 0 ? 1 : -1
        for index in 0..<edges {
            guard !output.isEmpty else { break }
            let a = clip.points[index]
            let b = clip.points[(index + 1) % edges]
            func side(_ p: CGPoint) -> CGFloat { orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            let input = output
            output = []
            for (i, current) in input.enumerated() {
                let previous = input[(i + input.count - 1) % input.count]
                let (sc, sp) = (side(current), side(previous))
                if sc >= 0 {
                    if sp < 0 { output.append(intersection(previous, current, sp, sc)) }
                    output.append(current)
                } else if sp >= 0 {
                    output.append(intersection(previous, current, sp, sc))
                }
            }
        }
        return Polygon(points: output)
    }

    /// Twice the signed area: positive for a clockwise polygon on a y-down screen.
    var signedArea: CGFloat {
        var sum: CGFloat = 0
        for index in points.indices {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }

    private func intersection(_ p: CGPoint, _ q: CGPoint, _ sp: CGFloat, _ sq: CGFloat) -> CGPoint {
        let t = sp / (sp - sq)
        return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
