import Foundation

/// An interruptible, scrubbable animation of view properties on the application's clock.
///
/// ```
/// inactive ──startAnimation / pauseAnimation / fractionComplete = f──► active (running or paused)
///   running: fractionComplete moves 1/duration per second (back to 0 when isReversed) ──► at 1 (or 0):
///            the completions run with .end (or .start) ──► inactive
///   paused:  fractionComplete may be set (the views follow it linearly when scrubsLinearly)
///   continueAnimation(withTimingParameters:durationFactor:) ──► running over durationFactor × duration
/// active ──stopAnimation(false)──► stopped ──finishAnimation(at:)──► completions ──► inactive
/// active ──stopAnimation(true)───► inactive (no completion)
/// ```
///
/// The views take touches while it runs unless ``isUserInteractionEnabled`` is false. The end comes at exactly the
/// time the fraction reaches 1 (or 0), on the manual clock.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, DisplayFrameClient {
    /// The length of the animation, in seconds.
    public let duration: TimeInterval
    /// The timing curve.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// The delay before the animations begin (`startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// The state.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animations are running (not paused, not stopped).
    public private(set) var isRunning = false
    /// Whether the animator runs backwards, towards the start.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, let application = applicationReference.object else { return }
            rebase(at: application.clock.now)
            scheduleEnd()
        }
    }
    /// Whether it can be paused and stopped (true). ResponderKit's animators always can.
    open var isInterruptible = true
    /// Whether the views follow `fractionComplete` linearly while paused (true).
    open var scrubsLinearly = true
    /// Whether the views take touches while it runs (true).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app; stored.
    open var isManualHitTestingEnabled = false
    /// Whether it stays active at the end instead of finishing; stored, always finishes.
    open var pausesOnCompletion = false

    /// The animation blocks not yet run, with their delay factors.
    private var pendingAnimations: [() -> Void] = []
    /// The completions, in the order added.
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The layer animations the blocks made.
    private var records: [LayerAnimation] = []
    /// The linear fraction at `anchorTime`, and how it moves per second while running.
    private var anchorFraction: Double = 0
    private var anchorTime: TimeInterval = 0
    private var rate: Double = 0
    /// The curve while running.
    private var cubic: CAMediaTimingFunction?
    private var spring: SpringCurve?
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    private var touchGroup: ViewAnimationGroup?

    /// An animator of `duration` with UIKit's `curve`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along the cubic Bézier through `point1` and `point2`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along a spring of damping ratio `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` with `parameters`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0.001
        timingParameters = parameters
        super.init()
        setCurve(parameters)
    }

    /// Creates, starts and returns an animator, as `UIView.animate` would animate.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private func setCurve(_ parameters: UITimingCurveProvider?) {
        if let spring = parameters?.springTimingParameters {
            self.spring = spring.curve(duration: duration)
            cubic = nil
        } else if let parameters = parameters?.cubicTimingParameters {
            cubic = parameters.timingFunction
            spring = nil
        }
    }

    /// Adds animations: run when it starts, or at once (from what is on screen, over the rest of the time) when it
    /// is already active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { runAnimations([animation]) } else { pendingAnimations.append(animation) }
    }

    /// Adds animations that start after `delayFactor` of the remaining time; ResponderKit starts them with the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, run once when the animator finishes, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        activate()
        guard let application = applicationReference.object else { return }
        let wait = delay.isFinite && delay > 0 ? delay : 0
        self.delay = wait
        anchorTime = application.clock.now + wait
        rate = (isReversed ? -1 : 1) / duration
        isRunning = true
        scheduleEnd()
    }

    /// Pauses the animations where they are; `fractionComplete` may then be set.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        if isRunning, let application = applicationReference.object {
            anchorFraction = linearFraction(at: application.clock.now)
        }
        isRunning = false
        rate = 0
        applicationReference.object?.cancelFrame(for: self)
    }

    /// How far the animation is, 0…1, in time. Settable while paused (or inactive: it activates paused).
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let application = applicationReference.object else { return CGFloat(anchorFraction) }
            return CGFloat(linearFraction(at: application.clock.now))
        }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            anchorFraction = Swift.min(1, Swift.max(0, Double(newValue)))
        }
    }

    /// Resumes the animations with new timing (nil keeps the curve), over `durationFactor` of the original
    /// duration (0: the time that was left).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, let application = applicationReference.object else { return }
        if let parameters {
            timingParameters = parameters
            setCurve(parameters)
        }
        let now = application.clock.now
        anchorFraction = linearFraction(at: now)
        anchorTime = now
        let remaining = isReversed ? anchorFraction : 1 - anchorFraction
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : remaining
        rate = (isReversed ? -1 : 1) * (remaining > 0 ? remaining / (factor * duration) : 1 / duration)
        isRunning = true
        scheduleEnd()
    }

    /// Stops the animations where they are: the views keep what is on screen as their values. With
    /// `withoutFinishing` true the animator becomes inactive and no completion runs; otherwise it waits, stopped,
    /// for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = applicationReference.object?.clock.now ?? 0
        settle(at: .current, now: now)
        isRunning = false
        applicationReference.object?.cancelFrame(for: self)
        if withoutFinishing {
            state = .inactive
            completions = []
            releaseTouches()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `finalPosition`, running the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    // MARK: - Running

    /// Runs the pending blocks and becomes active (paused at fraction 0).
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        anchorFraction = isReversed ? 1 : 0
        let blocks = pendingAnimations
        pendingAnimations = []
        runAnimations(blocks)
        if applicationReference.object == nil, let application = UIApplication.current {
            applicationReference = UnretainedReference(application)
        }
    }

    private func runAnimations(_ blocks: [() -> Void]) {
        let changes = ViewAnimationCapture.capture(animates: true) { for block in blocks { block() } }
        for (view, viewChanges) in changes {
            let layer = view.layer
            let application = layer.applicationForAnimations
            applicationReference = UnretainedReference(application)
            let now = application.clock.now
            if !isUserInteractionEnabled {
                if touchGroup == nil { touchGroup = ViewAnimationGroup(completion: nil) }
                touchGroup?.refuseTouches(on: view)
            }
            for change in viewChanges {
                // From what is on screen: the old model value, or a running animation's value now.
                let animating = layer.animationEntries.contains { $0.property == change.property && !$0.stopped }
                let from = animating ? layer.presentationValue(of: change.property, at: now) : change.from
                let key = "animator-\(ObjectIdentifier(self).hashValue)-\(change.property.keyPath)"
                if let existing = layer.animationEntries.firstIndex(where: { $0.key == key }) {
                    let old = layer.animationEntries.remove(at: existing)
                    application.animationEngine.unregister(old)
                }
                let record = LayerAnimation(
                    key: key, animation: CAAnimation(), property: change.property,
                    timing: AnimationTiming(begin: now, duration: .infinity),
                    content: .driven(self), from: from, to: change.to, isAdditive: false)
                record.layerReference = UnretainedReference(layer)
                record.started = true
                layer.animationEntries.append(record)
                records.append(record)
                application.animationEngine.register(record)
            }
        }
    }

    /// The linear fraction at `time`.
    private func linearFraction(at time: TimeInterval) -> Double {
        guard isRunning, time > anchorTime else { return anchorFraction }
        return Swift.min(1, Swift.max(0, anchorFraction + (time - anchorTime) * rate))
    }

    /// Moves the anchor to `time` (before the rate changes).
    private func rebase(at time: TimeInterval) {
        anchorFraction = linearFraction(at: time)
        anchorTime = Swift.max(time, anchorTime)
        rate = (isReversed ? -1 : 1) * Swift.abs(rate)
    }

    /// The progress (0 at the start, 1 at the end, beyond when a spring overshoots) the views show at `time`.
    func progress(at time: TimeInterval) -> Double {
        let fraction = linearFraction(at: time)
        if !isRunning && scrubsLinearly { return fraction }
        if let spring { return fraction >= 1 ? 1 : spring.progress(at: fraction * duration) }
        return cubic?.progress(at: fraction) ?? fraction
    }

    /// How `leftovers` describes the animator's state.
    var stateLine: String {
        let fraction = Double(fractionComplete)
        return "property animator \(isRunning ? "running" : "paused") at \(fraction.compact)"
    }

    private func scheduleEnd() {
        guard isRunning, let application = applicationReference.object, rate != 0 else { return }
        let target = rate > 0 ? 1.0 : 0.0
        // A run over the whole duration ends at exactly its start + duration.
        let whole = Swift.abs(rate) == 1 / duration && Swift.abs(target - anchorFraction) == 1
        let end = whole ? anchorTime + duration : anchorTime + (target - anchorFraction) / rate
        application.scheduleFrame(for: self, at: Swift.max(end, application.clock.now))
    }

    func displayFrame(at time: TimeInterval, in application: UIApplication) {
        guard isRunning else { return }
        finish(at: rate > 0 ? .end : .start)
    }

    var displayFrameDescription: String { "property animator" }

    /// Ends the animator at `position`: the views take that position's values, the completions run once.
    private func finish(at position: UIViewAnimatingPosition) {
        let now = applicationReference.object?.clock.now ?? 0
        settle(at: position, now: now)
        isRunning = false
        state = .inactive
        anchorFraction = position == .start ? 0 : 1
        applicationReference.object?.cancelFrame(for: self)
        releaseTouches()
        let run = completions
        completions = []
        for completion in run { completion(position) }
    }

    /// Sets the model to `position`'s values and removes the animator's layer animations.
    private func settle(at position: UIViewAnimatingPosition, now: TimeInterval) {
        for record in records {
            // A record the engine stopped (its layer left its window, or was freed) is its layer's no more, and its
            // layer may be gone: read nothing through it.
            guard !record.stopped, let layer = record.layerReference.object, let property = record.property,
                case .driven = record.content, let from = record.from, let to = record.to
            else { continue }
            let value: AnimatableValue? =
                switch position {
                case .end: nil
                case .start: from
                case .current: record.value(at: now, model: layer)
                }
            record.stopped = true
            layer.animationEntries.removeAll { $0 === record }
            applicationReference.object?.animationEngine.unregister(record)
            if let value, value != to { property.setModel(value, on: layer) }
        }
        records = []
    }

    private func releaseTouches() {
        touchGroup?.complete()
        touchGroup = nil
    }
}

extension LayerProperty {
    /// Sets the model value of `layer` (a view's layer: the view's property), without animating.
    @MainActor
    func setModel(_ value: AnimatableValue, on layer: CALayer) {
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            switch self {
            case .position: layer.position = value.point
            case .bounds: layer.bounds = value.rect
            case .transform: layer.transform = value.transform
            case .opacity: layer.opacity = Float(value.scalar)
            case .backgroundColor: layer.backgroundColor = value.cgColor
            default:
                if layer.backingView == nil { apply(value, to: layer) }
            }
            CATransaction.commit()
        }
    }
}
