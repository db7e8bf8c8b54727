import Foundation
import Testing
import UIKit

@MainActor
@Suite("AutoLayoutFacadeTests")
struct AutoLayoutFacadeTests {
    @Test("a sign-in screen written as on iOS lays out against the safe area and is tapped at its solved frames")
    func signInScreen() {
        let stage = FacadeStage(windowFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = SignInViewController()
        stage.window.rootViewController = controller
        stage.app.layoutPendingViews()
        // Title: 34-point large title, one line of 34 × 1.1934 = 40.58 → 40.667, at 47 + 20.
        #expect(controller.titleLabel.frame.minY == 67)
        #expect(controller.titleLabel.frame.minX == 8)
        let formY = 67 + controller.titleLabel.frame.height + 32
        let form = controller.form.frame
        #expect(form.minX == 8 && abs(form.minY - formY) < 1e-9 && form.size == CGSize(width: 374, height: 154))
        #expect(controller.signInButton.frame == CGRect(x: 0, y: 124, width: 374, height: 30))
        let button = controller.signInButton.convert(controller.signInButton.bounds, to: nil)
        stage.app.touch(.began, at: CGPoint(x: button.midX, y: button.midY), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: button.midX, y: button.midY), time: 0.1)
        controller.keyboardWillShow()
        stage.app.touch(.began, at: CGPoint(x: button.midX, y: button.midY - 24), time: 1)
        stage.app.touch(.ended, at: CGPoint(x: button.midX, y: button.midY - 24), time: 1.1)
        #expect(controller.events.filter { $0 == "sign in" }.count == 2)
        #expect(controller.events.first?.hasPrefix("laid out") == true)
        #expect(stage.app.leftovers == [])
    }
}

@MainActor
@Suite("LegacyLayoutFacadeTests")
struct LegacyLayoutFacadeTests {
    @Test(
        "§14 pre-iOS 11 code: top and bottom layout guides follow the safe area, a placeholder constraint, addSubview and accessibility-container overrides"
    )
    func legacyHeader() {
        let stage = FacadeStage(windowFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = LegacyHeaderController()
        stage.window.rootViewController = controller
        let first = UIView()
        first.accessibilityIdentifier = "first"
        first.isAccessibilityElement = true
        first.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        controller.content.addSubview(first)
        stage.app.layoutPendingViews()
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        #expect(controller.header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(controller.content.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        #expect(first.superview === controller.content.contentView)
        #expect(controller.content.accessibilityElementCount() == 1)
        #expect(controller.content.index(ofAccessibilityElement: first) == 0)
        #expect(controller.content.index(ofAccessibilityElement: controller.header) == NSNotFound)
        #expect(ContentContainer.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
        // The notch grows (a call bar): the guide, the header and the content follow in the next pass, which the
        // next touch's hit-test sees.
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 100), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 100), time: 0.1)
        #expect(controller.header.frame.minY == 67 && controller.topLayoutGuide.length == 67)
        // An empty constraint is a placeholder: activating one is refused, not a crash.
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.firstAttribute == .notAnAttribute && empty.multiplier == 1)
        empty.isActive = true
        #expect(!empty.isActive)
        #expect(stage.app.leftovers == [])
    }
}
