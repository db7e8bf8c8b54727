import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The suite's own scenarios, rebuilt on the public API alone (`import ResponderKit`, no `@testable`): the README tour
/// that `ArticleExamplesTests` drives with `app.tap(at:time:)`, here with the generator.
@MainActor
@Suite struct PublicHarnessTests {
    final class Card: UIView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("card began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("card cancelled \(touches.count)")
            super.touchesCancelled(touches, with: event)
        }
    }

    @Test("the README tour: a double tap on a card with a double-tap recognizer, the same log as the raw taps give")
    func readmeTour() throws {
        let bench = Bench()
        let card = Card(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        card.log = bench.log
        bench.window.addSubview(card)
        let double = UITapGestureRecognizer { _ in bench.log.add("double tap") }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        let generator = try bench.generator()
        try generator.fingerDoubleTap(at: CGPoint(x: 50, y: 50))
        try generator.waitUntilIdle(timeout: 1)
        #expect(bench.log.lines == ["card began", "card began", "double tap", "card cancelled 2"])
        #expect(
            generator.lastGestureLines.contains(
                "Card.touchesCancelled[2, 2]: recognized by UITapGestureRecognizer@Card"))
        #expect(bench.app.leftovers == [])
    }
}
