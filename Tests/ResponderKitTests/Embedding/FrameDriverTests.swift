import Foundation
import ResponderKit
import Testing

/// The embedding contract: an ``InputSource`` yields input, a ``FrameDriver`` hands it to the application once
/// per frame and then moves time to the frame's, firing due timers (§1 the FIFO queue, §11 time in app code).
@MainActor
@Suite("FrameDriverTests")
struct FrameDriverTests {
    static func sample(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, finger: Int = 1, at time: TimeInterval)
        -> InputEvent
    {
        .touches(
            TouchFrame(
                timestamp: time,
                samples: [
                    TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y), type: .indirectPointer)
                ]
            ))
    }

    @Test("the Embedding article's example: a mouse click before a frame taps the button at that frame")
    func articleExample() {
        let log = EventLog()
        // The article's example, with print replaced by the log.
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.addAction(UIAction { _ in log.add("tapped") }, for: .touchUpInside)
        window.addSubview(button)

        let input = InputQueue()
        let driver = FrameDriver(application: app, sources: [input])

        input.push(
            .touches(
                TouchFrame(
                    timestamp: 0.010,
                    samples: [
                        TouchSample(finger: 1, phase: .began, location: CGPoint(x: 50, y: 40), type: .indirectPointer)
                    ])))
        input.push(
            .touches(
                TouchFrame(
                    timestamp: 0.030,
                    samples: [
                        TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 40), type: .indirectPointer)
                    ])))
        #expect(log.lines == [])
        driver.runFrame(at: 3.0 / 60)
        #expect(log.lines == ["tapped"])
        #expect(clock.now == 3.0 / 60)
        #expect(app.leftovers == [])
    }

    @Test("§1 a frame hands every source's input to the application in order, sources in their order")
    func inputInOrder() {
        let stage = Stage()
        stage.view("left", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("right", CGRect(x: 200, y: 0, width: 100, height: 100))
        let first = InputQueue([Self.sample(.began, 50, 50, at: 0.001), Self.sample(.moved, 60, 50, at: 0.002)])
        let second = InputQueue([Self.sample(.began, 250, 50, finger: 2, at: 0.003)])
        let driver = FrameDriver(application: stage.app, sources: [first, second])
        #expect(driver.runFrame(at: 0.016) == 3)
        #expect(stage.log.lines == ["left.began[1]", "left.moved[1]", "right.began[2]"])
        first.push(Self.sample(.ended, 60, 50, at: 0.020))
        second.push(Self.sample(.ended, 250, 50, finger: 2, at: 0.021))
        #expect(driver.runFrame(at: 0.033) == 2)
        #expect(driver.runFrame(at: 0.050) == 0)
        #expect(
            stage.log.lines == [
                "left.began[1]", "left.moved[1]", "right.began[2]", "left.ended[1]", "right.ended[2]",
            ])
        #expect(driver.frameCount == 3)
        #expect(driver.lastFrameTime == 0.050)
        #expect(first.count == 0 && second.count == 0)
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 a timer fires at the frame that passes its deadline, not before: a long press begins at 0.5 s")
    func timersFireAtFrames() {
        let stage = Stage()
        let view = stage.view("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer { stage.log.add("press \($0.state) at \(stage.clock.now)") }
        view.addGestureRecognizer(press)
        let input = InputQueue([Self.sample(.began, 50, 50, at: 0.1)])
        let driver = FrameDriver(application: stage.app, sources: [input])
        var time = 0.0
        while time < 0.7 {
            time += 0.125
            driver.runFrame(at: time)
            if stage.log.lines.contains(where: { $0.hasPrefix("press") }) { break }
        }
        // The frame at 0.625 passes the deadline (0.1 + 0.5): the timer fires at its own time on the way.
        #expect(time == 0.625)
        #expect(stage.log.lines == ["card.began[1]", "press began at 0.6", "card.cancelled[1]"])
        input.push(Self.sample(.ended, 50, 50, at: 0.7))
        driver.runFrame(at: 0.75)
        #expect(stage.log.lines.last == "press ended at 0.7")
        #expect(stage.app.leftovers == [])
    }

    @Test("input timed after the frame still moves a manual clock to its own time, never back to the frame's")
    func inputAfterFrameTime() {
        let stage = Stage()
        stage.view("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let input = InputQueue([Self.sample(.began, 50, 50, at: 0.2)])
        let driver = FrameDriver(application: stage.app, sources: [input])
        driver.runFrame(at: 0.1)
        #expect(stage.clock.now == 0.2)
        input.push(Self.sample(.ended, 50, 50, at: 0.25))
        driver.runFrame(at: .nan)
        #expect(stage.clock.now == 0.25)
        #expect(stage.log.lines == ["card.began[1]", "card.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    /// A source that never runs dry: a finger that keeps moving.
    final class EndlessMoves: InputSource {
        var given = 0
        func nextInput(at time: TimeInterval) -> InputEvent? {
            given += 1
            return FrameDriverTests.sample(given == 1 ? .began : .moved, 10, 10, at: time)
        }
    }

    @Test("a source that never runs dry cannot stall a frame: the frame stops at its input limit")
    func inputLimit() {
        let stage = Stage()
        stage.view("card", CGRect(x: 0, y: 0, width: 200, height: 200)).isMultipleTouchEnabled = true
        let endless = EndlessMoves()
        let after = InputQueue([Self.sample(.began, 100, 100, finger: 2, at: 0)])
        let driver = FrameDriver(application: stage.app, sources: [endless, after])
        driver.maximumInputsPerFrame = 3
        #expect(driver.runFrame(at: 0.016) == 3)
        #expect(stage.log.lines == ["card.began[1]", "card.moved[1]", "card.moved[1]"])
        #expect(after.count == 1)
        driver.sources = [after]
        #expect(driver.runFrame(at: 0.033) == 1)
        stage.app.inject(.inputReset(timestamp: 0.04))
        #expect(stage.log.lines.suffix(2) == ["card.began[2]", "card.cancelled[1,2]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§11 on a system clock, a frame fires the timers due by the clock's now")
    func systemClock() {
        let app = UIApplication(clock: SystemClock())
        let log = EventLog()
        app.scheduleTimer(at: 0) { log.add("due") }
        app.scheduleTimer(after: 3600) { log.add("in an hour") }
        let driver = FrameDriver(application: app, sources: [])
        #expect(driver.runFrame() == 0)
        #expect(log.lines == ["due"])
        #expect(app.leftovers == ["1 timer(s) pending"])
    }
}
