import Foundation

/// A path's bounding boxes: with its control points (`boundingBox`, UIKit's `bounds`) and without them
/// (`boundingBoxOfPath`: the curves' own extremes). An empty path's box is `CGRect.null`, and so is the box of a
/// path with a non-finite coordinate.
extension PathGeometry {
    /// The smallest rectangle holding every point of the path, control points included.
    var boundingBox: CGRect {
        var box = Box()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let e):
                box.add(c)
                box.add(e)
            case .curve(let c1, let c2, let e):
                box.add(c1)
                box.add(c2)
                box.add(e)
            case .close: break
            }
        }
        return isFinite ? box.rect : .null
    }

    /// The smallest rectangle holding the path itself: its end points and the extremes of its curves.
    var boundingBoxOfPath: CGRect {
        var box = Box()
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                last = p
            case .quad(let c, let e):
                box.add(e)
                for t in Self.quadExtremes(last.x, c.x, e.x) + Self.quadExtremes(last.y, c.y, e.y) {
                    let u = 1 - t
                    box.add(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * e.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * e.y))
                }
                last = e
            case .curve(let c1, let c2, let e):
                box.add(e)
                for t in Self.cubicExtremes(last.x, c1.x, c2.x, e.x) + Self.cubicExtremes(last.y, c1.y, c2.y, e.y) {
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    box.add(
                        CGPoint(
                            x: a * last.x + b * c1.x + c * c2.x + d * e.x, y: a * last.y + b * c1.y + c * c2.y + d * e.y
                        ))
                }
                last = e
            case .close: break
            }
        }
        return isFinite ? box.rect : .null
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has a zero derivative.
    private static func quadExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has a zero derivative.
    private static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = A t² + B t + C
        let qa = (b - a) - 2 * (c - b) + (d - c)
        let qb = 2 * ((c - b) - (b - a))
        let qc = b - a
        var roots: [CGFloat] = []
        if Swift.abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private struct Box {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity

        mutating func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }

        var rect: CGRect {
            minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
        }
    }
}
