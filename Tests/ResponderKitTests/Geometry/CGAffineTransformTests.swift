import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("CGAffineTransformTests")
struct CGAffineTransformTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let transform: CGAffineTransform
        let point: CGPoint
        let expected: CGPoint
        var testDescription: String { name }
    }

    nonisolated static let pointCases: [Case] = [
        Case(name: "identity", transform: .identity, point: CGPoint(x: 3, y: 4), expected: CGPoint(x: 3, y: 4)),
        Case(
            name: "init() is the identity", transform: CGAffineTransform(), point: CGPoint(x: -2, y: 7),
            expected: CGPoint(x: -2, y: 7)),
        Case(
            name: "translation", transform: CGAffineTransform(translationX: 10, y: -5), point: CGPoint(x: 1, y: 2),
            expected: CGPoint(x: 11, y: -3)),
        Case(
            name: "scale", transform: CGAffineTransform(scaleX: 2, y: 3), point: CGPoint(x: 1, y: 2),
            expected: CGPoint(x: 2, y: 6)),
        Case(
            name: "quarter turn maps +x to +y (clockwise on screen)",
            transform: CGAffineTransform(rotationAngle: .pi / 2), point: CGPoint(x: 1, y: 0),
            expected: CGPoint(x: 0, y: 1)),
        Case(
            name: "half turn", transform: CGAffineTransform(rotationAngle: .pi), point: CGPoint(x: 1, y: 2),
            expected: CGPoint(x: -1, y: -2)),
        Case(
            name: "translate then rotate (concatenating applies the receiver first)",
            transform: CGAffineTransform(translationX: 10, y: 0).concatenating(
                CGAffineTransform(rotationAngle: .pi / 2)),
            point: CGPoint(x: 1, y: 0), expected: CGPoint(x: 0, y: 11)),
        Case(
            name: "rotate then translate",
            transform: CGAffineTransform(rotationAngle: .pi / 2).concatenating(
                CGAffineTransform(translationX: 10, y: 0)),
            point: CGPoint(x: 1, y: 0), expected: CGPoint(x: 10, y: 1)),
        Case(
            name: "translatedBy translates first, in the transform's space",
            transform: CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0), point: CGPoint(x: 1, y: 1),
            expected: CGPoint(x: 12, y: 2)),
        Case(
            name: "scaledBy scales first",
            transform: CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 3), point: CGPoint(x: 1, y: 1),
            expected: CGPoint(x: 7, y: 3)),
        Case(
            name: "rotated rotates first",
            transform: CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2), point: CGPoint(x: 1, y: 0),
            expected: CGPoint(x: 10, y: 1)),
        Case(
            name: "explicit matrix entries", transform: CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
            point: CGPoint(x: 1, y: 1), expected: CGPoint(x: 9, y: 12)),
    ]

    @Test("CGPoint.applying maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty)", arguments: pointCases)
    func pointApplying(_ c: Case) {
        #expect(c.point.applying(c.transform).rounded3 == c.expected)
    }

    @Test("inverted undoes the transform", arguments: pointCases)
    func invertedUndoes(_ c: Case) {
        let back = c.expected.applying(c.transform.inverted())
        #expect(back.rounded3 == c.point)
        #expect(c.transform.concatenating(c.transform.inverted()).isIdentityWithin(1e-9))
    }

    @Test("a singular matrix inverts to itself, unchanged")
    func singularInverse() {
        let singular = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 3, y: 4)
        #expect(singular.inverted() == singular)
        let rankOne = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(rankOne.inverted() == rankOne)
    }

    @Test(
        "isIdentity is true only for the identity matrix",
        arguments: [
            (CGAffineTransform.identity, true),
            (CGAffineTransform(translationX: 0, y: 0), true),
            (CGAffineTransform(scaleX: 1, y: 1), true),
            (CGAffineTransform(rotationAngle: 0), true),
            (CGAffineTransform(translationX: 0.5, y: 0), false),
            (CGAffineTransform(scaleX: 1, y: -1), false),
            (CGAffineTransform(a: 1, b: 0.001, c: 0, d: 1, tx: 0, ty: 0), false),
        ] as [(CGAffineTransform, Bool)])
    func isIdentity(_ transform: CGAffineTransform, _ expected: Bool) {
        #expect(transform.isIdentity == expected)
    }

    @Test(
        "CGSize.applying ignores translation",
        arguments: [
            (CGAffineTransform(translationX: 100, y: 100), CGSize(width: 3, height: 4)),
            (CGAffineTransform(scaleX: 2, y: 0.5), CGSize(width: 6, height: 2)),
            (CGAffineTransform(rotationAngle: .pi / 2), CGSize(width: -4, height: 3)),
        ] as [(CGAffineTransform, CGSize)])
    func sizeApplying(_ transform: CGAffineTransform, _ expected: CGSize) {
        let size = CGSize(width: 3, height: 4).applying(transform)
        #expect(
            CGSize(width: (size.width * 1000).rounded() / 1000 + 0, height: (size.height * 1000).rounded() / 1000 + 0)
                == expected)
    }

    @Test(
        "CGRect.applying gives the bounding box of the transformed corners",
        arguments: [
            (CGAffineTransform.identity, CGRect(x: 10, y: 20, width: 30, height: 40)),
            (CGAffineTransform(translationX: 5, y: -5), CGRect(x: 15, y: 15, width: 30, height: 40)),
            (CGAffineTransform(scaleX: -1, y: 1), CGRect(x: -40, y: 20, width: 30, height: 40)),
            (CGAffineTransform(rotationAngle: .pi / 2), CGRect(x: -60, y: 10, width: 40, height: 30)),
            (
                CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: -25, y: -40),
                CGRect(
                    x: -35 / 2.0.squareRoot(), y: -35 / 2.0.squareRoot(), width: 70 / 2.0.squareRoot(),
                    height: 70 / 2.0.squareRoot())
            ),
        ] as [(CGAffineTransform, CGRect)])
    func rectApplying(_ transform: CGAffineTransform, _ expected: CGRect) {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(transform).rounded3 == expected.rounded3)
    }

    @Test("the null rectangle stays null under any transform")
    func nullRect() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}

extension CGAffineTransform {
    func isIdentityWithin(_ tolerance: CGFloat) -> Bool {
        abs(a - 1) < tolerance && abs(b) < tolerance && abs(c) < tolerance && abs(d - 1) < tolerance
            && abs(tx) < tolerance && abs(ty) < tolerance
    }
}
