import ResponderKit
import Testing

/// A responder whose methods app timers call by method reference.
@MainActor
final class TimerTarget: UIResponder {
    let stage: ComponentStage
    var ticks = 0
    init(_ stage: ComponentStage) {
        self.stage = stage
        super.init()
    }

    func tick(_ timer: Timer) {
        ticks += 1
        stage.add("tick \(ticks)")
        if ticks == 3 { timer.invalidate() }
    }

    func hideControls() {
        stage.add("hideControls")
    }
}

@MainActor
@Suite("AppTimerTests")
struct AppTimerTests {
    @Test("§11 advanceThroughTimers visits each deadline in order, fires its timers in the visit, stops at the last")
    func advanceThroughTimers() {
        let stage = ComponentStage()
        _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in stage.add("timer at 0.5") }
        _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in stage.add("timer at 0.2") }
        _ = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in stage.add("timer at 3") }
        stage.clock.advanceThroughTimers(of: stage.app, upTo: 1) { deadline, fire in
            stage.add("before \(deadline)")
            fire()
            stage.add("after \(deadline)")
        }
        #expect(
            stage.log == [
                "before 0.2 @0", "timer at 0.2 @0.2", "after 0.2 @0.2", "before 0.5 @0.2", "timer at 0.5 @0.5",
                "after 0.5 @0.5",
            ])
        #expect(stage.clock.now == 0.5)
        #expect(stage.app.leftovers.count == 1)
        stage.clock.advance(to: 3)
        #expect(stage.log.last == "timer at 3 @3")
        #expect(stage.app.leftovers.isEmpty)
    }

    @Test("§11 a repeating block Timer fires on the manual clock, in order with input, until invalidated")
    func repeatingBlockTimer() {
        let stage = ComponentStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        var count = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            count += 1
            stage.add("timer \(count)")
            if count == 3 { timer.invalidate() }
        }
        let press = UILongPressGestureRecognizer(handler: { stage.add("long press \($0.state)") })
        view.addGestureRecognizer(press)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.7)
        stage.clock.advance(by: 1)
        #expect(
            stage.log == [
                "timer 1 @0.25", "timer 2 @0.5", "long press began @0.6", "long press ended @0.7", "timer 3 @0.75",
            ])
        #expect(!timer.isValid)
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 fire() runs a timer now and invalidates a non-repeating one; isValid tells")
    func fireAndIsValid() {
        let stage = ComponentStage()
        let once = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in stage.add("once") }
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in stage.add("repeating") }
        once.fire()
        repeating.fire()
        #expect(!once.isValid)
        #expect(repeating.isValid)
        stage.clock.advance(by: 1)
        repeating.invalidate()
        stage.clock.advance(by: 5)
        #expect(stage.log == ["once @0", "repeating @0", "repeating @1"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 the target/selector form calls a method reference with the timer as sender")
    func targetSelectorTimer() {
        let stage = ComponentStage()
        let target = TimerTarget(stage)
        Timer.scheduledTimer(
            timeInterval: 0.5, target: target, selector: Selector(TimerTarget.tick), userInfo: nil, repeats: true)
        stage.clock.advance(by: 3)
        #expect(stage.log == ["tick 1 @0.5", "tick 2 @1", "tick 3 @1.5"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 a Timer added with RunLoop.main.add runs on the application's clock")
    func runLoopAdd() {
        let stage = ComponentStage()
        let timer = Timer(timeInterval: 0.2, repeats: false) { _ in stage.add("fired") }
        stage.clock.advance(by: 1)
        RunLoop.main.add(timer, forMode: .common)
        stage.clock.advance(by: 1)
        #expect(stage.log == ["fired @1.2"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 DispatchQueue.main.asyncAfter, async and a cancelled work item run at their virtual times")
    func dispatchQueue() {
        let stage = ComponentStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        let tap = UITapGestureRecognizer(handler: { _ in
            stage.add("tap")
            DispatchQueue.main.async { stage.add("async after tap") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { stage.add("asyncAfter 0.3") }
        })
        view.addGestureRecognizer(tap)
        let debounce = DispatchWorkItem { stage.add("debounced") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200), execute: debounce)
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0.1)
        debounce.cancel()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0.3)
        stage.clock.advance(by: 1)
        #expect(
            stage.log == [
                "tap @0.15", "async after tap @0.15", "tap @0.35", "async after tap @0.35", "asyncAfter 0.3 @0.45",
                "asyncAfter 0.3 @0.65",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 perform(_:with:afterDelay:) runs later and cancelPreviousPerformRequests cancels it")
    func delayedPerform() {
        let stage = ComponentStage()
        let target = TimerTarget(stage)
        target.perform(Selector(TimerTarget.hideControls), with: nil, afterDelay: 2)
        #expect(stage.app.leftovers == ["app timer: perform TimerTarget.action on TimerTarget at 2"])
        stage.clock.advance(by: 2.5)
        target.perform(Selector(TimerTarget.hideControls), with: nil, afterDelay: 2)
        NSObject.cancelPreviousPerformRequests(withTarget: target)
        stage.clock.advance(by: 5)
        #expect(stage.log == ["hideControls @2"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 leftovers name each pending app timer apart from the engine's own timers")
    func leftoversListAppTimers() {
        let stage = ComponentStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer(handler: { _ in }))
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {}
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0.05)
        let leftovers = stage.app.leftovers
        #expect(leftovers.count == 4)
        #expect(leftovers[0] == "finger 1 down on UIView")
        #expect(leftovers[1] == "1 timer(s) pending")
        #expect(
            leftovers[2].hasPrefix("app timer: Timer every 0.1 s, next at 0.1 (ResponderKitTests/AppTimerTests.swift:"))
        #expect(leftovers[3] == "app timer: DispatchQueue.asyncAfter at 2")
        timer.invalidate()
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        stage.clock.advance(by: 3)
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 a timer scheduled from a handler goes to the application delivering it, not the newest one")
    func timerGoesToDeliveringApplication() {
        let first = ComponentStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.window.addSubview(view)
        view.addGestureRecognizer(
            UITapGestureRecognizer(handler: { _ in
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in first.add("first's timer") }
            }))
        let second = ComponentStage()
        #expect(UIApplication.current === second.app)
        first.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(UIApplication.current === first.app)
        second.clock.advance(by: 5)
        #expect(first.log == [])
        first.clock.advance(by: 5)
        #expect(first.log == ["first's timer @1.05"])
        #expect(first.app.leftovers == [])
        #expect(second.app.leftovers == [])
    }

    @Test("§11 under the system clock a Timer fires on real time when the host processes due timers")
    func systemClock() {
        let app = UIApplication(clock: SystemClock())
        app.makeCurrent()
        var fired = false
        Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in fired = true }
        app.processDueTimers()
        #expect(!fired)
        let deadline = app.nextTimerDeadline ?? 0
        while app.clock.now < deadline {}
        app.processDueTimers()
        #expect(fired)
        #expect(app.leftovers == [])
    }
}
