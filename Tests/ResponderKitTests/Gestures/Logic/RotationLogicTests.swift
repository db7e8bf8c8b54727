import Foundation
import Testing

@testable import ResponderKit

@Suite struct RotationLogicTests {
    private func driver(_ logic: RotationLogic = RotationLogic()) -> GestureDriver<RotationLogic> {
        GestureDriver(logic) { "degrees=\(format($0.rotation * 180 / .pi))" }
    }

    /// The second finger's location on a circle of radius 100 around (0, 0), at `degrees`.
    private func onCircle(_ degrees: Double) -> (CGFloat, CGFloat) {
        let radians = degrees * .pi / 180
        return (CGFloat(100 * cos(radians)), CGFloat(100 * sin(radians)))
    }

    private func turn(_ driver: inout GestureDriver<RotationLogic>, to degrees: Double, at time: TimeInterval) {
        let point = onCircle(degrees)
        driver.move(2, point.0, point.1, at: time)
    }

    @Test("a rotation begins beyond the hysteresis, clockwise positive, and ends when both fingers have lifted")
    func beginsAndEnds() {
        var rotation = driver()
        rotation.down([(1, 0, 0), (2, 100, 0)], at: 0)
        turn(&rotation, to: 4, at: 0.01)
        turn(&rotation, to: 6, at: 0.02)
        turn(&rotation, to: -30, at: 0.03)
        rotation.up(1, 0, 0, at: 0.04)
        rotation.move(2, 0, 100, at: 0.05)
        let point = onCircle(-30)
        rotation.up(2, point.0, point.1, at: 0.06)
        #expect(rotation.log == ["began degrees=6", "changed degrees=-30", "ended degrees=-30"])
        #expect(rotation.isClean)
    }

    @Test("the rotation is continuous across ±180°: one and a half turns count as 540°")
    func unwrapsAcrossPi() {
        var rotation = driver()
        rotation.down([(1, 0, 0), (2, 100, 0)], at: 0)
        for step in 1...18 { turn(&rotation, to: Double(step) * 30, at: Double(step) * 0.01) }
        #expect(format(rotation.logic.rotation * 180 / .pi) == "540")
        #expect(rotation.log.last == "changed degrees=540")
    }

    @Test("setting the rotation to 0 re-bases it and restarts the velocity estimate")
    func setRotation() {
        var rotation = driver()
        rotation.down([(1, 0, 0), (2, 100, 0)], at: 0)
        turn(&rotation, to: 10, at: 0.02)
        rotation.logic.setRotation(0)
        turn(&rotation, to: 20, at: 0.04)
        rotation.logic.setRotation(0)
        rotation.logic.setRotation(.infinity)
        #expect(rotation.logic.velocity == 0)
        turn(&rotation, to: 30, at: 0.06)
        #expect(rotation.log == ["began degrees=10", "changed degrees=10", "changed degrees=10"])
        #expect(abs(rotation.logic.velocity - CGFloat(500 * Double.pi / 180)) < 1e-9)
    }

    @Test("a finger that lifts before the rotation began fails it, naming the angle")
    func liftedBeforeRotating() {
        var rotation = driver()
        rotation.down([(1, 0, 0), (2, 100, 0)], at: 0)
        turn(&rotation, to: 3, at: 0.05)
        let point = onCircle(3)
        rotation.up(2, point.0, point.1, at: 0.1)
        #expect(rotation.log == ["failed: lifted after turning 3°, not beyond the 5° needed to begin"])
    }

    @Test("a single finger fails the rotation; a third finger is ignored")
    func touchCounts() {
        var single = driver()
        single.down(1, 0, 0, at: 0)
        single.up(1, 0, 0, at: 0.1)
        #expect(single.log == ["failed: 1 touch, at least 2 needed"])

        var three = driver()
        three.down([(1, 0, 0), (2, 100, 0)], at: 0)
        three.down(3, 0, 100, at: 0.01)
        three.move(3, -100, 0, at: 0.02)
        turn(&three, to: 90, at: 0.03)
        three.up(3, -100, 0, at: 0.04)
        #expect(three.log == ["began degrees=90"])
    }

    @Test("cancelled touches cancel a rotation that began; NaN and coincident fingers keep the angle")
    func cancelledAndOddInput() {
        var rotation = driver()
        rotation.down([(1, 0, 0), (2, 100, 0)], at: 0)
        rotation.move(2, .nan, .nan, at: 0.01)
        rotation.move(2, 0, 0, at: 0.02)
        turn(&rotation, to: 45, at: 0.03)
        rotation.cancel(1, 0, 0, at: 0.04)
        #expect(rotation.log == ["began degrees=45", "cancelled"])
        #expect(rotation.logic.velocity.isFinite)
    }

    @Test(
        "the smallest turn between two angles lies in (−π, π]",
        arguments: [
            (0.0, 1.0, 1.0), (3.0, -3.0, 2 * Double.pi - 6), (-3.0, 3.0, 6 - 2 * Double.pi),
            (0.0, Double.pi, Double.pi),
        ])
    func smallestTurn(from: Double, to: Double, expected: Double) {
        let turn = RotationLogic.smallestTurn(from: CGFloat(from), to: CGFloat(to))
        #expect(abs(Double(turn) - expected) < 1e-12)
    }
}
