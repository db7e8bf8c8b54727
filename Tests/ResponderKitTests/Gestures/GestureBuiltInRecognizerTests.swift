import Foundation
import ResponderKit
import Testing

/// BehaviourContract §5 and §8: the built-in recognizers' properties and thresholds, driven through the window.
@MainActor
@Suite("GestureBuiltInRecognizerTests")
struct GestureBuiltInRecognizerTests {
    // MARK: - Tap

    @Test("tap: numberOfTouchesRequired 2 recognizes a two-finger tap and fails a one-finger tap")
    func tapTouchesRequired() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        view.isMultipleTouchEnabled = true
        let tap = stage.logging("tap", UITapGestureRecognizer())
        tap.numberOfTouchesRequired = 2
        #expect(tap.numberOfTapsRequired == 1)
        view.addGestureRecognizer(tap)
        let recorder = stage.app.trace.recorder()
        stage.app.touches([(1, .began, CGPoint(x: 40, y: 50)), (2, .began, CGPoint(x: 60, y: 50))], time: 0)
        stage.app.touches([(1, .ended, CGPoint(x: 40, y: 50)), (2, .ended, CGPoint(x: 60, y: 50))], time: 0.05)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 1)
        stage.clock.advance(by: 1)
        #expect(recorder.transitions == ["tap: possible -> ended", "tap: possible -> failed"])
        #expect(stage.log.lines == ["V.began[1,2]", "tap ended", "V.cancelled[1,2]", "V.began[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test(
        "tap: the next tap of a double tap must go down within 0.35 s of the lift",
        arguments: [(0.34, true), (0.36, false)])
    func tapMultiTapInterval(gap: TimeInterval, recognized: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = stage.logging("double", UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.05)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0.05 + gap, duration: 0.05)
        stage.clock.advance(by: 1)
        #expect(
            recorder.transitions
                == (recognized
                    ? ["double: possible -> ended"] : ["double: possible -> failed", "double: possible -> failed"]))
        stage.finish()
    }

    @Test("tap: a finger may move 10 pt and still tap", arguments: [(9.0, true), (11.0, false)])
    func tapAllowableMovement(distance: CGFloat, recognized: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = stage.logging("tap", UITapGestureRecognizer())
        view.addGestureRecognizer(tap)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 50 + distance, y: 50), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50 + distance, y: 50), time: 0.04)
        #expect(
            stage.log.lines
                == (recognized
                    ? ["V.began[1]", "V.moved[1]", "tap ended", "V.cancelled[1]"]
                    : ["V.began[1]", "V.moved[1]", "V.ended[1]"]))
        stage.finish()
    }

    // MARK: - Long press

    @Test("long press: begins 0.5 s after the touch went down, on the manual clock; later moves are changes")
    func longPressTimer() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let press = stage.logging("press", UILongPressGestureRecognizer()) { r(($0).location(in: view)) }
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.clock.advance(to: 0.499)
        stage.mark("0.499")
        stage.clock.advance(to: 0.5)
        stage.mark("0.5")
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 50), time: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 50), time: 0.7)
        #expect(
            stage.log.lines == [
                "V.began[1]", "-- 0.499", "press began (50, 50)", "V.cancelled[1]", "-- 0.5",
                "press changed (150, 50)", "press ended (150, 50)",
            ])
        stage.finish()
    }

    @Test(
        "long press: a finger may move allowableMovement before it begins",
        arguments: [(10.0, 9.0, true), (10.0, 11.0, false), (30.0, 25.0, true)])
    func longPressAllowableMovement(allowed: CGFloat, moved: CGFloat, begins: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let press = stage.logging("press", UILongPressGestureRecognizer())
        press.allowableMovement = allowed
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 50 + moved), time: 0.2)
        stage.clock.advance(to: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50 + moved), time: 0.7)
        #expect(
            recorder.transitions
                == (begins ? ["press: possible -> began", "press: began -> ended"] : ["press: possible -> failed"]))
        stage.finish()
    }

    @Test("long press: numberOfTouchesRequired 2 needs two fingers held")
    func longPressTouchesRequired() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let press = stage.logging("press", UILongPressGestureRecognizer()) { "\($0.numberOfTouches)" }
        press.numberOfTouchesRequired = 2
        view.addGestureRecognizer(press)
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 1)
        stage.app.touches([(1, .began, CGPoint(x: 50, y: 50)), (2, .began, CGPoint(x: 90, y: 50))], time: 2)
        stage.clock.advance(to: 2.5)
        stage.app.touches([(1, .ended, CGPoint(x: 50, y: 50)), (2, .ended, CGPoint(x: 90, y: 50))], time: 2.6)
        #expect(
            recorder.transitions == ["press: possible -> failed", "press: possible -> began", "press: began -> ended"])
        #expect(stage.log.lines.contains("press began 2"))
        stage.finish()
    }

    @Test("long press: numberOfTapsRequired 1 needs a tap, then the finger down again and held")
    func longPressTapsRequired() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let press = stage.logging("press", UILongPressGestureRecognizer())
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.clock.advance(to: 1)
        stage.mark("held 1 s without the tap")
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 1)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 2, duration: 0.05)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 2.2)
        stage.clock.advance(to: 2.699)
        stage.mark("2.699")
        stage.clock.advance(to: 2.7)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 50), time: 2.8)
        #expect(
            stage.log.lines == [
                "V.began[1]", "-- held 1 s without the tap", "V.ended[1]", "V.began[1]", "V.began[1]", "-- 2.699",
                "press began", "V.cancelled[1,1]", "press ended",
            ])
        stage.finish()
    }

    // MARK: - Pan

    @Test("pan: minimumNumberOfTouches 2 ignores one dragging finger and begins with two")
    func panMinimumTouches() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let pan = stage.logging("pan", UIPanGestureRecognizer()) {
            $0.state == .began ? "with \($0.numberOfTouches)" : "after the lift"
        }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 60, y: 10), time: 0.05)
        stage.app.touch(.ended, at: CGPoint(x: 60, y: 10), time: 0.1)
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 10, y: 50))], time: 1)
        stage.app.touches([(1, .moved, CGPoint(x: 60, y: 10)), (2, .moved, CGPoint(x: 60, y: 50))], time: 1.05)
        stage.app.touches([(1, .ended, CGPoint(x: 60, y: 10)), (2, .ended, CGPoint(x: 60, y: 50))], time: 1.1)
        #expect(recorder.transitions == ["pan: possible -> failed", "pan: possible -> began", "pan: began -> ended"])
        #expect(
            stage.log.lines == [
                "V.began[1]", "V.moved[1]", "V.ended[1]", "V.began[1,2]", "pan began with 2", "V.cancelled[1,2]",
                "pan ended after the lift",
            ])
        stage.finish()
    }

    @Test("pan: maximumNumberOfTouches 1 fails when a second finger is down before it begins")
    func panMaximumTouches() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let pan = stage.logging("pan", UIPanGestureRecognizer())
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        let recorder = stage.app.trace.recorder()
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 10, y: 50))], time: 0)
        stage.app.touches([(1, .moved, CGPoint(x: 60, y: 10)), (2, .moved, CGPoint(x: 60, y: 50))], time: 0.05)
        stage.app.touches([(1, .ended, CGPoint(x: 60, y: 10)), (2, .ended, CGPoint(x: 60, y: 50))], time: 0.1)
        #expect(recorder.transitions == ["pan: possible -> failed"])
        #expect(stage.log.lines == ["V.began[1,2]", "V.moved[1,2]", "V.ended[1,2]"])
        stage.finish()
    }

    @Test("pan: translation(in:) is given in the coordinates of the view asked about")
    func panTranslationInViews() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let zoomed = stage.view("Z", CGRect(x: 0, y: 320, width: 100, height: 100))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = stage.logging("pan", UIPanGestureRecognizer()) {
            "\(r($0.translation(in: nil))) \(r($0.translation(in: view))) \(r($0.translation(in: zoomed)))"
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 20), time: 0.05)
        stage.app.touch(.ended, at: CGPoint(x: 30, y: 20), time: 0.1)
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began (20, 10) (20, 10) (10, 5)", "V.cancelled[1]",
                "pan ended (20, 10) (20, 10) (10, 5)",
            ])
        stage.finish()
    }

    @Test("pan: setTranslation(.zero, in:) in the action makes each translation the movement since the last action")
    func panSetTranslation() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        pan.addHandler { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            stage.log.add("pan \(pan.state) \(r(pan.translation(in: view)))")
            pan.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 35, y: 12), time: 0.02)
        stage.app.touch(.moved, at: CGPoint(x: 25, y: 12), time: 0.03)
        stage.app.touch(.ended, at: CGPoint(x: 25, y: 12), time: 0.04)
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began (20, 0)", "V.cancelled[1]", "pan changed (5, 2)", "pan changed (-10, 0)",
                "pan ended (0, 0)",
            ])
        stage.finish()
    }

    @Test("pan: velocity(in:) of a finger moving at a constant 1000 pt/s is (1000, 0), and 500 in a view zoomed twice")
    func panVelocity() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let zoomed = stage.view("Z", CGRect(x: 0, y: 320, width: 100, height: 100))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = stage.logging("pan", UIPanGestureRecognizer()) {
            "\(r($0.velocity(in: view))) \(r($0.velocity(in: zoomed)))"
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        for step in 1...10 {
            stage.app.touch(.moved, at: CGPoint(x: 10 + 10 * CGFloat(step), y: 10), time: 0.01 * Double(step))
        }
        stage.app.touch(.ended, at: CGPoint(x: 110, y: 10), time: 0.1)
        #expect(stage.log.lines.suffix(2) == ["pan changed (1000, 0) (500, 0)", "pan ended (1000, 0) (500, 0)"])
        stage.finish()
    }

    @Test("pan: translation(in:) turns with a turned ancestor and ignores a scrolled one's offset")
    func panTranslationThroughAncestors() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        // A child of a container turned a quarter turn: the window's +x is the child's −y.
        let turned = stage.view("T", CGRect(x: 0, y: 320, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = stage.view("C", CGRect(x: 10, y: 10, width: 50, height: 50), in: turned)
        // A child of a container whose bounds are scrolled: offsets do not change a translation.
        let scrolled = stage.view("S", CGRect(x: 100, y: 320, width: 100, height: 100))
        scrolled.bounds.origin = CGPoint(x: 40, y: 70)
        let inScrolled = stage.view("I", CGRect(x: 0, y: 0, width: 50, height: 50), in: scrolled)
        let pan = stage.logging("pan", UIPanGestureRecognizer()) {
            "\(r($0.translation(in: child))) \(r($0.translation(in: inScrolled)))"
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.02)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.03)
        #expect(stage.log.lines.suffix(2) == ["pan changed (0, -40) (40, 0)", "pan ended (0, -40) (40, 0)"])
        stage.finish()
    }

    // MARK: - Swipe

    @Test(
        "swipe: one recognizer per direction recognizes a quick stroke in its direction",
        arguments: [
            (UISwipeGestureRecognizer.Direction.right, CGPoint(x: 80, y: 0)), (.left, CGPoint(x: -80, y: 0)),
            (.up, CGPoint(x: 0, y: -80)), (.down, CGPoint(x: 0, y: 80)),
        ])
    func swipeDirections(direction: UISwipeGestureRecognizer.Direction, stroke: CGPoint) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        let swipe = stage.logging("swipe", UISwipeGestureRecognizer())
        #expect(swipe.direction == .right)
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        let start = CGPoint(x: 160, y: 240)
        stage.app.touch(.began, at: start, time: 0)
        stage.app.touch(.moved, at: CGPoint(x: start.x + stroke.x / 2, y: start.y + stroke.y / 2), time: 0.05)
        stage.app.touch(.moved, at: CGPoint(x: start.x + stroke.x, y: start.y + stroke.y), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: start.x + stroke.x, y: start.y + stroke.y), time: 0.15)
        #expect(stage.log.lines == ["V.began[1]", "V.moved[1]", "swipe ended", "V.cancelled[1]"])
        stage.finish()
    }

    @Test("swipe: a stroke that takes longer than 0.5 s to travel 50 pt fails")
    func swipeTooSlow() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        let swipe = stage.logging("swipe", UISwipeGestureRecognizer())
        view.addGestureRecognizer(swipe)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 100, y: 240), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 120, y: 240), time: 0.2)
        stage.app.touch(.moved, at: CGPoint(x: 140, y: 240), time: 0.4)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 240), time: 0.6)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 240), time: 0.7)
        #expect(recorder.transitions == ["swipe: possible -> failed"])
        #expect(stage.log.lines == ["V.began[1]", "V.moved[1]", "V.moved[1]", "V.moved[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test("swipe: a quick stroke in another direction fails")
    func swipeWrongDirection() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        let swipe = stage.logging("swipe", UISwipeGestureRecognizer())
        view.addGestureRecognizer(swipe)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 200, y: 240), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 120, y: 240), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 120, y: 240), time: 0.15)
        #expect(recorder.transitions == ["swipe: possible -> failed"])
        #expect(stage.log.lines == ["V.began[1]", "V.moved[1]", "V.ended[1]"])
        stage.finish()
    }

    @Test("swipe: numberOfTouchesRequired 2 recognizes a two-finger swipe and fails a one-finger one")
    func swipeTouchesRequired() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let swipe = stage.logging("swipe", UISwipeGestureRecognizer())
        swipe.numberOfTouchesRequired = 2
        view.addGestureRecognizer(swipe)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 100, y: 240), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 180, y: 240), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 180, y: 240), time: 0.15)
        stage.app.touches([(1, .began, CGPoint(x: 100, y: 200)), (2, .began, CGPoint(x: 100, y: 280))], time: 1)
        stage.app.touches([(1, .moved, CGPoint(x: 180, y: 200)), (2, .moved, CGPoint(x: 180, y: 280))], time: 1.1)
        stage.app.touches([(1, .ended, CGPoint(x: 180, y: 200)), (2, .ended, CGPoint(x: 180, y: 280))], time: 1.15)
        #expect(recorder.transitions == ["swipe: possible -> failed", "swipe: possible -> ended"])
        stage.finish()
    }

    // MARK: - Pinch and rotation

    /// Two fingers 100 pt apart, then finger 2 moved to each of `positions`, 0.01 s apart.
    private func twoFingers(_ stage: Stage, moving positions: [CGPoint]) {
        stage.app.touches([(1, .began, CGPoint(x: 100, y: 150)), (2, .began, CGPoint(x: 200, y: 150))], time: 0)
        for (index, position) in positions.enumerated() {
            stage.app.touch(.moved, finger: 2, at: position, time: 0.01 * Double(index + 1))
        }
        let last = positions.last ?? CGPoint(x: 200, y: 150)
        let time = 0.01 * Double(positions.count + 1)
        stage.app.touches([(1, .ended, CGPoint(x: 100, y: 150)), (2, .ended, last)], time: time)
    }

    @Test("pinch: scale is cumulative since the pinch began")
    func pinchScaleCumulative() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let pinch = stage.logging("pinch", UIPinchGestureRecognizer()) { r($0.scale) }
        view.addGestureRecognizer(pinch)
        twoFingers(stage, moving: [CGPoint(x: 205, y: 150), CGPoint(x: 260, y: 150), CGPoint(x: 300, y: 150)])
        #expect(
            stage.log.lines == [
                "V.began[1,2]", "V.moved[2]", "pinch began 1.6", "V.cancelled[1,2]", "pinch changed 2",
                "pinch ended 2",
            ])
        stage.finish()
    }

    @Test(
        "pinch and rotation: the first finger's moves before the second goes down count from its last delivered place, even when it moves in the second's frame"
    )
    func pairFormsWhereTheFirstFingerWas() {
        // A pinch or rotation holds a lone finger's moves back (they can change nothing but where it is) and gives
        // the logic the last one before the second finger's began: the pair must form exactly as if every move had
        // been seen — from (150, 150), where the first finger was last delivered, not from where it went down
        // (100, 150), and not from (165, 150), where it moves in the frame in which the second finger goes down: the
        // span goes from 100 to 85 in that frame (scale 0.85; from 165 it would stay 1, from 100 it would be 0.567).
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let pinch = stage.logging("pinch", UIPinchGestureRecognizer()) { r($0.scale) }
        let rotation = stage.logging("rotation", UIRotationGestureRecognizer()) { r($0.rotation) }
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        stage.app.touch(.began, finger: 1, at: CGPoint(x: 100, y: 150), time: 0)
        stage.app.touch(.moved, finger: 1, at: CGPoint(x: 120, y: 150), time: 0.01)
        stage.app.touch(.moved, finger: 1, at: CGPoint(x: 150, y: 150), time: 0.02)
        stage.mark("second finger down")
        stage.app.touches([(1, .moved, CGPoint(x: 165, y: 150)), (2, .began, CGPoint(x: 250, y: 150))], time: 0.03)
        stage.mark("second finger turns")
        stage.app.touch(.moved, finger: 2, at: CGPoint(x: 250, y: 240), time: 0.04)
        stage.app.touches([(1, .ended, CGPoint(x: 165, y: 150)), (2, .ended, CGPoint(x: 250, y: 240))], time: 0.05)
        #expect(
            stage.log.lines == [
                "V.began[1]", "V.moved[1]", "V.moved[1]", "-- second finger down", "V.began[2]", "pinch began 0.85",
                "V.cancelled[1,2]", "-- second finger turns", "pinch changed 1.238",
                "rotation began 0.814", "pinch ended 1.238", "rotation ended 0.814",
            ])
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("pinch: setting scale to 1 in the action re-bases it, so each scale is the change since the last action")
    func pinchScaleReset() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        pinch.addHandler { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            stage.log.add("pinch \(pinch.state) \(r(pinch.scale))")
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        twoFingers(stage, moving: [CGPoint(x: 250, y: 150), CGPoint(x: 300, y: 150), CGPoint(x: 240, y: 150)])
        #expect(
            stage.log.lines == [
                "V.began[1,2]", "pinch began 1.5", "V.cancelled[1,2]", "pinch changed 1.333", "pinch changed 0.7",
                "pinch ended 1",
            ])
        stage.finish()
    }

    @Test("pinch: velocity of fingers parting at a constant rate is that rate, in scale per second")
    func pinchVelocity() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let pinch = stage.logging("pinch", UIPinchGestureRecognizer()) { r($0.velocity) }
        view.addGestureRecognizer(pinch)
        twoFingers(stage, moving: (1...8).map { CGPoint(x: 200 + 10 * CGFloat($0), y: 150) })
        // The last change is at full speed; the lift comes 0.01 s after the fingers stopped, so the end is slower.
        #expect(stage.log.lines.suffix(2).first == "pinch changed 10")
        stage.finish()
    }

    /// Where finger 2 is when the line from finger 1 has turned `degrees` clockwise.
    private func turned(_ degrees: Double) -> CGPoint {
        let angle = degrees * .pi / 180
        return CGPoint(x: 100 + 100 * cos(angle), y: 150 + 100 * sin(angle))
    }

    @Test("rotation: rotation is cumulative, in radians, since the rotation began")
    func rotationCumulative() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let rotation = stage.logging("rotation", UIRotationGestureRecognizer()) { r($0.rotation * 180 / .pi) + "°" }
        view.addGestureRecognizer(rotation)
        twoFingers(stage, moving: [turned(3), turned(10), turned(30), turned(-20)])
        #expect(
            stage.log.lines == [
                "V.began[1,2]", "V.moved[2]", "rotation began 10°", "V.cancelled[1,2]", "rotation changed 30°",
                "rotation changed -20°", "rotation ended -20°",
            ])
        stage.finish()
    }

    @Test(
        "rotation: setting rotation to 0 in the action re-bases it; velocity follows a constant turn in radians per second"
    )
    func rotationResetAndVelocity() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let rotation = UIRotationGestureRecognizer()
        rotation.addHandler { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            stage.log.add("rotation \(rotation.state) \(r(rotation.rotation * 180 / .pi))° \(r(rotation.velocity))")
            rotation.rotation = 0
        }
        view.addGestureRecognizer(rotation)
        twoFingers(stage, moving: (1...10).map { turned(2 * Double($0)) })
        // 2° every 0.01 s is 200°/s = 3.491 rad/s.
        #expect(
            stage.log.lines.prefix(3) == ["V.began[1,2]", "V.moved[2]", "V.moved[2]"])
        #expect(stage.log.lines.contains("rotation began 6° 3.491"))
        #expect(stage.log.lines.suffix(2).first == "rotation changed 2° 3.491")
        #expect(stage.log.lines.last?.hasPrefix("rotation ended 0° ") == true)
        stage.finish()
    }

    // MARK: - Screen-edge pan

    @Test(
        "screen-edge pan: begins only for a touch that goes down at one of its edges and moves away",
        arguments: [
            (UIRectEdge.left, CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), true),
            (.left, CGPoint(x: 100, y: 200), CGPoint(x: 140, y: 200), false),
            (.right, CGPoint(x: 315, y: 200), CGPoint(x: 275, y: 200), true),
            (.right, CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), false),
            (.top, CGPoint(x: 160, y: 3), CGPoint(x: 160, y: 43), true),
            (.bottom, CGPoint(x: 160, y: 478), CGPoint(x: 160, y: 438), true),
        ])
    func screenEdgeEdges(edges: UIRectEdge, start: CGPoint, end: CGPoint, begins: Bool) {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = edges
        stage.logging("edge", edge) { r($0.translation(in: nil)) }
        view.addGestureRecognizer(edge)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: start, time: 0)
        stage.app.touch(.moved, at: end, time: 0.05)
        stage.app.touch(.ended, at: end, time: 0.1)
        if begins {
            #expect(recorder.transitions == ["edge: possible -> began", "edge: began -> ended"])
            let translation = r(CGPoint(x: end.x - start.x, y: end.y - start.y))
            #expect(
                stage.log.lines == [
                    "V.began[1]", "edge began \(translation)", "V.cancelled[1]", "edge ended \(translation)",
                ])
        } else {
            #expect(recorder.transitions == ["edge: possible -> failed"])
            #expect(stage.log.lines == ["V.began[1]", "V.moved[1]", "V.ended[1]"])
        }
        stage.finish()
    }

    @Test("screen-edge pan: touches beyond the first are ignored")
    func screenEdgeIgnoresLaterTouches() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        stage.logging("edge", edge) { "\(r($0.translation(in: nil))) \($0.numberOfTouches) \(r($0.location(in: nil)))" }
        view.addGestureRecognizer(edge)
        stage.app.touch(.began, finger: 1, at: CGPoint(x: 5, y: 200), time: 0)
        stage.app.touch(.began, finger: 2, at: CGPoint(x: 200, y: 300), time: 0.01)
        stage.app.touch(.moved, finger: 2, at: CGPoint(x: 100, y: 100), time: 0.02)
        stage.app.touch(.moved, finger: 1, at: CGPoint(x: 45, y: 200), time: 0.03)
        stage.app.touch(.moved, finger: 2, at: CGPoint(x: 50, y: 50), time: 0.04)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 50, y: 50), time: 0.05)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 45, y: 200), time: 0.06)
        // §5: 0 touches down after the lift.
        #expect(
            stage.log.lines.filter { $0.hasPrefix("edge") } == [
                "edge began (40, 0) 1 (45, 200)", "edge ended (40, 0) 0 (45, 200)",
            ])
        stage.finish()
    }

    // MARK: - Locations and touches

    @Test("location(in:), location(ofTouch:in:) and numberOfTouches describe the recognizer's touches in any view")
    func locations() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        let box = stage.view("B", CGRect(x: 100, y: 100, width: 50, height: 50))
        let pan = stage.logging("pan", UIPanGestureRecognizer()) { pan in
            guard pan.state == .began else { return "\(r(pan.location(in: nil))) \(r(pan.location(in: box)))" }
            return "\(pan.numberOfTouches) \(r(pan.location(in: nil))) \(r(pan.location(in: box))) "
                + "\(r(pan.location(ofTouch: 0, in: nil))) \(r(pan.location(ofTouch: 1, in: box)))"
        }
        view.addGestureRecognizer(pan)
        stage.app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 30, y: 50))], time: 0)
        stage.app.touches([(1, .moved, CGPoint(x: 40, y: 10)), (2, .moved, CGPoint(x: 60, y: 50))], time: 0.05)
        stage.app.touches([(1, .ended, CGPoint(x: 40, y: 10)), (2, .ended, CGPoint(x: 60, y: 50))], time: 0.1)
        #expect(
            stage.log.lines == [
                "V.began[1,2]", "pan began 2 (50, 30) (-50, -70) (40, 10) (-40, -50)", "V.cancelled[1,2]",
                "pan ended (50, 30) (-50, -70)",
            ])
        stage.finish()
    }

    @Test(
        "location(ofTouch:in:) numbers the touches in the order they went down, fingers of one frame by finger, on every run"
    )
    func touchIndexOrderIsDeterministic() {
        for run in 0..<12 {
            let stage = Stage()
            let view = stage.view("V", CGRect(x: 0, y: 0, width: 320, height: 480))
            view.isMultipleTouchEnabled = true
            let probe = ProbeRecognizer("probe", log: stage.log)
            view.addGestureRecognizer(probe)
            stage.app.touches(
                [
                    (3, .began, CGPoint(x: 30, y: 0)), (1, .began, CGPoint(x: 10, y: 0)),
                    (2, .began, CGPoint(x: 20, y: 0)),
                ],
                time: Double(run))
            stage.app.touch(.began, finger: 0, at: CGPoint(x: 40, y: 0), time: Double(run) + 0.01)
            let xs = (0..<probe.numberOfTouches).map { Int(saturating: probe.location(ofTouch: $0, in: nil).x) }
            #expect(xs == [10, 20, 30, 40], "run \(run)")
            stage.app.touches(
                (0...3).map { ($0, .ended, CGPoint(x: 10 * CGFloat($0 == 0 ? 4 : $0), y: 0)) }, time: Double(run) + 0.02
            )
            stage.finish()
        }
    }

    @Test("UIEvent.touches(for:) gives a recognizer the touches it tracks")
    func eventTouchesForRecognizer() {
        let stage = Stage()
        let left = stage.view("L", CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = stage.view("R", CGRect(x: 200, y: 0, width: 100, height: 100))
        let probe = ProbeRecognizer("probe", log: stage.log)
        probe.logsEventTouches = true
        probe.delaysTouchesEnded = false
        left.addGestureRecognizer(probe)
        stage.app.touch(.began, finger: 1, at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.touch(.began, finger: 2, at: CGPoint(x: 250, y: 50), time: 0.01)
        #expect(stage.app.liveTouches[0].gestureRecognizers?.compactMap(\.name) == ["probe"])
        #expect(stage.app.liveTouches[1].gestureRecognizers == nil)
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 50, y: 50), time: 0.02)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 250, y: 50), time: 0.03)
        #expect(
            stage.log.lines == [
                "probe.began[1] event.touches(for:) [1]", "L.began[1]", "R.began[2]",
                "probe.ended[1] event.touches(for:) [1]", "L.ended[1]", "R.ended[2]",
            ])
        stage.finish()
    }
}
