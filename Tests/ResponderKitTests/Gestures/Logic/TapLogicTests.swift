import Foundation
import Testing

@testable import ResponderKit

@Suite struct TapLogicTests {
    @Test("a single tap is recognized when its finger lifts")
    func singleTap() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, 100, 100, at: 0)
        tap.move(1, 104, 103, at: 0.05)
        tap.up(1, 104, 103, at: 0.1)
        #expect(tap.log == ["recognized"])
        #expect(format(tap.logic.location) == "(104, 103)")
        #expect(tap.isClean)
    }

    @Test("a double tap schedules the multi-tap deadline after the first lift and cancels it at the second touch-down")
    func doubleTap() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.down(1, 100, 100, at: 0)
        tap.up(1, 100, 100, at: 0.1)
        tap.down(2, 110, 100, at: 0.3)
        tap.up(2, 110, 100, at: 0.4)
        #expect(tap.log == ["schedule 0.45", "cancel timer", "recognized"])
        #expect(tap.logic.completedTaps == 2)
        #expect(tap.isClean)
    }

    @Test("a touch that moves beyond the allowable movement fails the tap, naming the distance")
    func movedTooFar() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, 0, 0, at: 0)
        tap.move(1, 6, 8, at: 0.05)
        tap.move(1, 10, 10.24, at: 0.1)
        tap.up(1, 10, 10, at: 0.15)
        #expect(tap.log == ["failed: moved 14.3 pt, more than the allowable 10 pt"])
        #expect(tap.logic.isFinished)
    }

    @Test("a movement of exactly the allowable distance still taps")
    func exactlyAllowable() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, 0, 0, at: 0)
        tap.move(1, 6, 8, at: 0.05)
        tap.up(1, 6, 8, at: 0.1)
        #expect(tap.log == ["recognized"])
    }

    @Test("the multi-tap timer fails a double tap whose second tap never comes")
    func timerFailsDoubleTap() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.down(1, 0, 0, at: 1)
        tap.up(1, 0, 0, at: 1.1)
        tap.fire(at: 1.2)
        tap.fireTimer()
        tap.down(2, 0, 0, at: 1.5)
        #expect(tap.log == ["schedule 1.45", "failed: no tap 2 within 0.35 s of the last lift"])
        #expect(tap.logic.pendingTimerDeadline == nil)
    }

    @Test("a second tap that goes down after the interval fails even when the timer was not delivered")
    func lateSecondTap() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.down(1, 0, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        tap.down(2, 0, 0, at: 0.51)
        #expect(tap.log == ["schedule 0.45", "failed: tap 2 came after 0.41 s, more than 0.35 s", "cancel timer"])
    }

    @Test("a second tap farther than the multi-tap distance fails")
    func tapsTooFarApart() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.down(1, 0, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        tap.down(2, 30, 40.5, at: 0.2)
        #expect(
            tap.log == [
                "schedule 0.45", "failed: tap 2 began 50.4 pt from the previous tap, more than 45 pt", "cancel timer",
            ])
    }

    @Test("more touches than required fail the tap as soon as they go down")
    func tooManyTouches() {
        var tap = GestureDriver(TapLogic())
        tap.down([(1, 0, 0), (2, 20, 0), (3, 40, 0)], at: 0)
        #expect(tap.log == ["failed: 3 touches, 1 required"])
    }

    @Test("a two-finger tap is recognized at the centroid when both fingers lift, together or one by one")
    func twoFingerTap() {
        var tap = GestureDriver(TapLogic(numberOfTouchesRequired: 2))
        tap.down(1, 0, 0, at: 0)
        tap.down(2, 40, 20, at: 0.02)
        #expect(format(tap.logic.location) == "(20, 10)")
        tap.up(1, 0, 0, at: 0.1)
        #expect(tap.logic.numberOfTouches == 1)
        tap.up(2, 40, 20, at: 0.12)
        #expect(tap.log == ["recognized"])
        #expect(format(tap.logic.location) == "(20, 10)")
    }

    @Test("a one-finger tap fails a two-finger tap recognizer when it lifts")
    func tooFewTouches() {
        var tap = GestureDriver(TapLogic(numberOfTouchesRequired: 2))
        tap.down(1, 0, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        #expect(tap.log == ["failed: 1 touch, 2 required"])
    }

    @Test("a finger that goes down after another of the same tap lifted counts as one touch too many")
    func staggeredThirdTouch() {
        var tap = GestureDriver(TapLogic(numberOfTouchesRequired: 2))
        tap.down([(1, 0, 0), (2, 10, 0)], at: 0)
        tap.up(1, 0, 0, at: 0.05)
        tap.down(3, 5, 5, at: 0.06)
        #expect(tap.log == ["failed: 3 touches, 2 required"])
    }

    @Test("a triple tap needs three taps and schedules a deadline after each of the first two")
    func tripleTap() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 3))
        for index in 0..<3 {
            let start = Double(index) * 0.3
            tap.down(index + 1, 50, 50, at: start)
            tap.up(index + 1, 50, 50, at: start + 0.1)
        }
        #expect(tap.log == ["schedule 0.45", "cancel timer", "schedule 0.75", "cancel timer", "recognized"])
    }

    @Test("cancelled touches fail the tap; a cancel for an unknown touch is ignored")
    func cancelled() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, 0, 0, at: 0)
        tap.cancel(9, 0, 0, at: 0.05)
        tap.cancel(1, 0, 0, at: 0.1)
        #expect(tap.log == ["failed: its touches were cancelled"])
    }

    @Test("moves and lifts of unknown touches are ignored")
    func unknownTouches() {
        var tap = GestureDriver(TapLogic())
        tap.move(7, 500, 500, at: 0)
        tap.up(7, 500, 500, at: 0.1)
        tap.down(1, 0, 0, at: 0.2)
        tap.move(8, 500, 500, at: 0.25)
        tap.up(8, 500, 500, at: 0.25)
        tap.up(1, 0, 0, at: 0.3)
        #expect(tap.log == ["recognized"])
    }

    @Test("a NaN location neither moves the touch nor produces a NaN location")
    func nanLocation() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, 10, 10, at: 0)
        tap.move(1, .nan, .nan, at: 0.05)
        tap.up(1, .nan, 12, at: 0.1)
        #expect(tap.log == ["recognized"])
        #expect(format(tap.logic.location) == "(10, 10)")
    }

    @Test("a touch that begins at a NaN location is not tracked")
    func nanBegin() {
        var tap = GestureDriver(TapLogic())
        tap.down(1, .nan, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        #expect(tap.log == [])
        #expect(tap.logic.numberOfTouches == 0)
        #expect(tap.logic.location == nil)
    }

    @Test("a timestamp that goes backwards counts as no time passing")
    func backwardsTime() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.down(1, 0, 0, at: 5)
        tap.up(1, 0, 0, at: 5.1)
        tap.down(2, 0, 0, at: 2)
        tap.up(2, 0, 0, at: 2.1)
        #expect(tap.log == ["schedule 5.45", "cancel timer", "recognized"])
    }

    @Test("after recognizing, input is ignored until reset, and reset keeps the configuration")
    func resetKeepsConfiguration() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2, numberOfTouchesRequired: 1))
        tap.down(1, 0, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        tap.down(2, 0, 0, at: 0.2)
        tap.up(2, 0, 0, at: 0.3)
        tap.down(3, 0, 0, at: 0.4)
        tap.logic.reset()
        tap.down(4, 0, 0, at: 1)
        tap.up(4, 0, 0, at: 1.1)
        #expect(tap.log == ["schedule 0.45", "cancel timer", "recognized", "schedule 1.45"])
        #expect(tap.logic.numberOfTapsRequired == 2)
    }

    @Test("a timer firing early or with nothing pending is ignored")
    func staleTimer() {
        var tap = GestureDriver(TapLogic(numberOfTapsRequired: 2))
        tap.fire(at: 3)
        tap.down(1, 0, 0, at: 0)
        tap.up(1, 0, 0, at: 0.1)
        tap.fire(at: 0.2)
        tap.down(2, 0, 0, at: 0.3)
        tap.fire(at: 0.45)
        tap.up(2, 0, 0, at: 0.5)
        #expect(tap.log == ["schedule 0.45", "cancel timer", "recognized"])
    }

    @Test("overridden metrics change the thresholds")
    func customMetrics() {
        var metrics = InteractionMetrics.default
        metrics.tapAllowableMovement = 3
        var tap = GestureDriver(TapLogic(metrics: metrics))
        tap.down(1, 0, 0, at: 0)
        tap.move(1, 4, 0, at: 0.05)
        #expect(tap.log == ["failed: moved 4 pt, more than the allowable 3 pt"])
    }
}
