import AllocationCounter
import Foundation
import ResponderKit
import Testing

/// A finger dragging a scroll view of 1,000 rows, each with a button, after its pan began.
@MainActor
struct ScrollDragScenario {
    let app: UIApplication
    let window: UIWindow
    let list: UIScrollView
    var frames: [TouchFrame]
    var time = 0.0

    init() {
        app = UIApplication(clock: ManualClock())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 44_000)
        window.addSubview(list)
        for index in 0..<1_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44))
            row.addSubview(UIButton(frame: CGRect(x: 200, y: 4, width: 100, height: 36)))
            list.addSubview(row)
        }
        frames = [
            TouchFrame(
                timestamp: 0, samples: [TouchSample(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 300))]),
            TouchFrame(
                timestamp: 0, samples: [TouchSample(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 301))]),
        ]
        app.touch(.began, at: CGPoint(x: 20, y: 400), time: 0)
        app.touch(.moved, at: CGPoint(x: 20, y: 350), time: 0.001)
        time = 0.001
    }

    /// Delivers one move of the drag (alternating between two points a point apart).
    mutating func move() {
        time += 0.001
        let index = Int(saturating: (time * 1000).rounded()) & 1
        frames[index].timestamp = time
        app.inject(.touches(frames[index]))
    }
}

@MainActor
@Suite("ScrollAllocationTests")
struct ScrollAllocationTests {
    /// Enforced in optimized builds, as `DeliveryAllocationTests` (an unoptimized build allocates in the standard
    /// library's unspecialized iteration).
    @Test(
        "a drag move through a scroll view of 1,000 rows with a button each allocates nothing after the pan began",
        .enabled(if: allocation_counter_is_available() != 0))
    func dragMoveIsAllocationFree() {
        var scenario = ScrollDragScenario()
        scenario.app.isVerifying = false
        #expect(scenario.list.isDragging)
        for _ in 0..<100 { scenario.move() }
        allocation_counter_start()
        for _ in 0..<1_000 { scenario.move() }
        let count = allocation_counter_stop()
        #if DEBUG
            withKnownIssue(
                "an unoptimized build allocates \(count / 1_000) times a move in unspecialized iteration",
                isIntermittent: true
            ) {
                #expect(count == 0)
            }
        #else
            #expect(count == 0)
        #endif
        scenario.app.touch(.ended, at: CGPoint(x: 20, y: 300), time: scenario.time + 0.2)
        scenario.list.setContentOffset(scenario.list.contentOffset, animated: false)
        #expect(scenario.app.leftovers == [])
    }
    /// A display frame of a deceleration: the tick's timer, the motion's offset, `contentOffset` and the delegate.
    @Test(
        "§9 a deceleration frame of a scroll view allocates nothing",
        .enabled(if: allocation_counter_is_available() != 0))
    func decelerationFrameIsAllocationFree() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        app.isVerifying = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 1e9)
        list.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.9999)
        list.accessibilityIdentifier = "list"
        window.addSubview(list)
        var time = 0.0
        var y = 400.0
        app.touch(.began, at: CGPoint(x: 20, y: y), time: time)
        for _ in 0..<5 {
            time += 0.01
            y -= 60
            app.touch(.moved, at: CGPoint(x: 20, y: y), time: time)
        }
        time += 0.01
        app.touch(.ended, at: CGPoint(x: 20, y: y), time: time)
        #expect(list.isDecelerating)
        for _ in 0..<10 {
            time += 1.0 / 60
            clock.advance(to: time)
        }
        let before = list.contentOffset.y
        allocation_counter_start()
        for _ in 0..<600 {
            time += 1.0 / 60
            clock.advance(to: time)
        }
        let count = allocation_counter_stop()
        #expect(list.isDecelerating && list.contentOffset.y > before)
        #if DEBUG
            withKnownIssue("an unoptimized build allocates in unspecialized code", isIntermittent: true) {
                #expect(count == 0)
            }
        #else
            #expect(count == 0)
        #endif
        #expect(app.leftovers == ["display link: scroll view list decelerating"])
        list.removeFromSuperview()
        #expect(app.leftovers == [])
    }
}
