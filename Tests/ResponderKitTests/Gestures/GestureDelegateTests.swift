import Foundation
import ResponderKit
import Testing

/// A view that refuses to let pans begin on it.
@MainActor
final class PanVetoingView: LoggingView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.add("\(name).gestureRecognizerShouldBegin(\(gestureRecognizer.name ?? "?"))")
        return !(gestureRecognizer is UIPanGestureRecognizer)
    }
}

/// A responder that handles named actions from recognizers.
@MainActor
final class GestureActionTarget: UIResponder {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
        registerAction(Selector("handlePan:")) { sender, _ in
            guard let pan = sender as? UIPanGestureRecognizer else { return log.add("handlePan: wrong sender") }
            log.add("handlePan: \(pan.state) \(r(pan.translation(in: nil)))")
        }
        registerAction(Selector("handleTap:")) { sender, _ in
            log.add("handleTap: \((sender as? UIGestureRecognizer)?.state.description ?? "?")")
        }
    }
}

/// BehaviourContract §5: the delegate's and the view's questions, enabling and removing recognizers, and
/// target-action.
@MainActor
@Suite("GestureDelegateTests")
struct GestureDelegateTests {
    @Test("gestureRecognizerShouldBegin is asked exactly once, at the moment of recognition")
    func shouldBeginAskedOnce() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let delegate = ScriptedDelegate(log: stage.log)
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 15, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.02)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 0.03)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.04)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.05)
        #expect(delegate.shouldBeginCount == 1)
        #expect(
            stage.log.lines == [
                "V.began[1]", "V.moved[1]", "shouldBegin pan", "pan began", "V.cancelled[1]", "pan changed",
                "pan changed", "pan ended",
            ])
        stage.finish()
    }

    @Test("gestureRecognizerShouldBegin of a waiting recognizer is asked once, when the one it waits for fails")
    func shouldBeginAskedAfterWaiting() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ScriptedDelegate(log: stage.log)
        let single = stage.logging("single", UITapGestureRecognizer())
        let double = stage.logging("double", UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("lifted")
        stage.clock.advance(by: 1)
        #expect(delegate.shouldBeginCount == 1)
        #expect(stage.log.lines == ["V.began[1]", "-- lifted", "shouldBegin single", "single ended", "V.cancelled[1]"])
        stage.finish()
    }

    @Test("gestureRecognizerShouldBegin answering false makes the recognizer fail, and the view keeps its touch")
    func shouldBeginFalseFails() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let delegate = ScriptedDelegate(log: stage.log)
        delegate.shouldBegin = false
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(delegate.shouldBeginCount == 1)
        #expect(
            recorder.transitionLines == [
                "pan: possible -> failed (delegate's gestureRecognizerShouldBegin returned false)"
            ])
        #expect(stage.log.lines == ["V.began[1]", "shouldBegin pan", "V.moved[1]", "V.moved[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test("UIView.gestureRecognizerShouldBegin lets the recognizer's view veto it")
    func viewVetoesOwnRecognizer() {
        let stage = Stage()
        let view = PanVetoingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: stage.log)
        stage.window.addSubview(view)
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.ended, at: CGPoint(x: 30, y: 10), time: 0.02)
        #expect(recorder.transitionLines == ["pan: possible -> failed (V.gestureRecognizerShouldBegin returned false)"])
        #expect(stage.log.lines == ["V.began[1]", "V.gestureRecognizerShouldBegin(pan)", "V.moved[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test("UIView.gestureRecognizerShouldBegin of the hit view vetoes a recognizer of its ancestor")
    func hitViewVetoesAncestorsRecognizer() {
        let stage = Stage()
        let parent = stage.view("P", CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = PanVetoingView("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        child.callsSuper = false
        parent.addSubview(child)
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        parent.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.ended, at: CGPoint(x: 30, y: 10), time: 0.02)
        #expect(stage.log.lines == ["C.began[1]", "C.gestureRecognizerShouldBegin(pan)", "C.moved[1]", "C.ended[1]"])
        stage.log.lines.removeAll()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 1)
        stage.app.touch(.moved, at: CGPoint(x: 170, y: 150), time: 1.01)
        stage.app.touch(.ended, at: CGPoint(x: 170, y: 150), time: 1.02)
        #expect(stage.log.lines == ["P.began[1]", "pan began", "P.cancelled[1]", "pan ended"])
        stage.finish()
    }

    @Test("gestureRecognizer(_:shouldReceive:) touch answering false: the recognizer never sees the touch")
    func shouldReceiveTouchFalse() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        view.isMultipleTouchEnabled = true
        let probe = ProbeRecognizer("probe", log: stage.log)
        let delegate = ScriptedDelegate()
        delegate.receiveTouch = { $0.finger != 2 }
        probe.delegate = delegate
        view.addGestureRecognizer(probe)
        stage.app.touch(.began, finger: 2, at: CGPoint(x: 50, y: 50), time: 0)
        #expect(stage.app.liveTouches[0].gestureRecognizers == nil)
        stage.app.touch(.began, finger: 1, at: CGPoint(x: 20, y: 20), time: 0.01)
        stage.app.touch(.moved, finger: 2, at: CGPoint(x: 55, y: 50), time: 0.02)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 55, y: 50), time: 0.03)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 20, y: 20), time: 0.04)
        #expect(
            stage.log.lines == [
                "V.began[2]", "probe.began[1]", "V.began[1]", "V.moved[2]", "V.ended[2]", "probe.ended[1]",
                "V.ended[1]",
            ])
        stage.finish()
    }

    @Test("gestureRecognizer(_:shouldReceive:) event answering false: the recognizer sees none of the event's touches")
    func shouldReceiveEventFalse() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", UITapGestureRecognizer())
        let delegate = ScriptedDelegate()
        delegate.receiveEvent = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]"])
        delegate.receiveEvent = true
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 1)
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]", "V.began[1]", "tap ended", "V.cancelled[1]"])
        stage.finish()
    }

    @Test("isEnabled = false mid-gesture cancels a continuous gesture that began")
    func disablingCancelsBegunGesture() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        pan.isEnabled = false
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(
            recorder.transitionLines == ["pan: possible -> began (recognized)", "pan: began -> cancelled (disabled)"])
        #expect(stage.log.lines == ["V.began[1]", "pan began", "V.cancelled[1]", "pan cancelled"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        stage.finish()
    }

    @Test(
        "isEnabled = false while the recognizer is possible fails it, stops its timer, and the view gets its end at once"
    )
    func disablingFailsPossibleGesture() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = stage.logging("press", UILongPressGestureRecognizer())
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        #expect(stage.app.leftovers == ["finger 1 down on V", "1 timer(s) pending"])
        press.isEnabled = false
        #expect(stage.app.leftovers == ["finger 1 down on V"])
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 1)
        #expect(recorder.transitionLines == ["press: possible -> failed (disabled)"])
        #expect(stage.log.lines == ["V.began[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test("removing a recognizer mid-gesture cancels its gesture; the touch stays taken from the view")
    func removingMidGesture() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        view.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
        #expect(view.gestureRecognizers == nil)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(
            recorder.transitionLines == [
                "pan: possible -> began (recognized)", "pan: began -> cancelled (removed from its view)",
            ])
        #expect(stage.log.lines == ["V.began[1]", "pan began", "V.cancelled[1]", "pan cancelled"])
        stage.finish()
    }

    @Test("removing a possible recognizer mid-gesture fails it, and the view's end is no longer withheld")
    func removingPossibleRecognizer() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = stage.logging("double", UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.mark("lifted")
        view.removeGestureRecognizer(double)
        stage.mark("removed")
        #expect(stage.log.lines == ["V.began[1]", "-- lifted", "V.ended[1]", "-- removed"])
        stage.finish()
    }

    @Test("named actions (addTarget with a Selector) and closures fire on began, changed, ended and cancelled")
    func targetActionContinuous() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let target = GestureActionTarget(log: stage.log)
        let pan = UIPanGestureRecognizer(target: target, action: Selector("handlePan:"))
        pan.addHandler { stage.log.add("closure: \($0.state)") }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 40, y: 10), time: 0.03)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 1)
        stage.app.touch(.moved, at: CGPoint(x: 10, y: 30), time: 1.01)
        stage.app.inject(.interruption(timestamp: 1.02))
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 30), time: 1.03)
        #expect(
            stage.log.lines == [
                "V.began[1]", "handlePan: began (20, 0)", "closure: began", "V.cancelled[1]",
                "handlePan: changed (30, 0)", "closure: changed", "handlePan: ended (30, 0)", "closure: ended",
                "V.began[1]", "handlePan: began (0, 20)", "closure: began", "V.cancelled[1]",
                "handlePan: cancelled (0, 20)", "closure: cancelled",
            ])
        stage.finish()
    }

    @Test("a discrete recognizer's actions fire once, when it is recognized; removeTarget stops a named action")
    func targetActionDiscrete() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let target = GestureActionTarget(log: stage.log)
        let tap = UITapGestureRecognizer()
        tap.addTarget(target, action: Selector("handleTap:"))
        view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 1)
        stage.app.touch(.moved, at: CGPoint(x: 80, y: 50), time: 1.01)
        stage.app.touch(.ended, at: CGPoint(x: 80, y: 50), time: 1.02)
        tap.removeTarget(target, action: Selector("handleTap:"))
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 2)
        #expect(
            stage.log.lines == [
                "V.began[1]", "handleTap: ended", "V.cancelled[1]",
                "V.began[1]", "V.moved[1]", "V.ended[1]",
                "V.began[1]", "V.cancelled[1]",
            ])
        stage.finish()
    }
}
