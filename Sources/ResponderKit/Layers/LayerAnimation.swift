import Foundation

/// One animation on one layer, as `layer.add(_:forKey:)` stores it: the animation's copy with everything sampling
/// needs read out of it once (its timing, its property, its values), so that the application's display frames
/// sample it without casts or allocations.
@MainActor
final class LayerAnimation {
    /// What the animation interpolates.
    enum Content {
        /// A basic or spring animation: from a value to a value (nil: the model value, read when sampled).
        case basic(from: AnimatableValue, to: AnimatableValue?, animation: CABasicAnimation)
        /// A keyframe animation.
        case keyframes(Keyframes)
        /// A group's children, on the group's local time.
        case group([LayerAnimation])
        /// A view property animator's: from a value to a value, at the progress its animator gives.
        case driven(from: AnimatableValue, to: AnimatableValue, driver: UIViewPropertyAnimator)
        /// An animation of a property ResponderKit does not animate, or a transition: timing only.
        case none
    }

    /// The key it was added for.
    let key: String
    /// The stored copy of the animation (what `animation(forKey:)` answers and the delegate is given).
    let animation: CAAnimation
    /// The layer, unretained: the layer holds this animation and clears the reference when it lets it go.
    var layerReference = UnretainedReference<CALayer>(nil)
    /// The animated property, nil when the key path is not one ResponderKit animates.
    let property: LayerProperty?
    /// The timing, in the layer's (the clock's) time, or for a group's child, in the group's local time.
    let timing: AnimationTiming
    /// What it interpolates.
    let content: Content
    /// Whether the value is added to the model value.
    let isAdditive: Bool
    /// Whether `animationDidStart` was called.
    var started = false
    /// Whether it stopped (ran to its end, or was removed).
    var stopped = false
    /// The value at the last display frame (for whoever draws), nil when the animation showed nothing then.
    var current: AnimatableValue?
    /// The lifecycle verifier's book: how many times it heard this animation stop, and whether its layer was in a
    /// window when it was added.
    var verifiedStops = 0
    var addedInWindow = false
    /// The engine running it, while it runs.
    weak var engine: AnimationEngine?

    init(
        key: String, animation: CAAnimation, property: LayerProperty?, timing: AnimationTiming, content: Content,
        isAdditive: Bool
    ) {
        self.key = key
        self.animation = animation
        self.property = property
        self.timing = timing
        self.content = content
        self.isAdditive = isAdditive
    }

    /// A record of `animation` (already copied) on `layer`, beginning at `begin`: the values it leaves out are read
    /// from the layer now (its presentation value) or when sampled (its model value).
    static func make(
        _ animation: CAAnimation, key: String, on layer: CALayer, begin: TimeInterval, defaultDuration: TimeInterval,
        now: TimeInterval
    ) -> LayerAnimation {
        let timing = animation.timing(begin: begin, defaultDuration: defaultDuration)
        let property = (animation as? CAPropertyAnimation).flatMap { LayerProperty(keyPath: $0.keyPath) }
        let additive = (animation as? CAPropertyAnimation)?.isAdditive ?? false
        var content = Content.none
        if let group = animation as? CAAnimationGroup {
            let children = (group.animations ?? []).map { child in
                make(child, key: key, on: layer, begin: child.beginTime, defaultDuration: timing.duration, now: now)
            }
            content = .group(children)
        } else if let property, let basic = animation as? CABasicAnimation {
            let from = AnimatableValue(basic.fromValue)
            let to = AnimatableValue(basic.toValue)
            let by = AnimatableValue(basic.byValue)
            let current = layer.presentationValue(of: property, at: now)
            switch (from, to, by) {
            case (let from?, let to?, _): content = .basic(from: from, to: to, animation: basic)
            case (let from?, nil, let by?): content = .basic(from: from, to: from.adding(by), animation: basic)
            case (nil, let to?, let by?): content = .basic(from: to.adding(by.negated), to: to, animation: basic)
            case (let from?, nil, nil): content = .basic(from: from, to: nil, animation: basic)
            case (nil, let to?, nil): content = .basic(from: current, to: to, animation: basic)
            case (nil, nil, let by?): content = .basic(from: current, to: current.adding(by), animation: basic)
            case (nil, nil, nil): content = .basic(from: current, to: nil, animation: basic)
            }
        } else if property != nil, let keyframe = animation as? CAKeyframeAnimation {
            content = .keyframes(Keyframes(keyframe))
        }
        let record = LayerAnimation(
            key: key, animation: animation, property: property, timing: timing, content: content, isAdditive: additive)
        record.layerReference = UnretainedReference(layer)
        return record
    }

    /// The value at `time` on `model` (the layer whose model values fill in what the animation leaves out), or nil
    /// when the animation shows nothing then.
    func value(at time: TimeInterval, model: CALayer) -> AnimatableValue? {
        guard let property else { return nil }
        let fraction: Double
        if case .driven(let from, let to, let driver) = content {
            return from.interpolated(to: to, at: driver.progress(at: time))
        }
        guard let timed = timing.fraction(at: time) else { return nil }
        fraction = timed
        var value: AnimatableValue?
        switch content {
        case .basic(let from, let to, let basic):
            let local = Swift.max(0, (time - timing.begin) * timing.speed + timing.timeOffset)
            let iterationTime = timing.cycle > 0 ? local.truncatingRemainder(dividingBy: timing.cycle) : local
            let progress = basic.curveProgress(fraction: fraction, localTime: Swift.min(iterationTime, timing.duration))
            value = from.interpolated(to: to ?? property.value(of: model), at: progress)
        case .keyframes(let keyframes):
            value = keyframes.value(at: animation.easedProgress(fraction))
        case .group, .driven, .none:
            return nil
        }
        if isAdditive, let added = value { value = property.value(of: model).adding(added) }
        return value
    }

    /// Writes the animation's values at `time` into `copy`, a presentation layer of `model`.
    func apply(at time: TimeInterval, to copy: CALayer, model: CALayer) {
        if case .group(let children) = content {
            guard let fraction = timing.fraction(at: time) else { return }
            let local = fraction * timing.duration
            for child in children { child.apply(at: local, to: copy, model: model) }
            return
        }
        guard let property, let value = value(at: time, model: copy) else { return }
        property.apply(value, to: copy)
    }

    /// Samples the animation at `time` into `current` (a group samples its children): a display frame's work.
    func sample(at time: TimeInterval) {
        guard let layer = layerReference.object else { return }
        if case .group(let children) = content {
            guard let fraction = timing.fraction(at: time) else { return }
            let local = fraction * timing.duration
            for child in children { child.current = child.value(at: local, model: layer) }
            return
        }
        current = value(at: time, model: layer)
    }

    /// How `leftovers` names it: `animation card position (ends at t=0.75)`.
    var leftoverLine: String {
        let layerName = layerReference.object?.traceName ?? "a freed layer"
        let end = timing.end
        let when = end.isFinite ? "ends at t=\(end.compact)" : "repeats for ever"
        if case .driven(_, _, let driver) = content { return "animation \(layerName) \(key) (\(driver.stateLine))" }
        return "animation \(layerName) \(key) (\(when))"
    }
}

extension AnimatableValue {
    /// The opposite value (for `toValue` with `byValue`), for numbers, points and sizes; others stay.
    var negated: AnimatableValue {
        switch self {
        case .scalar(let value): .scalar(-value)
        case .point(let point): .point(CGPoint(x: -point.x, y: -point.y))
        case .size(let size): .size(CGSize(width: -size.width, height: -size.height))
        default: self
        }
    }
}
