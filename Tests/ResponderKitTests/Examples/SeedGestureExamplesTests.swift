import Foundation
import ResponderKit
import Testing

/// Refuses the touches on the left half of the recognizer's view (seed 004 §7: "左边不能点，右边能点").
@MainActor
final class RightHalfOnly: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        return touch.location(in: view).x >= view.bounds.width / 2
    }
}

/// Lets rotation and pinch recognize together (seed 004 §7: "Simultaneously").
@MainActor
final class Simultaneously: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// Seed 004 §7 (手势识别): the lecture's gesture examples on an image view, as tests.
@MainActor
@Suite("SeedGestureExamplesTests")
struct SeedGestureExamplesTests {
    /// An image view in the middle of a 320×480 window: (60, 140, 200, 200).
    private func imageView(_ stage: Stage) -> UIImageView {
        let imageView = UIImageView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        stage.window.addSubview(imageView)
        return imageView
    }

    @Test("an image view made tappable with isUserInteractionEnabled; its tap's delegate refuses the left half")
    func tapOnRightHalfOnly() {
        let stage = Stage()
        let image = imageView(stage)
        let delegate = RightHalfOnly()
        let tap = stage.logging("tap", UITapGestureRecognizer()) { r($0.location(in: image)) }
        tap.delegate = delegate
        image.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 220, y: 240), time: 0)
        stage.mark("interaction off: nothing")
        image.isUserInteractionEnabled = true
        stage.app.tap(at: CGPoint(x: 220, y: 240), time: 1)
        stage.app.tap(at: CGPoint(x: 100, y: 240), time: 2)
        stage.app.tap(at: CGPoint(x: 161, y: 200), time: 3)
        #expect(stage.log.lines == ["-- interaction off: nothing", "tap ended (160, 100)", "tap ended (101, 60)"])
        stage.finish()
    }

    @Test("a long press's action runs twice when held still: once when it begins, once when it ends")
    func longPressTwoCalls() {
        let stage = Stage()
        let image = imageView(stage)
        image.isUserInteractionEnabled = true
        let press = stage.logging("longPress", UILongPressGestureRecognizer())
        image.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 160, y: 240), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 165, y: 240), time: 0.3)
        stage.clock.advance(to: 1)
        stage.app.touch(.ended, at: CGPoint(x: 165, y: 240), time: 2)
        #expect(stage.log.lines == ["longPress began", "longPress ended"])
        stage.finish()
    }

    @Test("one swipe recognizer per direction: four recognizers, four swipes, each recognized by its own")
    func swipeEachDirection() {
        let stage = Stage()
        let image = imageView(stage)
        image.isUserInteractionEnabled = true
        let directions: [(String, UISwipeGestureRecognizer.Direction)] = [
            ("left", .left), ("right", .right), ("up", .up), ("down", .down),
        ]
        for (name, direction) in directions {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            stage.logging("swipe \(name)", swipe)
            image.addGestureRecognizer(swipe)
        }
        let centre = CGPoint(x: 160, y: 240)
        let strokes: [CGPoint] = [
            CGPoint(x: 0, y: 80), CGPoint(x: -80, y: 0), CGPoint(x: 0, y: -80), CGPoint(x: 80, y: 0),
        ]
        for (index, stroke) in strokes.enumerated() {
            let time = Double(index)
            let end = CGPoint(x: centre.x + stroke.x, y: centre.y + stroke.y)
            stage.app.touch(.began, at: centre, time: time)
            stage.app.touch(.moved, at: end, time: time + 0.1)
            stage.app.touch(.ended, at: end, time: time + 0.15)
        }
        #expect(stage.log.lines == ["swipe down ended", "swipe left ended", "swipe up ended", "swipe right ended"])
        stage.finish()
    }

    @Test(
        "rotation and pinch recognized together; each resets its value after applying it, and the transform accumulates"
    )
    func rotationAndPinchTogether() {
        let stage = Stage()
        let image = imageView(stage)
        image.isUserInteractionEnabled = true
        image.isMultipleTouchEnabled = true
        let delegate = Simultaneously()
        let rotation = UIRotationGestureRecognizer()
        rotation.delegate = delegate
        rotation.addHandler { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            image.transform = image.transform.rotated(by: rotation.rotation)
            stage.log.add("rotation \(rotation.state) \(r(rotation.rotation * 180 / .pi))°")
            rotation.rotation = 0
        }
        let pinch = UIPinchGestureRecognizer()
        pinch.addHandler { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            image.transform = image.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            stage.log.add("pinch \(pinch.state) \(r(pinch.scale))")
            pinch.scale = 1
        }
        image.addGestureRecognizer(rotation)
        image.addGestureRecognizer(pinch)
        // Finger 1 stays at (110, 240); finger 2 starts 100 pt to its right and moves to 150 pt at 10°,
        // then to 200 pt at 30°: in all, turned 30° and scaled 2×.
        func finger2(_ distance: Double, _ degrees: Double) -> CGPoint {
            CGPoint(x: 110 + distance * cos(degrees * .pi / 180), y: 240 + distance * sin(degrees * .pi / 180))
        }
        stage.app.touches([(1, .began, CGPoint(x: 110, y: 240)), (2, .began, finger2(100, 0))], time: 0)
        stage.app.touch(.moved, finger: 2, at: finger2(150, 10), time: 0.05)
        stage.app.touch(.moved, finger: 2, at: finger2(200, 30), time: 0.1)
        stage.app.touches([(1, .ended, CGPoint(x: 110, y: 240)), (2, .ended, finger2(200, 30))], time: 0.15)
        #expect(
            stage.log.lines == [
                "rotation began 10°", "pinch began 1.5", "rotation changed 20°", "pinch changed 1.333",
                "rotation ended 0°", "pinch ended 1",
            ])
        let angle = 30 * CGFloat.pi / 180
        let t = image.transform
        #expect(abs(t.a - 2 * cos(angle)) < 1e-9 && abs(t.b - 2 * sin(angle)) < 1e-9)
        #expect(abs(t.c + 2 * sin(angle)) < 1e-9 && abs(t.d - 2 * cos(angle)) < 1e-9)
        stage.finish()
    }

    @Test("a pan that resets its translation each time: the view follows the finger")
    func panFollowsFinger() {
        let stage = Stage()
        let image = imageView(stage)
        image.isUserInteractionEnabled = true
        let pan = UIPanGestureRecognizer()
        pan.addHandler { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let translation = pan.translation(in: image)
            image.transform = image.transform.translatedBy(x: translation.x, y: translation.y)
            pan.setTranslation(.zero, in: image)
            stage.log.add("pan \(pan.state) \(r(translation)) frame \(r(image.frame.origin))")
        }
        image.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 100, y: 200), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 120, y: 200), time: 0.02)
        stage.app.touch(.moved, at: CGPoint(x: 130, y: 230), time: 0.04)
        stage.app.touch(.moved, at: CGPoint(x: 90, y: 250), time: 0.06)
        stage.app.touch(.ended, at: CGPoint(x: 90, y: 250), time: 0.08)
        #expect(
            stage.log.lines == [
                "pan began (20, 0) frame (80, 140)", "pan changed (10, 30) frame (90, 170)",
                "pan changed (-40, 20) frame (50, 190)", "pan ended (0, 0) frame (50, 190)",
            ])
        stage.finish()
    }
}
