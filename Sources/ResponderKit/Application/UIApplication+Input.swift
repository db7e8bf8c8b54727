import Foundation

extension UIApplication {
    /// Injects a frame with one finger's sample and handles it: the shortest way to drive touches in a test.
    ///
    /// `time` defaults to the clock's current time; with a `ManualClock`, a later time advances the clock
    /// (firing due timers) before the input is handled.
    ///
    /// ```swift
    /// app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
    /// app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
    /// ```
    public func touch(
        _ phase: UITouch.Phase, finger: Int = 1, at location: CGPoint, time: TimeInterval? = nil
    ) {
        inject(
            .touches(
                TouchFrame(
                    timestamp: time ?? clock.now,
                    samples: [TouchSample(finger: finger, phase: phase, location: location)])))
    }

    /// Injects a frame in which several fingers change at once.
    public func touches(_ samples: [(finger: Int, phase: UITouch.Phase, location: CGPoint)], time: TimeInterval? = nil)
    {
        inject(
            .touches(
                TouchFrame(
                    timestamp: time ?? clock.now,
                    samples: samples.map { TouchSample(finger: $0.finger, phase: $0.phase, location: $0.location) })))
    }

    /// Injects a tap: down at `time`, up `duration` seconds later at the same place.
    public func tap(at location: CGPoint, finger: Int = 1, time: TimeInterval? = nil, duration: TimeInterval = 0.05) {
        let start = time ?? clock.now
        touch(.began, finger: finger, at: location, time: start)
        touch(.ended, finger: finger, at: location, time: start + duration)
    }

    /// What is still in flight: fingers down, timers pending, work queued. A finished scenario has none;
    /// tests end with `#expect(app.leftovers == [])` or name the ones they expect.
    public var leftovers: [String] {
        var result: [String] = []
        for touch in touchRouter.liveTouches.values.sorted(by: { $0.finger < $1.finger }) {
            result.append("finger \(touch.finger) down on \(touch.boundView?.traceName ?? "no view")")
        }
        let engineTimers = timers.count - appTimers.count
        if engineTimers > 0 { result.append("\(engineTimers) timer(s) pending") }
        result.append(contentsOf: appTimers.leftovers)
        result.append(contentsOf: frames.leftovers)
        if hasAnimations { result.append(contentsOf: animationEngine.leftovers) }
        result.append(contentsOf: motion.transitions.map(\.leftoverLine))
        if pendingWorkCount > 0 { result.append("\(pendingWorkCount) queued item(s)") }
        result.append(contentsOf: pointerRouter.leftovers)
        return result
    }

    /// The touches of fingers that are down, ordered by finger.
    public var liveTouches: [UITouch] {
        touchRouter.liveTouches.values.sorted { $0.finger < $1.finger }
    }
}
