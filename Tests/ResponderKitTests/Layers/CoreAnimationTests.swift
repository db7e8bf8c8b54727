import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("CoreAnimationTests")
struct CoreAnimationTests {
    @Test("§13 a basic animation's presentation follows its curve on the clock; the model never moves")
    func basicPresentation() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 200
        move.duration = 0.5
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(move, forKey: "move")
        for (t, x) in [(0.1, 16.332), (0.25, 100.0), (0.4, 183.668)] {
            stage.clock.advance(to: t)
            // 200 × the ease-in-out Bézier at t / 0.5, by bisection (independent of the engine's solver).
            #expect(abs(200 * bezierByBisection(t / 0.5, 0.42, 0, 0.58, 1) - x) < 0.01)
            #expect(abs((layer.presentation()?.position.x ?? -1) - x) < 0.01)
            #expect(layer.position.x == 50)
        }
        stage.clock.advance(to: 0.6)
        #expect(layer.presentation()?.position.x == 50)
        #expect(layer.animationKeys() == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 the delegate hears the start at the begin time and the stop at exactly begin + duration")
    func delegateAtExactTimes() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        stage.clock.advance(to: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.beginTime = CACurrentMediaTime() + 0.2
        fade.fillMode = .backwards
        fade.delegate = AnimationDelegateLog("fade", log: stage.log, clock: stage.clock)
        layer.add(fade, forKey: "fade")
        #expect(stage.app.leftovers.contains("animation CALayer fade (ends at t=1.5)"))
        stage.clock.advance(to: 1.1)
        #expect(layer.presentation()?.opacity == 1)
        stage.clock.advance(to: 3)
        #expect(stage.log.lines == ["fade started at 1.2", "fade stopped finished at 1.5"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a removed animation stops once with finished == false, after the current work")
    func removalIsUnfinished() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = AnimationDelegateLog("fade", log: stage.log, clock: stage.clock)
        layer.add(fade, forKey: "fade")
        stage.clock.advance(to: 0.5)
        layer.removeAnimation(forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["fade started at 0", "fade stopped unfinished at 0.5"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 adding an animation for a key replaces the one there, which stops unfinished")
    func sameKeyReplaces() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        for (name, value) in [("first", 10.0), ("second", 20.0)] {
            let animation = CABasicAnimation(keyPath: "cornerRadius")
            animation.toValue = value
            animation.duration = 1
            animation.delegate = AnimationDelegateLog(name, log: stage.log, clock: stage.clock)
            layer.add(animation, forKey: "corner")
            stage.clock.advance(by: 0.25)
        }
        stage.clock.advance(to: 2)
        #expect(
            stage.log.lines == [
                "first started at 0", "first stopped unfinished at 0.25", "second started at 0.25",
                "second stopped finished at 1.25",
            ])
    }

    @Test("fillMode forwards with isRemovedOnCompletion false keeps the end value until removed")
    func fillForwards() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 300
        grow.duration = 0.5
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer.add(grow, forKey: "grow")
        stage.clock.advance(to: 1)
        #expect(layer.presentation()?.bounds.width == 300)
        #expect(layer.bounds.width == 100)
        #expect(layer.animation(forKey: "grow") != nil)
        #expect(stage.app.leftovers == [])
        layer.removeAllAnimations()
        #expect(layer.presentation()?.bounds.width == 100)
    }

    @Test("repeatCount, autoreverses and speed")
    func repeatAndReverse() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 2
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.speed = 2
        pulse.delegate = AnimationDelegateLog("pulse", log: stage.log, clock: stage.clock)
        layer.add(pulse, forKey: "pulse")
        stage.clock.advance(to: 0.25)
        #expect(abs((layer.presentation()?.transform.m11 ?? 0) - 1.5) < 1e-9)
        stage.clock.advance(to: 0.75)
        #expect(abs((layer.presentation()?.transform.m11 ?? 0) - 1.5) < 1e-9)
        stage.clock.advance(to: 3)
        #expect(stage.log.lines == ["pulse started at 0", "pulse stopped finished at 2"])
    }

    @Test("a keyframe animation passes its values at its key times, each segment eased by its function")
    func keyframes() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [50, 70, 30, 50]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        stage.clock.advance(to: 0.125)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 60) < 0.01)
        stage.clock.advance(to: 0.5)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 0.01)
        stage.clock.advance(to: 0.875)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 40) < 0.01)
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [1, 0.5, 0]
        steps.calculationMode = .discrete
        steps.duration = 0.9
        layer.add(steps, forKey: "steps")
        stage.clock.advance(by: 0.45)
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("§13 a spring animation follows the closed form and ends at its settling duration")
    func springAnimation() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let drop = CASpringAnimation(keyPath: "position.y")
        drop.fromValue = 0
        drop.toValue = 100
        drop.duration = drop.settlingDuration
        drop.delegate = AnimationDelegateLog("drop", log: stage.log, clock: stage.clock)
        layer.add(drop, forKey: "drop")
        // 100 × the closed form with mass 1, stiffness 100, damping 10 (see TimingFunctionTests).
        for (t, y) in [(0.1, 34.03), (0.3, 112.4355), (1.0, 100.217)] {
            stage.clock.advance(to: t)
            #expect(abs((layer.presentation()?.position.y ?? 0) - y) < 0.01)
        }
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["drop started at 0", "drop stopped finished at \(drop.settlingDuration.compact)"])
    }

    @Test("a group runs its children on its timeline; only the group's delegate hears")
    func group() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 200
        slide.beginTime = 0.5
        slide.duration = 0.5
        slide.delegate = AnimationDelegateLog("child", log: stage.log, clock: stage.clock)
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 1
        group.delegate = AnimationDelegateLog("group", log: stage.log, clock: stage.clock)
        layer.add(group, forKey: "group")
        stage.clock.advance(to: 0.25)
        #expect(layer.presentation()?.opacity == 0.75)
        #expect(layer.presentation()?.position.x == 50)
        stage.clock.advance(to: 0.75)
        #expect(layer.presentation()?.position.x == 100)
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["group started at 0", "group stopped finished at 1"])
    }

    @Test("§13 a layer on its own in a window animates implicitly; a view's layer and disabled actions do not")
    func implicitActions() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity") != nil)
        stage.clock.advance(to: 0.125)
        let shown = layer.presentation()?.opacity ?? -1
        #expect(shown > 0 && shown < 1)
        stage.clock.advance(to: 0.25)
        #expect(stage.app.leftovers == [])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        let view = stage.view("plain", CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.cornerRadius = 4
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        let loose = CALayer()
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
    }

    @Test("a transaction's duration and completion block: the block runs when its animations have stopped")
    func transactionCompletion() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { stage.log.add("transaction done at \(stage.clock.now.compact)") }
        layer.cornerRadius = 10
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 0.8
        layer.add(spin, forKey: "spin")
        CATransaction.commit()
        stage.clock.advance(to: 0.5)
        #expect(stage.log.lines == [])
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["transaction done at 0.8"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { stage.log.add("empty done") }
        CATransaction.commit()
        #expect(stage.log.lines.last == "empty done")
    }

    @Test("§13 a layer leaving its window stops its animations, unfinished; leftovers name the running ones")
    func leavingTheWindowStops() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = AnimationDelegateLog("spin", log: stage.log, clock: stage.clock)
        card.layer.add(spin, forKey: "spin")
        #expect(stage.app.leftovers == ["display link: 1 running animation", "animation card spin (repeats for ever)"])
        stage.clock.advance(to: 0.5)
        card.removeFromSuperview()
        #expect(stage.log.lines == ["spin started at 0", "spin stopped unfinished at 0.5"])
        #expect(stage.app.leftovers == [])
    }

    @Test("CACurrentMediaTime reads the current application's clock")
    func mediaTime() {
        let stage = Stage()
        stage.clock.advance(to: 4.25)
        #expect(CACurrentMediaTime() == 4.25)
    }
}

@MainActor
@Suite("AnimationVerifierTests")
struct AnimationVerifierTests {
    @Test("§13 the verifier: an animation heard stopping twice breaks animationStopsOnce")
    func stopsOnce() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "dot"
        window.addSubview(view)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        let record = view.layer.animationEntries[0]
        clock.advance(to: 1)
        #expect(app.verifier.violations.isEmpty)
        app.verifier.animationStopped(record, finished: true)
        #expect(app.verifier.violations.map(\.rule) == [.animationStopsOnce])
        #expect(app.verifier.violations.first?.message == "animation opacity of dot stopped 2 times")
    }

    @Test("§13 the verifier: an animation still running on a layer that left its window breaks animationStopsOnce")
    func nothingRunsOutsideTheWindow() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let layer = CALayer()
        host.layer.addSublayer(layer)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 1
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(to: 0.1)
        // Moved out of the window's tree behind the engine's back (a layer's own removal stops its animations).
        layer.storedSuperlayer = nil
        host.layer.storedSublayers.removeAll()
        clock.advance(to: 0.2)
        #expect(app.verifier.violations.map(\.rule) == [.animationStopsOnce])
        layer.removeAllAnimations()
    }
}

@MainActor
@Suite("LayerLifetimeTests")
struct LayerLifetimeTests {
    @Test("§13 a layer freed while it animates stops its animations, unfinished, and nothing runs on")
    func freedLayerStops() {
        let stage = Stage()
        var layer: CALayer? = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = AnimationDelegateLog("fade", log: stage.log, clock: stage.clock)
        layer?.add(fade, forKey: "fade")
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        if let view {
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0 }) {
                stage.log.add("view completion \($0)")
            }
        }
        stage.clock.advance(to: 0.25)
        layer = nil
        view = nil
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["fade started at 0", "fade stopped unfinished at 0.25", "view completion false"])
        #expect(stage.app.leftovers == [])
        _ = (layer, view)
    }
}
