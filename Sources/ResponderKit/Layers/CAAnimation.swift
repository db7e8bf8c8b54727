import Foundation

/// The base of Core Animation's animations: timing (`CAMediaTiming`'s properties), a timing function, a delegate
/// and whether the animation leaves its layer when it completes.
///
/// Animations run on the application's clock (see <doc:LayersAndAnimations>): `layer.add(_:forKey:)` copies the
/// animation, fixes a `beginTime` of 0 to the clock's current time, and the application's display frames start and
/// end it, calling the delegate's `animationDidStart(_:)` at the begin time and `animationDidStop(_:finished:)` at
/// exactly `beginTime + duration × repeats / speed`.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAAction {
    /// When the animation begins, in the layer's time (`CACurrentMediaTime()` for a layer not slowed down); 0
    /// means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// One iteration's length, in seconds; 0 means the default, 0.25 s (or the transaction's duration).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's; 2 plays it twice as fast.
    open var speed: Float = 1
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation plays (fractions allowed, `.infinity` for ever); 0 means once.
    open var repeatCount: Float = 0
    /// How long the animation repeats for, instead of `repeatCount`, when positive.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards, then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode = CAMediaTimingFillMode.removed
    /// How progress follows time; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves its layer when it completes (true by default). With false (and a `fillMode`
    /// that fills forwards) its end value keeps showing until it is removed.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    open var delegate: CAAnimationDelegate?
    /// ResponderKit's own: a name for the trace and `leftovers` (UIKit's view animations set it).
    var label: String?
    /// ResponderKit's own: a UIKit view animation's bookkeeping (its completion and touch rules).
    var viewAnimation: ViewAnimationGroup?
    /// ResponderKit's own: the transactions whose completion block waits for this animation.
    var transactionCompletions: [TransactionCompletion] = []

    /// Creates an animation with the default timing.
    public required override init() {
        super.init()
    }

    /// Creates an animation, as `CAAnimation()`.
    open class func animation() -> Self { Self() }

    /// The default timing function for animations of `key`; ResponderKit, like Core Animation, has none (linear).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy: the animation `layer.add(_:forKey:)` stores, so changing the original afterwards changes nothing.
    open override func copy() -> Any {
        let copy: CAAnimation = MainActor.assumeIsolated {
            let copy = Self()
            copyProperties(to: copy)
            return copy
        }
        return copy
    }

    /// Copies this animation's properties into `copy` (a fresh instance of the same class); subclasses add theirs.
    func copyProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.label = label
        copy.viewAnimation = viewAnimation
    }

    /// Adds the animation to `anObject` (a layer) for `event`, as a layer's action does.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The timing of this animation beginning at `begin` in its parent's time, with `defaultDuration` for a zero
    /// duration.
    func timing(begin: TimeInterval, defaultDuration: TimeInterval) -> AnimationTiming {
        let ownDuration = naturalDuration
        let finiteSpeed = speed.isFinite && speed != 0 ? Double(speed) : 1
        return AnimationTiming(
            begin: begin, speed: finiteSpeed, timeOffset: timeOffset.isFinite ? timeOffset : 0,
            duration: ownDuration > 0 && ownDuration.isFinite ? ownDuration : defaultDuration,
            repeatCount: repeatCount.isNaN || repeatCount < 0 ? 0 : Double(repeatCount),
            repeatDuration: repeatDuration.isFinite && repeatDuration > 0 ? repeatDuration : 0,
            autoreverses: autoreverses, fillMode: fillMode)
    }

    /// The duration the animation asks for when none is set (a spring's settling duration); the set one otherwise.
    var naturalDuration: TimeInterval { duration }

    /// The eased progress at an iteration's `fraction`, through the timing function.
    func easedProgress(_ fraction: Double) -> Double {
        guard let timingFunction else { return fraction }
        return timingFunction.progress(at: fraction)
    }
}

/// The current time of the current application's clock, in seconds: Core Animation's media time. Layer
/// `beginTime`s are on this clock (`CACurrentMediaTime() + 0.5` begins half a second from now).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.currentForAppTimers("CACurrentMediaTime()").clock.now
}
