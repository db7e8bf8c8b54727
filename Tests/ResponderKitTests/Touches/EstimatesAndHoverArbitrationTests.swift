import Foundation
import ResponderKit
import Testing

/// Who gets `touchesEstimatedPropertiesUpdated(_:)` (the touch's view and the recognizers that got the touch;
/// UIKit documents the recognizer's default as doing nothing, and the engine's `UIResponder` default does not
/// forward either), and how a hover recognizer and a touch recognizer on one view coexist (BehaviourContract §12).
@MainActor
@Suite("EstimatesAndHoverArbitrationTests")
struct EstimatesAndHoverArbitrationTests {
    /// A view logging the updates it gets; `callsSuper` makes it call the default afterwards.
    final class UpdateLoggingView: UIView {
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        let name: String
        let log: EventLog
        var callsSuper = false

        init(_ name: String, frame: CGRect, log: EventLog) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) cancelled") }

        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
            for touch in touches { log.add("\(name) updated #\(touch.estimationUpdateIndex?.intValue ?? -1)") }
            if callsSuper { super.touchesEstimatedPropertiesUpdated(touches) }
        }
    }

    /// A pan that logs its state changes and its updates.
    final class LoggingPan: UIPanGestureRecognizer {
        var log: EventLog?

        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
            for touch in touches { log?.add("pan updated #\(touch.estimationUpdateIndex?.intValue ?? -1)") }
        }
    }

    func pencil(_ tick: Int, _ phase: UITouch.Phase, x: CGFloat, index: Int) -> TouchSample {
        TouchSample(
            finger: 1, phase: phase, location: CGPoint(x: x, y: 50), force: 1, maximumPossibleForce: 4, type: .pencil,
            timestamp: Double(tick) / 240, estimationUpdateIndex: index, estimatedProperties: .force,
            estimatedPropertiesExpectingUpdates: .force)
    }

    func update(_ index: Int, at tick: Int) -> InputEvent {
        .estimatedUpdate(
            EstimatedPropertiesUpdate(timestamp: Double(tick) / 240, estimationUpdateIndex: index, force: 2))
    }

    @Test("§12 an update goes to the touch's view only: UIResponder's default does not pass it to the superview")
    func updateDoesNotClimbTheChain() {
        let stage = Stage()
        let container = UpdateLoggingView(
            "container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: stage.log)
        let canvas = UpdateLoggingView("canvas", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: stage.log)
        canvas.callsSuper = true
        stage.window.addSubview(container)
        container.addSubview(canvas)
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencil(0, .began, x: 10, index: 1)])))
        stage.app.inject(.touches(TouchFrame(timestamp: 1.0 / 240, samples: [pencil(1, .ended, x: 12, index: 2)])))
        stage.app.inject(update(1, at: 2))
        stage.app.inject(update(2, at: 3))
        #expect(stage.log.lines == ["canvas began", "canvas ended", "canvas updated #1", "canvas updated #2"])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§12 after a pan cancels the view's touch, updates of samples the view got still reach it; later ones reach only the pan"
    )
    func updatesAfterRecognition() {
        let stage = Stage()
        let canvas = UpdateLoggingView("canvas", frame: CGRect(x: 0, y: 0, width: 300, height: 200), log: stage.log)
        stage.window.addSubview(canvas)
        let pan = LoggingPan()
        pan.log = stage.log
        pan.addHandler { [log = stage.log] recognizer in log.add("pan \(recognizer.state)") }
        canvas.addGestureRecognizer(pan)
        stage.app.inject(.touches(TouchFrame(timestamp: 0, samples: [pencil(0, .began, x: 10, index: 1)])))
        stage.app.inject(.touches(TouchFrame(timestamp: 1.0 / 240, samples: [pencil(1, .moved, x: 60, index: 2)])))
        stage.app.inject(.touches(TouchFrame(timestamp: 2.0 / 240, samples: [pencil(2, .ended, x: 90, index: 3)])))
        for index in 1...3 { stage.app.inject(update(index, at: 3 + index)) }
        #expect(
            stage.log.lines == [
                "canvas began", "pan began", "canvas cancelled", "pan ended",
                "pan updated #1", "canvas updated #1", "pan updated #2", "pan updated #3",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§12 a hover recognizer and a pan on one view do not block each other: each runs its whole gesture")
    func hoverAndPanCoexist() {
        let stage = Stage()
        let view = UpdateLoggingView("card", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: stage.log)
        stage.window.addSubview(view)
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        hover.addHandler { [log = stage.log] recognizer in log.add("hover \(recognizer.state)") }
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.addHandler { [log = stage.log] recognizer in log.add("pan \(recognizer.state)") }
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(pan)
        let finger = { (phase: UITouch.Phase, x: CGFloat, time: TimeInterval) in
            InputEvent.touches(
                TouchFrame(
                    timestamp: time, samples: [TouchSample(finger: 1, phase: phase, location: CGPoint(x: x, y: 100))]))
        }
        stage.app.inject(.hover(HoverSample(timestamp: 0, location: CGPoint(x: 50, y: 50))))
        stage.app.inject(finger(.began, 100, 0.1))
        stage.app.inject(.hover(HoverSample(timestamp: 0.15, location: CGPoint(x: 60, y: 50))))
        stage.app.inject(finger(.moved, 150, 0.2))
        stage.app.inject(finger(.ended, 150, 0.3))
        stage.app.inject(.hover(HoverSample(timestamp: 0.4, phase: .exited, location: .zero)))
        #expect(
            stage.log.lines == [
                "hover began", "card began", "hover changed", "pan began", "card cancelled", "pan ended", "hover ended",
            ])
        #expect(hover.state == .possible && pan.state == .possible)
        #expect(stage.app.leftovers == [])
    }
}
