import Foundation

/// The time of a percent-driven transition's animations: what Core Animation's paused container layer
/// (`speed = 0`, `timeOffset = percent × duration`) does in UIKit, as a mapping from the application's clock to the
/// time the container's animations are sampled at.
///
/// ```
/// free(offset)          sample = clock + offset                 the animations run at their own pace
/// paused(τ)             sample = start + τ                      update(p): τ = p × duration; no start or end comes
/// running(τa → τb)      sample = start + τa + (τb − τa) · curve((clock − t1) / span)
///                       span = |τb − τa| / completionSpeed      finish: τb = duration; cancel: τb = 0
///   arrival at τb = duration ──► free: what is left runs at its own pace, ends as usual (completion(true))
///   arrival at τb = 0        ──► the animations are removed, as UIKit removes them: completion(false)
/// ```
///
/// The engine asks each driven animation for its next start or end in clock time (``clockTime(forSampleTime:)``):
/// none while paused, the curve's inverse while running, so an animation ending with the transition ends at exactly
/// the arrival time. Property animators made in the container are driven through their own API instead
/// (`pauseAnimation`, `fractionComplete`, `continueAnimation`), as UIKit drives an interruptible animator.
@MainActor
final class TransitionDriver: DisplayFrameClient {
    /// How the sample time follows the clock.
    enum Motion {
        case free(offset: TimeInterval)
        case paused(tau: TimeInterval)
        case running(
            from: TimeInterval, to: TimeInterval, startClock: TimeInterval, span: TimeInterval,
            curve: CAMediaTimingFunction)
    }

    /// When the animator ran (the animations' begin), on the clock.
    let start: TimeInterval
    /// The animator's duration.
    let duration: TimeInterval
    /// The container whose animations are driven.
    private(set) weak var container: UIView?
    private(set) var motion: Motion
    /// The layer animations driven (strong until the transition ends).
    private var animations: [LayerAnimation] = []
    /// The property animators driven.
    private var animators: [UIViewPropertyAnimator] = []
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    /// Whether the last run went to the end.
    private var runsForward = true
    /// Called when a finish or cancel arrives (true: at the end).
    var onArrival: ((Bool) -> Void)?

    init(application: UIApplication, container: UIView, duration: TimeInterval, paused: Bool) {
        applicationReference = UnretainedReference(application)
        self.container = container
        start = application.clock.now
        self.duration = duration
        motion = paused ? .paused(tau: 0) : .free(offset: 0)
    }

    private var now: TimeInterval { applicationReference.object?.clock.now ?? start }

    /// Whether `view` is in the container's tree.
    func drives(_ view: UIView) -> Bool {
        guard let container else { return false }
        return view === container || view.isDescendant(of: container)
    }

    /// A layer animation of the container's tree was added: it follows this driver.
    func adopt(_ animation: LayerAnimation) {
        if case .driven(let animator) = animation.content {
            guard !animators.contains(where: { $0 === animator }) else { return }
            animators.append(animator)
            return
        }
        animation.driver = self
        animations.append(animation)
    }

    /// The transition's time now (τ, 0…duration while driven).
    func tau(at clock: TimeInterval) -> TimeInterval {
        sampleTime(at: clock) - start
    }

    /// The time a driven animation is sampled at when the clock reads `clock`.
    func sampleTime(at clock: TimeInterval) -> TimeInterval {
        switch motion {
        case .free(let offset): return clock + offset
        case .paused(let tau): return start + tau
        case .running(let from, let to, let startClock, let span, let curve):
            let progress = span > 0 ? Swift.min(1, Swift.max(0, (clock - startClock) / span)) : 1
            return start + from + (to - from) * curve.progress(at: progress)
        }
    }

    /// The clock time at which the sample time reaches `sample`; infinity when it does not (paused, or moving away).
    func clockTime(forSampleTime sample: TimeInterval) -> TimeInterval {
        switch motion {
        case .free(let offset): return sample - offset
        case .paused: return .infinity
        case .running(let from, let to, let startClock, let span, let curve):
            let target = sample - start
            guard to > from else { return .infinity }
            if target <= from { return startClock }
            if target > to { return .infinity }
            let wanted = (target - from) / (to - from)
            if wanted >= 1 { return startClock + span }
            return startClock + span * Self.inverse(of: curve, at: wanted)
        }
    }

    /// The input at which `curve` reaches `progress` (curves are increasing), by bisection.
    static func inverse(of curve: CAMediaTimingFunction, at progress: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if curve.progress(at: middle) < progress { low = middle } else { high = middle }
        }
        return high
    }

    /// Holds the animations at `fraction` of the duration (`updateInteractiveTransition`, `pause`).
    func pause(atFraction fraction: Double) {
        let tau = Swift.min(1, Swift.max(0, fraction)) * duration
        motion = .paused(tau: tau)
        applicationReference.object?.cancelFrame(for: self)
        moved()
        for animator in animators where animator.state == .active {
            animator.pauseAnimation()
            animator.isReversed = false
            animator.fractionComplete = CGFloat(duration > 0 ? tau / duration : 0)
        }
    }

    /// The fraction of the duration now.
    var fraction: Double {
        duration > 0 ? Swift.min(1, Swift.max(0, tau(at: now) / duration)) : 0
    }

    /// Runs the animations to the end (`forward`) or back to the start, at `speed` along `curve`.
    func run(forward: Bool, speed: Double, curve: CAMediaTimingFunction) {
        let clock = now
        let tau = Swift.min(duration, Swift.max(0, tau(at: clock)))
        let target = forward ? duration : 0
        runsForward = forward
        let rate = speed.isFinite && speed > 0 ? speed : 1
        let span = Swift.abs(target - tau) / rate
        motion = .running(from: tau, to: target, startClock: clock, span: span, curve: curve)
        moved()
        applicationReference.object?.scheduleFrame(for: self, at: clock + span)
        for animator in animators where animator.state == .active {
            animator.isReversed = !forward
            let factor = Swift.max(span, 1e-9) / animator.duration
            animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
        }
    }

    func displayFrame(at time: TimeInterval, in application: UIApplication) {
        guard case .running(_, let to, _, _, _) = motion else { return }
        if runsForward {
            motion = .free(offset: start + to - time)
            moved()
            onArrival?(true)
        } else {
            motion = .paused(tau: 0)
            moved()
            let removed = animations.filter { !$0.stopped }
            for animation in removed {
                animation.layerReference.object?.animationEntries.removeAll { $0 === animation }
                application.animationEngine.interrupt(animation)
            }
            onArrival?(false)
        }
    }

    var displayFrameDescription: String { "interactive transition" }

    /// The transition ended: animations still driven go on at their own pace from where they are, and the driver
    /// lets them go.
    func release() {
        let clock = now
        if case .free = motion {
        } else {
            motion = .free(offset: sampleTime(at: clock) - clock)
            moved()
        }
        applicationReference.object?.cancelFrame(for: self)
        animations = []
        animators = []
        onArrival = nil
    }

    /// The mapping changed: the engine searches for its next start or end again.
    private func moved() {
        applicationReference.object?.motion.engine?.driversMoved()
    }
}
