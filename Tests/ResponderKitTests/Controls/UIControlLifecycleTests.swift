import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIControlLifecycleTests")
struct UIControlLifecycleTests {
    @Test("a tracking that a lift outside ends is ended exactly once, with touchUpOutside")
    func liftOutside() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 460), time: 0.1)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpOutside"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a recognizer that takes the touch cancels the tracking once, with touchCancel")
    func recognizerTakesTouch() {
        let stage = Stage()
        let (_, container, _) = stage.probe()
        container.addGestureRecognizer(UIPanGestureRecognizer { stage.log.add("pan \($0.state)") })
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 165, y: 150), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 180, y: 150), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 180, y: 150), time: 0.3)
        #expect(
            stage.log.lines == [
                "beginTracking", "touchDown", "pan began", "cancelTracking", "touchCancel", "pan changed", "pan ended",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a control removed by its own touchDown action cancels its tracking once, after the action returns")
    func removedDuringTouchDown() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.addAction(
            UIAction { _ in
                stage.log.add("removing")
                control.removeFromSuperview()
            }, for: .touchDown)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.2)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "removing", "cancelTracking", "touchCancel"])
        #expect(!control.isTracking)
        #expect(stage.app.leftovers == [])
    }

    @Test("a control removed by its own touchUpInside action has ended its tracking and is not cancelled")
    func removedDuringTouchUpInside() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.addAction(
            UIAction { _ in
                stage.log.add("removing")
                control.removeFromSuperview()
            }, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpInside", "removing"])
        #expect(stage.app.leftovers == [])
    }

    @Test("an interruption cancels the tracking once; the finger's later samples reach nothing")
    func interruption() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.inject(.interruption(timestamp: 0.1))
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.3)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(stage.app.leftovers == [])
    }

    @Test("hiding the window cancels the tracking once")
    func windowHidden() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.window.isHidden = true
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§6 a control disabled mid-touch keeps tracking to the lift and still sends touchUpInside there")
    func disabledMidTouch() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        control.isEnabled = false
        stage.log.add("disabled, highlighted \(control.isHighlighted)")
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.2)
        #expect(
            stage.log.lines == [
                "beginTracking", "touchDown", "disabled, highlighted false", "continueTracking", "endTracking",
                "touchUpInside",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a control disabled mid-touch still cancels its tracking once when the touch is cancelled")
    func disabledThenCancelled() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        control.isEnabled = false
        stage.app.cancelAllTouches()
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "cancelTracking"])
        #expect(stage.app.leftovers == [])
    }

    @Test("cancelTracking called by code ends the tracking; the lift calls nothing more")
    func cancelledByCode() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        control.cancelTracking(with: nil)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.2)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "cancelTracking"])
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(stage.app.leftovers == [])
    }
}
