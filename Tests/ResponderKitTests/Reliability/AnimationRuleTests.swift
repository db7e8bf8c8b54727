import Foundation
@testable import ResponderKit
import Testing

/// The animation rules of the lifecycle verifier (BehaviourContract §13): every layer animation stops once and every
/// `UIView.animate` completion runs once (`animationStopsOnce`), with `finished == true` exactly when it ran to its
/// end (`animationFinishedMeansEnded`). Each rule is shown catching a deliberately broken case, and the hostile cases
/// of the random streams are shown breaking none.
@MainActor
@Suite("AnimationRuleTests")
struct AnimationRuleTests {
    private func world() -> (UIApplication, ManualClock, UIWindow, UIView) {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        return (app, clock, window, card)
    }

    @Test(
        "§13 removed, replaced, moved out of the window, freed, or run out: each completion runs once, finished only at the end",
        arguments: ["end", "removed", "replaced", "left its window", "freed", "repeat removed"])
    func completionsRunOnce(_ how: String) {
        let (app, clock, window, card) = world()
        var violations: [String] = []
        app.verifier.onViolation = { violations.append($0.description) }
        var log: [String] = []
        var host: UIView? = UIView(frame: window.bounds)
        window.addSubview(host!)
        weak let weakSubject = how == "freed" ? host : card
        let subject = { weakSubject! }
        UIView.animate(
            withDuration: 0.5, delay: 0, options: how == "repeat removed" ? [.repeat, .allowUserInteraction] : [],
            animations: { subject().alpha = 0.5 }, completion: { log.append("completion \($0)") })
        let layer = CALayer()
        subject().layer.addSublayer(layer)
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.toValue = 0
        spin.duration = 0.5
        layer.add(spin, forKey: "fade")
        clock.advance(to: 0.2)
        switch how {
        case "removed", "repeat removed": subject().layer.removeAllAnimations()
        case "replaced": UIView.animate(withDuration: 0.1) { subject().alpha = 1 }
        case "left its window": subject().removeFromSuperview()
        case "freed":
            host?.removeFromSuperview()
            host = nil
            #expect(weakSubject == nil)
        default: break
        }
        clock.advance(to: 2)
        #expect(log == [how == "end" ? "completion true" : "completion false"])
        layer.removeAllAnimations()
        app.verifier.verifyQuiescent()
        #expect(violations == [])
        #expect(app.leftovers == [])
    }

    @Test("§13 the verifier: a completion run a second time breaks animationStopsOnce")
    func completionRunsOnce() {
        let (app, clock, _, card) = world()
        UIView.animate(withDuration: 0.5) { card.alpha = 0 }
        let group = card.layer.animationEntries[0].animation.viewAnimation!
        clock.advance(to: 1)
        #expect(app.verifier.violations.isEmpty)
        app.verifier.viewAnimationCompleted(group, finished: true)
        #expect(app.verifier.violations.map(\.rule) == [.animationStopsOnce])
        #expect(app.verifier.violations.first?.message == "a UIView animation's completion ran 2 times")
    }

    @Test("§13 the verifier: an animation lost without stopping, its completion never run, breaks animationStopsOnce")
    func lostAnimationOwesItsCompletion() {
        let (app, _, _, card) = world()
        var ran = false
        UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }, completion: { _ in ran = true })
        // Dropped behind the engine's back: nothing will ever stop it.
        let record = card.layer.animationEntries.removeFirst()
        app.animationEngine.unregister(record)
        app.verifier.verifyQuiescent()
        #expect(!ran)
        #expect(app.verifier.violations.map(\.rule) == [.animationStopsOnce])
        #expect(
            app.verifier.violations.first?.message
                == "the completion of a UIView animation of card never ran: 1 of its 1 animation(s) were lost without "
                + "stopping")
    }

    @Test("§13 the verifier: finished == true before the end or after a removal breaks animationFinishedMeansEnded")
    func finishedMeansEnded() {
        let (app, clock, _, card) = world()
        UIView.animate(withDuration: 0.5) { card.alpha = 0 }
        let record = card.layer.animationEntries[0]
        clock.advance(to: 0.2)
        app.verifier.animationStopped(record, finished: true)
        #expect(app.verifier.violations.map(\.rule) == [.animationFinishedMeansEnded])
        #expect(
            app.verifier.violations.first?.message
                == "animation opacity of card stopped with finished == true at 0.2, before its end at 0.5")
        app.verifier.clearViolations()
        UIView.animate(withDuration: 0.5) { card.center.x += 10 }
        let moved = card.layer.animationEntries.last!
        app.verifier.animationInterrupted(moved)
        app.verifier.animationStopped(moved, finished: true)
        #expect(
            app.verifier.violations.map(\.message) == [
                "animation position of card stopped with finished == true after it was removed"
            ])
    }

    @Test(
        "§13 the verifier: finished == false with nothing removed, or a completion's flag unlike its animations', breaks animationFinishedMeansEnded"
    )
    func falseMeansRemoved() {
        let (app, clock, _, card) = world()
        UIView.animate(withDuration: 0.5) { card.alpha = 0 }
        let record = card.layer.animationEntries[0]
        let group = record.animation.viewAnimation!
        clock.advance(to: 0.2)
        app.verifier.animationStopped(record, finished: false)
        app.verifier.viewAnimationCompleted(group, finished: true)
        #expect(app.verifier.violations.map(\.rule) == [.animationFinishedMeansEnded, .animationFinishedMeansEnded])
        #expect(
            app.verifier.violations.map(\.message) == [
                "animation opacity of card stopped with finished == false, but nothing removed it",
                "the completion of a UIView animation of card ran with finished == true, but an animation was removed early",
            ])
    }
}
