import Foundation
import Testing

@testable import ResponderKit

/// BehaviourContract §18: custom presentations and dismissals through a transitioning delegate's animator, and
/// interactive ones through UIPercentDrivenInteractiveTransition, on the application's clock.
@MainActor
@Suite("CustomTransitionTests")
struct CustomTransitionTests {
    @Test(
        "§18 a custom presentation runs the delegate's animator in a container; did callbacks, animationEnded, then the completion at completeTransition"
    )
    func customPresentation() {
        let stage = TransitionStage()
        stage.a.present(stage.b, animated: true) { stage.log.add("presented") }
        #expect(
            stage.log.take() == ["B.viewWillAppear @0", "animateTransition present interactive=false @0"])
        #expect(stage.a.presentedViewController === stage.b && stage.b.presentingViewController === stage.a)
        #expect(stage.b.isBeingPresented)
        let container = stage.b.view.superview
        #expect(container.map { $0 is UITransitionView } == true && container?.superview === stage.window)
        #expect(stage.transitions.presentAnimator.context?.view(forKey: .from) == nil, "a custom style keeps A")
        stage.clock.advance(to: 0.2)
        #expect(stage.cardY == 240)
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "animations finished=true, cancelled=false @0.4", "B.viewDidAppear @0.4", "animationEnded(true) @0.4",
                "presented @0.4",
            ])
        #expect(!stage.b.isBeingPresented && stage.a.view.window === stage.window)
        #expect(stage.app.leftovers == [])
    }

    @Test("§18 a full-screen custom presentation hands the animator A's view and takes it away at the end")
    func fullScreenPresentation() {
        let stage = TransitionStage(style: .fullScreen)
        stage.a.present(stage.b, animated: true) { stage.log.add("presented") }
        #expect(stage.transitions.presentAnimator.context?.view(forKey: .from) === stage.a.view)
        #expect(stage.transitions.presentAnimator.context?.viewController(forKey: .to) === stage.b)
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "A.viewWillDisappear @0", "B.viewWillAppear @0", "animateTransition present interactive=false @0",
                "animations finished=true, cancelled=false @0.4", "B.viewDidAppear @0.4", "A.viewDidDisappear @0.4",
                "animationEnded(true) @0.4", "presented @0.4",
            ])
        #expect(stage.a.view.window == nil)
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.viewWillDisappear @1", "A.viewWillAppear @1", "animateTransition dismiss interactive=false @1",
                "animations finished=true, cancelled=false @1.4", "A.viewDidAppear @1.4", "B.viewDidDisappear @1.4",
                "animationEnded(true) @1.4", "dismissed @1.4",
            ])
        #expect(stage.a.view.superview === stage.window && stage.b.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§18 a custom dismissal leaves presentedViewController set until completeTransition(true)")
    func customDismissal() {
        let stage = TransitionStage()
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        #expect(stage.b.isBeingDismissed)
        stage.clock.advance(to: 1.2)
        #expect(stage.a.presentedViewController === stage.b && stage.cardY == 240)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.viewWillDisappear @1", "animateTransition dismiss interactive=false @1",
                "animations finished=true, cancelled=false @1.4", "B.viewDidDisappear @1.4",
                "animationEnded(true) @1.4", "dismissed @1.4",
            ])
        #expect(stage.a.presentedViewController == nil && stage.b.presentingViewController == nil)
        #expect(stage.b.view.window == nil && !stage.window.subviews.contains { $0 is UITransitionView })
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§18 a percent-driven dismissal holds the animations at update's fraction; finish runs the rest in (1 − p) × duration / completionSpeed"
    )
    func percentDrivenFinish() {
        let stage = TransitionStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        stage.transitions.dismissalInteraction = interaction
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        #expect(stage.log.take() == ["B.viewWillDisappear @1", "animateTransition dismiss interactive=true @1"])
        stage.clock.advance(to: 1.5)
        #expect(stage.cardY == 0, "held at 0 until the first update")
        interaction.update(0.5)
        #expect(stage.cardY == 240 && interaction.percentComplete == 0.5 && interaction.duration == 0.4)
        stage.clock.advance(to: 2)
        #expect(stage.cardY == 240 && stage.log.take() == [])
        interaction.completionSpeed = 0.5
        interaction.finish()
        stage.clock.advance(to: 2.2)
        #expect(stage.cardY == 360)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.take() == [
                "animations finished=true, cancelled=false @2.4", "B.viewDidDisappear @2.4",
                "animationEnded(true) @2.4", "dismissed @2.4",
            ])
        #expect(stage.a.presentedViewController == nil && interaction.percentComplete == 0)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§18 a cancelled interactive dismissal runs back, completes with transitionWasCancelled, calls viewWillAppear and viewDidAppear back, and B stays"
    )
    func percentDrivenCancel() {
        let stage = TransitionStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        interaction.completionSpeed = 2
        stage.transitions.dismissalInteraction = interaction
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        interaction.update(0.5)
        stage.clock.advance(to: 2)
        interaction.cancel()
        stage.clock.advance(to: 2.05)
        #expect(stage.cardY == 120)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.take() == [
                "B.viewWillDisappear @1", "animateTransition dismiss interactive=true @1",
                "animations finished=false, cancelled=true @2.1", "B.viewWillAppear @2.1", "B.viewDidAppear @2.1",
                "animationEnded(false) @2.1",
            ])
        #expect(stage.a.presentedViewController === stage.b && stage.b.view.window === stage.window)
        #expect(!stage.b.isBeingDismissed && stage.cardY == 0)
        #expect(stage.app.leftovers == [])
        // The same interaction controller drives the next dismissal.
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        interaction.update(1)
        interaction.finish()
        stage.clock.advance(to: 4)
        #expect(stage.log.take().suffix(2) == ["animationEnded(true) @3", "dismissed @3"])
        #expect(stage.a.presentedViewController == nil)
    }

    @Test(
        "§18 a cancelled interactive full-screen presentation gives B viewWillDisappear and viewDidDisappear, A its appearance back, and clears the links"
    )
    func cancelledPresentation() {
        let stage = TransitionStage(style: .fullScreen)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        stage.transitions.presentationInteraction = interaction
        stage.a.present(stage.b, animated: true) { stage.log.add("presented") }
        #expect(stage.a.presentedViewController === stage.b, "set when present is called")
        interaction.update(0.5)
        #expect(stage.cardY == 240)
        stage.clock.advance(to: 0.5)
        interaction.cancel()
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "A.viewWillDisappear @0", "B.viewWillAppear @0", "animateTransition present interactive=true @0",
                "animations finished=false, cancelled=true @0.7", "B.viewWillDisappear @0.7",
                "B.viewDidDisappear @0.7", "A.viewWillAppear @0.7", "A.viewDidAppear @0.7",
                "animationEnded(false) @0.7",
            ])
        #expect(stage.a.presentedViewController == nil && stage.b.presentingViewController == nil)
        #expect(stage.b.view.window == nil && stage.a.view.window === stage.window)
        #expect(!stage.window.subviews.contains { $0 is UITransitionView })
        #expect(stage.app.leftovers == [])
    }

    @Test("§18 a transition that does not start interactive runs until pause(), then follows update")
    func pausedLater() {
        let stage = TransitionStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        stage.transitions.dismissalInteraction = interaction
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        stage.clock.advance(to: 1.1)
        #expect(stage.cardY == 120)
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.25) < 1e-9)
        stage.clock.advance(to: 1.3)
        #expect(stage.cardY == 120)
        interaction.update(0.75)
        #expect(stage.cardY == 360)
        interaction.finish()
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.viewWillDisappear @1", "animateTransition dismiss interactive=false @1",
                "animations finished=true, cancelled=false @1.4", "B.viewDidDisappear @1.4",
                "animationEnded(true) @1.4", "dismissed @1.4",
            ])
    }

    @Test("§18 a percent-driven transition drives a property animator the animator started by its fraction")
    func percentDrivenPropertyAnimator() {
        let stage = TransitionStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        stage.transitions.dismissalInteraction = interaction
        stage.transitions.dismissAnimator.usesPropertyAnimator = true
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        stage.clock.advance(to: 1.5)
        #expect(stage.cardY == 0)
        interaction.update(0.5)
        #expect(stage.cardY == 240)
        stage.clock.advance(to: 2)
        interaction.finish()
        stage.clock.advance(to: 3)
        #expect(
            stage.log.take() == [
                "B.viewWillDisappear @1", "animateTransition dismiss interactive=true @1",
                "animations at end, cancelled=false @2.2", "B.viewDidDisappear @2.2", "animationEnded(true) @2.2",
                "dismissed @2.2",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§13 §18 during a transition the container takes part in hit-testing and the animating card refuses touches until its animation ends"
    )
    func touchesDuringTransition() {
        let stage = TransitionStage()
        let events = EventLog()
        let card = LoggingView("Card", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: events)
        stage.b.view.addSubview(card)
        let backdrop = LoggingView("Backdrop", frame: stage.a.view.bounds, log: events)
        stage.a.view.addSubview(backdrop)
        stage.a.present(stage.b, animated: true)
        stage.app.tap(at: CGPoint(x: 160, y: 400), time: 0.2)
        #expect(events.lines == [], "the card animates without .allowUserInteraction; the container takes the touch")
        #expect(stage.window.hitTest(CGPoint(x: 160, y: 400), with: nil).map { $0 is UITransitionView } == true)
        stage.app.tap(at: CGPoint(x: 160, y: 400), time: 0.6)
        #expect(events.lines == ["Card.began[1]", "Card.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Reliability

    @Test(
        "§18 an animator that never calls completeTransition leaves the presentation in progress: later presents and dismisses are refused, leftovers name it"
    )
    func neverCompletes() {
        let stage = TransitionStage()
        let recorder = stage.app.trace.recorder()
        stage.transitions.presentAnimator.completes = false
        stage.a.present(stage.b, animated: true) { stage.log.add("presented") }
        stage.clock.advance(to: 5)
        #expect(stage.b.isBeingPresented && stage.a.presentedViewController === stage.b)
        #expect(
            stage.app.leftovers == [
                "presentation transition of <TransitionLoggedController> (animating, began at t=0) waiting for "
                    + "completeTransition"
            ])
        stage.a.present(UIViewController(), animated: false)
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        #expect(
            stage.consoleMessages(recorder) == [
                "Attempt to present <UIViewController> on <TransitionLoggedController> while a presentation is in "
                    + "progress!",
                "Attempt to dismiss from view controller <TransitionLoggedController> while a presentation or "
                    + "dismiss is in progress!",
            ])
        stage.transitions.presentAnimator.context?.completeTransition(true)
        stage.transitions.presentAnimator.context?.completeTransition(false)
        #expect(
            stage.log.take() == [
                "B.viewWillAppear @0", "animateTransition present interactive=false @0",
                "animations finished=true, cancelled=false @0.4", "B.viewDidAppear @5", "animationEnded(true) @5",
                "presented @5",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§18 a dismissal asked for during a presentation transition is refused; the presentation completes")
    func dismissDuringPresentation() {
        let stage = TransitionStage()
        let recorder = stage.app.trace.recorder()
        stage.a.present(stage.b, animated: true) { stage.log.add("presented") }
        stage.clock.advance(to: 0.2)
        stage.a.dismiss(animated: true) { stage.log.add("dismissed") }
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "B.viewWillAppear @0", "animateTransition present interactive=false @0",
                "animations finished=true, cancelled=false @0.4", "B.viewDidAppear @0.4", "animationEnded(true) @0.4",
                "presented @0.4",
            ])
        #expect(
            stage.consoleMessages(recorder) == [
                "Attempt to dismiss from view controller <TransitionLoggedController> while a presentation or "
                    + "dismiss is in progress!"
            ])
        stage.a.dismiss(animated: true) { stage.log.add("dismissed") }
        stage.clock.advance(to: 2)
        #expect(stage.log.take().last == "dismissed @1.4")
    }

    @Test(
        "§18 the transition context keeps its controllers until completeTransition: a presenter released mid-dismissal is freed after it"
    )
    func releasedMidTransition() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let log = TimedLog(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let transitions = SlideTransitions(log: log)
        weak var weakA: UIViewController?
        weak var weakB: UIViewController?
        do {
            let a = TransitionLoggedController("A", log: log)
            let b = TransitionLoggedController("B", log: log)
            b.transitioningDelegate = transitions
            b.modalPresentationStyle = .custom
            window.rootViewController = a
            window.makeKeyAndVisible()
            a.present(b, animated: true)
            clock.advance(to: 1)
            b.dismiss(animated: true) { log.add("dismissed") }
            weakA = a
            weakB = b
        }
        clock.advance(to: 1.1)
        window.rootViewController = UIViewController()
        clock.advance(to: 1.2)
        #expect(weakA != nil && weakB != nil, "the context keeps them")
        clock.advance(to: 2)
        app.layoutPendingViews()  // A's viewDidDisappear, from the root's replacement, comes on the next turn
        #expect(weakA == nil && weakB == nil)
        #expect(
            log.take().suffix(6) == [
                "A.viewWillDisappear @1.1", "animations finished=true, cancelled=false @1.4", "B.viewDidDisappear @1.4",
                "animationEnded(true) @1.4", "dismissed @1.4", "A.viewDidDisappear @2",
            ])
        #expect(!window.subviews.contains { $0 is UITransitionView })
        #expect(app.leftovers == [])
    }

    @Test(
        "§18 update with NaN or infinity is ignored and a fraction outside 0…1 is clamped; a completionSpeed of 0 runs at 1"
    )
    func updateRepairs() {
        let stage = TransitionStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        stage.transitions.dismissalInteraction = interaction
        stage.presentB()
        stage.b.dismiss(animated: true) { stage.log.add("dismissed") }
        interaction.update(.nan)
        #expect(interaction.percentComplete == 0 && stage.cardY == 0)
        interaction.update(2)
        #expect(interaction.percentComplete == 1 && stage.cardY == 480)
        interaction.update(.infinity)
        interaction.update(-1)
        #expect(interaction.percentComplete == 0 && stage.cardY == 0)
        interaction.completionSpeed = 0
        interaction.finish()
        stage.clock.advance(to: 2)
        #expect(stage.log.take().suffix(2) == ["animationEnded(true) @1.4", "dismissed @1.4"])
        #expect(stage.app.leftovers == [])
    }
}
