import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("PropertyAnimatorTests")
struct PropertyAnimatorTests {
    @Test("§13 an animator runs its curve on the clock and completes at .end at exactly start + duration")
    func runsToTheEnd() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { card.center.x = 250 }
        animator.addCompletion { position in stage.log.add("completion \(position) at \(stage.clock.now.compact)") }
        #expect(animator.state == .inactive)
        stage.clock.advance(to: 1)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(card.center.x == 250)
        stage.clock.advance(to: 1.1)
        let expected = 50 + 200 * bezierByBisection(0.25, 0.42, 0, 0.58, 1)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - expected) < 0.01)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(
            stage.app.leftovers.contains(
                "animation card animator-\(ObjectIdentifier(animator).hashValue)-position (property animator running at 0.25)"
            ))
        stage.clock.advance(to: 2)
        #expect(stage.log.lines == ["completion end at \((1.0 + 0.4).compact)"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 fractionComplete can be set while paused: the views follow it linearly (scrubsLinearly)")
    func scrub() {
        let stage = Stage()
        let sheet = stage.view("sheet", CGRect(x: 0, y: 0, width: 320, height: 400))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { sheet.center.y = 600 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(abs((sheet.layer.presentation()?.position.y ?? 0) - (200 + 400 * 0.3)) < 0.01)
        animator.fractionComplete = 0.6
        #expect(abs((sheet.layer.presentation()?.position.y ?? 0) - (200 + 400 * 0.6)) < 0.01)
        stage.clock.advance(to: 5)
        #expect(abs((sheet.layer.presentation()?.position.y ?? 0) - 440) < 0.01)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(sheet.center.y - 440) < 0.01)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 reversed and continued: the animator runs back over durationFactor × duration and ends at .start")
    func reverseAndContinue() {
        let stage = Stage()
        let sheet = stage.view("sheet", CGRect(x: 0, y: 0, width: 320, height: 400))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { sheet.center.y = 600 }
        animator.addCompletion { stage.log.add("completion \($0) at \(stage.clock.now.compact)") }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        stage.clock.advance(to: 0.125)
        // Half of the way back, a quarter of the duration for the remaining half: 2 fractions per second.
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(abs((sheet.layer.presentation()?.position.y ?? 0) - 300) < 0.01)
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["completion start at 0.25"])
        #expect(sheet.center.y == 200)
    }

    @Test("stopAnimation(false) then finishAnimation(at: .current) keeps what is on screen and completes once")
    func stopAndFinish() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.addCompletion { stage.log.add("completion \($0)") }
        animator.startAnimation()
        stage.clock.advance(to: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(card.alpha - 0.6) < 1e-6)
        animator.finishAnimation(at: .current)
        animator.finishAnimation(at: .end)
        #expect(stage.log.lines == ["completion current"])
        #expect(animator.state == .inactive)
    }

    @Test("§13 a spring animator and runningPropertyAnimator; isUserInteractionEnabled false refuses touches")
    func springAndRunning() {
        let stage = Stage()
        stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let drawer = stage.view("drawer", CGRect(x: 0, y: 0, width: 100, height: 100))
        let parameters = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
        animator.addAnimations { drawer.center.x = 150 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        stage.clock.advance(to: 0.1)
        let spring = SpringCurve(dampingRatio: 0.7, duration: 0.5, initialVelocity: 0)
        #expect(abs((drawer.layer.presentation()?.position.x ?? 0) - (50 + 100 * spring.progress(at: 0.1))) < 0.01)
        stage.app.tap(at: CGPoint(x: 150, y: 50), time: 0.2)
        stage.clock.advance(to: 0.6)
        stage.app.tap(at: CGPoint(x: 150, y: 50), time: 0.7)
        #expect(
            stage.log.lines == ["background.began[1]", "background.ended[1]", "drawer.began[1]", "drawer.ended[1]"])
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: { drawer.alpha = 0 }
        ) { stage.log.add("running \($0) at \(stage.clock.now.compact)") }
        #expect(running.isRunning)
        // The tap's lift moved the clock to 0.75: the animator begins at 0.85 and ends at 1.15.
        stage.clock.advance(to: 1)
        #expect(abs(Double(drawer.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        stage.clock.advance(to: 2)
        #expect(stage.log.lines.last == "running end at \((0.75 + 0.1 + 0.3).compact)")
    }
}
