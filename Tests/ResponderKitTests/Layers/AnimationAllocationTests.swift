import AllocationCounter
import Foundation
import Testing

@testable import ResponderKit

/// 100 views in a window, each in a long `UIView.animate` of its centre and alpha: 200 running animations.
@MainActor
struct AnimationFrameScenario {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    var views: [UIView] = []
    var time = 0.0

    init(count: Int = 100) {
        app = UIApplication(clock: clock)
        app.isVerifying = false
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        for index in 0..<count {
            let view = UIView(
                frame: CGRect(x: CGFloat(index % 10) * 30, y: CGFloat(index / 10) * 40, width: 20, height: 20))
            window.addSubview(view)
            views.append(view)
        }
        for view in views {
            UIView.animate(withDuration: 1e6, delay: 0, options: .allowUserInteraction) {
                view.center.x += 100
                view.alpha = 0.5
            }
        }
    }

    /// One display frame later.
    mutating func tick() {
        time += 1.0 / 60
        clock.advance(to: time)
    }
}

@MainActor
@Suite("AnimationAllocationTests")
struct AnimationAllocationTests {
    /// Enforced in optimized builds, as `DeliveryAllocationTests`.
    @Test(
        "§13 a display frame with 100 animated views (200 animations) allocates nothing",
        .enabled(if: allocation_counter_is_available() != 0))
    func animationFrameIsAllocationFree() {
        var scenario = AnimationFrameScenario()
        for _ in 0..<10 { scenario.tick() }
        let engine = scenario.app.animationEngine
        #expect(engine.running.count == 200)
        allocation_counter_start()
        for _ in 0..<600 { scenario.tick() }
        let count = allocation_counter_stop()
        #expect(engine.running.allSatisfy { $0.current != nil })
        #if DEBUG
            withKnownIssue("an unoptimized build allocates in unspecialized code", isIntermittent: true) {
                #expect(count == 0)
            }
        #else
            #expect(count == 0)
        #endif
        for view in scenario.views { view.layer.removeAllAnimations() }
        #expect(scenario.app.leftovers == [])
    }
}
