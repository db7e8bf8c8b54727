import Foundation
import Testing
import UIKit

/// Records which cards a deck removed.
@MainActor
private final class DeckLog: SwipeDeckViewDelegate {
    let stage: FacadeStage
    init(_ stage: FacadeStage) { self.stage = stage }
    func swipeDeck(_ deck: SwipeDeckView, didRemove card: UIView, liked: Bool) {
        stage.add("removed \(card.accessibilityIdentifier ?? "?") liked \(liked)")
    }
}

@MainActor
@Suite("AnimatedComponentsTests")
struct AnimatedComponentsTests {
    @Test("§13 a swiped card flies off with UIView.animate and is removed in the completion; the next card is on top")
    func swipeDeck() {
        let stage = FacadeStage()
        let deck = SwipeDeckView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = DeckLog(stage)
        deck.delegate = delegate
        for name in ["A", "B"] {
            let card = UIView()
            card.accessibilityIdentifier = name
            deck.push(card)
        }
        stage.window.addSubview(deck)
        let top = deck.cards.last
        stage.drag(
            [CGPoint(x: 160, y: 240), CGPoint(x: 200, y: 240), CGPoint(x: 260, y: 242), CGPoint(x: 300, y: 244)],
            from: 0, step: 0.016)
        let released = stage.clock.now
        #expect(top?.alpha == 0)
        #expect(stage.app.leftovers.contains("animation A opacity (ends at t=\(FacadeStage.format(released + 0.3)))"))
        stage.clock.advance(by: 0.15)
        let shown = top?.layer.presentation()?.opacity ?? 0
        #expect(shown > 0 && shown < 1)
        stage.clock.advance(by: 1)
        #expect(stage.log == ["removed A liked true @\(FacadeStage.format(released + 0.3))"])
        #expect(top?.superview == nil)
        #expect(deck.cards.map { $0.accessibilityIdentifier } == ["B"])
        #expect(stage.window.hitTest(CGPoint(x: 160, y: 240), with: nil) === deck.cards.last)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a short drag springs the card back; the deck keeps taking touches meanwhile (.allowUserInteraction)")
    func deckSpringsBack() {
        let stage = FacadeStage()
        let deck = SwipeDeckView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        deck.push(UIView())
        stage.window.addSubview(deck)
        stage.drag(
            [CGPoint(x: 160, y: 240), CGPoint(x: 175, y: 240), CGPoint(x: 190, y: 240), CGPoint(x: 200, y: 240)],
            from: 0, step: 0.016)
        let card = deck.cards[0]
        #expect(card.transform == .identity)
        stage.clock.advance(by: 0.05)
        #expect(card.layer.presentation()?.transform != CATransform3DIdentity)
        #expect(stage.window.hitTest(CGPoint(x: 160, y: 240), with: nil) === card)
        stage.clock.advance(by: 1)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§13 a drawer springs open; while it moves a tap on it is refused; the dimming tap closes it from where it is")
    func drawer() {
        let stage = FacadeStage()
        let drawer = SpringDrawerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(drawer)
        stage.app.tap(at: CGPoint(x: 20, y: 60), time: 0)
        #expect(drawer.log == ["open"])
        #expect(drawer.drawer.frame.minX == 0)
        stage.clock.advance(to: 0.1)
        #expect(drawer.drawerOnScreenX < -10)
        // The drawer is in a running animation: the tap falls through to what is behind it (the dimming view,
        // which is animating too, so to the container).
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 300), with: nil) === drawer)
        stage.clock.advance(to: 0.7)
        #expect(drawer.log == ["open", "opened true"])
        #expect(abs(drawer.drawerOnScreenX) < 0.01)
        stage.app.tap(at: CGPoint(x: 300, y: 300), time: 1)
        #expect(drawer.log == ["open", "opened true", "close"])
        stage.clock.advance(to: 1.15)
        let closing = drawer.drawerOnScreenX
        #expect(closing < 0 && closing > -240)
        stage.clock.advance(to: 2)
        #expect(drawer.log == ["open", "opened true", "close", "closed true"])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "a switch's thumb layer moves with an explicit animation in a transaction whose completion block runs at its end"
    )
    func toggle() {
        let stage = FacadeStage()
        let toggle = ToggleSwitch(frame: CGRect(x: 100, y: 100, width: 52, height: 32))
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        stage.window.addSubview(toggle)
        stage.app.tap(at: CGPoint(x: 120, y: 116), time: 0)
        #expect(values == [true])
        let start = stage.clock.now
        #expect(toggle.thumbOnScreenX == 16)
        stage.clock.advance(to: start + 0.1)
        let x = 16 + (36 - 16) * CAMediaTimingFunction(name: .easeOut).progress(at: 0.5)
        #expect(abs(toggle.thumbOnScreenX - x) < 0.01)
        stage.clock.advance(to: start + 0.3)
        #expect(toggle.thumbOnScreenX == 36)
        #expect(toggle.animationsFinished == 1)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§13 an interactive dismissal: a pan scrubs a paused animator, a short release reverses it, a long one dismisses"
    )
    func interactiveDismissal() {
        let stage = FacadeStage()
        let controller = InteractiveSheetController()
        stage.window.rootViewController = controller
        let sheet = controller.sheet
        stage.drag([CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 220), CGPoint(x: 160, y: 240)], from: 0, step: 0.1)
        #expect(controller.events == ["began", "reverting"])
        stage.clock.advance(by: 1)
        #expect(controller.events == ["began", "reverting", "stayed"])
        #expect(sheet.transform == .identity && sheet.superview != nil)
        stage.drag(
            [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 420)],
            from: stage.clock.now, step: 0.1)
        #expect(controller.events.suffix(2) == ["began", "finishing"])
        stage.clock.advance(by: 1)
        #expect(controller.events.last == "dismissed")
        #expect(sheet.superview == nil)
        #expect(stage.app.leftovers == [])
    }
}
