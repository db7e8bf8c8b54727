import Foundation
import ResponderKit
import Testing

/// A tap that never prevents others from recognizing.
@MainActor
final class NonPreventingTap: UITapGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A tap that no other recognizer can prevent.
@MainActor
final class UnpreventableTap: UITapGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A tap that requires, by subclassing, every double tap to fail first.
@MainActor
final class TapWaitingForDoubleTaps: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A double tap that makes, by subclassing, every single tap wait for it to fail.
@MainActor
final class DoubleTapRequiredToFail: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

/// BehaviourContract §5: exclusion, simultaneous recognition, `canPrevent`/`canBePrevented`, and failure
/// requirements in all their forms.
@MainActor
@Suite("GestureArbitrationTests")
struct GestureArbitrationTests {
    @Test("by default the first recognizer to recognize prevents the others sharing its touch, and the trace says so")
    func firstToRecognizePreventsOthers() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tapA = stage.logging("tapA", UITapGestureRecognizer())
        let tapB = stage.logging("tapB", UITapGestureRecognizer())
        view.addGestureRecognizer(tapA)
        view.addGestureRecognizer(tapB)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(
            recorder.transitionLines == [
                "tapA: possible -> ended (recognized)", "tapB: possible -> failed (prevented by tapA)",
            ])
        #expect(
            recorder.recognizerSteps == [
                RecognizerStep("tapA", .possible, .ended, .recognized),
                RecognizerStep("tapB", .possible, .failed, .prevented(by: stage.app.trace.subject(tapA))),
            ])
        #expect(stage.log.lines == ["V.began[1]", "tapA ended", "V.cancelled[1]"])
        stage.finish()
    }

    @Test("a long press that began prevents a pan on the same touch; the later moves are the press's changes")
    func longPressPreventsPan() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let press = stage.logging("press", UILongPressGestureRecognizer())
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 100, y: 100), time: 0)
        stage.clock.advance(to: 0.5)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 100), time: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 100), time: 0.7)
        #expect(
            recorder.transitionLines == [
                "press: possible -> began (recognized)", "pan: possible -> failed (prevented by press)",
                "press: began -> changed", "press: changed -> ended (touches ended)",
            ])
        #expect(
            recorder.recognizerSteps == [
                RecognizerStep("press", .possible, .began, .recognized),
                RecognizerStep("pan", .possible, .failed, .prevented(by: stage.app.trace.subject(press))),
                RecognizerStep("press", .began, .changed, .stateAssigned),
                RecognizerStep("press", .changed, .ended, .touchesEnded),
            ])
        #expect(stage.log.lines == ["V.began[1]", "press began", "V.cancelled[1]", "press changed", "press ended"])
        stage.finish()
    }

    @Test(
        "shouldRecognizeSimultaneouslyWith answering true on either side lets both recognize",
        arguments: ["tapA", "tapB"])
    func simultaneousFromEitherSide(side: String) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tapA = stage.logging("tapA", UITapGestureRecognizer())
        let tapB = stage.logging("tapB", UITapGestureRecognizer())
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        (side == "tapA" ? tapA : tapB).delegate = delegate
        view.addGestureRecognizer(tapA)
        view.addGestureRecognizer(tapB)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(recorder.transitions == ["tapA: possible -> ended", "tapB: possible -> ended"])
        #expect(stage.log.lines == ["V.began[1]", "tapA ended", "tapB ended", "V.cancelled[1]"])
        stage.finish()
    }

    @Test("a subclass overriding canPrevent(_:) to false does not prevent the others")
    func canPreventOverride() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tapA = stage.logging("tapA", NonPreventingTap())
        let tapB = stage.logging("tapB", UITapGestureRecognizer())
        view.addGestureRecognizer(tapA)
        view.addGestureRecognizer(tapB)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(recorder.transitions == ["tapA: possible -> ended", "tapB: possible -> ended"])
        stage.finish()
    }

    @Test("a subclass overriding canBePrevented(by:) to false is not prevented by the others")
    func canBePreventedOverride() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tapA = stage.logging("tapA", UITapGestureRecognizer())
        let tapB = stage.logging("tapB", UnpreventableTap())
        let tapC = stage.logging("tapC", UITapGestureRecognizer())
        view.addGestureRecognizer(tapA)
        view.addGestureRecognizer(tapB)
        view.addGestureRecognizer(tapC)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(
            recorder.transitions == [
                "tapA: possible -> ended", "tapC: possible -> failed", "tapB: possible -> ended",
            ])
        stage.finish()
    }

    enum RequirementForm: String, CaseIterable, CustomStringConvertible {
        case requireToFail = "require(toFail:)"
        case delegateShouldRequireFailureOf = "delegate shouldRequireFailureOf"
        case delegateShouldBeRequiredToFailBy = "delegate shouldBeRequiredToFailBy"
        case subclassShouldRequireFailure = "subclass shouldRequireFailure(of:)"
        case subclassShouldBeRequiredToFail = "subclass shouldBeRequiredToFail(by:)"
        var description: String { rawValue }
    }

    /// A single tap that must wait for a double tap, set up in one of the five ways.
    private func singleWaitingForDouble(_ form: RequirementForm, on stage: Stage, delegate: ScriptedDelegate)
        -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer)
    {
        let single: UITapGestureRecognizer =
            form == .subclassShouldRequireFailure ? TapWaitingForDoubleTaps() : UITapGestureRecognizer()
        let double: UITapGestureRecognizer =
            form == .subclassShouldBeRequiredToFail ? DoubleTapRequiredToFail() : UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        stage.logging("single", single)
        stage.logging("double", double)
        switch form {
        case .requireToFail: single.require(toFail: double)
        case .delegateShouldRequireFailureOf:
            delegate.requireFailureOf = double
            single.delegate = delegate
        case .delegateShouldBeRequiredToFailBy:
            delegate.requiredToFailBy = single
            double.delegate = delegate
        case .subclassShouldRequireFailure, .subclassShouldBeRequiredToFail: break
        }
        return (single, double)
    }

    @Test(
        "a failure requirement makes the recognizer wait, and it recognizes the moment the other fails by timeout",
        arguments: RequirementForm.allCases)
    func requirementWaitsThenRecognizesOnTimeout(form: RequirementForm) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ScriptedDelegate()
        let (single, double) = singleWaitingForDouble(form, on: stage, delegate: delegate)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.05)
        #expect(single.state == .possible)
        stage.clock.advance(to: 0.399)
        stage.mark("0.399")
        stage.clock.advance(to: 0.4)
        #expect(stage.log.lines == ["V.began[1]", "-- 0.399", "single ended", "V.cancelled[1]"])
        #expect(
            recorder.transitionLines == [
                "single: possible -> possible (waits for double to fail)",
                "double: possible -> failed (no tap 2 within 0.35 s of the last lift)",
                "single: possible -> ended (double failed)",
            ])
        let doubleSubject = stage.app.trace.subject(double)
        #expect(
            recorder.recognizerSteps == [
                RecognizerStep("single", .possible, .possible, .waitsForFailure(of: doubleSubject)),
                RecognizerStep(
                    "double", .possible, .failed, .logicFailed(.tapTimedOut(tapNumber: 2, allowed: 0.35))),
                RecognizerStep("single", .possible, .ended, .requirementFailed(doubleSubject)),
            ])
        stage.finish()
    }

    @Test(
        "a failure requirement makes the recognizer fail when the other recognizes",
        arguments: RequirementForm.allCases)
    func requirementFailsWhenOtherRecognizes(form: RequirementForm) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ScriptedDelegate()
        let (single, double) = singleWaitingForDouble(form, on: stage, delegate: delegate)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.05)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0.2, duration: 0.05)
        stage.clock.advance(by: 1)
        #expect(stage.log.lines == ["V.began[1]", "V.began[1]", "double ended", "V.cancelled[1,1]"])
        #expect(
            recorder.transitionLines == [
                "single: possible -> possible (waits for double to fail)",
                "double: possible -> ended (recognized)",
                "single: possible -> failed (required double to fail, but it recognized)",
            ])
        let doubleSubject = stage.app.trace.subject(double)
        #expect(
            recorder.recognizerSteps == [
                RecognizerStep("single", .possible, .possible, .waitsForFailure(of: doubleSubject)),
                RecognizerStep("double", .possible, .ended, .recognized),
                RecognizerStep("single", .possible, .failed, .requirementRecognized(doubleSubject)),
            ])
        stage.finish()
    }

    @Test("a recognizer waiting for another recognizes the moment the other fails on a lift")
    func requirementRecognizesWhenOtherFailsOnLift() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", UITapGestureRecognizer())
        let press = stage.logging("press", UILongPressGestureRecognizer())
        tap.require(toFail: press)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.1)
        #expect(recorder.transitions == ["press: possible -> failed", "tap: possible -> ended"])
        #expect(recorder.transitionLines.last == "tap: possible -> ended (press failed)")
        #expect(stage.log.lines == ["V.began[1]", "tap ended", "V.cancelled[1]"])
        stage.finish()
    }
}
