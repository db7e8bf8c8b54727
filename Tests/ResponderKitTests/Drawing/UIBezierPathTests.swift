import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIBezierPathTests")
struct UIBezierPathTests {
    @Test("a rect path runs from the origin clockwise and closes")
    func rectElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(elementLines(path.cgPath) == ["move 0,0", "line 10,0", "line 10,20", "line 0,20", "close"])
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.currentPoint == .zero)
        #expect(!path.isEmpty)
    }

    @Test(
        "a rect path contains its top and left edges and not its bottom and right ones, as CGRect.contains",
        arguments: [
            (CGPoint(x: 0, y: 0), true), (CGPoint(x: 0, y: 19.99), true), (CGPoint(x: 9.99, y: 0), true),
            (CGPoint(x: 10, y: 5), false), (CGPoint(x: 5, y: 20), false), (CGPoint(x: -0.01, y: 5), false),
        ] as [(CGPoint, Bool)])
    func rectEdges(_ point: CGPoint, _ inside: Bool) {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(UIBezierPath(rect: rect).contains(point) == inside)
        #expect(rect.contains(point) == inside)
        // The general path, not the fast path: the same answers.
        let general = UIBezierPath()
        general.move(to: CGPoint(x: 0, y: 0))
        general.addLine(to: CGPoint(x: 10, y: 0))
        general.addLine(to: CGPoint(x: 10, y: 20))
        general.addLine(to: CGPoint(x: 0, y: 20))
        #expect(general.contains(point) == inside)
    }

    @Test(
        "an oval contains its centre and not the corners of its rect",
        arguments: [
            (CGPoint(x: 50, y: 25), true), (CGPoint(x: 1, y: 25), true), (CGPoint(x: 50, y: 49), true),
            (CGPoint(x: 3, y: 3), false), (CGPoint(x: 97, y: 47), false), (CGPoint(x: 50, y: 51), false),
            (CGPoint(x: 14.3, y: 7.0), false), (CGPoint(x: 15.0, y: 7.7), true),
        ] as [(CGPoint, Bool)])
    func ovalContains(_ point: CGPoint, _ inside: Bool) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(UIBezierPath(ovalIn: rect).contains(point) == inside)
        // Through the general path (a rotation by a full turn keeps no shape): the same answers.
        let turned = UIBezierPath(ovalIn: rect)
        turned.apply(CGAffineTransform(a: 1, b: 1e-300, c: 0, d: 1, tx: 0, ty: 0))
        #expect(turned.contains(point) == inside)
    }

    @Test("an oval is four cubics from its right-hand point, clockwise")
    func ovalElements() {
        let lines = elementLines(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath)
        #expect(
            lines == [
                "move 20,5", "curve 20,7.76 15.52,10 10,10", "curve 4.48,10 0,7.76 0,5", "curve 0,2.24 4.48,0 10,0",
                "curve 15.52,0 20,2.24 20,5", "close",
            ])
    }

    @Test(
        "a rounded rect leaves out its corners beyond the radius",
        arguments: [
            (CGPoint(x: 1, y: 1), false), (CGPoint(x: 5, y: 5), true), (CGPoint(x: 2.8, y: 2.8), false),
            (CGPoint(x: 3.1, y: 3.1), true), (CGPoint(x: 98.5, y: 58.5), false), (CGPoint(x: 50, y: 0.5), true),
            (CGPoint(x: 0.5, y: 30), true),
        ] as [(CGPoint, Bool)])
    func roundedRectContains(_ point: CGPoint, _ inside: Bool) {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        #expect(path.contains(point) == inside)
        path.apply(CGAffineTransform(a: 1, b: 1e-300, c: 0, d: 1, tx: 0, ty: 0))
        #expect(path.contains(point) == inside)
    }

    @Test("a rounded rect's radius is at most half its shorter side: a 40×20 one with radius 50 is a capsule")
    func roundedRectClampsRadius() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(capsule.contains(CGPoint(x: 20, y: 1)))
        #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
        #expect(capsule.contains(CGPoint(x: 1, y: 10)))
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("byRoundingCorners rounds only the chosen corners")
    func roundingSomeCorners() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 98, y: 2)))
        #expect(path.contains(CGPoint(x: 2, y: 98)))
        #expect(!path.contains(CGPoint(x: 98, y: 98)))
        #expect(elementLines(path.cgPath).first == "move 20,0")
        #expect(elementLines(path.cgPath).count == 8)
    }

    @Test("an arc clockwise on the screen runs toward increasing angles, and counterclockwise the long way round")
    func arcDirection() {
        let quarter = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(elementLines(quarter.cgPath) == ["move 10,0", "curve 10,5.52 5.52,10 0,10"])
        #expect(rounded(quarter.bounds) == "0,0 10×10")
        let longWay = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(
            elementLines(longWay.cgPath) == [
                "move 10,0", "curve 10,-5.52 5.52,-10 0,-10", "curve -5.52,-10 -10,-5.52 -10,0",
                "curve -10,5.52 -5.52,10 0,10",
            ])
        #expect(rounded(longWay.currentPoint.x) == "0" && rounded(longWay.currentPoint.y) == "10")
    }

    @Test("a full turn or more draws the whole circle; an arc after a line is joined to it")
    func fullTurnAndJoin() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: 7, clockwise: true)
        #expect(elementLines(path.cgPath).prefix(2) == ["move 0,0", "line 60,0"])
        #expect(elementLines(path.cgPath).count == 6)
        #expect(path.contains(CGPoint(x: 50, y: 5)))
        #expect(!path.contains(CGPoint(x: 30, y: 5)))
    }

    @Test("with the even-odd rule an inner path cuts a hole; with the winding rule it does only when reversed")
    func fillRules() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        let center = CGPoint(x: 50, y: 50)
        let band = CGPoint(x: 10, y: 50)
        #expect([ring.contains(center), ring.contains(band)] == [true, true])
        ring.usesEvenOddFillRule = true
        #expect([ring.contains(center), ring.contains(band)] == [false, true])
        let cut = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        cut.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect([cut.contains(center), cut.contains(band)] == [false, true])
    }

    @Test("reversing traces each subpath from its end back to its start and keeps it closed")
    func reversing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addQuadCurve(to: CGPoint(x: 60, y: 50), controlPoint: CGPoint(x: 55, y: 60))
        path.addCurve(
            to: CGPoint(x: 70, y: 70), controlPoint1: CGPoint(x: 61, y: 61), controlPoint2: CGPoint(x: 62, y: 62))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(
            elementLines(reversed.cgPath) == [
                "move 0,20", "line 10,20", "line 10,0", "line 0,0", "close", "move 70,70", "curve 62,62 61,61 60,50",
                "quad 55,60 50,50",
            ])
        #expect(reversed.lineWidth == 3)
        #expect(reversed.currentPoint == CGPoint(x: 50, y: 50))
    }

    @Test(
        "a line after a close starts a new subpath at the closed one's start; a line with no current point is ignored")
    func subpaths() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.close()
        #expect(path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 0, y: 10))
        #expect(elementLines(path.cgPath) == ["move 0,0", "line 10,0", "close", "move 0,0", "line 0,10"])
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("apply transforms every point; a scaled oval keeps its fast path and a rotated rect stays exact")
    func transforms() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        oval.apply(CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 3))
        #expect(rounded(oval.bounds) == "100,0 20×30")
        #expect(oval.contains(CGPoint(x: 110, y: 15)))
        #expect(!oval.contains(CGPoint(x: 101, y: 1)))
        let bar = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20))
        bar.apply(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(bar.contains(CGPoint(x: -10, y: 50)))
        #expect(!bar.contains(CGPoint(x: 10, y: 50)))
        #expect(!bar.contains(CGPoint(x: -10, y: 101)))
    }

    @Test("bounds include the curves' control points")
    func boundsWithControlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test("non-finite points and empty paths give defined answers")
    func badInput() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!oval.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!oval.contains(CGPoint(x: 5, y: CGFloat.infinity)))
        let empty = UIBezierPath()
        #expect(!empty.contains(.zero))
        #expect(empty.bounds == .null)
        #expect(empty.currentPoint == .zero)
        let broken = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(!broken.contains(CGPoint(x: 5, y: 5)))
        #expect(broken.bounds == .null)
        let huge = UIBezierPath()
        huge.move(to: CGPoint(x: 0, y: 0))
        huge.addCurve(
            to: CGPoint(x: 1e300, y: 0), controlPoint1: CGPoint(x: -1e300, y: 1e300),
            controlPoint2: CGPoint(x: 1e300, y: 1e300))
        #expect(huge.contains(CGPoint(x: 1, y: 1e299)))
        let nanArc = UIBezierPath(
            arcCenter: .zero, radius: .nan, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(!nanArc.contains(.zero))
        let zeroOval = UIBezierPath(ovalIn: .zero)
        #expect(!zeroOval.contains(.zero))
    }

    @Test("stroke settings and the dash pattern are stored and copied")
    func strokeSettings() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: 2, phase: 1)
        let copy = try #require(path.copy() as? UIBezierPath)
        var pattern: [CGFloat] = [0, 0]
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [4, 2] && count == 2 && phase == 1)
        #expect(copy.lineWidth == 4 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel)
        #expect(elementLines(copy.cgPath) == elementLines(path.cgPath))
    }

    @Test("a CGPath goes into a UIBezierPath and back with the same elements and the same answers")
    func cgPathRoundTrip() {
        let source = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let path = UIBezierPath(cgPath: source)
        #expect(path.cgPath == source)
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        path.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 20, y: 20)))
    }
}
