import Foundation
import Testing

@testable import ResponderKit

@Suite struct SwipeLogicTests {
    @Test("a fast rightward drag is recognized during the move that reaches the minimum distance")
    func rightSwipe() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 100, at: 0)
        swipe.move(1, 30, 102, at: 0.05)
        swipe.move(1, 55, 104, at: 0.1)
        swipe.up(1, 60, 104, at: 0.12)
        #expect(swipe.log == ["schedule 0.5", "recognized", "cancel timer"])
        #expect(format(swipe.logic.location) == "(55, 104)")
    }

    @Test(
        "each allowed direction is recognized, with y growing downward",
        arguments: [
            (SwipeDirections.left, CGFloat(-60), CGFloat(0)),
            (SwipeDirections.up, CGFloat(0), CGFloat(-60)),
            (SwipeDirections.down, CGFloat(0), CGFloat(60)),
            (SwipeDirections.right, CGFloat(60), CGFloat(0)),
            (SwipeDirections([.left, .right]), CGFloat(-60), CGFloat(10)),
        ])
    func directions(direction: SwipeDirections, dx: CGFloat, dy: CGFloat) {
        var swipe = GestureDriver(SwipeLogic(direction: direction))
        swipe.down(1, 200, 200, at: 0)
        swipe.move(1, 200 + dx, 200 + dy, at: 0.1)
        #expect(swipe.log == ["schedule 0.5", "recognized", "cancel timer"])
    }

    @Test("a swipe in another direction fails, naming its angle and the allowed directions")
    func wrongDirection() {
        var swipe = GestureDriver(SwipeLogic(direction: [.right, .up]))
        swipe.down(1, 100, 100, at: 0)
        swipe.move(1, 50, 150, at: 0.1)
        #expect(
            swipe.log == [
                "schedule 0.5", "failed: moved toward 135° (0° right, 90° down), not within 30° of right or up",
                "cancel timer",
            ])
    }

    @Test("the angle tolerance is inclusive at 30° and excludes anything steeper")
    func angleTolerance() {
        let radians = 30.0 * Double.pi / 180
        var inside = GestureDriver(SwipeLogic())
        inside.down(1, 0, 0, at: 0)
        inside.move(1, CGFloat(60 * cos(radians)), CGFloat(60 * sin(radians)), at: 0.1)
        #expect(inside.log == ["schedule 0.5", "recognized", "cancel timer"])

        var outside = GestureDriver(SwipeLogic())
        outside.down(1, 0, 0, at: 0)
        outside.move(1, 40, 40, at: 0.1)
        #expect(
            outside.log == [
                "schedule 0.5", "failed: moved toward 45° (0° right, 90° down), not within 30° of right",
                "cancel timer",
            ])
    }

    @Test("the timer fails a swipe that is too slow, naming how far it got")
    func tooSlowByTimer() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 0, at: 0)
        swipe.move(1, 32, 0, at: 0.4)
        swipe.fireTimer()
        swipe.move(1, 80, 0, at: 0.6)
        #expect(swipe.log == ["schedule 0.5", "failed: moved 32 pt in 0.5 s, less than 50 pt"])
    }

    @Test("a move past the maximum duration fails even when the timer was not delivered")
    func tooSlowByMove() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 0, at: 0)
        swipe.move(1, 80, 0, at: 0.6)
        #expect(swipe.log == ["schedule 0.5", "failed: moved 80 pt in 0.5 s, less than 50 pt", "cancel timer"])
    }

    @Test("a touch that lifts before the minimum distance fails the swipe")
    func tooShort() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 0, at: 0)
        swipe.move(1, 20, 0, at: 0.05)
        swipe.up(1, 24, 0, at: 0.1)
        #expect(
            swipe.log == [
                "schedule 0.5", "failed: lifted after moving 24 pt, less than the 50 pt a swipe needs", "cancel timer",
            ])
    }

    @Test("a lift that completes the distance is recognized")
    func recognizedAtLift() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 0, at: 0)
        swipe.up(1, 70, 0, at: 0.1)
        #expect(swipe.log == ["schedule 0.5", "recognized", "cancel timer"])
    }

    @Test("a two-finger swipe needs both fingers: the mean movement counts")
    func twoFingerSwipe() {
        var swipe = GestureDriver(SwipeLogic(direction: .down, numberOfTouchesRequired: 2))
        swipe.down([(1, 0, 0), (2, 40, 0)], at: 0)
        swipe.move([(1, 0, 40), (2, 40, 40)], at: 0.05)
        swipe.move([(1, 0, 60), (2, 40, 60)], at: 0.1)
        #expect(swipe.log == ["schedule 0.5", "recognized", "cancel timer"])
    }

    @Test("one finger swiping fails a two-finger swipe; three fingers fail it at once")
    func wrongTouchCount() {
        var one = GestureDriver(SwipeLogic(numberOfTouchesRequired: 2))
        one.down(1, 0, 0, at: 0)
        one.move(1, 60, 0, at: 0.1)
        #expect(one.log == ["schedule 0.5", "failed: 1 touch, 2 required", "cancel timer"])

        var three = GestureDriver(SwipeLogic())
        three.down([(1, 0, 0), (2, 10, 0), (3, 20, 0)], at: 0)
        #expect(three.log == ["failed: 3 touches, 1 required"])
    }

    @Test("cancelled touches fail the swipe; odd input changes nothing")
    func cancelledAndOddInput() {
        var swipe = GestureDriver(SwipeLogic())
        swipe.down(1, 0, 0, at: 1)
        swipe.move(1, .nan, 0, at: 1.1)
        swipe.move(2, 100, 0, at: 1.1)
        swipe.move(1, 10, 0, at: 0.2)
        swipe.fire(at: 1.2)
        swipe.cancel(1, 10, 0, at: 1.3)
        #expect(swipe.log == ["schedule 1.5", "failed: its touches were cancelled", "cancel timer"])
        #expect(swipe.logic.pendingTimerDeadline == nil)
    }

    @Test("reset keeps the direction and the touch count")
    func reset() {
        var swipe = GestureDriver(SwipeLogic(direction: .left, numberOfTouchesRequired: 1))
        swipe.down(1, 0, 0, at: 0)
        swipe.move(1, 60, 0, at: 0.1)
        swipe.logic.reset()
        swipe.down(1, 100, 0, at: 1)
        swipe.move(1, 40, 0, at: 1.1)
        #expect(
            swipe.log == [
                "schedule 0.5", "failed: moved toward 0° (0° right, 90° down), not within 30° of left", "cancel timer",
                "schedule 1.5", "recognized", "cancel timer",
            ])
    }
}
