import Foundation
import ResponderKit
import Testing

/// Rule 5 of the lifecycle verifier: a control that began tracking ends or cancels tracking exactly once.
@MainActor
@Suite("ControlTrackingRuleTests")
struct ControlTrackingRuleTests {
    private func world() -> (UIApplication, UIWindow, UIButton, [LifecycleViolation.Rule]) {
        let app = UIApplication(clock: ManualClock())
        app.isVerifying = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(button)
        return (app, window, button, [])
    }

    @Test(
        "tracking that begins and ends, is cancelled, or stops in continueTracking breaks no rule",
        arguments: [
            "lift", "interruption", "removed",
        ])
    func trackingEndsOnce(_ how: String) {
        let (app, _, button, _) = world()
        var rules: [LifecycleViolation.Rule] = []
        app.verifier.onViolation = { rules.append($0.rule) }
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        switch how {
        case "lift": app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        case "interruption": app.inject(.interruption(timestamp: 0.1))
        default: button.removeFromSuperview()
        }
        app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.2)
        app.verifier.verifyQuiescent()
        #expect(rules == [])
        #expect(!button.isTracking)
        #expect(app.leftovers == [])
    }

    @Test("a control reported to begin tracking twice without an end breaks rule 5")
    func beganTwice() {
        let (app, _, button, _) = world()
        var rules: [LifecycleViolation.Rule] = []
        app.verifier.onViolation = { rules.append($0.rule) }
        app.verifier.controlBeganTracking(button)
        app.verifier.controlBeganTracking(button)
        #expect(rules == [.controlTrackingEndsOnce])
    }

    @Test("a control reported to end tracking it never began breaks rule 5")
    func endedWithoutBegin() {
        let (app, _, button, _) = world()
        var rules: [LifecycleViolation.Rule] = []
        app.verifier.onViolation = { rules.append($0.rule) }
        app.verifier.controlEndedTracking(button, cancelled: false)
        #expect(rules == [.controlTrackingEndsOnce])
    }
}
