import Foundation
import ResponderKit
import ResponderKitTesting
import XCTest

// Written as a Hammer test is written for iOS: `import Hammer` and `import UIKit` became `import ResponderKitTesting`
// and `import ResponderKit`; the constructor is Hammer's (`EventGenerator(viewController:)`, which puts a view without a
// window into one); every call below is Hammer's name with Hammer's labels. swift-corelibs-xctest cannot call a
// `@MainActor` test method, and runs tests on the main thread: each test enters the main actor with
// `MainActor.assumeIsolated`.

/// The acceptance screen, XCTest style.
final class ShopScreenXCTests: XCTestCase {
    func testTappingBuyBuysOnce() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            try eventGenerator.waitUntilHittable("buy", timeout: 1)
            try eventGenerator.fingerTap(at: "buy")
            XCTAssertEqual(screen.log, ["bought 1"])
        }
    }

    func testDraggingTheCardMovesIt() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            let card = try eventGenerator.viewWithIdentifier("card")
            try eventGenerator.fingerDrag(from: card, to: CGPoint(x: 150, y: 200), duration: 0.5)
            XCTAssertEqual(screen.log, ["card at (150, 200)"])
        }
    }

    func testPinchingAndRotatingThePhoto() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            try eventGenerator.fingerPinch(at: "photo", fromDistance: 40, toDistance: 100, duration: 0.3)
            try eventGenerator.fingerRotate(at: "photo", withDistance: 80, angle: .pi / 2, duration: 0.5)
            XCTAssertEqual(screen.log, ["photo scaled 2.50", "photo rotated 90°"])
        }
    }

    func testLongPressShowsTheMenuWhoseCopyButtonCopies() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            try eventGenerator.fingerLongPress(at: "message", duration: 0.6)
            let menu = try eventGenerator.viewWithIdentifier("menu")
            try eventGenerator.fingerTap(at: menu)
            XCTAssertEqual(screen.log, ["menu shown", "copied Hello"])
            XCTAssertThrowsError(try eventGenerator.viewWithIdentifier("menu"))
        }
    }

    func testSliderFollowsTheFinger() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            let volume = try eventGenerator.viewWithIdentifier("volume", ofType: UISlider.self)
            try eventGenerator.fingerDrag(
                from: RelativeLocation(location: volume, x: 0.05, y: 0.5),
                to: RelativeLocation(location: volume, x: 0.5, y: 0.5), duration: 0.3)
            XCTAssertEqual(volume.value, 0.5, accuracy: 0.01)
            XCTAssertEqual(screen.log.last, "volume 0.5")
        }
    }

    func testScrollingTheList() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            try eventGenerator.fingerDrag(
                from: OffsetLocation(location: "list", x: 0, y: 60), to: OffsetLocation(location: "list", x: 0, y: -60),
                duration: 0.5)
            try eventGenerator.waitUntilAnimationsAreFinished(timeout: 5)
            XCTAssertGreaterThan(screen.list.contentOffset.y, 90)
            XCTAssertLessThan(screen.list.contentOffset.y, 120)
        }
    }

    func testTypingIntoTheEditor() throws {
        try MainActor.assumeIsolated {
            let screen = ShopScreen()
            let eventGenerator = try EventGenerator(viewController: screen)
            try eventGenerator.fingerTap(at: "editor")
            try eventGenerator.keyType("ok")
            try eventGenerator.keyPress(.returnOrEnter)
            XCTAssertEqual(screen.log, ["editor \"ok\""])
        }
    }
}
