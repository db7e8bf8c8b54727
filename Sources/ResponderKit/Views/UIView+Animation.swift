import Foundation

/// UIKit's block animations on the application's clock.
///
/// ```
/// UIView.animate(withDuration: d, delay: w, options: o) { changes } completion: { finished in … }
///   ──► the block runs: the model takes the new values at once (hit-testing reads them: BehaviourContract §13)
///   ──► one animation per changed property on each view's layer, from the old value (or, when that property is
///       animating, from what is on screen) to the new one, beginning at now + w, ending at now + w + d
///   ──► the views refuse touches until the completion, unless o contains .allowUserInteraction
///   ──► completion(true) at exactly now + w + d; completion(false), once, when an animation is removed first
///       (`removeAllAnimations`, another animation of the same property, the view leaving its window)
/// ```
///
/// A block that changes nothing animatable completes at once (after the current work), with `true`.
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay`, with `options`' curve
    /// (ease-in-out by default); `completion` runs once, with whether every animation ran to its end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runViewAnimation(
            duration: duration, delay: delay, options: options, spring: nil, animations: animations,
            completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-out, then runs `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runViewAnimation(
            duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runViewAnimation(
            duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a spring of damping ratio `dampingRatio` (1: no overshoot) that
    /// settles in `duration`, released at `velocity` (in units of the whole distance per second).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        runViewAnimation(
            duration: duration, delay: delay, options: options, spring: spring, animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes take effect without animating, even inside
    /// an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _ = ViewAnimationCapture.capture(animates: false, actionsWithoutAnimation)
    }

    /// Whether block animations animate (true by default); when false, `animate` applies its changes at once and
    /// completes with `true`.
    public static var areAnimationsEnabled: Bool {
        get { animationsEnabled }
        set { animationsEnabled = newValue }
    }

    /// Turns block animations on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The duration of the animation block being run, 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimationCapture.inheritedDuration }

    private static var animationsEnabled: Bool {
        get { ViewAnimationSettings.enabled }
        set { ViewAnimationSettings.enabled = newValue }
    }

    /// Runs a block animation (see the extension's discussion).
    static func runViewAnimation(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: SpringCurve?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let outerDuration = ViewAnimationCapture.inheritedDuration
        ViewAnimationCapture.inheritedDuration = duration
        let changes = ViewAnimationCapture.capture(animates: animationsEnabled, animations)
        ViewAnimationCapture.inheritedDuration = outerDuration
        let group = ViewAnimationGroup(completion: completion)
        let application = changes.first?.view.layer.applicationForAnimationsIfAny ?? UIApplication.current
        application?.activeVerifier?.viewAnimationBegan(group, views: changes.map(\.view))
        let delay = delay.isFinite && delay > 0 ? delay : 0
        guard duration.isFinite, duration > 0, !changes.isEmpty else {
            completeSoon(group, application: changes.first?.view.window?.application)
            return
        }
        for (view, viewChanges) in changes {
            let layer = view.layer
            let now = layer.applicationForAnimations.clock.now
            if !options.contains(.allowUserInteraction) { group.refuseTouches(on: view) }
            for change in viewChanges {
                let animation: CABasicAnimation
                if let spring {
                    let springAnimation = CASpringAnimation(keyPath: change.property.keyPath)
                    springAnimation.presetCurve = spring
                    animation = springAnimation
                } else {
                    animation = CABasicAnimation(keyPath: change.property.keyPath)
                    animation.timingFunction = options.curve.timingFunction
                }
                let animating = layer.animationEntries.contains { $0.property == change.property && !$0.stopped }
                let from = animating ? layer.presentationValue(of: change.property, at: now) : change.from
                animation.fromValue = from.boxed
                animation.toValue = change.to.boxed
                animation.duration = duration
                if delay > 0 {
                    animation.beginTime = now + delay
                    animation.fillMode = .backwards
                }
                if options.contains(.repeat) { animation.repeatCount = .infinity }
                animation.autoreverses = options.contains(.autoreverse)
                animation.viewAnimation = group
                group.animationAdded()
                layer.add(animation, forKey: change.property.keyPath)
            }
        }
    }

    /// Completes a group that animates nothing: after the current work, with `true`.
    static func completeSoon(_ group: ViewAnimationGroup, application: UIApplication?) {
        guard let application = application ?? UIApplication.current else {
            group.complete()
            return
        }
        application.enqueueTask { group.complete() }
        application.drain()
    }

    // MARK: - Transitions

    /// Runs `animations` (whose changes take effect at once) as a transition of `view` lasting `duration`: the view
    /// refuses touches meanwhile (unless `.allowUserInteraction`), and `completion` runs at its end. Nothing is
    /// drawn, so the transition's kind (`.transitionFlipFromLeft`, …) is stored only.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performWithoutAnimation { animations?() }
        runTransition(on: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` (in `fromView`'s superview; with `.showHideTransitionViews`, hides one and
    /// shows the other) as a transition lasting `duration`, then runs `completion`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let container {
            container.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        runTransition(on: container ?? toView, duration: duration, options: options, completion: completion)
    }

    private static func runTransition(
        on view: UIView, duration: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        let group = ViewAnimationGroup(completion: completion)
        (view.layer.applicationForAnimationsIfAny ?? UIApplication.current)?.activeVerifier?.viewAnimationBegan(
            group, views: [view])
        guard animationsEnabled, duration.isFinite, duration > 0 else {
            completeSoon(group, application: view.window?.application)
            return
        }
        if !options.contains(.allowUserInteraction) { group.refuseTouches(on: view) }
        let animation = CAAnimation()
        animation.duration = duration
        animation.viewAnimation = group
        group.animationAdded()
        view.layer.add(animation, forKey: "transition")
    }
}

/// Whether block animations are on (`UIView.areAnimationsEnabled`).
@MainActor
enum ViewAnimationSettings {
    static var enabled = true
}
