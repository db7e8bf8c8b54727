import Foundation

/// Whether a point is inside a path's filled area.
///
/// The rule: every subpath is closed for filling (a line back to its start); the winding number counts the
/// edges that cross the horizontal line through the point to the right of it, +1 for an edge going down the
/// screen, −1 going up, each edge taken as half-open in y (its upper end counts, its lower end does not). So a
/// rectangle contains its top and left edges and not its bottom and right ones, exactly as `CGRect.contains`.
/// Lines are exact; a curve is followed as a polyline that stays within `flatness` (0.01 pt) of it; points that
/// close to a curve may get either answer. A non-finite point, an empty path and a path with a non-finite
/// coordinate contain nothing.
///
/// A path that is one rectangle, oval or rounded rectangle (built as one, possibly transformed by a scale and a
/// translation) is answered analytically: the rectangle exactly as above, the oval and the rounded rectangle's
/// corners as true ellipses, which the path's cubics approximate to 0.03% of their radii.
extension PathGeometry {
    /// Whether `point` is inside the filled area under the winding (`evenOdd == false`) or even-odd rule.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite, isFinite else { return false }
        switch shape {
        case .rect(let r):
            return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
        case .ellipse(let r):
            return Self.ellipseContains(point, r)
        case .roundedRect(let r, let w, let h):
            return Self.roundedRectContains(point, r, w, h)
        case .general:
            let winding = windingNumber(at: point)
            return evenOdd ? winding & 1 != 0 : winding != 0
        }
    }

    private static func ellipseContains(_ p: CGPoint, _ r: CGRect) -> Bool {
        guard r.width > 0, r.height > 0 else { return false }
        let rx = r.width / 2
        let ry = r.height / 2
        let dx = (p.x - (r.minX + rx)) / rx
        let dy = (p.y - (r.minY + ry)) / ry
        return dx * dx + dy * dy < 1
    }

    private static func roundedRectContains(_ p: CGPoint, _ r: CGRect, _ w: CGFloat, _ h: CGFloat) -> Bool {
        guard p.x >= r.minX, p.x < r.maxX, p.y >= r.minY, p.y < r.maxY else { return false }
        // Distance into the corner square, if the point is in one.
        let cx: CGFloat
        if p.x < r.minX + w {
            cx = r.minX + w - p.x
        } else if p.x > r.maxX - w {
            cx = p.x - (r.maxX - w)
        } else {
            return true
        }
        let cy: CGFloat
        if p.y < r.minY + h {
            cy = r.minY + h - p.y
        } else if p.y > r.maxY - h {
            cy = p.y - (r.maxY - h)
        } else {
            return true
        }
        let dx = cx / w
        let dy = cy / h
        return dx * dx + dy * dy < 1
    }

    /// The winding number of the path around `point`, every subpath closed.
    func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        var start = CGPoint.zero
        var last = CGPoint.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                if open { winding += Self.crossing(last, start, point) }
                start = p
                last = p
                open = true
            case .line(let p):
                winding += Self.crossing(last, p, point)
                last = p
            case .quad(let c, let e):
                winding += Self.quadCrossings(last, c, e, point)
                last = e
            case .curve(let c1, let c2, let e):
                winding += Self.cubicCrossings(last, c1, c2, e, point)
                last = e
            case .close:
                winding += Self.crossing(last, start, point)
                last = start
                open = false
            }
        }
        if open { winding += Self.crossing(last, start, point) }
        return winding
    }

    /// +1 when the edge a→b goes down the screen across the point's row right of it, −1 going up, else 0.
    @inline(__always)
    static func crossing(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        if a.y <= p.y {
            if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { return 1 }
        } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
            return -1
        }
        return 0
    }

    /// The number of segments that keeps a curve whose second derivative is at most `bound` within `flatness`
    /// of its polyline: a chord over a parameter step h strays at most h²·bound/8.
    @inline(__always)
    static func segmentCount(secondDerivativeBound bound: CGFloat) -> Int {
        let count = (bound / (8 * flatness)).squareRoot().rounded(.up)
        guard count < CGFloat(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        guard count >= 1 else { return 1 }
        return Int(exactly: count) ?? maximumSegmentsPerCurve
    }

    static func quadCrossings(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p: CGPoint) -> Int {
        let minY = Swift.min(p0.y, p1.y, p2.y)
        let maxY = Swift.max(p0.y, p1.y, p2.y)
        if p.y < minY || p.y >= maxY { return 0 }
        if Swift.max(p0.x, p1.x, p2.x) < p.x { return 0 }
        if Swift.min(p0.x, p1.x, p2.x) > p.x { return crossing(p0, p2, p) }
        let ddx = p0.x - 2 * p1.x + p2.x
        let ddy = p0.y - 2 * p1.y + p2.y
        let count = segmentCount(secondDerivativeBound: 2 * (ddx * ddx + ddy * ddy).squareRoot())
        var winding = 0
        var previous = p0
        let step = 1 / CGFloat(count)
        for index in 1...count {
            let t = index == count ? 1 : CGFloat(index) * step
            let u = 1 - t
            let next = CGPoint(
                x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
            winding += crossing(previous, next, p)
            previous = next
        }
        return winding
    }

    static func cubicCrossings(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ p: CGPoint) -> Int {
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
        let maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        if p.y < minY || p.y >= maxY { return 0 }
        if Swift.max(p0.x, p1.x, p2.x, p3.x) < p.x { return 0 }
        if Swift.min(p0.x, p1.x, p2.x, p3.x) > p.x { return crossing(p0, p3, p) }
        // B''(t) = 6·((1−t)·d1 + t·d2), so |B''| ≤ 6·max(|d1|, |d2|).
        let d1x = p0.x - 2 * p1.x + p2.x
        let d1y = p0.y - 2 * p1.y + p2.y
        let d2x = p1.x - 2 * p2.x + p3.x
        let d2y = p1.y - 2 * p2.y + p3.y
        let bound = 6 * Swift.max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y).squareRoot()
        let count = segmentCount(secondDerivativeBound: bound)
        var winding = 0
        var previous = p0
        let step = 1 / CGFloat(count)
        for index in 1...count {
            let t = index == count ? 1 : CGFloat(index) * step
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            let next = CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
            winding += crossing(previous, next, p)
            previous = next
        }
        return winding
    }
}
