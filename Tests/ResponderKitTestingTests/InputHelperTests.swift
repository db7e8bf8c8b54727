import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A canvas that logs each pencil move with how many coalesced samples it carries and their force and altitude.
@MainActor
final class Canvas: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { log.append("began \(touch.type) force=\(format(touch.force))") }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let samples = event?.coalescedTouches(for: touch) ?? []
            let forces = samples.map { format($0.force) }.joined(separator: ",")
            log.append("moved coalesced=\(samples.count) forces=\(forces) altitude=\(format(touch.altitudeAngle))")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { log.append("ended at \(format(touch.location(in: self).x))") }
    }
}

/// A responder that logs the keys pressed while it is first responder.
@MainActor
final class KeyCatcher: UIView {
    var typed = ""
    var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            if let key = press.key {
                typed += key.characters
                log.append("down \(key.characters) code=\(key.keyCode)")
            } else {
                log.append("down \(press.type)")
            }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("up \(press.key?.characters ?? "\(press.type)")") }
    }
}

/// Pencil, pointer and keyboard helpers against what views and recognizers receive.
@MainActor
@Suite struct InputHelperTests {
    @Test("a stylus stroke is sampled at 240 Hz and coalesced into 60 Hz frames: four samples a frame, force ramping")
    func stylusStroke() throws {
        let bench = Bench()
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        bench.window.addSubview(canvas)
        let generator = try bench.generator()
        try generator.stylusStroke(
            from: CGPoint(x: 10, y: 100), to: CGPoint(x: 130, y: 100), duration: 2.0 / 60,
            pressure: (0.25, 0.75), altitude: (1.2, 0.8))
        let m = EventGenerator.stylusMaximumForce
        #expect(
            canvas.log == [
                "began pencil force=\(format(0.25 * m))",
                "moved coalesced=4 forces=\([0.3125, 0.375, 0.4375, 0.5].map { format($0 * m) }.joined(separator: ",")) altitude=1.00",
                "moved coalesced=4 forces=\([0.5625, 0.625, 0.6875, 0.75].map { format($0 * m) }.joined(separator: ",")) altitude=0.80",
                "ended at 130.00",
            ])
        #expect(bench.app.leftovers == [])
    }

    @Test("stylusTap and stylusLongPress reach tap and long-press recognizers with a pencil touch")
    func stylusTap() throws {
        let bench = Bench()
        let pad = bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        pad.addGestureRecognizer(UITapGestureRecognizer { bench.line($0, "tap") })
        pad.addGestureRecognizer(UILongPressGestureRecognizer { bench.line($0, "press") })
        let generator = try bench.generator()
        try generator.stylusTap(at: pad)
        try generator.wait(1)
        try generator.stylusLongPress(at: pad, duration: 0.7)
        #expect(bench.log.lines == ["tap ended", "press began", "press ended"])
    }

    @Test("pointerHover enters, moves over and leaves a view with a hover recognizer")
    func hover() throws {
        let bench = Bench()
        let button = bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 100))
        button.addGestureRecognizer(UIHoverGestureRecognizer { bench.line($0, "hover") })
        let generator = try bench.generator()
        try generator.pointerHover(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.1)
        try generator.pointerHover(at: CGPoint(x: 300, y: 150))
        #expect(bench.log.lines.first == "hover began")
        #expect(bench.log.lines.last == "hover ended")
        try generator.pointerExit()
        #expect(bench.app.leftovers == [])
    }

    @Test("wheelScroll and trackpadScroll move a pan that allows them by the translation given")
    func scroll() throws {
        let bench = Bench()
        let list = bench.view("list", CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, recognizer.state == .ended else { return }
            bench.log.add("pan ended y=\(format(pan.translation(in: nil).y))")
        }
        pan.allowedScrollTypesMask = .all
        list.addGestureRecognizer(pan)
        let generator = try bench.generator()
        try generator.trackpadScroll(at: list, by: CGPoint(x: 0, y: -120), duration: 0.2)
        try generator.wheelScroll(at: list, by: CGPoint(x: 0, y: -90), steps: 3)
        try generator.waitUntilIdle(timeout: 2)
        #expect(bench.log.lines == ["pan ended y=-120.00", "pan ended y=-90.00"])
    }

    @Test("keyType sends each character as a key press to the first responder, in order")
    func keyType() throws {
        let bench = Bench()
        let catcher = KeyCatcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        bench.window.addSubview(catcher)
        #expect(catcher.becomeFirstResponder())
        let generator = try bench.generator()
        try generator.keyType("Hi 2")
        try generator.keyPress(.returnOrEnter)
        try generator.press(.select)
        #expect(catcher.typed == "Hi 2\r")
        #expect(
            catcher.log == [
                "down H code=11", "up H", "down i code=12", "up i", "down   code=44", "up  ", "down 2 code=31", "up 2",
                "down \r code=40", "up \r", "down select", "up select",
            ])
        #expect(throws: EventGeneratorError.unknownKeyForCharacter("é")) { try generator.keyType("é") }
    }
}
