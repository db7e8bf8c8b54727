import ResponderKit
import Testing

/// A window on a manual clock for UIKit-style components, with an ordered log stamped with virtual time.
@MainActor
final class ComponentStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    var log: [String] = []

    init() {
        app = UIApplication(clock: clock)
        app.isVerifying = true
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
    }

    /// Adds a line stamped with the clock's time: `value 2 @0.1`.
    func add(_ line: String) {
        log.append("\(line) @\(format(clock.now))")
    }

    func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(saturating: rounded)) : String(rounded)
    }

    /// A finger drawn through `points`, one sample every `step` seconds from `start`.
    func drag(_ points: [CGPoint], from start: TimeInterval, step: TimeInterval, lift: Bool = true) {
        for (index, point) in points.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : (index == points.count - 1 && lift ? .ended : .moved)
            app.touch(phase, at: point, time: start + Double(index) * step)
        }
    }
}

/// Records a control's value changes in the stage's log, as an app's target would.
@MainActor
final class ValueRecorder {
    let stage: ComponentStage
    init(_ stage: ComponentStage) { self.stage = stage }

    func stepperChanged(_ stepper: Stepper) { stage.add("value \(Int(saturating: stepper.value))") }
    func knobChanged(_ knob: KnobControl) { stage.add("knob \(stage.format(Double(knob.value)))") }
    func knobTouchUpInside() { stage.add("knob touchUpInside") }
}

@MainActor
@Suite("UIKitComponentTests")
struct UIKitComponentTests {
    // MARK: - Stepper

    @Test("§11 a stepper's autorepeat Timer steps every 0.1 s of virtual time while the button is held")
    func stepperAutorepeat() {
        let stage = ComponentStage()
        let stepper = Stepper(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        stage.window.addSubview(stepper)
        let recorder = ValueRecorder(stage)
        stepper.addTarget(recorder, action: ValueRecorder.stepperChanged, for: .valueChanged)
        // The right button (x 170…220) has a frame only after the layout pass that runs before the touch.
        stage.app.touch(.began, at: CGPoint(x: 200, y: 120), time: 1)
        #expect(stage.app.leftovers.contains { $0.hasPrefix("app timer: Timer every 0.1 s, next at 1.1") })
        stage.app.touch(.ended, at: CGPoint(x: 200, y: 120), time: 1.35)
        stage.clock.advance(by: 1)
        #expect(stage.log == ["value 1 @1", "value 2 @1.1", "value 3 @1.2", "value 4 @1.3"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§5 a stepper's label pan resets its translation at every action and still flings from the velocity")
    func stepperPanFling() {
        let stage = ComponentStage()
        let stepper = Stepper(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        stage.window.addSubview(stepper)
        let recorder = ValueRecorder(stage)
        stepper.addTarget(recorder, action: ValueRecorder.stepperChanged, for: .valueChanged)
        // 150 pt to the right in 0.1 s (1,500 pt/s), then the finger lifts where it last moved: the velocity comes
        // from the samples of the last 100 ms, not from the translation the action reset at every move.
        let points = (0...10).map { CGPoint(x: 80 + CGFloat($0) * 15, y: 120) }
        stage.drag(points + [points[10]], from: 0, step: 0.01)
        #expect(stepper.lastFlingVelocity > 1000)
        #expect(stage.log.suffix(2) == ["value 7 @0.1", "value 12 @0.11"])
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Stroke recognizer

    @Test("§5 §11 a stroke begins from its 0.1 s Timer and sends an action for every later touch event")
    func strokeRecognizer() {
        let stage = ComponentStage()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(canvas)
        let stroke = StrokeGestureRecognizer(handler: { recognizer in
            guard let stroke = recognizer as? StrokeGestureRecognizer else { return }
            stage.add("\(stroke.state) \(stroke.stroke.count) points, \(stroke.numberOfTouches) down")
        })
        canvas.addGestureRecognizer(stroke)
        let points = (0...5).map { CGPoint(x: 10 + CGFloat($0) * 10, y: 10) }
        stage.app.touch(.began, at: points[0], time: 0)
        stage.app.touch(.moved, at: points[1], time: 0.05)
        stage.app.touch(.moved, at: points[2], time: 0.12)
        stage.app.touch(.moved, at: points[3], time: 0.14)
        stage.app.touch(.moved, at: points[4], time: 0.16)
        stage.app.touch(.ended, at: points[5], time: 0.2)
        #expect(
            stage.log == [
                "began 2 points, 1 down @0.1", "changed 3 points, 1 down @0.12", "changed 4 points, 1 down @0.14",
                "changed 5 points, 1 down @0.16", "ended 6 points, 0 down @0.2",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 a stroke lifted before its Timer fails, and its invalidated Timer is not left over")
    func strokeTooShort() {
        let stage = ComponentStage()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(canvas)
        let stroke = StrokeGestureRecognizer(handler: { stage.add("\($0.state)") })
        canvas.addGestureRecognizer(stroke)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        #expect(stage.app.leftovers.contains { $0.hasPrefix("app timer: Timer at 0.1") })
        stage.app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 0.05)
        stage.clock.advance(by: 1)
        #expect(stage.log == [])
        #expect(stroke.state == .possible)
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Rating view

    @Test("§10 a rating view's stars get their frames in layoutSubviews before the touch that taps one")
    func ratingViewLayout() {
        let stage = ComponentStage()
        let rating = RatingView(frame: CGRect(x: 10, y: 10, width: 216, height: 40))
        rating.onRatingChanged = { stage.add("rating \($0)") }
        stage.window.addSubview(rating)
        let trace = stage.app.trace.recorder()
        #expect(rating.starButtons[3].frame == .zero)
        // Stars are 40 pt with 4 pt spacing: the fourth spans x 132…172 in the rating view.
        stage.app.tap(at: CGPoint(x: 10 + 150, y: 30), time: 0)
        #expect(stage.log == ["rating 4 @0.05"])
        #expect(rating.layoutCount == 1)
        // The window (a subview was added), the rating view (its stars were added) and each star (resized) are
        // laid out; the trace shows the views whose layout is not ResponderKit's empty default.
        #expect(trace.lines.filter { $0.hasPrefix("layout ") } == ["layout RatingView"])
        // A new size marks the view: the next touch finds the stars where the new layout put them.
        rating.frame = CGRect(x: 10, y: 10, width: 116, height: 20)
        stage.app.tap(at: CGPoint(x: 10 + 5 * 24 - 10, y: 20), time: 1)
        #expect(stage.log == ["rating 4 @0.05", "rating 5 @1.05"])
        #expect(rating.layoutCount == 2)
        #expect(stage.app.leftovers == [])
    }

    @Test("§10 a controller's viewDidLayoutSubviews places its rating view, which lays out in the same pass")
    func ratingViewController() {
        let stage = ComponentStage()
        let controller = RatingViewController()
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        #expect(
            controller.events == [
                "viewWillLayoutSubviews 320", "viewDidLayoutSubviews rating width 300",
            ])
        #expect(controller.ratingView.layoutCount == 1)
        #expect(controller.ratingView.starButtons[4].frame == CGRect(x: 4 * 44, y: 0, width: 40, height: 40))
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Knob

    @Test("§6 a knob turned by a finger sends its values; one disabled mid-turn still sends touchUpInside")
    func knobControl() {
        let stage = ComponentStage()
        let knob = KnobControl(frame: CGRect(x: 60, y: 60, width: 200, height: 200))
        stage.window.addSubview(knob)
        let recorder = ValueRecorder(stage)
        knob.addTarget(recorder, action: ValueRecorder.knobChanged, for: .valueChanged)
        knob.addTarget(recorder, action: ValueRecorder.knobTouchUpInside, for: .touchUpInside)
        // From the right of the centre (160, 160) a quarter turn clockwise to below it: angle 0 → π/2.
        stage.app.touch(.began, at: CGPoint(x: 240, y: 160), time: 0)
        stage.app.touch(
            .moved, at: CGPoint(x: 160 + 80 * cos(CGFloat.pi / 4), y: 160 + 80 * sin(CGFloat.pi / 4)), time: 0.1)
        knob.isEnabled = false
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 240), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 240), time: 0.3)
        // Disabled, the knob still tracks its touch: its own sendActions(for:) still sends, and the lift sends
        // touchUpInside.
        #expect(stage.log == ["knob 0.167 @0.1", "knob 0.333 @0.2", "knob touchUpInside @0.3"])
        #expect(stage.app.leftovers == [])
    }

    @Test("the classic enlarge-the-hit-area extension works as an extension")
    func knobHitArea() {
        let stage = ComponentStage()
        let knob = KnobControl(frame: CGRect(x: 60, y: 60, width: 44, height: 44))
        stage.window.addSubview(knob)
        let outside = CGPoint(x: 55, y: 55)
        #expect(stage.window.hitTest(outside, with: nil) === stage.window)
        knob.touchAreaPadding = 10
        #expect(stage.window.hitTest(outside, with: nil) === knob)
        #expect(stage.window.hitTest(CGPoint(x: 49, y: 60), with: nil) === stage.window)
        #expect(stage.app.leftovers == [])
    }

    // MARK: - One-finger rotation

    @Test("§5 a one-finger rotation recognizer reports the angle turned, reset by its action")
    func oneFingerRotation() {
        let stage = ComponentStage()
        let dial = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 200))
        stage.window.addSubview(dial)
        var total: CGFloat = 0
        let rotation = OneFingerRotationGestureRecognizer(handler: { recognizer in
            guard let rotation = recognizer as? OneFingerRotationGestureRecognizer else { return }
            total += rotation.rotation
            stage.add("\(rotation.state) \(Int(saturating: (rotation.rotation * 180 / .pi).rounded()))°")
            rotation.rotation = 0
        })
        dial.addGestureRecognizer(rotation)
        let angles: [CGFloat] = [0, 30, 60, 90]
        let points = angles.map { CGPoint(x: 160 + 80 * cos($0 * .pi / 180), y: 160 + 80 * sin($0 * .pi / 180)) }
        stage.drag(points, from: 0, step: 0.1)
        #expect(stage.log == ["began 30° @0.1", "changed 30° @0.2", "ended 0° @0.3"])
        #expect(abs(total - .pi / 3) < 1e-9)
        #expect(stage.app.leftovers == [])
    }
}
