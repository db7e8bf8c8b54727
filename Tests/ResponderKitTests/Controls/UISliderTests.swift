import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UISliderTests")
struct UISliderTests {
    /// A slider 228 pt wide at (20, 100) in 0...100: its thumb centre moves from window x 34 (value 0) to
    /// 234 (value 100), so value = (window x − 34) / 2. Every event is logged with the value.
    private func slider(in stage: Stage) -> (slider: UISlider, container: LoggingView, logger: ActionLogger) {
        let container = stage.view("Container", CGRect(x: 0, y: 0, width: 320, height: 480))
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 40))
        slider.maximumValue = 100
        container.addSubview(slider)
        let logger = ActionLogger(stage.log)
        logger.describe = { "\(($0 as! UISlider).value)" }
        slider.logEvents(to: logger)
        return (slider, container, logger)
    }

    @Test("the thumb is a 28 pt square whose centre runs 14 pt inside each end of the track")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 40))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 18, width: 228, height: 4))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 6, width: 28, height: 28))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
                == CGRect(x: 100, y: 6, width: 28, height: 28))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
                == CGRect(x: 200, y: 6, width: 28, height: 28))
    }

    @Test("dragging the thumb sets the value from the finger's x and sends valueChanged on each change")
    func continuousDrag() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 34, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 134, y: 120), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 184, y: 400), time: 0.2)
        stage.app.touch(.moved, at: CGPoint(x: 300, y: 400), time: 0.3)
        stage.app.touch(.moved, at: CGPoint(x: 310, y: 400), time: 0.4)
        stage.app.touch(.ended, at: CGPoint(x: 310, y: 400), time: 0.5)
        #expect(
            stage.log.lines == [
                "touchDown 0.0",
                "valueChanged 50.0", "touchDragInside 50.0",
                "valueChanged 75.0", "touchDragExit 75.0", "touchDragOutside 75.0",
                "valueChanged 100.0", "touchDragOutside 100.0",
                "touchDragOutside 100.0",
                "touchUpOutside 100.0",
            ])
        #expect(slider.value == 100)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a non-continuous slider sends one valueChanged when the drag ends")
    func nonContinuousDrag() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        slider.isContinuous = false
        stage.app.touch(.began, at: CGPoint(x: 34, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 84, y: 120), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 134, y: 120), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 134, y: 120), time: 0.3)
        #expect(
            stage.log.lines == [
                "touchDown 0.0", "touchDragInside 25.0", "touchDragInside 50.0", "valueChanged 50.0",
                "touchUpInside 50.0",
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a non-continuous slider dragged back to where it started sends no valueChanged")
    func nonContinuousRoundTrip() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        slider.isContinuous = false
        stage.app.touch(.began, at: CGPoint(x: 34, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 84, y: 120), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 34, y: 120), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 34, y: 120), time: 0.3)
        #expect(
            stage.log.lines == ["touchDown 0.0", "touchDragInside 25.0", "touchDragInside 0.0", "touchUpInside 0.0"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a touch on the track outside the thumb begins no tracking and changes nothing")
    func offThumb() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 134, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 184, y: 120), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 184, y: 120), time: 0.2)
        #expect(stage.log.lines == [])
        #expect(slider.value == 0 && !slider.isTracking)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("setValue clamps to the range, and changing the range clamps the value, sending nothing")
    func clamping() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        slider.setValue(150, animated: false)
        #expect(slider.value == 100)
        slider.maximumValue = 40
        #expect(slider.value == 40)
        slider.minimumValue = 60
        #expect(slider.maximumValue == 60 && slider.value == 60)
        slider.value = -5
        #expect(slider.value == 60)
        #expect(stage.log.lines == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a pan recognizer of an ancestor does not steal a drag that began on the thumb")
    func panDoesNotStealThumbDrag() {
        let stage = Stage()
        let (slider, container, logger) = slider(in: stage)
        container.addGestureRecognizer(UIPanGestureRecognizer { stage.log.add("pan \($0.state)") })
        stage.app.touch(.began, at: CGPoint(x: 34, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 54, y: 120), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 74, y: 120), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 74, y: 120), time: 0.3)
        #expect(
            stage.log.lines == [
                "touchDown 0.0", "valueChanged 10.0", "touchDragInside 10.0", "valueChanged 20.0",
                "touchDragInside 20.0", "touchUpInside 20.0",
            ])
        #expect(slider.value == 20)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a pan recognizer of an ancestor takes a drag that began off the thumb")
    func panTakesOffThumbDrag() {
        let stage = Stage()
        let (slider, container, logger) = slider(in: stage)
        container.addGestureRecognizer(UIPanGestureRecognizer { stage.log.add("pan \($0.state)") })
        stage.app.touch(.began, at: CGPoint(x: 134, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 154, y: 120), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 154, y: 120), time: 0.2)
        #expect(stage.log.lines == ["pan began", "pan ended"])
        #expect(slider.value == 0)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("a pan recognizer attached to the slider itself takes even a thumb drag")
    func ownPanWorks() {
        let stage = Stage()
        let (slider, _, logger) = slider(in: stage)
        slider.addGestureRecognizer(UIPanGestureRecognizer { stage.log.add("pan \($0.state)") })
        stage.app.touch(.began, at: CGPoint(x: 34, y: 120), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 54, y: 120), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 54, y: 120), time: 0.2)
        #expect(stage.log.lines == ["touchDown 0.0", "pan began", "touchCancel 0.0", "pan ended"])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }
}
