import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("ViewAnimationTests")
struct ViewAnimationTests {
    @Test(
        "§13 UIView.animate: the model is final at once, the presentation eases in and out, completion at t0 + delay + duration"
    )
    func animateEaseInOut() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.clock.advance(to: 2)
        UIView.animate(withDuration: 0.5, delay: 0.25, options: []) {
            card.center.x = 250
        } completion: { finished in
            stage.log.add("completion \(finished) at \(stage.clock.now.compact)")
        }
        #expect(card.center.x == 250)
        #expect(card.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        stage.clock.advance(to: 2.2)
        #expect(card.layer.presentation()?.position.x == 50)
        // 50 + 200 × the ease-in-out Bézier at (t − 2.25) / 0.5, by bisection.
        for t in [2.35, 2.5, 2.65] {
            stage.clock.advance(to: t)
            let expected = 50 + 200 * bezierByBisection((t - 2.25) / 0.5, 0.42, 0, 0.58, 1)
            #expect(abs((card.layer.presentation()?.position.x ?? 0) - expected) < 0.01)
        }
        #expect(stage.log.lines == [])
        stage.clock.advance(to: 3)
        #expect(stage.log.lines == ["completion true at \((2.0 + 0.25 + 0.5).compact)"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 curves: ease-in, ease-out and linear options")
    func curveOptions() {
        let stage = Stage()
        let views = (0..<3).map { stage.view("v\($0)", CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let options: [UIView.AnimationOptions] = [.curveEaseIn, .curveEaseOut, .curveLinear]
        for (view, option) in zip(views, options) {
            UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.alpha = 0 })
        }
        stage.clock.advance(to: 0.5)
        let shown = views.map { 1 - Double($0.layer.presentation()?.opacity ?? 0) }
        #expect(abs(shown[0] - bezierByBisection(0.5, 0.42, 0, 1, 1)) < 1e-6)
        #expect(abs(shown[1] - bezierByBisection(0.5, 0, 0, 0.58, 1)) < 1e-6)
        #expect(abs(shown[2] - 0.5) < 1e-6)
    }

    @Test("§13 interrupted by removeAllAnimations: the completion runs once, with false")
    func interruption() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
            withDuration: 1,
            animations: {
                card.alpha = 0
                card.center = CGPoint(x: 200, y: 200)
            }, completion: { finished in stage.log.add("completion \(finished) at \(stage.clock.now.compact)") })
        stage.clock.advance(to: 0.4)
        card.layer.removeAllAnimations()
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["completion false at 0.4"])
        #expect(card.layer.presentation()?.position == CGPoint(x: 200, y: 200))
    }

    @Test("§13 a second animation of the same property starts from what is on screen; the first completes false")
    func beginFromCurrentState() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 150 }) {
            stage.log.add("first \($0) at \(stage.clock.now.compact)")
        }
        stage.clock.advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
            card.center.x = 50
        } completion: {
            stage.log.add("second \($0) at \(stage.clock.now.compact)")
        }
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 100) < 0.01)
        stage.clock.advance(to: 1)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 75) < 0.01)
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["first false at 0.5", "second true at 1.5"])
    }

    @Test("§13 a completion that starts another animation, and one that removes the view")
    func completionChains() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.3) {
            card.center.x = 300
        } completion: { _ in
            stage.log.add("moved at \(stage.clock.now.compact)")
            UIView.animate(withDuration: 0.2) {
                card.alpha = 0
            } completion: { finished in
                stage.log.add("faded \(finished) at \(stage.clock.now.compact)")
                card.removeFromSuperview()
            }
        }
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["moved at 0.3", "faded true at \((0.3 + 0.2).compact)"])
        #expect(card.superview == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a view removed mid-animation completes once, with false")
    func removedMidAnimation() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, animations: { card.alpha = 0.5 }) { finished in
            stage.log.add("completion \(finished)")
        }
        stage.clock.advance(to: 0.5)
        card.removeFromSuperview()
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["completion false"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a block that changes nothing completes at once with true; performWithoutAnimation does not animate")
    func nothingToAnimate() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, animations: {}, completion: { stage.log.add("empty \($0)") })
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { card.alpha = 0.5 }
            }, completion: { stage.log.add("without \($0)") })
        #expect(stage.log.lines == ["empty true", "without true"])
        #expect(card.layer.animationKeys() == nil)
        #expect(card.alpha == 0.5)
    }

    @Test("§13 a spring animation settles in its duration; repeat runs until removed; autoreverse")
    func springAndRepeat() {
        let stage = Stage()
        let drawer = stage.view("drawer", CGRect(x: -200, y: 0, width: 200, height: 480))
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { drawer.center.x = 100 },
            completion: { stage.log.add("open \($0) at \(stage.clock.now.compact)") })
        let spring = SpringCurve(dampingRatio: 0.5, duration: 0.6, initialVelocity: 0)
        stage.clock.advance(to: 0.2)
        #expect(abs((drawer.layer.presentation()?.position.x ?? 0) - (-100 + 200 * spring.progress(at: 0.2))) < 0.01)
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["open true at 0.6"])
        let dot = stage.view("dot", CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { dot.alpha = 0 }) {
            stage.log.add("blink \($0)")
        }
        stage.clock.advance(to: 10)
        #expect(stage.app.leftovers.contains("animation dot opacity (repeats for ever)"))
        dot.layer.removeAllAnimations()
        #expect(stage.log.lines.last == "blink false")
    }

    @Test("animateKeyframes: each keyframe's changes run over its part of the duration")
    func keyframes() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { card.alpha = 0 }
        } completion: {
            stage.log.add("keyframes \($0) at \(stage.clock.now.compact)")
        }
        #expect(card.center.x == 100 && card.alpha == 0)
        stage.clock.advance(to: 0.25)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 100) < 0.01)
        #expect(card.layer.presentation()?.opacity == 1)
        stage.clock.advance(to: 0.5)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 150) < 0.01)
        stage.clock.advance(to: 0.875)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 112.5) < 0.01)
        #expect(abs(Double(card.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["keyframes true at 1"])
    }

    @Test("transitions: the changes apply at once and the completion comes at the end")
    func transitions() {
        let stage = Stage()
        let container = stage.view("container", CGRect(x: 0, y: 0, width: 200, height: 200))
        let pair = stage.view("pair", CGRect(x: 0, y: 200, width: 200, height: 200))
        let front = stage.view("front", CGRect(x: 0, y: 0, width: 200, height: 200), in: pair)
        let back = UIView(frame: front.frame)
        UIView.transition(
            with: container, duration: 0.4, options: .transitionFlipFromLeft,
            animations: {
                container.backgroundColor = .red
            }, completion: { stage.log.add("flip \($0) at \(stage.clock.now.compact)") })
        UIView.transition(from: front, to: back, duration: 0.3, options: .transitionCrossDissolve) {
            stage.log.add("swap \($0) at \(stage.clock.now.compact)")
        }
        #expect(front.superview == nil && back.superview === pair)
        #expect(container.backgroundColor != nil && container.layer.animationKeys() == ["transition"])
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["swap true at 0.3", "flip true at 0.4"])
    }

    @Test("§13 the trace records an animation's start, interruption and stop")
    func traced() {
        let stage = Stage()
        let log = stage.log
        let observation = stage.app.trace.addObserver { event in
            switch event {
            case .animationStarted, .animationInterrupted, .animationStopped: log.add(event.text(.standard) ?? "")
            default: break
            }
        }
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.5) { card.alpha = 0 }
        stage.clock.advance(to: 1)
        UIView.animate(withDuration: 0.5) { card.alpha = 1 }
        stage.clock.advance(to: 1.25)
        card.layer.removeAllAnimations()
        #expect(
            log.lines == [
                "animation opacity of card started", "animation opacity of card stopped (finished: true)",
                "animation opacity of card started", "animation opacity of card interrupted",
                "animation opacity of card stopped (finished: false)",
            ])
        stage.app.trace.removeObserver(observation)
    }
}
