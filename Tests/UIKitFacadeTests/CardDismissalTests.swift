import Foundation
import Testing
import UIKit

@MainActor
@Suite("CardDismissalTests")
struct CardDismissalTests {
    @Test(
        "§18 a card presented with a custom animator is dismissed by a pan through UIPercentDrivenInteractiveTransition: a short drag cancels, a long one finishes"
    )
    func panDismissesCard() {
        let stage = FacadeStage()
        let root = UIViewController()
        stage.window.rootViewController = root
        let card = CardDismissalController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = card
        card.onEvent = { stage.add($0) }
        root.present(card, animated: true) { stage.add("presented") }
        stage.clock.advance(to: 1)
        #expect(stage.log == ["viewWillAppear @0", "viewDidAppear @0.3", "presented @0.3"])
        stage.log = []

        // A short drag: the pan begins (the dismissal starts, held at 0) and ends before any change, so the
        // cancellation has nothing to run back and the card stays at once.
        stage.drag([CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 130), CGPoint(x: 160, y: 160)], from: 1, step: 0.1)
        stage.clock.advance(to: 2)
        #expect(
            stage.log == [
                "viewWillDisappear @1.1", "cancelling @1.2", "viewWillAppear @1.2", "viewDidAppear @1.2",
            ])
        #expect(root.presentedViewController === card && card.view.frame.origin.y == 0)
        stage.log = []

        // A long drag: the change at y = 250 (150 pt from where the finger went down) shows the card 150/480 of the
        // way; released half way down, it finishes from there: (1 − 0.3125) × 0.3 s.
        stage.drag(
            [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 130), CGPoint(x: 160, y: 250), CGPoint(x: 160, y: 340)],
            from: 2, step: 0.1)
        let shown = card.view.layer.presentation()?.frame.origin.y ?? 0
        #expect(abs(shown - 150) < 0.01, "the card is where the finger put it: \(shown)")
        stage.clock.advance(to: 3)
        #expect(
            stage.log == [
                "viewWillDisappear @2.1", "finishing @2.3", "viewDidDisappear @2.506", "dismissed @2.506",
            ])
        #expect(root.presentedViewController == nil && card.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }
}
