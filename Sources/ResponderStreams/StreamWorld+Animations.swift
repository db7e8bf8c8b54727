import Foundation
import ResponderKit

/// The world's animations, drawn from the stream's entropy: `UIView.animate` calls in all their forms, property
/// animators that are started, paused, scrubbed, reversed (from a pan's action too), continued, stopped and
/// finished, and Core Animation on views' layers and on layers of their own — with the hostile cases: a view removed
/// or its subtree let go mid-animation, completions and `animationDidStop` that start animations or change the
/// hierarchy.
///
/// ```
/// animate(near:) ──► UIView.animate (duration, delay, options, spring) ─┐
///                ├─► a property animator: made, started, paused, scrubbed, reversed, continued, stopped
///                ├─► CABasicAnimation / CAKeyframeAnimation / CASpringAnimation (removed on completion or not)
///                ├─► a transient subtree (held only by its superview) animated, or let go mid-animation
///                └─► removeAllAnimations, or the animating view removed or moved
///   completions and animationDidStop ──► ledger (each runs once) ──► sometimes: animate again, move or remove the
///                                        view, mutate()
/// finishAnimations() ──► animators stopped or finished, repeating animations removed ──► the clock runs them out
/// ```
extension StreamWorld {
    /// Starts, steers or stops an animation at random, on or near `view`.
    func animate(near view: UIView?) {
        guard !isFinishingAnimations else { return }
        animationSteps += 1
        application.makeCurrent()
        let subject = view.flatMap { $0 is UIWindow ? nil : $0 } ?? animatableView()
        switch source.next(below: 20) {
        case 0..<6: viewAnimation(on: subject)
        case 6..<10: animatorStep(on: subject)
        case 10..<14: layerAnimation(on: subject)
        case 14, 15: transientSubtree()
        case 16: dropTransient()
        case 17: subject.layer.removeAllAnimations()
        case 18: subject.removeFromSuperview()
        default:
            let targets = (views + windows).filter { !$0.isDescendant(of: subject) }
            if !targets.isEmpty { source.pick(targets).addSubview(subject) }
        }
    }

    /// A view of the world or of a transient subtree.
    private func animatableView() -> UIView {
        if !transients.isEmpty, source.chance(30) {
            let root = source.pick(transients)
            return root.subviews.isEmpty || source.chance(30) ? root : source.pick(root.subviews)
        }
        return source.pick(views)
    }

    // MARK: - UIView.animate

    /// A `UIView.animate` call with a random duration (sometimes 0), delay, curve and options, or a spring.
    func viewAnimation(on view: UIView) {
        let duration = source.chance(8) ? 0 : source.number(in: 0.05...1.2)
        let delay = source.chance(60) ? 0 : source.number(in: 0...0.5)
        var options: UIView.AnimationOptions = [
            .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear,
        ][source.next(below: 4)]
        if source.chance(40) { options.insert(.allowUserInteraction) }
        if source.chance(30) { options.insert(.beginFromCurrentState) }
        if source.chance(6) { options.insert(.repeat) }
        if source.chance(12) { options.insert(.autoreverse) }
        let changes = randomChanges(for: view)
        animatedLayers.append(WeakLayer(layer: view.layer))
        let entry = ledger.expect("UIView.animate completion on \(view.accessibilityIdentifier ?? "a transient view")")
        let completion: (Bool) -> Void = { [weak self, weak view] _ in
            self?.ledger.ran(entry)
            self?.afterStop(of: view)
        }
        if source.chance(20) {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: source.number(in: 0.1...1),
                initialSpringVelocity: source.number(in: 0...5), options: options, animations: changes,
                completion: completion)
        } else {
            UIView.animate(
                withDuration: duration, delay: delay, options: options, animations: changes, completion: completion)
        }
    }

    /// One to three changes of `view`'s animatable properties, decided now.
    private func randomChanges(for view: UIView) -> () -> Void {
        var alpha: CGFloat?
        var center: CGPoint?
        var transform: CGAffineTransform?
        var color: UIColor?
        var size: CGSize?
        for _ in 0..<(1 + source.next(below: 3)) {
            switch source.next(below: 5) {
            case 0: alpha = source.number(in: 0...1)
            case 1:
                center = CGPoint(
                    x: view.center.x + source.number(in: -80...80), y: view.center.y + source.number(in: -80...80))
            case 2: transform = CGAffineTransform(rotationAngle: source.number(in: -3...3))
            case 3: color = UIColor(white: source.number(in: 0...1), alpha: 1)
            default: size = CGSize(width: source.number(in: 0...200), height: source.number(in: 0...200))
            }
        }
        return { [weak view] in
            guard let view else { return }
            if let alpha { view.alpha = alpha }
            if let center { view.center = center }
            if let transform { view.transform = transform }
            if let color { view.backgroundColor = color }
            if let size { view.bounds.size = size }
        }
    }

    /// After a completion or `animationDidStop`: sometimes animate again (within a budget), move or remove the view
    /// that animated, or change the world.
    private func afterStop(of view: UIView?) {
        guard !isFinishingAnimations, source.chance(hostileCompletionPercent) else { return }
        switch source.next(below: 4) {
        case 0:
            guard chainBudget > 0, let view else { return }
            chainBudget -= 1
            animate(near: view)
        case 1: view?.removeFromSuperview()
        case 2:
            guard let view else { return }
            let targets = (views + windows).filter { !$0.isDescendant(of: view) }
            if !targets.isEmpty { source.pick(targets).addSubview(view) }
        default: mutate(near: view)
        }
    }

    // MARK: - Property animators

    /// Makes a property animator, or steers one: start, pause, scrub, reverse, continue, stop, finish.
    func animatorStep(on view: UIView) {
        animators.removeAll { $0.state == .inactive && !$0.isRunning && source.chance(50) }
        guard !animators.isEmpty, source.chance(65) else {
            makeAnimator(on: view)
            return
        }
        let animator = source.pick(animators)
        switch source.next(below: 9) {
        case 0: animator.startAnimation()
        case 1: animator.startAnimation(afterDelay: source.number(in: 0...0.4))
        case 2: animator.pauseAnimation()
        case 3: animator.fractionComplete = source.number(in: -0.2...1.2)
        case 4: animator.isReversed.toggle()
        case 5:
            let parameters: UITimingCurveProvider? =
                switch source.next(below: 3) {
                case 0: nil
                case 1: UICubicTimingParameters(animationCurve: .easeOut)
                default: UISpringTimingParameters(dampingRatio: source.number(in: 0.2...1))
                }
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: source.number(in: 0...2))
        case 6:
            if animator.state == .active { ledger.excuse(animatorEntries[ObjectIdentifier(animator)]) }
            animator.stopAnimation(true)
        case 7: animator.stopAnimation(false)
        default:
            animator.finishAnimation(at: [.start, .end, .current][source.next(below: 3)])
        }
    }

    private func makeAnimator(on view: UIView) {
        let duration = source.number(in: 0.05...1.5)
        let changes = randomChanges(for: view)
        let animator: UIViewPropertyAnimator
        switch source.next(below: 4) {
        case 0:
            animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: changes)
        case 1:
            animator = UIViewPropertyAnimator(
                duration: duration, dampingRatio: source.number(in: 0.1...1), animations: changes)
        case 2:
            animator = UIViewPropertyAnimator(
                duration: duration, controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1.2),
                animations: changes)
        default:
            animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: duration, delay: source.chance(50) ? 0 : source.number(in: 0...0.3),
                options: source.chance(50) ? [.allowUserInteraction] : [], animations: changes)
        }
        animator.isUserInteractionEnabled = source.chance(60)
        let entry = ledger.expect("property animator completion on \(view.accessibilityIdentifier ?? "a transient")")
        animatorEntries[ObjectIdentifier(animator)] = entry
        animator.addCompletion { [weak self, weak view] _ in
            self?.ledger.ran(entry)
            self?.afterStop(of: view)
        }
        animators.append(animator)
        switch source.next(below: 3) {
        case 0: animator.startAnimation()
        case 1: animator.pauseAnimation()
        default: animator.fractionComplete = source.number(in: 0...1)
        }
    }

    /// A pan's action steers an animator, as an interactive transition does: pauses it as the pan begins, scrubs it
    /// while it changes, and continues it, sometimes reversed, as it ends.
    func steerAnimator(from pan: UIPanGestureRecognizer) {
        guard !isFinishingAnimations, !animators.isEmpty else { return }
        animationSteps += 1
        let animator = source.pick(animators)
        switch pan.state {
        case .began: animator.pauseAnimation()
        case .changed:
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = pan.translation(in: pan.view).x / 200
        default:
            if source.chance(50) { animator.isReversed.toggle() }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: source.chance(50) ? 0 : 1)
        }
    }

    // MARK: - Core Animation

    /// A basic, keyframe or spring animation on `view`'s layer or on a layer of its own added to it.
    func layerAnimation(on view: UIView) {
        let layer: CALayer
        if source.chance(30) {
            layer = CALayer()
            layer.frame = randomRect(in: view.bounds)
            view.layer.addSublayer(layer)
            animatedLayers.append(WeakLayer(layer: layer))
        } else {
            layer = view.layer
        }
        let animation: CAAnimation
        let keyPath = ["opacity", "position", "transform.rotation.z", "bounds", "backgroundColor"][
            source.next(below: 5)]
        switch source.next(below: 3) {
        case 0:
            let basic = CABasicAnimation(keyPath: keyPath)
            basic.fromValue = source.chance(70) ? layerValue(for: keyPath) : nil
            basic.toValue = layerValue(for: keyPath)
            animation = basic
        case 1:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            let count = 2 + source.next(below: 3)
            keyframes.values = (0..<count).map { _ in layerValue(for: keyPath) }
            if source.chance(50) {
                keyframes.keyTimes = (0..<count).map { NSNumber(value: Double($0) / Double(count - 1)) }
            }
            keyframes.calculationMode = source.chance(70) ? .linear : .discrete
            animation = keyframes
        default:
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = source.number(in: 0.5...2)
            spring.stiffness = source.number(in: 50...300)
            spring.damping = source.number(in: 5...30)
            spring.initialVelocity = source.number(in: -5...5)
            spring.toValue = layerValue(for: keyPath)
            animation = spring
        }
        animation.duration =
            (animation as? CASpringAnimation).map { Swift.min(2, $0.settlingDuration) } ?? source.number(in: 0.05...1.5)
        if source.chance(25) { animation.beginTime = CACurrentMediaTime() + source.number(in: 0...0.4) }
        if source.chance(6) {
            animation.repeatCount = .infinity
        } else if source.chance(10) {
            animation.repeatCount = 2.5
        }
        animation.autoreverses = source.chance(15)
        if source.chance(30) {
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
        }
        if source.chance(75) {
            let delegate = StreamAnimationDelegate(world: self)
            delegate.entry = ledger.expect("animationDidStop \(keyPath) on \(view.accessibilityIdentifier ?? "?")")
            delegate.view = view
            animation.delegate = delegate
        }
        animatedLayers.append(WeakLayer(layer: layer))
        layer.add(animation, forKey: source.chance(25) ? nil : ["a", "b", keyPath][source.next(below: 3)])
    }

    private func layerValue(for keyPath: String) -> Any {
        switch keyPath {
        case "opacity": return Float(source.number(in: 0...1))
        case "position": return CGPoint(x: source.number(in: -50...300), y: source.number(in: -50...400))
        case "transform.rotation.z": return source.number(in: -6.3...6.3)
        case "bounds": return CGRect(x: 0, y: 0, width: source.number(in: 0...200), height: source.number(in: 0...200))
        default: return UIColor(white: source.number(in: 0...1), alpha: 1).cgColor
        }
    }

    /// Called by a ``StreamAnimationDelegate`` when its animation stops.
    func animationDidStop(entry: Int, view: UIView?) {
        ledger.ran(entry)
        afterStop(of: view)
    }

    // MARK: - Transient subtrees

    /// A container with a few children that only its superview holds, animated at once: letting it go
    /// (``dropTransient()``) frees its views while they animate.
    func transientSubtree() {
        let parent: UIView = source.chance(30) ? source.pick(windows) : source.pick(views)
        let root = UIView(frame: randomRect(in: parent.bounds))
        root.accessibilityIdentifier = "t\(transientCount)"
        transientCount += 1
        for index in 0..<(1 + source.next(below: 3)) {
            let child = UIView(frame: randomRect(in: root.bounds))
            child.accessibilityIdentifier = "\(root.accessibilityIdentifier ?? "t")-\(index)"
            root.addSubview(child)
            transientObjects.append(
                RandomStream.WeakObject(name: child.accessibilityIdentifier ?? "t", responder: child))
        }
        transientObjects.append(RandomStream.WeakObject(name: root.accessibilityIdentifier ?? "t", responder: root))
        parent.addSubview(root)
        transients.append(root)
        for view in [root] + root.subviews where source.chance(60) {
            switch source.next(below: 3) {
            case 0: viewAnimation(on: view)
            case 1: makeAnimator(on: view)
            default: layerAnimation(on: view)
            }
        }
    }

    /// Lets a transient subtree go: removed from its superview (or not, sometimes) and forgotten, so its views are
    /// freed mid-animation unless something else holds them.
    func dropTransient() {
        guard !transients.isEmpty else { return }
        let root = transients.remove(at: source.next(below: transients.count))
        if source.chance(85) { root.removeFromSuperview() }
    }

    // MARK: - Finishing

    /// Ends what would run for ever: stops or finishes every active property animator, and removes repeating
    /// animations; what is left ends as the clock runs on.
    func finishAnimations() {
        isFinishingAnimations = true
        application.makeCurrent()
        for animator in animators {
            switch animator.state {
            case .active:
                switch source.next(below: 3) {
                case 0:
                    ledger.excuse(animatorEntries[ObjectIdentifier(animator)])
                    animator.stopAnimation(true)
                case 1:
                    animator.stopAnimation(false)
                    animator.finishAnimation(at: [.start, .end, .current][source.next(below: 3)])
                default:
                    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                }
            case .stopped: animator.finishAnimation(at: [.start, .end, .current][source.next(below: 3)])
            default: break
            }
        }
        for reference in animatedLayers {
            guard let layer = reference.layer else { continue }
            for key in layer.animationKeys() ?? [] where layer.animation(forKey: key)?.repeatCount == .infinity {
                layer.removeAnimation(forKey: key)
            }
        }
        animatedLayers.removeAll()
    }
}

/// A weak reference to a layer the world animated.
struct WeakLayer {
    weak var layer: CALayer?
}

/// A Core Animation delegate that notes its animation's stop in the world's ledger and sometimes changes the world
/// from inside `animationDidStop`.
@MainActor
final class StreamAnimationDelegate: NSObject, CAAnimationDelegate {
    weak var world: StreamWorld?
    var entry = 0
    weak var view: UIView?

    init(world: StreamWorld) {
        self.world = world
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        world?.animationDidStop(entry: entry, view: view)
    }
}

/// Every completion and `animationDidStop` the world expects, with how many times each ran: each must run exactly
/// once (a property animator's not at all when `stopAnimation(true)` stopped it first).
struct AnimationLedger {
    private var names: [String] = []
    private var runs: [Int] = []
    private var excused: Set<Int> = []

    /// Expects a callback named `name`; returns its entry.
    mutating func expect(_ name: String) -> Int {
        names.append(name)
        runs.append(0)
        return names.count - 1
    }

    /// The callback of `entry` ran.
    mutating func ran(_ entry: Int) {
        runs[entry] += 1
    }

    /// The callback of `entry` is not to run (its animator was stopped without finishing).
    mutating func excuse(_ entry: Int?) {
        if let entry, runs[entry] == 0 { excused.insert(entry) }
    }

    /// How many callbacks were expected.
    var count: Int { names.count }

    /// The callbacks that did not run exactly once, as text.
    var violations: [String] {
        names.indices.compactMap { index in
            let expected = excused.contains(index) ? 0 : 1
            guard runs[index] != expected else { return nil }
            return "animation ledger: \(names[index]) ran \(runs[index]) times, expected \(expected)"
        }
    }
}
