import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("LayersArticleTests")
struct LayersArticleTests {
    @Test("the LayersAndAnimations article: a view's layer is its geometry")
    func layerExample() {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        #expect(card.layer.position == CGPoint(x: 120, y: 80))
        card.layer.opacity = 0.5
        #expect(card.alpha == 0.5)
    }

    @Test("§13 the LayersAndAnimations article: a card flies off and is removed at exactly t0 + 0.3")
    func animateExample() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 20, y: 20, width: 200, height: 120))
        stage.clock.advance(to: 1)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn) {
            card.center.x += 400
            card.alpha = 0
        } completion: { finished in
            stage.log.add("completion \(finished) at \(stage.clock.now.compact)")
            card.removeFromSuperview()
        }
        #expect(card.frame.minX == 420)
        #expect(stage.app.leftovers.contains("animation card opacity (ends at t=1.3)"))
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["completion true at 1.3"])
        #expect(card.superview == nil)
    }
}
