import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("AnimationTouchTests")
struct AnimationTouchTests {
    @Test("§13 a view in a running UIView animation refuses touches until its completion; the view behind gets them")
    func refusedDuringAnimation() {
        let stage = Stage()
        let background = stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.5) {
            card.center.x = 250
        } completion: { finished in
            stage.log.add("completion \(finished)")
        }
        stage.app.tap(at: CGPoint(x: 250, y: 50), time: 0.1)
        stage.clock.advance(to: 0.2)
        #expect(stage.app.keyWindow?.hitTest(CGPoint(x: 250, y: 50), with: nil) === background)
        stage.clock.advance(to: 0.6)
        stage.app.tap(at: CGPoint(x: 250, y: 50), time: 0.7)
        #expect(
            stage.log.lines == [
                "background.began[1]", "background.ended[1]", "completion true", "card.began[1]", "card.ended[1]",
            ])
        #expect(card.touchRefusingAnimations == 0 && background.touchRefusingAnimations == 0)
    }

    @Test("§13 with .allowUserInteraction the view takes touches, at its model frame (not where it shows)")
    func allowedDuringAnimation() {
        let stage = Stage()
        stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
            card.center.x = 250
        }
        stage.clock.advance(to: 0.1)
        // On screen the card is still near x 50; the model (the hit-test) is at x 250.
        #expect((card.layer.presentation()?.position.x ?? 0) < 60)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        stage.app.tap(at: CGPoint(x: 250, y: 50), time: 0.2)
        #expect(
            stage.log.lines == ["background.began[1]", "background.ended[1]", "card.began[1]", "card.ended[1]"])
        stage.clock.advance(to: 2)
    }

    @Test("§13 the subtree of an animating view refuses touches too; an interrupted animation gives them back")
    func subtreeAndInterruption() {
        let stage = Stage()
        stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = stage.view("panel", CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.view("button", CGRect(x: 10, y: 10, width: 50, height: 50), in: panel)
        UIView.animate(withDuration: 1) { panel.alpha = 0.5 }
        stage.app.tap(at: CGPoint(x: 20, y: 20), time: 0.1)
        panel.layer.removeAllAnimations()
        stage.app.tap(at: CGPoint(x: 20, y: 20), time: 0.2)
        #expect(
            stage.log.lines == [
                "background.began[1]", "background.ended[1]", "button.began[1]", "panel.began[1]", "button.ended[1]",
                "panel.ended[1]",
            ])
    }

    @Test("§13 the trace says why an animating view was skipped")
    func tracedSkip() {
        let stage = Stage()
        stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) { card.alpha = 0.5 }
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: CGPoint(x: 20, y: 20), time: 0.1)
        #expect(recorder.lines.contains("card skipped: in an animation"))
        stage.clock.advance(to: 2)
    }

    @Test("§13 the fast walk and the reference walk agree while views animate")
    func walksAgree() {
        let stage = Stage()
        let views = (0..<6).map { index in
            stage.view("v\(index)", CGRect(x: index * 40, y: 0, width: 60, height: 60))
        }
        UIView.animate(withDuration: 1) { views[1].alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { views[3].alpha = 0.5 })
        for x in stride(from: 0, to: 260, by: 10) {
            let point = CGPoint(x: x, y: 30)
            #expect(stage.window.hitTest(point, with: nil) === stage.window.referenceHitTest(point, with: nil))
        }
        stage.clock.advance(to: 2)
    }
}
