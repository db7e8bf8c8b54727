import Foundation
import ResponderKit
import Testing

/// BehaviourContract §5: who gets a touch first, and what `cancelsTouchesInView`, `delaysTouchesBegan` and
/// `delaysTouchesEnded` do to the view's share of it.
@MainActor
@Suite("GestureDeliveryRuleTests")
struct GestureDeliveryRuleTests {
    @Test("the recognizers of the hit view and of all its ancestors get each touch, before the view")
    func recognizersOfHitViewAndAncestorsFirst() {
        let stage = Stage()
        let outer = stage.view("Outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = stage.view("Inner", CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        inner.callsSuper = false
        let sibling = stage.view("Sibling", CGRect(x: 0, y: 300, width: 100, height: 100))
        let outerProbe = ProbeRecognizer("outerProbe", log: stage.log)
        let innerProbe = ProbeRecognizer("innerProbe", log: stage.log)
        let siblingProbe = ProbeRecognizer("siblingProbe", log: stage.log)
        for probe in [outerProbe, innerProbe, siblingProbe] { probe.delaysTouchesEnded = false }
        outer.addGestureRecognizer(outerProbe)
        inner.addGestureRecognizer(innerProbe)
        sibling.addGestureRecognizer(siblingProbe)
        stage.app.touch(.began, at: CGPoint(x: 100, y: 100), time: 0)
        #expect(stage.app.liveTouches.first?.gestureRecognizers?.compactMap(\.name) == ["innerProbe", "outerProbe"])
        stage.app.touch(.moved, at: CGPoint(x: 102, y: 100), time: 0.01)
        stage.app.touch(.ended, at: CGPoint(x: 102, y: 100), time: 0.02)
        #expect(
            stage.log.lines == [
                "innerProbe.began[1]", "outerProbe.began[1]", "Inner.began[1]",
                "innerProbe.moved[1]", "outerProbe.moved[1]", "Inner.moved[1]",
                "innerProbe.ended[1]", "outerProbe.ended[1]", "Inner.ended[1]",
            ])
        stage.finish()
    }

    @Test(
        "cancelsTouchesInView true: on recognition the view gets touchesCancelled, UITouch.view becomes nil, and nothing more"
    )
    func cancelsTouchesInViewTrue() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        #expect(pan.cancelsTouchesInView)
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        let touch = stage.app.liveTouches[0]
        #expect(touch.view === view)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        #expect(touch.view == nil)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(stage.log.lines == ["V.began[1]", "pan began", "V.cancelled[1]", "pan changed", "pan ended"])
        stage.finish()
    }

    @Test("cancelsTouchesInView false: the view keeps getting the touches of a recognized gesture")
    func cancelsTouchesInViewFalse() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        let touch = stage.app.liveTouches[0]
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        #expect(touch.view === view)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began", "V.moved[1]", "pan changed", "V.moved[1]", "pan ended", "V.ended[1]",
            ])
        #expect(touch.view === view)
        stage.finish()
    }

    @Test(
        "delaysTouchesBegan: the began phase is withheld while the recognizer is possible and discarded when it recognizes"
    )
    func delaysTouchesBeganDiscardedOnRecognition() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", UITapGestureRecognizer())
        #expect(!tap.delaysTouchesBegan)
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("down")
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 0.05)
        #expect(stage.log.lines == ["-- down", "tap ended"])
        stage.finish()
    }

    @Test("delaysTouchesBegan: the withheld began is delivered late, at the moment the recognizer fails")
    func delaysTouchesBeganDeliveredOnFailure() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", UITapGestureRecognizer())
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("down")
        stage.app.touch(.moved, at: CGPoint(x: 54, y: 50), time: 0.01)
        stage.mark("moved 4 pt")
        stage.app.touch(.moved, at: CGPoint(x: 70, y: 50), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 70, y: 50), time: 0.03)
        #expect(
            stage.log.lines == ["-- down", "-- moved 4 pt", "V.began[1]", "V.moved[1]", "V.ended[1]"])
        #expect(recorder.transitions == ["tap: possible -> failed"])
        stage.finish()
    }

    @Test("delaysTouchesBegan: a long press that fails on an early lift releases began and ended together")
    func delaysTouchesBeganLongPressEarlyLift() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = stage.logging("press", UILongPressGestureRecognizer())
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.clock.advance(to: 0.2)
        stage.mark("0.2 s")
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 0.3)
        #expect(stage.log.lines == ["-- 0.2 s", "V.began[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test(
        "delaysTouchesEnded: the ended phase is withheld while possible; the view gets touchesCancelled when it recognizes"
    )
    func delaysTouchesEndedCancelledOnRecognition() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = stage.logging("double", UITapGestureRecognizer())
        #expect(double.delaysTouchesEnded)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("first lift")
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0.2)
        #expect(
            stage.log.lines == ["V.began[1]", "-- first lift", "V.began[1]", "double ended", "V.cancelled[1,1]"])
        stage.finish()
    }

    @Test(
        "delaysTouchesEnded: with a double-tap recognizer that fails, the view's touchesEnded arrives 0.35 s after the lift"
    )
    func delaysTouchesEndedDeliveredLateOnFailure() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = stage.logging("double", UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.05)
        stage.mark("lifted at 0.05")
        stage.clock.advance(to: 0.399)
        stage.mark("0.399")
        stage.clock.advance(to: 0.4)
        stage.mark("0.4")
        #expect(stage.log.lines == ["V.began[1]", "-- lifted at 0.05", "-- 0.399", "V.ended[1]", "-- 0.4"])
        #expect(recorder.transitions == ["double: possible -> failed"])
        stage.finish()
    }

    @Test("delaysTouchesEnded false: the view's touchesEnded arrives at the lift even while the recognizer is possible")
    func delaysTouchesEndedFalse() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = stage.logging("double", UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("lifted")
        stage.clock.advance(by: 1)
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]", "-- lifted"])
        stage.finish()
    }
}
