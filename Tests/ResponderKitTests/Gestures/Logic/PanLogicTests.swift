import Foundation
import Testing

@testable import ResponderKit

@Suite struct PanLogicTests {
    private func driver(_ logic: PanLogic = PanLogic()) -> GestureDriver<PanLogic> {
        GestureDriver(logic) { "t=\(format($0.translation))" }
    }

    @Test("a pan begins beyond the hysteresis with the translation measured from the touch-down point")
    func beginsBeyondHysteresis() {
        var pan = driver()
        pan.down(1, 100, 100, at: 0)
        pan.move(1, 106, 100, at: 0.01)
        pan.move(1, 110, 100, at: 0.02)
        pan.move(1, 111, 100, at: 0.03)
        pan.move(1, 130, 90, at: 0.04)
        pan.up(1, 135, 90, at: 0.05)
        #expect(pan.log == ["began t=(11, 0)", "changed t=(30, -10)", "ended t=(35, -10)"])
        #expect(pan.isClean)
        #expect(format(pan.logic.location) == "(135, 90)")
    }

    @Test("a movement of exactly the hysteresis does not begin the pan; one beyond it does")
    func exactlyHysteresis() {
        var pan = driver()
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 6, 8, at: 0.01)
        pan.move(1, 6, 8.5, at: 0.02)
        #expect(pan.log == ["began t=(6, 8.5)"])
    }

    @Test("a pan that never moves beyond the hysteresis fails when its touches lift")
    func liftedBeforeMoving() {
        var pan = driver()
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 3, 4, at: 0.1)
        pan.up(1, 8, 6, at: 0.2)
        #expect(pan.log == ["failed: lifted after moving 5 pt, not beyond the 10 pt needed to begin"])
    }

    @Test("§5 setTranslation re-bases the translation and leaves the velocity estimate alone")
    func setTranslation() {
        var pan = driver()
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 20, 0, at: 0.01)
        pan.logic.setTranslation(.zero)
        pan.move(1, 25, 5, at: 0.02)
        let velocity = pan.logic.velocity
        pan.logic.setTranslation(CGPoint(x: 100, y: 100))
        #expect(velocity != .zero)
        #expect(pan.logic.velocity == velocity)
        pan.move(1, 26, 5, at: 0.03)
        pan.logic.setTranslation(CGPoint(x: CGFloat.nan, y: 0))
        pan.move(1, 27, 5, at: 0.04)
        #expect(pan.log == ["began t=(20, 0)", "changed t=(5, 5)", "changed t=(101, 100)", "changed t=(102, 100)"])
        #expect(format(pan.logic.velocity) == "(600, 150)")
    }

    @Test("a finger that joins or leaves mid-pan does not make the translation jump")
    func rebasesOnTouchChanges() {
        var pan = driver()
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 20, 0, at: 0.01)
        pan.down(2, 200, 200, at: 0.02)
        #expect(format(pan.logic.translation) == "(20, 0)")
        pan.move([(1, 30, 0), (2, 210, 0)], at: 0.03)
        pan.up(1, 30, 0, at: 0.04)
        #expect(format(pan.logic.translation) == "(30, -100)")
        pan.move(2, 215, 0, at: 0.05)
        pan.up(2, 215, 0, at: 0.06)
        #expect(pan.log == ["began t=(20, 0)", "changed t=(30, -100)", "changed t=(35, -100)", "ended t=(35, -100)"])
    }

    @Test("a two-finger pan waits for the second finger and ends when it lifts")
    func minimumTouches() {
        var pan = driver(PanLogic(minimumNumberOfTouches: 2))
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 30, 0, at: 0.01)
        pan.down(2, 30, 40, at: 0.02)
        pan.move([(1, 31, 0), (2, 31, 40)], at: 0.03)
        pan.up(2, 31, 40, at: 0.04)
        #expect(pan.log == ["began t=(31, 0)", "ended t=(31, 0)"])
    }

    @Test("a two-finger pan dragged with one finger fails for too few touches")
    func tooFewTouches() {
        var pan = driver(PanLogic(minimumNumberOfTouches: 2))
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 50, 0, at: 0.05)
        pan.up(1, 50, 0, at: 0.1)
        #expect(pan.log == ["failed: 1 touch, at least 2 needed"])
    }

    @Test("too many touches fail a pan before it began; after, extra touches are ignored")
    func maximumTouches() {
        var early = driver(PanLogic(maximumNumberOfTouches: 1))
        early.down([(1, 0, 0), (2, 10, 0)], at: 0)
        #expect(early.log == ["failed: 2 touches, at most 1 allowed"])

        var late = driver(PanLogic(maximumNumberOfTouches: 1))
        late.down(1, 0, 0, at: 0)
        late.move(1, 15, 0, at: 0.01)
        late.down(2, 300, 300, at: 0.02)
        late.move(2, 400, 400, at: 0.03)
        late.up(2, 400, 400, at: 0.04)
        late.up(1, 16, 0, at: 0.05)
        #expect(late.log == ["began t=(15, 0)", "ended t=(16, 0)"])
    }

    @Test("the velocity is the least-squares estimate of the recent movement")
    func velocity() {
        var pan = driver()
        pan.down(1, 0, 0, at: 0)
        for step in 1...10 {
            let time = Double(step) * 0.01
            pan.move(1, CGFloat(step) * 5, CGFloat(step) * -2, at: time)
        }
        #expect(abs(pan.logic.velocity.x - 500) < 1e-6)
        #expect(abs(pan.logic.velocity.y + 200) < 1e-6)
    }

    @Test("cancelled touches cancel a pan that began and fail one that had not")
    func cancelled() {
        var panning = driver()
        panning.down(1, 0, 0, at: 0)
        panning.move(1, 20, 0, at: 0.1)
        panning.cancel(1, 20, 0, at: 0.2)
        #expect(panning.log == ["began t=(20, 0)", "cancelled"])

        var waiting = driver()
        waiting.down(1, 0, 0, at: 0)
        waiting.cancel(5, 0, 0, at: 0.1)
        waiting.cancel(1, 0, 0, at: 0.1)
        #expect(waiting.log == ["failed: its touches were cancelled"])
    }

    @Test("NaN locations, unknown touches, backwards time and timer firings leave the output finite and unchanged")
    func oddInput() {
        var pan = driver()
        pan.down(1, 0, 0, at: 1)
        pan.move(1, .nan, .nan, at: 1.01)
        pan.move(9, 500, 500, at: 1.02)
        pan.fire(at: 1.03)
        pan.move(1, 20, 0, at: 0.5)
        pan.move(1, 30, 0, at: 1.04)
        pan.up(1, .nan, 0, at: 1.05)
        #expect(pan.log == ["began t=(20, 0)", "changed t=(30, 0)", "ended t=(30, 0)"])
        #expect(pan.logic.velocity.x.isFinite && pan.logic.velocity.y.isFinite)
    }

    @Test("reset clears the translation and keeps the configuration")
    func reset() {
        var pan = driver(PanLogic(minimumNumberOfTouches: 1, maximumNumberOfTouches: 3))
        pan.down(1, 0, 0, at: 0)
        pan.move(1, 40, 0, at: 0.1)
        pan.logic.reset()
        #expect(format(pan.logic.translation) == "(0, 0)")
        #expect(pan.logic.velocity == .zero)
        #expect(pan.logic.maximumNumberOfTouches == 3)
        #expect(pan.logic.location == nil)
        pan.down(2, 5, 5, at: 1)
        pan.move(2, 5, 25, at: 1.1)
        #expect(pan.log == ["began t=(40, 0)", "began t=(0, 20)"])
    }
}
