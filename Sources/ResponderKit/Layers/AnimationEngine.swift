import Foundation

/// Runs an application's layer animations on its clock, as the render server runs them on a device: one display
/// frame every 1/60 s while any animation runs, plus a frame at the exact time of every start and end.
///
/// ```
/// layer.add(_:forKey:) ──► engine.register ──► frame at min(next 1/60 s tick, next start or end)
///   frame at t ──► the frame's time noted (what `LayerAnimation.current` samples, when asked)
///              ──► t before the earliest start or end (kept, not searched for): nothing else
///              ──► starts due (animationDidStart), in time order
///              ──► ends due (removed if isRemovedOnCompletion, animationDidStop(finished: true), UIKit completion)
///              ──► next frame asked for, while any animation runs
/// removeAnimation / replaced / layer leaves its window ──► stopped now: animationDidStop(finished: false), queued
/// ```
///
/// A frame computes no presentation value: as on a device, what is on screen is computed when asked
/// (`presentation()`, from the model and the animations at the clock's time), and hit-testing reads the model. So
/// a frame with no start or end costs the same for one animation as for a thousand: no sampling, no search, no
/// allocation, no callback (the benchmark `animation frame` measures it). `leftovers` names every running
/// animation.
@MainActor
final class AnimationEngine: DisplayFrameClient {
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    /// The animations that have not stopped, in the order they were added.
    private(set) var running: [LayerAnimation] = []
    /// The time between two display frames.
    let frameInterval: TimeInterval = 1.0 / 60
    /// When the next regular frame is due.
    private var nextTick: TimeInterval = .infinity
    /// The frame time asked for, infinity when none.
    private var requested: TimeInterval = .infinity
    /// The time of the last display frame, nil before the first.
    private(set) var lastFrameTime: TimeInterval?
    /// The earliest start or end of the running animations (infinity when none), nil when it must be searched for
    /// again: an animation stopped, or a start or end ran.
    private var knownEarliestEvent: TimeInterval? = .infinity

    init(application: UIApplication) {
        applicationReference = UnretainedReference(application)
    }

    /// Starts running `animation`.
    func register(_ animation: LayerAnimation) {
        guard let application = applicationReference.object else { return }
        running.append(animation)
        animation.engine = self
        if !application.motion.transitions.isEmpty { application.transitionAnimationAdded(animation) }
        if let known = knownEarliestEvent {
            let event = animation.nextEventTime
            if event < known { knownEarliestEvent = event }
        }
        if application.isVerifying { animation.addedInWindow = animation.layerReference.object?.isInWindow ?? false }
        if nextTick == .infinity { nextTick = application.clock.now + frameInterval }
        requestFrame()
    }

    /// A percent-driven transition's time mapping changed (`TransitionDriver`): the starts and ends of the
    /// animations it drives move, so the earliest is searched for again.
    func driversMoved() {
        knownEarliestEvent = nil
        if !running.isEmpty { requestFrame() }
    }

    /// Forgets `animation` (it stopped elsewhere: removed from its layer).
    func unregister(_ animation: LayerAnimation) {
        guard let index = running.firstIndex(where: { $0 === animation }) else { return }
        running.remove(at: index)
        knownEarliestEvent = nil
        if running.isEmpty { stopFrames() } else { requestFrame() }
    }

    /// The `leftovers` lines: one per running animation.
    var leftovers: [String] { running.map(\.leftoverLine) }

    /// Asks the application for the next frame: the next tick or the next start or end, whichever comes first.
    private func requestFrame() {
        guard let application = applicationReference.object, !running.isEmpty else { return }
        var deadline = nextTick
        let event = earliestEvent()
        if event < deadline { deadline = event }
        deadline = Swift.max(deadline, application.clock.now)
        if deadline != requested {
            requested = deadline
            application.scheduleFrame(for: self, at: deadline)
        }
    }

    /// The earliest start or end of the running animations, infinity when none: kept, and searched for only after
    /// an animation stopped or a start or end ran.
    private func earliestEvent() -> TimeInterval {
        if let known = knownEarliestEvent { return known }
        var earliest = TimeInterval.infinity
        for animation in running {
            let event = animation.nextEventTime
            if event < earliest { earliest = event }
        }
        knownEarliestEvent = earliest
        return earliest
    }

    private func stopFrames() {
        nextTick = .infinity
        requested = .infinity
        applicationReference.object?.cancelFrame(for: self)
    }

    func displayFrame(at time: TimeInterval, in application: UIApplication) {
        requested = .infinity
        lastFrameTime = time
        while time >= nextTick { nextTick += frameInterval }
        // Starts and ends due by now, one at a time in time order: a callback may add or remove animations.
        if time >= earliestEvent() {
            while let (index, isStart) = nextEvent(upTo: time) {
                let animation = running[index]
                knownEarliestEvent = nil
                if isStart {
                    animation.started = true
                    application.animationStarted(animation)
                    animation.animation.delegate?.animationDidStart(animation.animation)
                } else {
                    running.remove(at: index)
                    finish(animation, finished: true, in: application)
                }
            }
        }
        application.activeVerifier?.animationsRan(running)
        if running.isEmpty { stopFrames() } else { requestFrame() }
    }

    /// The earliest start or end due by `time`: its index and whether it is a start (starts first at equal times).
    private func nextEvent(upTo time: TimeInterval) -> (Int, Bool)? {
        var best: (index: Int, time: TimeInterval, isStart: Bool)?
        for index in running.indices {
            let animation = running[index]
            let isStart = !animation.started
            let event = animation.nextEventTime
            guard event <= time else { continue }
            if let current = best, current.time < event || (current.time == event && (current.isStart || !isStart)) {
                continue
            }
            best = (index, event, isStart)
        }
        return best.map { ($0.index, $0.isStart) }
    }

    /// An animation ran to its end (`finished`) or was stopped: it leaves its layer unless it fills forwards and
    /// stays, and its delegate and UIKit completion hear it.
    private func finish(_ animation: LayerAnimation, finished: Bool, in application: UIApplication) {
        animation.stopped = true
        if let layer = animation.layerReference.object, animation.animation.isRemovedOnCompletion || !finished {
            layer.animationEntries.removeAll { $0 === animation }
        }
        application.animationStopped(animation, finished: finished)
        animation.animation.delegate?.animationDidStop(animation.animation, finished: finished)
        animation.animation.viewAnimation?.animationStopped(finished: finished)
    }

    /// Stops `animation` before its end (removed, replaced, or its layer left its window): it leaves `running` now,
    /// and its delegate and completion hear `finished == false` after the current work, through the queue.
    func interrupt(_ animation: LayerAnimation) {
        guard !animation.stopped, let application = applicationReference.object else { return }
        animation.stopped = true
        if let index = running.firstIndex(where: { $0 === animation }) {
            running.remove(at: index)
            knownEarliestEvent = nil
        }
        if running.isEmpty { stopFrames() }
        application.animationInterrupted(animation)
        // The record holds its layer unretained, and has left the layer's list, so the layer's deinit would not clear
        // it: the layer stays alive until its stop is heard.
        let layer = animation.layerReference.object
        application.enqueueTask { [weak application] in
            withExtendedLifetime(layer) {}
            guard let application else { return }
            application.animationStopped(animation, finished: false)
            animation.animation.delegate?.animationDidStop(animation.animation, finished: false)
            animation.animation.viewAnimation?.animationStopped(finished: false)
        }
        application.drain()
    }

    /// Stops every running animation whose layer is `root`'s layer or in its layer tree: `root` left its window.
    func stopAnimations(under root: UIView) {
        let affected = running.filter { animation in
            guard let view = animation.layerReference.object?.nearestView else { return true }
            return view.isDescendant(of: root)
        }
        for animation in affected {
            animation.layerReference.object?.animationEntries.removeAll { $0 === animation }
            interrupt(animation)
        }
    }

    var displayFrameDescription: String {
        "\(running.count) running animation\(running.count == 1 ? "" : "s")"
    }
}
