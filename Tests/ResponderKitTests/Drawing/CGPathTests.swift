import Foundation
import ResponderKit
import Testing

@Suite("CGPathTests")
struct CGPathTests {
    @Test("CGPath's shape initializers make one closed shape each, transformed when given a transform")
    func shapeInitializers() {
        var shift = CGAffineTransform(translationX: 5, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(elementLines(rect) == ["move 5,0", "line 15,0", "line 15,10", "line 5,10", "close"])
        var found = CGRect.zero
        #expect(rect.isRect(&found) && found == CGRect(x: 5, y: 0, width: 10, height: 10))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(elementLines(ellipse).count == 6)
        #expect(!ellipse.isRect(nil))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 4, transform: nil)
        #expect(elementLines(rounded).first == "move 8,0")
        #expect(rounded.contains(CGPoint(x: 20, y: 10)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 1, y: 10)))
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("a mutable path is built element by element, with addLines, addRects and addPath")
    func building() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero && path.boundingBox == .null)
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.addRects([CGRect(x: 20, y: 0, width: 5, height: 5)], transform: CGAffineTransform(scaleX: 2, y: 2))
        let other = CGMutablePath()
        other.move(to: CGPoint(x: 1, y: 1))
        other.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 3))
        path.addPath(other, transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(
            elementLines(path) == [
                "move 0,0", "line 10,0", "line 10,10", "close", "move 40,0", "line 50,0", "line 50,10", "line 40,10",
                "close", "move 101,1", "quad 102,3 103,1",
            ])
        #expect(path.currentPoint == CGPoint(x: 103, y: 1))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 103, height: 10))
        #expect(!path.isRect(nil))
        #expect(path.contains(CGPoint(x: 9, y: 1)))
        #expect(!path.contains(CGPoint(x: 1, y: 9)))
        #expect(path.contains(CGPoint(x: 45, y: 5)))
    }

    @Test("CGPath's clockwise is the unflipped one: true runs toward decreasing angles")
    func arcClockwise() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(elementLines(path).count == 4)
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(elementLines(short) == ["move 10,0", "curve 10,5.52 5.52,10 0,10"])
        let relative = CGMutablePath()
        relative.move(to: CGPoint(x: -20, y: 0))
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: .pi, delta: -.pi / 2)
        #expect(elementLines(relative) == ["move -20,0", "line -10,0", "curve -10,5.52 -5.52,10 0,10"])
    }

    @Test("an arc tangent to two lines runs from a line to its first tangent point round to the second")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(elementLines(path) == ["move 0,0", "line 5,0", "curve 7.76,0 10,2.24 10,5"])
        path.addArc(tangent1End: CGPoint(x: 10, y: 20), tangent2End: CGPoint(x: 10, y: 30), radius: 5)
        #expect(elementLines(path).last == "line 10,20")
        let fresh = CGMutablePath()
        fresh.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(elementLines(fresh) == ["move 3,4"])
    }

    @Test("contains takes the fill rule and a transform applied to the path")
    func containsWithRuleAndTransform() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        let moved = CGAffineTransform(translationX: 1000, y: 0)
        #expect(!ring.contains(CGPoint(x: 50, y: 50), transform: moved))
        #expect(ring.contains(CGPoint(x: 1050, y: 50), transform: moved))
    }

    @Test("copies are independent of the path they were made from")
    func copies() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = try #require(path.copy())
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = try #require(path.copy(using: &scale))
        let mutable = try #require(path.mutableCopy())
        mutable.addLine(to: CGPoint(x: 50, y: 50))
        path.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(mutable.boundingBox == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 101, height: 101))
        #expect(frozen != path && frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
    }

    @Test("apply(info:function:) calls the function once per element with the caller's info")
    func applyFunction() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var types: [Int32] = []
        withUnsafeMutablePointer(to: &types) { pointer in
            path.apply(info: pointer) { info, element in
                info?.assumingMemoryBound(to: [Int32].self).pointee.append(element.pointee.type.rawValue)
            }
        }
        #expect(types == [0, 1, 1, 1, 4])
    }

    @Test("non-finite points give a defined answer: nothing is contained and the bounds are null")
    func nonFinite() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 1)))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.boundingBox == .null && path.boundingBoxOfPath == .null)
        let empty = CGMutablePath()
        #expect(!empty.contains(.zero, using: .evenOdd))
        empty.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: -3, cornerHeight: 50)
        #expect(empty.contains(CGPoint(x: 0.5, y: 5)))
    }
}
