import Foundation

/// The elements of the shapes UIKit and CoreGraphics build: rectangles, ovals, rounded rectangles and arcs, each
/// curve a cubic Bézier of at most a quarter turn, as CoreGraphics makes them.
extension PathGeometry {
    /// How far a quarter turn's cubic control points lie along the tangents, as a fraction of the radius:
    /// 4/3·tan(π/8). The cubic stays within 0.03% of the radius of the true circle.
    static let quarterTurnControl: CGFloat = 4 / 3 * tan(CGFloat.pi / 8)

    /// A rectangle: its origin, then clockwise on a screen (y down), closed.
    static func rect(_ rect: CGRect) -> PathGeometry {
        PathGeometry(shape: .rect(rect.standardized))
    }

    /// An oval inscribed in a rectangle: four cubics from the right-hand point, clockwise on a screen, closed.
    static func ellipse(in rect: CGRect) -> PathGeometry {
        PathGeometry(shape: .ellipse(rect.standardized))
    }

    /// A rectangle whose corners are quarter ellipses with the given radii (top-left, top-right, bottom-right,
    /// bottom-left), each clamped to 0…half the side. It starts after the top-left corner and runs clockwise on a
    /// screen, closed; a corner of radius 0 is a sharp corner, and with four of them it is a plain rectangle.
    static func roundedRect(_ rect: CGRect, radii: [CGSize]) -> PathGeometry {
        let r = rect.standardized
        let clamped = radii.map { size in
            let width = clampRadius(size.width, r.width / 2)
            let height = clampRadius(size.height, r.height / 2)
            return width > 0 && height > 0 ? CGSize(width: width, height: height) : .zero
        }
        if clamped.allSatisfy({ $0 == .zero }) { return PathGeometry(shape: .rect(r)) }
        if clamped.allSatisfy({ $0 == clamped[0] }) {
            return PathGeometry(
                shape: .roundedRect(r, cornerWidth: clamped[0].width, cornerHeight: clamped[0].height))
        }
        var geometry = PathGeometry()
        for element in roundedRectElements(r, radii: clamped) { geometry.append(element) }
        return geometry
    }

    /// The elements a shape implies.
    static func elements(of shape: Shape) -> [Element] {
        switch shape {
        case .general:
            return []
        case .rect(let r):
            return [
                .move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
                .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close,
            ]
        case .ellipse(let r):
            let center = CGPoint(x: r.midX, y: r.midY)
            let radii = CGSize(width: r.width / 2, height: r.height / 2)
            var elements: [Element] = [.move(CGPoint(x: r.maxX, y: r.midY))]
            for quadrant in 0..<4 { elements.append(quarter(center: center, radii: radii, from: quadrant)) }
            elements.append(.close)
            return elements
        case .roundedRect(let r, let w, let h):
            let radius = CGSize(width: w, height: h)
            return roundedRectElements(r, radii: [radius, radius, radius, radius])
        }
    }

    /// A rounded rectangle's elements, its radii already clamped.
    private static func roundedRectElements(_ r: CGRect, radii: [CGSize]) -> [Element] {
        let topLeft = radii[0]
        let topRight = radii[1]
        let bottomRight = radii[2]
        let bottomLeft = radii[3]
        var elements: [Element] = [.move(CGPoint(x: r.minX + topLeft.width, y: r.minY))]
        elements.append(.line(CGPoint(x: r.maxX - topRight.width, y: r.minY)))
        corner(&elements, CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), topRight, from: 3)
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - bottomRight.height)))
        corner(
            &elements, CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), bottomRight, from: 0)
        elements.append(.line(CGPoint(x: r.minX + bottomLeft.width, y: r.maxY)))
        corner(&elements, CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), bottomLeft, from: 1)
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + topLeft.height)))
        corner(&elements, CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), topLeft, from: 2)
        elements.append(.close)
        return elements
    }

    private static func clampRadius(_ radius: CGFloat, _ limit: CGFloat) -> CGFloat {
        guard radius > 0 else { return 0 }
        return Swift.min(radius, limit)
    }

    private static func corner(_ elements: inout [Element], _ center: CGPoint, _ radii: CGSize, from quadrant: Int) {
        guard radii.width > 0, radii.height > 0 else { return }
        elements.append(quarter(center: center, radii: radii, from: quadrant))
    }

    /// The cubic for a quarter turn of an axis-aligned ellipse, from quadrant `q`'s start (0: right, 1: bottom,
    /// 2: left, 3: top, on a screen) to the next one's.
    private static func quarter(center: CGPoint, radii: CGSize, from q: Int) -> Element {
        let directions: [(CGFloat, CGFloat)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        let (ax, ay) = directions[q % 4]
        let (bx, by) = directions[(q + 1) % 4]
        let k = quarterTurnControl
        let start = CGPoint(x: center.x + ax * radii.width, y: center.y + ay * radii.height)
        let end = CGPoint(x: center.x + bx * radii.width, y: center.y + by * radii.height)
        // The tangent at the start points where the end lies, and the tangent at the end points back from the start.
        return .curve(
            control1: CGPoint(x: start.x + bx * k * radii.width, y: start.y + by * k * radii.height),
            control2: CGPoint(x: end.x + ax * k * radii.width, y: end.y + ay * k * radii.height),
            end: end)
    }

    /// An arc of a circle as a move to its start and up to four cubics (more for a sweep beyond a full turn,
    /// which is clamped to eight turns). A positive sweep runs toward increasing angles: clockwise on a screen.
    static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) -> [Element] {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        var elements: [Element] = [.move(start)]
        let limit = 16 * CGFloat.pi
        guard sweep.isFinite, radius.isFinite, startAngle.isFinite, sweep != 0 else { return elements }
        let total = Swift.max(-limit, Swift.min(limit, sweep))
        // A quarter turn computed as an angle difference may be a hair over π/2: still one cubic.
        let quarters = (Swift.abs(total) / (CGFloat.pi / 2) - 1e-9).rounded(.up)
        let count = Swift.max(1, Int(exactly: quarters) ?? 1)
        let step = total / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        var from = start
        for index in 1...count {
            let next = index == count ? startAngle + total : angle + step
            let to = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            elements.append(
                .curve(
                    control1: CGPoint(x: from.x - k * radius * sin(angle), y: from.y + k * radius * cos(angle)),
                    control2: CGPoint(x: to.x + k * radius * sin(next), y: to.y - k * radius * cos(next)),
                    end: to))
            angle = next
            from = to
        }
        return elements
    }

    /// The sweep from `startAngle` to `endAngle` in one direction, as CoreGraphics and UIKit take it: at most one
    /// full turn, a difference of a full turn or more drawing the whole circle.
    static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, increasing: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        var delta = increasing ? endAngle - startAngle : startAngle - endAngle
        if delta >= fullTurn {
            delta = fullTurn
        } else if delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: fullTurn)
            if delta < 0 { delta += fullTurn }
        }
        return increasing ? delta : -delta
    }

    /// Appends elements that begin with a move, transformed; with a current point, the move becomes a line
    /// (an arc is joined to what came before).
    mutating func appendConnected(_ shape: [Element], transform: CGAffineTransform) {
        for (index, element) in shape.enumerated() {
            var element = element
            if !transform.isIdentity { element = element.applying(transform) }
            if index == 0, case .move(let point) = element, currentPoint != nil {
                append(.line(point))
            } else {
                append(element)
            }
        }
    }

    /// Appends an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End` (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`): a line to the first tangent
    /// point, then the arc. Collinear points or a radius of 0 give a line to `tangent1End`; with no current point
    /// the path moves to `tangent1End`.
    mutating func appendTangentArc(
        tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat, transform: CGAffineTransform
    ) {
        guard let current = currentPoint else {
            append(.move(t1.applying(transform)))
            return
        }
        // Work in the untransformed space: the current point is already transformed.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let u1 = CGVector(dx: p0.x - t1.x, dy: p0.y - t1.y)
        let u2 = CGVector(dx: t2.x - t1.x, dy: t2.y - t1.y)
        let length1 = hypot(u1.dx, u1.dy)
        let length2 = hypot(u2.dx, u2.dy)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        guard radius > 0, radius.isFinite, length1 > 0, length2 > 0,
            Swift.abs(cross) > 1e-12 * length1 * length2
        else {
            append(.line(t1.applying(transform)))
            return
        }
        let n1 = CGVector(dx: u1.dx / length1, dy: u1.dy / length1)
        let n2 = CGVector(dx: u2.dx / length2, dy: u2.dy / length2)
        let cosine = Swift.max(-1, Swift.min(1, n1.dx * n2.dx + n1.dy * n2.dy))
        let half = acos(cosine) / 2
        let along = radius / tan(half)
        let tangent1 = CGPoint(x: t1.x + n1.dx * along, y: t1.y + n1.dy * along)
        let tangent2 = CGPoint(x: t1.x + n2.dx * along, y: t1.y + n2.dy * along)
        let bisector = CGVector(dx: n1.dx + n2.dx, dy: n1.dy + n2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let distance = radius / sin(half)
        let center = CGPoint(
            x: t1.x + bisector.dx / bisectorLength * distance, y: t1.y + bisector.dy / bisectorLength * distance)
        let startAngle = atan2(tangent1.y - center.y, tangent1.x - center.x)
        var sweep = atan2(tangent2.y - center.y, tangent2.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendConnected(
            PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep),
            transform: transform)
    }
}

extension PathGeometry.Element {
    /// The element with its points transformed.
    func applying(_ t: CGAffineTransform) -> PathGeometry.Element {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let e): .quad(control: c.applying(t), end: e.applying(t))
        case .curve(let c1, let c2, let e):
            .curve(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
        case .close: .close
        }
    }
}
