import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The acceptance screen in Swift Testing, each scenario an ordered log, ending with nothing left in flight.
@MainActor
@Suite struct ShopScreenTests {
    private func open() throws -> (ShopScreen, EventGenerator) {
        let screen = ShopScreen()
        return (screen, try EventGenerator(viewController: screen))
    }

    @Test("a whole session on the screen, in Hammer's calls, logs each outcome in order")
    func session() throws {
        let (screen, generator) = try open()
        try generator.fingerTap(at: "buy")
        try generator.fingerDrag(from: "card", to: CGPoint(x: 150, y: 200), duration: 0.5)
        try generator.fingerPinch(at: "photo", fromDistance: 40, toDistance: 100, duration: 0.3)
        try generator.fingerLongPress(at: "message", duration: 0.6)
        try generator.fingerTap(at: "menu")
        try generator.accessibilityIncrement("volume")
        try generator.fingerTap(at: "editor")
        try generator.keyType("hi")
        try generator.keyPress(.returnOrEnter)
        #expect(
            screen.log == [
                "bought 1", "card at (150, 200)", "photo scaled 2.50", "menu shown", "copied Hello", "volume 0.1",
                "editor \"hi\"",
            ])
        try generator.waitUntilIdle(timeout: 5)
        #expect(generator.application.leftovers == [])
    }

    @Test("the buy button is found by its accessibility label too, and the card is no longer hittable under the menu")
    func labelsAndHittability() throws {
        let (screen, generator) = try open()
        try generator.accessibilityActivate(AccessibilityLabel("Buy"))
        #expect(screen.log == ["bought 1"])
        try generator.fingerLongPress(at: "message", duration: 0.6)
        // The menu covers the top of the photo now.
        let error = #expect(throws: EventGeneratorError.self) {
            try generator.fingerTap(at: RelativeLocation(location: screen.photo, x: 0.5, y: 0.9))
        }
        #expect(error?.description.contains("covered by \"menu\" (UIView)") == true)
    }

    @Test("a fling on the list lifts at the velocity asked for, and the list comes to rest where ScrollPhysics says")
    func flingTheList() throws {
        @MainActor final class Watcher: UIScrollViewDelegate {
            var velocity: CGPoint?
            var target: CGPoint?
            var offsetAtLift: CGPoint?
            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                self.velocity = velocity
                target = targetContentOffset.pointee
                offsetAtLift = scrollView.contentOffset
            }
        }
        let (screen, generator) = try open()
        let watcher = Watcher()
        screen.list.delegate = watcher
        try generator.fingerFling(
            from: OffsetLocation(location: "list", x: 0, y: 80), velocity: CGPoint(x: 0, y: -1200))
        // UIKit reports the scroll view's velocity in points per millisecond, positive as the offset grows.
        let velocity = try #require(watcher.velocity)
        #expect(abs(velocity.y - 1.2) <= 0.012)
        let lift = try #require(watcher.offsetAtLift)
        let expected = ScrollPhysics.restingOffset(
            from: lift.y, velocity: velocity.y, rate: screen.list.decelerationRate.rawValue)
        #expect(abs((watcher.target?.y ?? 0) - expected) < 0.5)
        try generator.waitUntilIdle(timeout: 10)
        #expect(abs(screen.list.contentOffset.y - expected) < 0.5)
    }
}
