import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Bad arguments are errors that say what was wrong, never a crash or samples silently dropped; a hierarchy changed
/// by a handler in the middle of a gesture is the engine's to repair (see the BadInput article).
@MainActor
@Suite struct BadInputTests {
    @Test("NaN and huge locations, negative durations, NaN velocities and distances are errors")
    func badArguments() throws {
        let bench = Bench()
        bench.view("pad", CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try bench.generator()
        #expect(throws: EventGeneratorError.self) { try generator.fingerTap(at: CGPoint(x: CGFloat.nan, y: 10)) }
        #expect(throws: EventGeneratorError.self) { try generator.fingerTap(at: CGPoint(x: 1e40, y: 10)) }
        #expect(throws: EventGeneratorError.self) {
            try generator.fingerDrag(from: "pad", to: CGPoint(x: 10, y: 10), duration: -1)
        }
        #expect(throws: EventGeneratorError.self) {
            try generator.fingerFling(from: "pad", velocity: CGPoint(x: CGFloat.infinity, y: 0))
        }
        #expect(throws: EventGeneratorError.self) {
            try generator.fingerPinch(at: "pad", fromDistance: .nan, toDistance: 100, duration: 0.2)
        }
        #expect(throws: EventGeneratorError.self) {
            try generator.fingerRotate(at: "pad", angle: .nan, duration: 0.2)
        }
        #expect(throws: EventGeneratorError.self) { try generator.wait(.infinity) }
        #expect(throws: EventGeneratorError.touchForFingerDoesNotExist(index: .leftThumb)) {
            try generator.fingerUp(.leftThumb)
        }
        #expect(bench.app.leftovers == [])
    }

    @Test("a view removed by its own recognizer in the middle of a drag: the touch is cancelled, the drag finishes")
    func viewRemovedMidGesture() throws {
        let bench = Bench()
        let card = bench.view("card", CGRect(x: 0, y: 0, width: 320, height: 480))
        card.addGestureRecognizer(
            UIPanGestureRecognizer { recognizer in
                bench.line(recognizer, "pan")
                if recognizer.state == .changed { card.removeFromSuperview() }
            })
        let generator = try bench.generator()
        try generator.fingerDrag(from: "card", to: CGPoint(x: 200, y: 300), duration: 0.3)
        #expect(bench.log.lines == ["pan began", "pan changed", "pan cancelled"])
        #expect(bench.app.leftovers == [])
    }

    @Test("a generator needs an application on a manual clock")
    func systemClock() throws {
        let app = UIApplication(clock: SystemClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        #expect(throws: EventGeneratorError.applicationIsNotOnManualClock) { try EventGenerator(window: window) }
    }
}
