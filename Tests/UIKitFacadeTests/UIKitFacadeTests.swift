import Foundation
import Testing
import UIKit

#if canImport(UIKit) && canImport(QuartzCore) && canImport(CoreGraphics)
    private let frameworksImportable = true
#else
    private let frameworksImportable = false
#endif

/// Records what a card's delegate hears.
@MainActor
private final class CardStackController: UIViewController, CardSwipeViewDelegate {
    var heard: [String] = []
    func cardSwipeView(_ view: CardSwipeView, didSwipe direction: CardSwipeView.Direction) {
        heard.append("\(view) swiped \(direction)")
    }
    func cardSwipeViewDidSnapBack(_ view: CardSwipeView) {
        heard.append("\(view) snapped back")
    }
}

@MainActor
@Suite("UIKitFacadeTests")
struct UIKitFacadeTests {
    @Test("the UIKit, QuartzCore and CoreGraphics imports resolve and canImport(UIKit) is true")
    func frameworksResolve() {
        #expect(frameworksImportable)
    }

    @Test("a card swiped past half its width calls its Self.handlePan action and its delegate, in order")
    func cardSwipe() {
        let stage = FacadeStage()
        let controller = CardStackController()
        let card = CardSwipeView(title: "A", frame: CGRect(x: 60, y: 100, width: 200, height: 240))
        card.delegate = controller
        stage.window.addSubview(card)
        stage.drag(
            [CGPoint(x: 100, y: 200), CGPoint(x: 130, y: 202), CGPoint(x: 200, y: 204), CGPoint(x: 280, y: 205)],
            from: 0, step: 0.016)
        #expect(card.log == ["should begin pan: true", "began at 160,220 in the window", "swiped right"])
        #expect(controller.heard == ["<CardSwipeView A> swiped right"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a short drag snaps the card back 0.3 s later through DispatchQueue.main.asyncAfter on the manual clock")
    func snapBack() {
        let stage = FacadeStage()
        let controller = CardStackController()
        let card = CardSwipeView(title: "B", frame: CGRect(x: 60, y: 100, width: 200, height: 240))
        card.delegate = controller
        stage.window.addSubview(card)
        stage.drag(
            [CGPoint(x: 100, y: 200), CGPoint(x: 130, y: 201), CGPoint(x: 150, y: 202), CGPoint(x: 150, y: 202)],
            from: 0, step: 0.016)
        #expect(stage.app.leftovers.count == 1)
        #expect(card.transform == CGAffineTransform(translationX: 50, y: 0))
        stage.clock.advance(by: 0.2)
        #expect(controller.heard == [])
        stage.clock.advance(by: 0.2)
        #expect(card.log == ["should begin pan: true", "began at 160,220 in the window", "snapped back"])
        #expect(controller.heard == ["<CardSwipeView B> snapped back"])
        #expect(card.transform == .identity)
        #expect(stage.app.leftovers == [])
    }

    @Test("a new drag cancels a pending snap-back (its DispatchWorkItem)")
    func snapBackCancelled() {
        let stage = FacadeStage()
        let card = CardSwipeView(title: "C", frame: CGRect(x: 60, y: 100, width: 200, height: 240))
        stage.window.addSubview(card)
        stage.drag([CGPoint(x: 100, y: 200), CGPoint(x: 130, y: 201), CGPoint(x: 150, y: 202)], from: 0, step: 0.016)
        stage.drag([CGPoint(x: 100, y: 200), CGPoint(x: 130, y: 201), CGPoint(x: 300, y: 202)], from: 0.1, step: 0.016)
        stage.clock.advance(by: 1)
        #expect(
            card.log == [
                "should begin pan: true", "began at 160,220 in the window", "should begin pan: true",
                "began at 160,220 in the window", "swiped right",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a double tap reaches the recognizer matched by `case doubleTap:` and its no-argument action")
    func doubleTap() {
        let stage = FacadeStage()
        let card = CardSwipeView(title: "D", frame: CGRect(x: 60, y: 100, width: 200, height: 240))
        stage.window.addSubview(card)
        stage.app.tap(at: CGPoint(x: 100, y: 200), time: 0)
        stage.app.tap(at: CGPoint(x: 100, y: 200), time: 0.2)
        stage.clock.advance(by: 1)
        #expect(card.log == ["should begin double tap", "double tap"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a passthrough window lets touches on its background through to the window below")
    func passthroughWindow() {
        let stage = FacadeStage()
        let below = BadgeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(below)
        let overlay = PassthroughWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        overlay.windowLevel = stage.window.windowLevel + 1
        overlay.isHidden = false
        let controller = UIViewController()
        overlay.rootViewController = controller
        let button = BadgeView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        controller.view.addSubview(button)
        stage.app.tap(at: CGPoint(x: 200, y: 300), time: 0)
        stage.app.tap(at: CGPoint(x: 25, y: 40), time: 1)
        #expect(overlay.log == ["passed through at 200,300"])
        #expect(below.touchesInWindow == [CGPoint(x: 200, y: 300)])
        #expect(button.touchesInWindow == [CGPoint(x: 25, y: 40)])
        #expect(button.roundTrips == [true])
        #expect(stage.app.leftovers == [])
    }

    @Test("a custom recognizer's Timer begins it on the manual clock, and its delayed hint is cancelled on lift")
    func holdRecognizer() {
        let stage = FacadeStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        let hold = HoldGestureRecognizer()
        hold.addHandler { stage.add("hold \($0.state)") }
        view.addGestureRecognizer(hold)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        #expect(stage.app.leftovers.count == 3)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.6)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 1)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 1.1)
        #expect(stage.log == ["hold began @0.5", "hold ended @0.6"])
        #expect(hold.hints == ["hint"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a view controller's target-selector Timer, DispatchTime and DispatchQueue.main run on the manual clock")
    func inactivityTimer() {
        let stage = FacadeStage()
        let controller = ResetTimerViewController()
        stage.window.rootViewController = controller
        stage.clock.advance(to: 0.5)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0.5)
        stage.clock.advance(by: 2)
        #expect(controller.events == ["touched", "inactive after 1.0 s"])
        #expect(stage.app.leftovers == [])
    }

    @Test("an app's own CGRect.center, CGPoint.distance(to:) and UIView.width compile and are its own")
    func ownExtensions() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.frame.center == CGPoint(x: 25, y: 40))
        #expect(CGPoint.zero.distance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(view.width == 30)
    }
}
