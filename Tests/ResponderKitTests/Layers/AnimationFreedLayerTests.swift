import Foundation
import ResponderKit
import Testing

/// Animations whose layers are freed or leave their windows while they run (found by random animation streams):
/// nothing freed is read, and every stop comes once (BehaviourContract §13).
@MainActor
@Suite("AnimationFreedLayerTests")
struct AnimationFreedLayerTests {
    @Test("§13 an animation whose layer is freed while its stop waits in the queue stops once, its layer still there")
    func layerFreedBeforeItsQueuedStop() {
        let stage = ComponentStage()
        var violations: [String] = []
        stage.app.verifier.onViolation = { violations.append($0.description) }
        final class Listener: NSObject, CAAnimationDelegate {
            weak var layer: CALayer?
            var log: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.append("stop \(flag), layer \(layer == nil ? "freed" : "alive")")
            }
        }
        let listener = Listener()
        let window = stage.window
        stage.app.enqueueTask {
            // Inside a turn of the queue, as in a handler: the removal's stop is queued, and the view is let go first.
            var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view!)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = listener
            view!.layer.add(fade, forKey: "fade")
            listener.layer = view!.layer
            view!.removeFromSuperview()
            view = nil
        }
        stage.app.drain()
        #expect(listener.log == ["stop false, layer alive"])
        #expect(listener.layer == nil)
        stage.app.verifier.verifyQuiescent()
        #expect(violations == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a property animator finishing after its view left the window and was freed reads nothing freed")
    func animatorOutlivesItsFreedView() {
        let stage = ComponentStage()
        var violations: [String] = []
        stage.app.verifier.onViolation = { violations.append($0.description) }
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(view!)
        weak let weakView = view
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { weakView?.alpha = 0 }
        var log: [UIViewAnimatingPosition] = []
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        stage.clock.advance(to: 0.1)
        view?.removeFromSuperview()
        view = nil
        #expect(weakView == nil)
        stage.clock.advance(to: 1)
        #expect(log == [.end])
        stage.app.verifier.verifyQuiescent()
        #expect(violations == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a view leaving a window detached from its application stops its animations, its completion told false")
    func leavingADetachedWindowStops() {
        let stage = ComponentStage()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(card)
        var log: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }, completion: { log.append($0) })
        stage.clock.advance(to: 0.1)
        stage.app.detach(stage.window)
        card.removeFromSuperview()
        stage.clock.advance(to: 1)
        #expect(log == [false])
        #expect(stage.app.verifier.violations.isEmpty)
        #expect(stage.app.runningAnimations == [])
    }

    @Test(
        "§13 a subtree leaving a detached window stops the animations of views deep in it, even when their superviews' layers were never loaded"
    )
    func leavingADetachedWindowStopsDescendants() {
        let stage = ComponentStage()
        let drawer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let handle = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        drawer.addSubview(handle)
        stage.window.addSubview(drawer)
        let log = EventLog()
        let bounce = CABasicAnimation(keyPath: "opacity")
        bounce.duration = 0.5
        let listener = AnimationDelegateLog("bounce", log: log, clock: stage.clock)
        bounce.delegate = listener
        handle.layer.add(bounce, forKey: "bounce")
        UIView.animate(
            withDuration: 0.5, animations: { handle.center.x += 20 },
            completion: { log.add("slide completion, finished \($0)") })
        stage.clock.advance(to: 0.1)
        stage.app.detach(stage.window)
        drawer.removeFromSuperview()
        stage.clock.advance(to: 1)
        #expect(
            log.lines == [
                "bounce started at 0", "bounce stopped unfinished at 0.1", "slide completion, finished false",
            ])
        #expect(stage.app.verifier.violations.isEmpty)
        #expect(stage.app.runningAnimations == [])
    }

    @Test(
        "§13 a subtree leaving its window stops its animations before its touches are cancelled: a handler that moves an animating view out of the subtree cannot keep it running"
    )
    func handlerMovesAnimatingViewOut() {
        let stage = ComponentStage()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let knob = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        panel.addSubview(knob)
        stage.window.addSubview(panel)
        let log = EventLog()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.addHandler { recognizer in
            log.add("pan \(recognizer.state)")
            // The cancel arrives while the panel leaves: the handler moves the knob out of it.
            if recognizer.state == .cancelled { knob.removeFromSuperview() }
        }
        knob.addGestureRecognizer(pan)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { knob.alpha = 0.5 },
            completion: { log.add("fade finished \($0)") })
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 90, y: 50), time: 0.2)
        stage.app.touch(.moved, at: CGPoint(x: 120, y: 50), time: 0.3)
        panel.removeFromSuperview()
        stage.clock.advance(to: 2)
        #expect(log.lines == ["pan began", "pan changed", "fade finished false", "pan cancelled"])
        #expect(stage.app.verifier.violations.isEmpty)
        #expect(stage.app.runningAnimations == [])
    }

    @Test(
        "§13 a subtree leaving its window cancels the touches found in it before any handler runs: a completion that moves the touched view out of the subtree does not keep its touch alive"
    )
    func completionMovesTouchedViewOut() {
        let stage = ComponentStage()
        let log = EventLog()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let knob = LoggingView("knob", frame: CGRect(x: 10, y: 10, width: 80, height: 80), log: log)
        panel.addSubview(knob)
        stage.window.addSubview(panel)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { panel.alpha = 0.5 },
            completion: { finished in
                log.add("fade finished \(finished)")
                // The panel has already left: the knob leaves a view no window holds.
                knob.removeFromSuperview()
            })
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0.1)
        panel.removeFromSuperview()
        stage.app.touch(.moved, at: CGPoint(x: 60, y: 50), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 60, y: 50), time: 0.3)
        #expect(log.lines == ["knob.began[1]", "fade finished false", "knob.cancelled[1]"])
        #expect(stage.app.verifier.violations.isEmpty)
    }
}
