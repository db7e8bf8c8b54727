import Foundation
import Testing

@testable import ResponderKit

/// BehaviourContract §17: the navigation stack, containment, the appearance callbacks of push and pop in UIKit's
/// order, the standard and custom animated transitions on the application's clock, and the interactive pop gesture.
@MainActor
@Suite("NavigationControllerTests")
struct NavigationControllerTests {
    // MARK: - Without animation

    @Test(
        "§17 a push without animation swaps the views at once; did callbacks, didMove and didShow come on the next turn"
    )
    func pushWithoutAnimation() {
        let stage = NavigationStage()
        stage.navigation.pushViewController(stage.b, animated: false)
        #expect(
            stage.log.take() == [
                "B.willMove(nav) @0", "A.viewWillDisappear @0", "B.viewWillAppear @0", "willShow B animated=false @0",
            ])
        #expect(
            stage.navigation.viewControllers == [stage.a, stage.b] && stage.navigation.children == [stage.a, stage.b])
        #expect(stage.navigation.topViewController === stage.b && stage.b.navigationController === stage.navigation)
        #expect(stage.b.view.window === stage.window && stage.a.view.window == nil)
        #expect(stage.b.view.frame == stage.navigation.view.bounds)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.take() == [
                "A.viewDidDisappear @0", "B.viewDidAppear @0", "B.didMove(nav) @0", "didShow B animated=false @0",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a pop without animation returns the popped controller, which leaves its parent on the next turn")
    func popWithoutAnimation() {
        let stage = NavigationStage()
        stage.push(stage.b)
        let popped = stage.navigation.popViewController(animated: false)
        #expect(popped === stage.b)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @0", "B.viewWillDisappear @0", "A.viewWillAppear @0", "willShow A animated=false @0",
            ])
        #expect(stage.b.isMovingFromParent && stage.navigation.viewControllers == [stage.a])
        stage.app.layoutPendingViews()
        #expect(
            stage.log.take() == [
                "B.viewDidDisappear @0", "A.viewDidAppear @0", "B.didMove(nil) @0", "didShow A animated=false @0",
            ])
        #expect(stage.b.parent == nil && stage.b.navigationController == nil && stage.b.viewIfLoaded?.window == nil)
        #expect(stage.navigation.children == [stage.a] && stage.a.view.superview != nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a navigation controller off screen swaps its top view silently; its controllers appear with it")
    func offScreen() {
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let log = TimedLog(clock: clock)
        let a = NavigationLoggedController("A", log: log)
        let b = NavigationLoggedController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == ["A.willMove(nav) @0", "A.didMove(nav) @0", "B.willMove(nav) @0", "B.didMove(nav) @0"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        #expect(log.take() == ["B.viewWillAppear @0", "B.viewDidAppear @0"])
        #expect(b.view.window === window && a.viewIfLoaded?.window == nil)
        #expect(app.leftovers == [])
    }

    // MARK: - Animated

    @Test("§17 an animated push runs the standard slide on the clock and ends at exactly start + 0.35 s")
    func animatedPush() {
        let stage = NavigationStage()
        stage.clock.advance(to: 1)
        stage.navigation.pushViewController(stage.b, animated: true)
        #expect(
            stage.log.take() == [
                "B.willMove(nav) @1", "animationControllerFor push from A to B @1", "A.viewWillDisappear @1",
                "B.viewWillAppear @1", "willShow B animated=true @1",
            ])
        #expect(
            stage.app.leftovers == [
                "display link: 2 running animations", "animation UIView position (ends at t=1.35)",
                "animation UIView position (ends at t=1.35)",
                "push transition of <NavigationLoggedController> (animating, began at t=1) waiting for "
                    + "completeTransition",
            ])
        stage.clock.advance(to: 1.175)
        // Half the time along ease-in-out is half the way: B from the trailing edge, A 30 % of the width left.
        #expect(stage.shownX(stage.b) == 160 && stage.shownX(stage.a) == -48)
        stage.clock.advance(to: 1.3499)
        #expect(stage.log.take() == [])
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "A.viewDidDisappear @1.35", "B.viewDidAppear @1.35", "B.didMove(nav) @1.35",
                "didShow B animated=true @1.35",
            ])
        #expect(stage.a.viewIfLoaded?.window == nil && stage.b.view.frame == stage.navigation.view.bounds)
        #expect(stage.app.leftovers == [])

        #expect(stage.navigation.popViewController(animated: true) === stage.b)
        stage.clock.advance(to: 3)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @2", "animationControllerFor pop from B to A @2", "B.viewWillDisappear @2",
                "A.viewWillAppear @2", "willShow A animated=true @2",
                "B.viewDidDisappear @2.35", "A.viewDidAppear @2.35", "B.didMove(nil) @2.35",
                "didShow A animated=true @2.35",
            ])
        #expect(stage.a.view.frame == stage.navigation.view.bounds && stage.b.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 §17 during an animated push the container ignores new touches; after it the new top takes them")
    func touchesDuringPush() {
        let stage = NavigationStage()
        let events = EventLog()
        let content = LoggingView("Content", frame: CGRect(x: 0, y: 100, width: 320, height: 380), log: events)
        stage.b.view.addSubview(content)
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.app.tap(at: CGPoint(x: 300, y: 300), time: 0.2)
        #expect(events.lines == [])
        #expect(stage.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === stage.navigation.view)
        stage.app.tap(at: CGPoint(x: 300, y: 300), time: 0.5)
        #expect(events.lines == ["Content.began[1]", "Content.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a delegate's animator replaces the standard slide; animationEnded comes after the did callbacks")
    func customAnimator() {
        let stage = NavigationStage()
        let push = SlideAnimator(presenting: true, log: stage.log)
        let pop = SlideAnimator(presenting: false, log: stage.log)
        stage.delegate.pushAnimator = push
        stage.delegate.popAnimator = pop
        stage.navigation.pushViewController(stage.b, animated: true)
        #expect(push.context?.view(forKey: .from) === stage.a.view && push.context?.view(forKey: .to) === stage.b.view)
        let subviews = push.context?.containerView.subviews ?? []
        #expect(subviews.count == 2 && subviews.first === stage.a.view && subviews.last === stage.b.view)
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "B.willMove(nav) @0", "animationControllerFor push from A to B @0", "A.viewWillDisappear @0",
                "B.viewWillAppear @0", "willShow B animated=true @0", "animateTransition present interactive=false @0",
                "animations finished=true, cancelled=false @0.4", "A.viewDidDisappear @0.4", "B.viewDidAppear @0.4",
                "B.didMove(nav) @0.4", "didShow B animated=true @0.4", "animationEnded(true) @0.4",
            ])
        stage.navigation.popViewController(animated: true)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @1", "animationControllerFor pop from B to A @1", "B.viewWillDisappear @1",
                "A.viewWillAppear @1", "willShow A animated=true @1", "animateTransition dismiss interactive=false @1",
                "animations finished=true, cancelled=false @1.4", "B.viewDidDisappear @1.4", "A.viewDidAppear @1.4",
                "B.didMove(nil) @1.4", "didShow A animated=true @1.4", "animationEnded(true) @1.4",
            ])
        #expect(stage.a.view.superview === stage.navigation.transitionView && stage.b.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 §18 a delegate's interaction controller drives its animator; cancelled, the push is undone")
    func customInteractivePushCancelled() {
        let stage = NavigationStage()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        stage.delegate.pushAnimator = SlideAnimator(presenting: true, log: stage.log)
        stage.delegate.interaction = interaction
        stage.navigation.pushViewController(stage.b, animated: true)
        interaction.update(0.5)
        stage.clock.advance(to: 1)
        interaction.cancel()
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.willMove(nav) @0", "animationControllerFor push from A to B @0", "A.viewWillDisappear @0",
                "B.viewWillAppear @0", "willShow B animated=true @0", "animateTransition present interactive=true @0",
                "animations finished=false, cancelled=true @1.2", "B.viewWillDisappear @1.2",
                "B.viewDidDisappear @1.2", "A.viewWillAppear @1.2", "A.viewDidAppear @1.2", "B.willMove(nil) @1.2",
                "B.didMove(nil) @1.2", "animationEnded(false) @1.2",
            ])
        #expect(stage.navigation.viewControllers == [stage.a] && stage.navigation.children == [stage.a])
        #expect(stage.b.parent == nil && stage.b.viewIfLoaded?.window == nil && stage.a.view.window === stage.window)
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 popToRootViewController pops every controller above the root with one transition")
    func popToRoot() {
        let stage = NavigationStage()
        stage.push(stage.b, stage.c)
        let popped = stage.navigation.popToRootViewController(animated: true)
        #expect(popped?.map { ObjectIdentifier($0) } == [ObjectIdentifier(stage.b), ObjectIdentifier(stage.c)])
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @0", "C.willMove(nil) @0", "animationControllerFor pop from C to A @0",
                "C.viewWillDisappear @0", "A.viewWillAppear @0", "willShow A animated=true @0",
                "C.viewDidDisappear @0.35", "A.viewDidAppear @0.35",
                "B.didMove(nil) @0.35", "C.didMove(nil) @0.35", "didShow A animated=true @0.35",
            ])
        #expect(stage.navigation.viewControllers == [stage.a] && stage.navigation.children == [stage.a])
        #expect(stage.navigation.popToRootViewController(animated: true) == [])
        #expect(stage.navigation.popToViewController(stage.b, animated: true) == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 setViewControllers animated shows a new top with a push and an old one with a pop")
    func setViewControllersAnimated() {
        let stage = NavigationStage()
        stage.navigation.setViewControllers([stage.a, stage.b, stage.c], animated: true)
        stage.clock.advance(to: 1)
        #expect(
            stage.log.take() == [
                "B.willMove(nav) @0", "C.willMove(nav) @0", "animationControllerFor push from A to C @0",
                "A.viewWillDisappear @0", "C.viewWillAppear @0", "willShow C animated=true @0",
                "A.viewDidDisappear @0.35", "C.viewDidAppear @0.35",
                "B.didMove(nav) @0.35", "C.didMove(nav) @0.35", "didShow C animated=true @0.35",
            ])
        stage.navigation.setViewControllers([stage.b], animated: true)
        #expect(stage.shownX(stage.b) == -96, "a pop brings B back from 30 % of the width toward the leading edge")
        stage.clock.advance(to: 2)
        #expect(stage.navigation.viewControllers == [stage.b] && stage.a.parent == nil && stage.c.parent == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§17 visibleViewController is a controller presented over the navigation controller, else the top; navigationController is the nearest ancestor"
    )
    func visibleAndAncestors() {
        let stage = NavigationStage()
        let child = UIViewController()
        stage.a.addChild(child)
        child.didMove(toParent: stage.a)
        #expect(child.navigationController === stage.navigation && stage.navigation.navigationController == nil)
        #expect(stage.navigation.visibleViewController === stage.a)
        let sheet = UIViewController()
        stage.a.present(sheet, animated: false)
        #expect(stage.navigation.presentedViewController === sheet && stage.navigation.visibleViewController === sheet)
        #expect(sheet.navigationController == nil)
        sheet.dismiss(animated: false)
        stage.app.layoutPendingViews()
        #expect(stage.navigation.visibleViewController === stage.a)
        #expect(stage.app.leftovers == [])
    }

    // MARK: - The bar

    @Test("§17 the navigation bar is 44 pt high below the top safe area and takes the touches over it; hidden, none")
    func navigationBar() {
        let stage = NavigationStage()
        let bar = stage.navigation.navigationBar
        let top = stage.navigation.view.safeAreaInsets.top
        #expect(bar.frame == CGRect(x: 0, y: top, width: 320, height: 44))
        #expect(bar.topItem === stage.a.navigationItem)
        let inBar = CGPoint(x: 160, y: top + 22)
        #expect(stage.window.hitTest(inBar, with: nil) === bar)
        stage.navigation.setNavigationBarHidden(true, animated: true)
        #expect(stage.navigation.isNavigationBarHidden && stage.window.hitTest(inBar, with: nil) === stage.a.view)
        stage.b.title = "Detail"
        stage.push(stage.b)
        #expect(bar.items?.map(\.title) == [nil, "Detail"] && bar.backItem === stage.a.navigationItem)
    }

    // MARK: - The pop gesture

    @Test(
        "§17 an edge pan pops interactively: the views follow the finger, and a lift past half the width completes the pop"
    )
    func interactivePopCompletes() {
        let stage = NavigationStage()
        stage.push(stage.b)
        stage.logPopGesture()
        stage.clock.advance(to: 1)
        stage.drag([CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200)], from: 1, step: 0.05, lift: false)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @1.05", "animationControllerFor pop from B to A @1.05", "B.viewWillDisappear @1.05",
                "A.viewWillAppear @1.05", "willShow A animated=true @1.05", "pop began 40 @1.05",
            ])
        #expect(stage.shownX(stage.b) == 40 && stage.shownX(stage.a) == -84)
        stage.app.touch(.moved, at: CGPoint(x: 197, y: 200), time: 1.1)
        #expect(stage.shownX(stage.b) == 192)
        stage.clock.advance(to: 1.5)
        #expect(stage.shownX(stage.b) == 192, "held where the finger is")
        stage.app.touch(.ended, at: CGPoint(x: 197, y: 200), time: 1.5)
        stage.clock.advance(to: 2)
        // The rest of the slide: (1 − 0.6) × 0.35 s.
        #expect(
            stage.log.take() == [
                "pop changed 192 @1.1", "pop ended 192 @1.5", "B.viewDidDisappear @1.64", "A.viewDidAppear @1.64",
                "B.didMove(nil) @1.64", "didShow A animated=true @1.64",
            ])
        #expect(stage.navigation.viewControllers == [stage.a] && stage.b.parent == nil)
        #expect(stage.a.view.frame == stage.navigation.view.bounds && stage.b.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§17 an edge pan let go short of half the width cancels: the one below disappears again, the top reappears and stays"
    )
    func interactivePopCancels() {
        let stage = NavigationStage()
        stage.push(stage.b)
        stage.logPopGesture()
        stage.drag(
            [CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 69, y: 200)], from: 1, step: 0.05, lift: false)
        stage.app.touch(.ended, at: CGPoint(x: 69, y: 200), time: 1.5)
        stage.clock.advance(to: 2)
        // Back over 0.2 × 0.35 s.
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @1.05", "animationControllerFor pop from B to A @1.05", "B.viewWillDisappear @1.05",
                "A.viewWillAppear @1.05", "willShow A animated=true @1.05", "pop began 40 @1.05", "pop changed 64 @1.1",
                "pop ended 64 @1.5",
                "A.viewWillDisappear @1.57", "A.viewDidDisappear @1.57", "B.viewWillAppear @1.57",
                "B.viewDidAppear @1.57", "B.didMove(nav) @1.57",
            ])
        #expect(stage.navigation.viewControllers == [stage.a, stage.b] && stage.b.parent === stage.navigation)
        #expect(!stage.b.isMovingFromParent && stage.navigation.children == [stage.a, stage.b])
        #expect(stage.b.view.frame == stage.navigation.view.bounds && stage.shownX(stage.b) == 0)
        #expect(stage.a.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
        // The gesture pops again afterwards.
        stage.drag([CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 245, y: 200)], from: 3, step: 0.05)
        stage.clock.advance(to: 4)
        #expect(stage.navigation.viewControllers == [stage.a])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a fast lift toward the trailing edge completes a short pop; a fast lift back cancels a long one")
    func interactivePopFling() {
        let stage = NavigationStage()
        stage.push(stage.b)
        stage.drag([CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 85, y: 200)], from: 1, step: 0.02)
        stage.clock.advance(to: 2)
        #expect(stage.navigation.viewControllers == [stage.a])
        stage.push(stage.b)
        // Out slowly past half the width, then flicked back: the fling cancels.
        stage.app.touch(.began, at: CGPoint(x: 5, y: 200), time: 3)
        stage.app.touch(.moved, at: CGPoint(x: 45, y: 200), time: 3.05)
        stage.app.touch(.moved, at: CGPoint(x: 245, y: 200), time: 3.3)
        stage.app.touch(.moved, at: CGPoint(x: 265, y: 200), time: 3.5)
        stage.app.touch(.moved, at: CGPoint(x: 235, y: 200), time: 3.52)
        stage.app.touch(.moved, at: CGPoint(x: 205, y: 200), time: 3.54)
        stage.app.touch(.ended, at: CGPoint(x: 205, y: 200), time: 3.56)
        stage.clock.advance(to: 4)
        #expect(stage.navigation.viewControllers == [stage.a, stage.b])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§17 the pop decision at the lift: past half the width completes, a fling toward the trailing edge completes, a fling back cancels",
        arguments: [
            (0.6, 0.0, true), (0.5, 0.0, false), (0.2, 0.0, false), (0.2, 600.0, true), (0.9, -600.0, false),
            (0.9, -400.0, true), (0.1, 400.0, false),
        ] as [(Double, Double, Bool)]
    )
    func popDecision(fraction: Double, velocity: Double, completes: Bool) {
        #expect(
            NavigationPopInteraction.completes(fraction: CGFloat(fraction), velocity: CGFloat(velocity)) == completes)
    }

    @Test("§8 §17 the application's metrics set the pop's completion fraction")
    func popMetrics() {
        let stage = NavigationStage()
        stage.app.metrics.interactivePopCompletionFraction = 0.1
        stage.push(stage.b)
        stage.drag(
            [CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 69, y: 200)], from: 1, step: 0.05, lift: false)
        stage.app.touch(.ended, at: CGPoint(x: 69, y: 200), time: 1.5)
        stage.clock.advance(to: 2)
        #expect(stage.log.take().suffix(2) == ["B.didMove(nil) @1.78", "didShow A animated=true @1.78"])
        #expect(stage.navigation.viewControllers == [stage.a])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 the ScreensTraitsAndControllers article's example: push, then pop with the edge pan")
    func articleExample() {
        let stage = NavigationStage()
        let (app, clock, navigation, detail) = (stage.app, stage.clock, stage.navigation, stage.b)
        navigation.pushViewController(detail, animated: true)  // at t = 0
        clock.advance(to: 0.35)
        #expect(
            stage.log.take().suffix(3) == [
                "B.viewDidAppear @0.35", "B.didMove(nav) @0.35", "didShow B animated=true @0.35",
            ])
        app.touch(.began, at: CGPoint(x: 5, y: 300), time: 1)
        app.touch(.moved, at: CGPoint(x: 45, y: 300), time: 1.05)
        #expect(stage.log.take().suffix(2) == ["A.viewWillAppear @1.05", "willShow A animated=true @1.05"])
        app.touch(.moved, at: CGPoint(x: 250, y: 300), time: 1.3)
        app.touch(.ended, at: CGPoint(x: 250, y: 300), time: 1.5)
        clock.advance(to: 2)
        #expect(stage.log.take().suffix(2) == ["B.didMove(nil) @1.58203", "didShow A animated=true @1.58203"])
        #expect(navigation.viewControllers == [stage.a] && app.leftovers == [])
    }

    @Test("§14 §17 right to left, a push slides in from the left and the pop gesture starts at the right edge")
    func rightToLeft() {
        let stage = NavigationStage()
        stage.window.semanticContentAttribute = .forceRightToLeft
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.clock.advance(to: 0.175)
        #expect(stage.shownX(stage.b) == -160 && stage.shownX(stage.a) == 48)
        stage.clock.advance(to: 1)
        _ = stage.log.take()
        stage.logPopGesture()
        stage.drag([CGPoint(x: 315, y: 200), CGPoint(x: 275, y: 200)], from: 1, step: 0.05, lift: false)
        #expect(stage.log.take().last == "pop began -40 @1.05")
        #expect(stage.shownX(stage.b) == -40)
        stage.app.touch(.moved, at: CGPoint(x: 75, y: 200), time: 1.1)
        stage.app.touch(.ended, at: CGPoint(x: 75, y: 200), time: 1.5)
        stage.clock.advance(to: 2)
        #expect(stage.navigation.viewControllers == [stage.a] && stage.a.view.frame == stage.navigation.view.bounds)
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 with a delegate's pop animator, the pop gesture starts that pop and the built-in interaction stays out")
    func popGestureWithCustomAnimator() {
        let stage = NavigationStage()
        stage.push(stage.b)
        stage.delegate.popAnimator = SlideAnimator(presenting: false, log: stage.log)
        stage.logPopGesture()
        stage.drag(
            [CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 85, y: 200)], from: 1, step: 0.05, lift: false)
        stage.app.touch(.ended, at: CGPoint(x: 85, y: 200), time: 1.2)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take() == [
                "B.willMove(nil) @1.05", "animationControllerFor pop from B to A @1.05", "B.viewWillDisappear @1.05",
                "A.viewWillAppear @1.05", "willShow A animated=true @1.05",
                "animateTransition dismiss interactive=false @1.05", "pop began 40 @1.05", "pop changed 80 @1.1",
                "pop ended 80 @1.2", "animations finished=true, cancelled=false @1.45", "B.viewDidDisappear @1.45",
                "A.viewDidAppear @1.45", "B.didMove(nil) @1.45", "didShow A animated=true @1.45",
                "animationEnded(true) @1.45",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a touch cancelled during the pop gesture cancels the pop")
    func popTouchCancelled() {
        let stage = NavigationStage()
        stage.push(stage.b)
        stage.logPopGesture()
        stage.drag(
            [CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 245, y: 200)], from: 1, step: 0.05, lift: false)
        stage.app.touch(.cancelled, at: CGPoint(x: 245, y: 200), time: 1.2)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.take().suffix(6) == [
                "pop cancelled 0 @1.2", "A.viewWillDisappear @1.4625", "A.viewDidDisappear @1.4625",
                "B.viewWillAppear @1.4625", "B.viewDidAppear @1.4625", "B.didMove(nav) @1.4625",
            ])
        #expect(stage.navigation.viewControllers == [stage.a, stage.b])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 the pop gesture does not begin with one controller on the stack; the touch goes to the content")
    func popGestureWithOneController() {
        let stage = NavigationStage()
        let events = EventLog()
        stage.a.view.addSubview(
            LoggingView("Content", frame: CGRect(x: 0, y: 100, width: 320, height: 380), log: events))
        stage.logPopGesture()
        let recorder = stage.app.trace.recorder()
        stage.drag([CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 245, y: 200)], from: 1, step: 0.05)
        #expect(recorder.transitions == ["UIScreenEdgePanGestureRecognizer@UILayoutContainerView: possible -> failed"])
        #expect(stage.log.take() == [])
        #expect(events.lines == ["Content.began[1]", "Content.moved[1]", "Content.ended[1]"])
        #expect(stage.navigation.viewControllers == [stage.a])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 the pop gesture does not begin when its delegate refuses")
    func popGestureDelegateRefuses() {
        let stage = NavigationStage()
        stage.push(stage.b)
        let refusing = RefusingGestureDelegate()
        stage.navigation.interactivePopGestureRecognizer?.delegate = refusing
        let recorder = stage.app.trace.recorder()
        stage.drag([CGPoint(x: 5, y: 200), CGPoint(x: 45, y: 200), CGPoint(x: 245, y: 200)], from: 1, step: 0.05)
        stage.clock.advance(to: 2)
        #expect(recorder.transitions == ["UIScreenEdgePanGestureRecognizer@UILayoutContainerView: possible -> failed"])
        #expect(stage.log.take() == [])
        #expect(stage.navigation.viewControllers == [stage.a, stage.b])
        #expect(stage.app.leftovers == [])
    }

    // MARK: - Hostile input

    @Test(
        "§17 a push or pop during a transition is refused with UIKit's console message; a pop with one controller does nothing"
    )
    func refusedDuringTransition() {
        let stage = NavigationStage()
        let recorder = stage.app.trace.recorder()
        #expect(stage.navigation.popViewController(animated: true) == nil)
        #expect(stage.log.take() == [])
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.clock.advance(to: 0.1)
        stage.navigation.pushViewController(stage.c, animated: true)
        #expect(stage.navigation.popViewController(animated: false) == nil)
        stage.navigation.viewControllers = [stage.c]
        stage.navigation.pushViewController(stage.a, animated: false)
        stage.clock.advance(to: 1)
        stage.navigation.pushViewController(stage.b, animated: false)
        stage.navigation.pushViewController(UINavigationController(), animated: false)
        let name = "<UINavigationController>"
        #expect(
            stage.consoleMessages(recorder) == [
                "pushViewController:animated: called on \(name) while an existing transition or presentation is "
                    + "occurring; the navigation stack will not be updated.",
                "popViewControllerAnimated: called on \(name) while an existing transition or presentation is "
                    + "occurring; the navigation stack will not be updated.",
                "setViewControllers:animated: called on \(name) while an existing transition or presentation is "
                    + "occurring; the navigation stack will not be updated.",
                "pushViewController:animated: called on \(name) while an existing transition or presentation is "
                    + "occurring; the navigation stack will not be updated.",
                "Pushing the same view controller instance (<NavigationLoggedController>) more than once is not "
                    + "supported.",
                "Pushing a navigation controller is not supported.",
            ])
        #expect(stage.navigation.viewControllers == [stage.a, stage.b])
        #expect(
            stage.log.take().suffix(4) == [
                "A.viewDidDisappear @0.35", "B.viewDidAppear @0.35", "B.didMove(nav) @0.35",
                "didShow B animated=true @0.35",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§17 an animator that never calls completeTransition leaves the push under way: leftovers name it, pushes are refused, a late completion ends it"
    )
    func animatorNeverCompletes() {
        let stage = NavigationStage()
        let recorder = stage.app.trace.recorder()
        let animator = SlideAnimator(presenting: true, log: stage.log)
        animator.completes = false
        stage.delegate.pushAnimator = animator
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.clock.advance(to: 5)
        #expect(
            stage.app.leftovers == [
                "push transition of <NavigationLoggedController> (animating, began at t=0) waiting for "
                    + "completeTransition"
            ])
        stage.navigation.pushViewController(stage.c, animated: false)
        #expect(stage.consoleMessages(recorder).count == 1 && stage.navigation.viewControllers == [stage.a, stage.b])
        // The app's view code removes the arriving view meanwhile; the end puts it back.
        stage.b.view.removeFromSuperview()
        animator.context?.completeTransition(true)
        animator.context?.completeTransition(false)
        #expect(
            stage.log.take().suffix(5) == [
                "A.viewDidDisappear @5", "B.viewDidAppear @5", "B.didMove(nav) @5", "didShow B animated=true @5",
                "animationEnded(true) @5",
            ])
        #expect(stage.b.view.superview === stage.navigation.transitionView)
        stage.app.layoutPendingViews()
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 show(_:sender:) pushes on the nearest navigation controller")
    func showPushes() {
        let stage = NavigationStage()
        stage.a.show(stage.b, sender: nil)
        stage.clock.advance(to: 1)
        #expect(stage.navigation.viewControllers == [stage.a, stage.b])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a popped controller released mid-transition is freed after the transition, never during it")
    func releasedMidTransition() {
        let stage = NavigationStage()
        weak var weakD: UIViewController?
        do {
            let d = NavigationLoggedController("D", log: stage.log)
            weakD = d
            stage.push(d)
            stage.navigation.popViewController(animated: true)
        }
        stage.clock.advance(to: 0.2)
        #expect(weakD != nil, "the transition keeps it")
        stage.clock.advance(to: 1)
        #expect(weakD == nil)
        #expect(stage.log.take().suffix(2) == ["D.didMove(nil) @0.35", "didShow A animated=true @0.35"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§17 a navigation controller taken out of its window mid-push ends the push without a crash")
    func removedMidTransition() {
        let stage = NavigationStage()
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.clock.advance(to: 0.1)
        stage.window.rootViewController = UIViewController()
        stage.clock.advance(to: 1)
        stage.app.layoutPendingViews()
        #expect(stage.navigation.viewControllers == [stage.a, stage.b] && stage.b.parent === stage.navigation)
        #expect(stage.b.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
        stage.window.rootViewController = stage.navigation
        stage.app.layoutPendingViews()
        #expect(stage.b.view.window === stage.window && stage.a.viewIfLoaded?.window == nil)
        #expect(stage.app.leftovers == [])
    }
}
