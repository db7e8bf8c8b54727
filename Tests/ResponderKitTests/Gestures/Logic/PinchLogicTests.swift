import Foundation
import Testing

@testable import ResponderKit

@Suite struct PinchLogicTests {
    private func driver(_ logic: PinchLogic = PinchLogic()) -> GestureDriver<PinchLogic> {
        GestureDriver(logic) { "scale=\(format($0.scale))" }
    }

    @Test("a pinch begins once the distance changed beyond the hysteresis, scaling from the start distance")
    func beginsAndScales() {
        var pinch = driver()
        pinch.down([(1, 100, 100), (2, 200, 100)], at: 0)
        pinch.move(2, 208, 100, at: 0.01)
        pinch.move(2, 211, 100, at: 0.02)
        pinch.move([(1, 50, 100), (2, 250, 100)], at: 0.03)
        pinch.up([(1, 50, 100), (2, 250, 100)], at: 0.04)
        #expect(pinch.log == ["began scale=1.11", "changed scale=2", "ended scale=2"])
        #expect(format(pinch.logic.location) == "(150, 100)")
        #expect(pinch.isClean)
    }

    @Test("after one finger lifts, the pinch holds its scale, reports nothing, and ends when the other lifts")
    func endsWhenBothLifted() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0)], at: 0)
        pinch.move(2, 150, 0, at: 0.05)
        pinch.up(1, 0, 0, at: 0.1)
        pinch.move(2, 400, 0, at: 0.15)
        #expect(format(pinch.logic.location) == "(400, 0)")
        #expect(pinch.logic.numberOfTouches == 1)
        pinch.down(3, 0, 0, at: 0.2)
        pinch.up(3, 0, 0, at: 0.25)
        pinch.up(2, 400, 0, at: 0.3)
        #expect(pinch.log == ["began scale=1.5", "ended scale=1.5"])
        #expect(pinch.isClean)
    }

    @Test("fingers that go down one after the other measure from the second touch-down")
    func staggeredFingers() {
        var pinch = driver()
        pinch.down(1, 0, 0, at: 0)
        pinch.move(1, 0, 50, at: 0.05)
        #expect(format(pinch.logic.location) == "(0, 50)")
        pinch.down(2, 0, 150, at: 0.1)
        pinch.move(2, 0, 250, at: 0.2)
        #expect(pinch.log == ["began scale=2"])
    }

    @Test("setting the scale to 1 makes later scales relative to the distance at that moment")
    func setScaleRebases() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0)], at: 0)
        pinch.move(2, 200, 0, at: 0.05)
        pinch.logic.setScale(1)
        pinch.move(2, 300, 0, at: 0.1)
        pinch.logic.setScale(1)
        pinch.logic.setScale(.nan)
        pinch.move(2, 150, 0, at: 0.15)
        #expect(pinch.log == ["began scale=2", "changed scale=1.5", "changed scale=0.5"])
    }

    @Test("the velocity is the rate of change of the scale; setting the scale resets it to the latest move's rate")
    func velocity() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0)], at: 0)
        pinch.move(2, 110, 0, at: 0.02)
        pinch.move(2, 120, 0, at: 0.04)
        var velocities = [format(pinch.logic.velocity)]
        for step in 3...5 {
            pinch.logic.setScale(1)
            velocities.append(format(pinch.logic.velocity))
            pinch.move(2, 100 + CGFloat(step) * 10, 0, at: Double(step) * 0.02)
            velocities.append(format(pinch.logic.velocity))
        }
        #expect(velocities == ["5", "0", "5", "0", "5", "0", "5"])
    }

    @Test("a finger that lifts before the pinch began fails it, naming the change in distance")
    func liftedBeforeScaling() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0)], at: 0)
        pinch.move(2, 104, 0, at: 0.05)
        pinch.up(2, 104, 0, at: 0.1)
        #expect(
            pinch.log == [
                "failed: lifted after the touches' distance changed 4 pt, not beyond the 10 pt needed to begin"
            ])
    }

    @Test("a single finger fails the pinch when it lifts")
    func singleFinger() {
        var pinch = driver()
        pinch.down(1, 0, 0, at: 0)
        pinch.move(1, 80, 0, at: 0.05)
        pinch.up(1, 80, 0, at: 0.1)
        #expect(pinch.log == ["failed: 1 touch, at least 2 needed"])
    }

    @Test("a third finger is ignored: it neither scales nor ends the pinch")
    func thirdFingerIgnored() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0), (3, 50, 50)], at: 0)
        #expect(pinch.logic.numberOfTouches == 2)
        pinch.move(3, 500, 500, at: 0.02)
        pinch.up(3, 500, 500, at: 0.03)
        pinch.move(2, 120, 0, at: 0.04)
        pinch.up(1, 0, 0, at: 0.05)
        pinch.up(2, 120, 0, at: 0.06)
        #expect(pinch.log == ["began scale=1.2", "ended scale=1.2"])
    }

    @Test("fingers that go down on the same point start measuring when they part")
    func coincidentFingers() {
        var pinch = driver()
        pinch.down([(1, 10, 10), (2, 10, 10)], at: 0)
        #expect(pinch.logic.scale == 1)
        pinch.move(2, 30, 10, at: 0.05)
        pinch.move(2, 60, 10, at: 0.1)
        #expect(pinch.log == ["began scale=2.5"])
        #expect(pinch.logic.velocity.isFinite)
    }

    @Test("cancelled touches cancel a pinch that began and fail one that had not")
    func cancelled() {
        var pinching = driver()
        pinching.down([(1, 0, 0), (2, 100, 0)], at: 0)
        pinching.move(2, 150, 0, at: 0.1)
        pinching.cancel(7, 0, 0, at: 0.15)
        pinching.cancel(2, 150, 0, at: 0.2)
        #expect(pinching.log == ["began scale=1.5", "cancelled"])

        var waiting = driver()
        waiting.down([(1, 0, 0), (2, 100, 0)], at: 0)
        waiting.cancel(1, 0, 0, at: 0.1)
        #expect(waiting.log == ["failed: its touches were cancelled"])
    }

    @Test("NaN locations and backwards time leave the scale and velocity finite")
    func oddInput() {
        var pinch = driver()
        pinch.down([(1, 0, 0), (2, 100, 0)], at: 1)
        pinch.move(2, .nan, 0, at: 1.05)
        pinch.move(2, 150, 0, at: 0.5)
        pinch.move(2, 160, 0, at: 1.1)
        pinch.fire(at: 2)
        #expect(pinch.log == ["began scale=1.5", "changed scale=1.6"])
        #expect(pinch.logic.velocity.isFinite)
        pinch.logic.reset()
        #expect(pinch.logic.scale == 1 && pinch.logic.numberOfTouches == 0)
    }
}
