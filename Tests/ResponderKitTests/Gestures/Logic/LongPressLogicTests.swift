import Foundation
import Testing

@testable import ResponderKit

@Suite struct LongPressLogicTests {
    private func driver(_ logic: LongPressLogic = LongPressLogic()) -> GestureDriver<LongPressLogic> {
        GestureDriver(logic) { "at \(format($0.location))" }
    }

    @Test("a held finger begins the press at the minimum duration, moves change it, and the lift ends it")
    func pressBeginsChangesEnds() {
        var press = driver()
        press.down(1, 100, 100, at: 0)
        press.move(1, 105, 100, at: 0.2)
        press.fireTimer()
        press.move(1, 160, 100, at: 0.7)
        press.move(1, 200, 100, at: 0.8)
        press.up(1, 200, 100, at: 0.9)
        #expect(
            press.log == [
                "schedule 0.5", "began at (105, 100)", "changed at (160, 100)", "changed at (200, 100)",
                "ended at (200, 100)",
            ])
        #expect(press.isClean)
    }

    @Test("a lift before the minimum duration fails the press, naming how long it was held")
    func liftedTooEarly() {
        var press = driver()
        press.down(1, 0, 0, at: 1)
        press.up(1, 0, 0, at: 1.2)
        #expect(
            press.log == [
                "schedule 1.5", "failed: lifted after 0.2 s, before the minimum press duration of 0.5 s",
                "cancel timer",
            ])
    }

    @Test("moving beyond the allowable movement before the press began fails it")
    func movedTooFarBeforeBeginning() {
        var press = driver()
        press.down(1, 0, 0, at: 0)
        press.move(1, 0, 12, at: 0.3)
        #expect(press.log == ["schedule 0.5", "failed: moved 12 pt, more than the allowable 10 pt", "cancel timer"])
    }

    @Test("a custom duration and movement are honoured")
    func customConfiguration() {
        var press = driver(LongPressLogic(minimumPressDuration: 1.0, allowableMovement: 30))
        press.down(1, 0, 0, at: 0)
        press.move(1, 25, 0, at: 0.5)
        press.fire(at: 0.5)
        press.fireTimer()
        press.up(1, 25, 0, at: 1.2)
        #expect(press.log == ["schedule 1", "began at (25, 0)", "ended at (25, 0)"])
    }

    @Test("a two-finger press starts its timer when the second finger goes down")
    func twoFingerPress() {
        var press = driver(LongPressLogic(numberOfTouchesRequired: 2))
        press.down(1, 0, 0, at: 0)
        press.down(2, 40, 0, at: 0.1)
        press.fireTimer()
        press.up(2, 40, 0, at: 0.8)
        #expect(press.log == ["schedule 0.6", "began at (20, 0)", "ended at (0, 0)"])
    }

    @Test("a two-finger press with one finger fails when that finger lifts")
    func twoFingerPressWithOneFinger() {
        var press = driver(LongPressLogic(numberOfTouchesRequired: 2))
        press.down(1, 0, 0, at: 0)
        press.up(1, 0, 0, at: 0.8)
        #expect(press.log == ["failed: 1 touch, 2 required"])
    }

    @Test("a third finger fails a two-finger press before it began and is ignored after")
    func extraTouches() {
        var before = driver(LongPressLogic(numberOfTouchesRequired: 2))
        before.down([(1, 0, 0), (2, 10, 0)], at: 0)
        before.down(3, 20, 0, at: 0.1)
        #expect(before.log == ["schedule 0.5", "failed: 3 touches, 2 required", "cancel timer"])

        var after = driver(LongPressLogic(numberOfTouchesRequired: 2))
        after.down([(1, 0, 0), (2, 10, 0)], at: 0)
        after.fireTimer()
        after.down(3, 20, 0, at: 0.6)
        after.move(3, 30, 0, at: 0.7)
        after.up(3, 30, 0, at: 0.8)
        after.up([(1, 0, 0), (2, 10, 0)], at: 0.9)
        #expect(after.log == ["schedule 0.5", "began at (5, 0)", "ended at (5, 0)"])
    }

    @Test("with one tap required, a tap then a press begins; the press timer replaces the tap deadline")
    func tapThenPress() {
        var press = driver(LongPressLogic(numberOfTapsRequired: 1))
        press.down(1, 50, 50, at: 0)
        press.up(1, 50, 50, at: 0.1)
        press.down(2, 52, 50, at: 0.3)
        press.fireTimer()
        press.up(2, 52, 50, at: 1)
        #expect(press.log == ["schedule 0.45", "schedule 0.8", "began at (52, 50)", "ended at (52, 50)"])
    }

    @Test("with one tap required, a plain press never begins: its lift is the tap, then the timer fails it")
    func tapRequiredButOnlyPress() {
        var press = driver(LongPressLogic(numberOfTapsRequired: 1))
        press.down(1, 0, 0, at: 0)
        press.up(1, 0, 0, at: 0.9)
        press.fireTimer()
        #expect(press.log == ["schedule 1.25", "failed: no tap 2 within 0.35 s of the last lift"])
    }

    @Test("with two taps required, two taps then a held finger begin the press, and moves after it are changes")
    func twoTapsThenPress() {
        var press = driver(LongPressLogic(numberOfTapsRequired: 2))
        press.down(1, 0, 0, at: 0)
        press.up(1, 0, 0, at: 0.1)
        press.down(2, 0, 0, at: 0.3)
        press.up(2, 0, 0, at: 0.4)
        press.down(3, 0, 0, at: 0.6)
        press.fireTimer()
        press.move(3, 80, 0, at: 1.2)
        press.up(3, 80, 0, at: 1.3)
        #expect(
            press.log == [
                "schedule 0.45", "cancel timer", "schedule 0.75", "schedule 1.1", "began at (0, 0)",
                "changed at (80, 0)", "ended at (80, 0)",
            ])
    }

    @Test("the press after the taps must begin near the last tap")
    func pressTooFarFromTap() {
        var press = driver(LongPressLogic(numberOfTapsRequired: 1))
        press.down(1, 0, 0, at: 0)
        press.up(1, 0, 0, at: 0.1)
        press.down(2, 100, 0, at: 0.2)
        #expect(
            press.log == [
                "schedule 0.45", "failed: tap 2 began 100 pt from the previous tap, more than 45 pt", "cancel timer",
            ])
    }

    @Test("cancelled touches fail a press that had not begun and cancel one that had")
    func cancelled() {
        var waiting = driver()
        waiting.down(1, 0, 0, at: 0)
        waiting.cancel(1, 0, 0, at: 0.1)
        #expect(waiting.log == ["schedule 0.5", "failed: its touches were cancelled", "cancel timer"])

        var pressing = driver()
        pressing.down(1, 0, 0, at: 0)
        pressing.fireTimer()
        pressing.cancel(1, 0, 0, at: 0.7)
        #expect(pressing.log == ["schedule 0.5", "began at (0, 0)", "cancelled"])
    }

    @Test("unknown touches, NaN locations and backwards time change nothing")
    func oddInput() {
        var press = driver()
        press.down(1, 10, 10, at: 2)
        press.move(1, .nan, .infinity, at: 2.1)
        press.up(9, 0, 0, at: 2.2)
        press.move(1, 12, 10, at: 1)
        press.fire(at: 2.4)
        press.fire(at: .nan)
        press.fireTimer()
        press.up(1, 12, 10, at: 0)
        #expect(press.log == ["schedule 2.5", "began at (12, 10)", "ended at (12, 10)"])
    }

    @Test("reset returns to possible with the same configuration")
    func reset() {
        var press = driver(LongPressLogic(minimumPressDuration: 0.2))
        press.down(1, 0, 0, at: 0)
        press.up(1, 0, 0, at: 0.1)
        press.logic.reset()
        press.down(2, 0, 0, at: 1)
        #expect(
            press.log == [
                "schedule 0.2", "failed: lifted after 0.1 s, before the minimum press duration of 0.2 s",
                "cancel timer",
                "schedule 1.2",
            ])
    }
}
