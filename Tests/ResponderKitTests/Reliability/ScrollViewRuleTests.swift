import Foundation
@testable import ResponderKit
import ResponderStreams
import Testing

/// The scroll-view rules of the lifecycle verifier (BEHAVIOUR §9): a scroll view never tracks a touch and
/// decelerates at once, and every `scrollViewWillBeginDragging` has its `scrollViewDidEndDragging`.
@MainActor
@Suite("ScrollViewRuleTests")
struct ScrollViewRuleTests {
    private func world() -> (UIApplication, ManualClock, UIScrollView) {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 320, height: 4000)
        window.addSubview(list)
        return (app, clock, list)
    }

    /// A fast upward drag that lifts while moving.
    private func fling(_ app: UIApplication, at start: TimeInterval) {
        app.touch(.began, at: CGPoint(x: 100, y: 400), time: start)
        for step in 1...5 {
            app.touch(.moved, at: CGPoint(x: 100, y: 400 - 40 * CGFloat(step)), time: start + 0.02 * Double(step))
        }
        app.touch(.ended, at: CGPoint(x: 100, y: 200), time: start + 0.1)
    }

    @Test(
        "§9 a fling, a touch that stops the deceleration, and a removal mid-deceleration break no scroll rule",
        arguments: ["rest", "stopped by a touch", "removed"])
    func flingsBreakNoRule(_ how: String) {
        let (app, clock, list) = world()
        var violations: [String] = []
        app.verifier.onViolation = { violations.append($0.description) }
        fling(app, at: 0)
        #expect(list.isDecelerating && !list.isTracking)
        switch how {
        case "rest": break
        case "stopped by a touch":
            clock.advance(to: 0.3)
            app.touch(.began, at: CGPoint(x: 100, y: 100), time: 0.3)
            #expect(list.isTracking && !list.isDecelerating)
            app.touch(.ended, at: CGPoint(x: 100, y: 100), time: 0.35)
        default:
            clock.advance(to: 0.3)
            list.removeFromSuperview()
        }
        clock.advance(to: 10)
        app.verifier.verifyQuiescent()
        #expect(violations == [])
        #expect(!list.isDecelerating)
        #expect(app.leftovers == [])
    }

    @Test("§9 a drag ended without beginning, and one begun twice, break scrollDraggingEndsOnce")
    func unmatchedDrags() {
        let (app, _, list) = world()
        var rules: [String] = []
        app.verifier.onViolation = { rules.append("\($0.rule): \($0.message)") }
        app.verifier.scrollViewDidEndDragging(list)
        app.verifier.scrollViewWillBeginDragging(list)
        app.verifier.scrollViewWillBeginDragging(list)
        app.verifier.verifyQuiescent()
        #expect(
            rules == [
                "scrollDraggingEndsOnce: list ended dragging without scrollViewWillBeginDragging",
                "scrollDraggingEndsOnce: list began dragging again before scrollViewDidEndDragging",
                "scrollDraggingEndsOnce: list began dragging and never got scrollViewDidEndDragging",
            ])
        #expect(app.leftovers == [])
    }

    @Test("§9 a scroll view that tracks while it decelerates breaks scrollNeverTracksWhileDecelerating")
    func tracksWhileDecelerating() {
        let (app, clock, list) = world()
        var rules: [String] = []
        app.verifier.onViolation = { rules.append("\($0.rule): \($0.message)") }
        fling(app, at: 0)
        // A constructed violation: the engine never tracks while decelerating (a touch-down stops the motion),
        // so the state is set by hand, and the next motion tick finds it.
        list.isTracking = true
        clock.advance(to: 0.1 + 1.0 / 60)
        #expect(
            rules == ["scrollNeverTracksWhileDecelerating: list is tracking a touch and decelerating at once"])
        list.isTracking = false
        clock.advance(to: 10)
        app.verifier.verifyQuiescent()
        #expect(app.leftovers == [])
    }

    @Test("§9 a touch-down the delay recognizer does not see still stops a decelerating scroll view")
    func panStopsMotion() {
        // Found by the random streams (seed 20263400): a finger held on the content since the fling's drag kept
        // the failed delay recognizer from resetting, so a new finger reached only the pan, and the scroll view
        // tracked it while it decelerated. Here the delay recognizer is switched off to the same effect.
        let (app, clock, list) = world()
        var violations: [String] = []
        app.verifier.onViolation = { violations.append($0.description) }
        fling(app, at: 0)
        clock.advance(to: 0.3)
        let decelerating = list.isDecelerating
        list.contentTouchDelay.isEnabled = false
        app.touch(.began, at: CGPoint(x: 100, y: 300), time: 0.35)
        #expect(decelerating && !list.isDecelerating && list.isTracking)
        app.touch(.ended, at: CGPoint(x: 100, y: 300), time: 0.4)
        clock.advance(to: 10)
        app.verifier.verifyQuiescent()
        #expect(violations == [])
        #expect(app.leftovers == [])
    }

    @Test("§9 random streams with scroll views, their drags and their delegates' mutations break no rule")
    func streams() async {
        var drags = 0
        var violations: [String] = []
        for seed in UInt64(1)...300 {
            try? await Task.sleep(nanoseconds: 50_000)
            let outcome = RandomStream.run(source: SeededEntropy(seed: 9_000 + seed), steps: 215)
            drags += outcome.scrollViewDrags
            if violations.count < 3 { violations += outcome.violations.map { "seed \(9_000 + seed): \($0)" } }
        }
        #expect(drags > 0)
        #expect(violations == [])
    }
}
