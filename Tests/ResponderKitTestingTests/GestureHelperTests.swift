import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Every gesture helper against the recognizers it should trigger, as ordered logs.
@MainActor
@Suite struct GestureHelperTests {
    @Test("fingerTap and fingerDoubleTap: a single tap that waits for the double tap to fail, and a double tap")
    func taps() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 40, y: 40, width: 200, height: 200))
        let single = UITapGestureRecognizer { bench.line($0, "single") }
        let double = UITapGestureRecognizer { bench.line($0, "double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
        let generator = try bench.generator()
        try generator.fingerTap(at: pad)
        try generator.wait(1)
        try generator.fingerDoubleTap(at: "pad")
        #expect(bench.log.lines == ["single ended", "double ended"])
        #expect(
            generator.lastGestureTransitions == [
                "UITapGestureRecognizer@pad: possible -> ended", "UITapGestureRecognizer@pad: possible -> failed",
            ])
        #expect(bench.app.leftovers == [])
    }

    @Test("twoFingerTap and multiFingerTap reach a recognizer that needs that many touches")
    func multiFingerTaps() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        let two = UITapGestureRecognizer { bench.line($0, "two") }
        two.numberOfTouchesRequired = 2
        let three = UITapGestureRecognizer { bench.line($0, "three") }
        three.numberOfTouchesRequired = 3
        pad.addGestureRecognizer(two)
        pad.addGestureRecognizer(three)
        let generator = try bench.generator()
        try generator.twoFingerTap(at: pad)
        try generator.wait(1)
        try generator.multiFingerTap(
            at: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100)])
        #expect(bench.log.lines == ["two ended", "three ended"])
    }

    @Test("fingerLongPress begins the long press at its minimum duration and ends it at the lift")
    func longPress() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 40, y: 40, width: 200, height: 200))
        let start = bench.clock.now
        let press = UILongPressGestureRecognizer {
            bench.line($0, "press", "t=\(format(CGFloat(bench.clock.now - start)))")
        }
        pad.addGestureRecognizer(press)
        let generator = try bench.generator()
        try generator.fingerLongPress(at: pad, duration: 0.8)
        #expect(bench.log.lines == ["press began t=0.50", "press ended t=0.80"])
        #expect(bench.app.leftovers == [])
    }

    @Test("fingerDrag stops before lifting: the pan's velocity at the lift is zero and its translation the distance")
    func dragStops() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, recognizer.state == .ended else { return }
            let t = pan.translation(in: nil)
            let v = pan.velocity(in: nil)
            bench.log.add(
                "pan ended translation=(\(format(t.x)), \(format(t.y))) velocity=(\(format(v.x)), \(format(v.y)))")
        }
        pad.addGestureRecognizer(pan)
        let generator = try bench.generator()
        try generator.fingerDrag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 300), duration: 0.5)
        #expect(bench.log.lines == ["pan ended translation=(200.00, 200.00) velocity=(0.00, 0.00)"])
    }

    @Test("fingerFling lifts at the velocity asked for: the pan's velocity(in:) at the lift is within 1% of it")
    func flingVelocity() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        var lift: CGPoint?
        let pan = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .ended { lift = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) }
        }
        pad.addGestureRecognizer(pan)
        let generator = try bench.generator()
        try generator.fingerFling(from: CGPoint(x: 60, y: 400), velocity: CGPoint(x: 800, y: -1500), duration: 0.15)
        let velocity = try #require(lift)
        #expect(abs(velocity.x - 800) <= 8)
        #expect(abs(velocity.y + 1500) <= 15)
    }

    @Test("fingerPinchOpen and fingerPinchClose: the pinch's scale at the end is the ratio of the distances")
    func pinch() throws {
        let bench = Bench()
        let photo = bench.view("photo", CGRect(x: 0, y: 0, width: 320, height: 480))
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            bench.log.add("pinch ended scale=\(format(pinch.scale))")
        }
        photo.addGestureRecognizer(pinch)
        let generator = try bench.generator()
        try generator.fingerPinchOpen(at: photo)
        try generator.fingerPinchClose(at: photo)
        try generator.fingerPinch(at: photo, fromDistance: 100, toDistance: 150, duration: 0.3)
        #expect(bench.log.lines == ["pinch ended scale=10.00", "pinch ended scale=0.10", "pinch ended scale=1.50"])
    }

    @Test("fingerRotate: the rotation recognizer's angle at the end is the angle turned")
    func rotate() throws {
        let bench = Bench()
        let photo = bench.view("photo", CGRect(x: 0, y: 0, width: 320, height: 480))
        let rotation = UIRotationGestureRecognizer { recognizer in
            guard recognizer.state == .ended, let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            bench.log.add("rotation ended degrees=\(format(rotation.rotation * 180 / .pi))")
        }
        photo.addGestureRecognizer(rotation)
        let generator = try bench.generator()
        try generator.fingerRotate(at: photo, angle: .pi / 4, duration: 0.4)
        try generator.fingerRotate(at: photo, fromAngle: 0, toAngle: -.pi / 6, duration: 0.3)
        #expect(bench.log.lines == ["rotation ended degrees=45.00", "rotation ended degrees=-30.00"])
    }

    @Test("fingerSwipe: only the recognizer for the swipe's direction recognizes it")
    func swipe() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        for (direction, name) in [
            (UISwipeGestureRecognizer.Direction.left, "left"), (.right, "right"), (.up, "up"), (.down, "down"),
        ] {
            let swipe = UISwipeGestureRecognizer { bench.line($0, name) }
            swipe.direction = direction
            pad.addGestureRecognizer(swipe)
        }
        let generator = try bench.generator()
        try generator.fingerSwipe(from: CGPoint(x: 260, y: 240), direction: .left)
        try generator.wait(1)
        try generator.fingerSwipe(from: CGPoint(x: 160, y: 100), direction: .down)
        #expect(bench.log.lines == ["left ended", "down ended"])
    }

    @Test("fingerEdgeSwipe: a screen-edge pan for the left edge begins, one for the right does not")
    func edgeSwipe() throws {
        let bench = Bench()
        let left = UIScreenEdgePanGestureRecognizer { bench.line($0, "left") }
        left.edges = .left
        let right = UIScreenEdgePanGestureRecognizer { bench.line($0, "right") }
        right.edges = .right
        bench.window.addGestureRecognizer(left)
        bench.window.addGestureRecognizer(right)
        let generator = try bench.generator()
        try generator.fingerEdgeSwipe(from: .left)
        #expect(bench.log.lines.first == "left began")
        #expect(bench.log.lines.last == "left ended")
        #expect(!bench.log.lines.contains { $0.hasPrefix("right") })
    }
}
