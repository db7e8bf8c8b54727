import Foundation

/// One animation on one layer, as `layer.add(_:forKey:)` stores it: the animation's copy with everything sampling
/// needs read out of it once (its timing, its property, its values), so that `presentation()` samples it without
/// casts. Display frames do not sample it: they only run its start and its end (``nextEventTime``).
@MainActor
final class LayerAnimation {
    /// What the animation interpolates.
    enum Content {
        /// A basic or spring animation: from `from` to `to` (nil: the model value, read when sampled).
        case basic(CABasicAnimation)
        /// A keyframe animation.
        case keyframes(Keyframes)
        /// A group's children, on the group's local time.
        case group([LayerAnimation])
        /// A view property animator's: from `from` to `to`, at the progress its animator gives.
        case driven(UIViewPropertyAnimator)
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
    /// Where a basic or driven animation starts, and where it ends (nil: the model value). Kept out of `content`
    /// so that sampling copies no values.
    let from: AnimatableValue?
    let to: AnimatableValue?
    /// Whether the value is added to the model value.
    let isAdditive: Bool
    /// Whether the animation is a spring (its progress follows local time).
    let isSpring: Bool
    /// Whether `animationDidStart` was called.
    var started = false
    /// Whether it stopped (ran to its end, or was removed).
    var stopped = false
    /// The group it is a child of, nil for an animation added on its own.
    private(set) weak var group: LayerAnimation?
    /// The lifecycle verifier's book: how many times it heard this animation stop, whether its layer was in a
    /// window when it was added, and whether it was removed before its end.
    var verifiedStops = 0
    var addedInWindow = false
    /// Whether the verifier heard it removed before its end (it may then stop only with `finished == false`).
    var verifiedInterrupted = false
    /// The engine running it, while it runs.
    weak var engine: AnimationEngine?
    /// The percent-driven transition whose container it animates in, which maps the clock to the time it is sampled
    /// at (nil: the clock's time).
    var driver: TransitionDriver?

    init(
        key: String, animation: CAAnimation, property: LayerProperty?, timing: AnimationTiming, content: Content,
        from: AnimatableValue? = nil, to: AnimatableValue? = nil, isAdditive: Bool
    ) {
        self.key = key
        self.animation = animation
        self.property = property
        self.timing = timing
        self.content = content
        self.from = from
        self.to = to
        self.isAdditive = isAdditive
        isSpring = animation is CASpringAnimation
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
        var range: (from: AnimatableValue?, to: AnimatableValue?) = (nil, nil)
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
            content = .basic(basic)
            switch (from, to, by) {
            case (let from?, let to?, _): range = (from, to)
            case (let from?, nil, let by?): range = (from, from.adding(by))
            case (nil, let to?, let by?): range = (to.adding(by.negated), to)
            case (let from?, nil, nil): range = (from, nil)
            case (nil, let to?, nil): range = (current, to)
            case (nil, nil, let by?): range = (current, current.adding(by))
            case (nil, nil, nil): range = (current, nil)
            }
        } else if property != nil, let keyframe = animation as? CAKeyframeAnimation {
            content = .keyframes(Keyframes(keyframe))
        }
        let record = LayerAnimation(
            key: key, animation: animation, property: property, timing: timing, content: content, from: range.from,
            to: range.to, isAdditive: additive)
        record.layerReference = UnretainedReference(layer)
        if case .group(let children) = content {
            for child in children { child.group = record }
        }
        return record
    }

    /// The value at `time` on `model` (the layer whose model values fill in what the animation leaves out), or nil
    /// when the animation shows nothing then.
    func value(at time: TimeInterval, model: CALayer) -> AnimatableValue? {
        sampledValue(at: driver?.sampleTime(at: time) ?? time, model: model)
    }

    /// The value at `time` in the animation's own time (a driven animation's time already mapped).
    private func sampledValue(at time: TimeInterval, model: CALayer) -> AnimatableValue? {
        guard let property else { return nil }
        if case .driven(let driver) = content, let from, let to {
            return from.interpolated(to: to, at: driver.progress(at: time))
        }
        guard let fraction = timing.fraction(at: time) else { return nil }
        var value: AnimatableValue?
        switch content {
        case .basic(let basic):
            guard let from else { return nil }
            let progress: Double
            if isSpring {
                // A spring runs on the iteration's local time, not on its fraction.
                let local = Swift.max(0, (time - timing.begin) * timing.speed + timing.timeOffset)
                let iterationTime = timing.cycle > 0 ? local.truncatingRemainder(dividingBy: timing.cycle) : local
                progress = basic.curveProgress(fraction: fraction, localTime: Swift.min(iterationTime, timing.duration))
            } else {
                progress = basic.easedProgress(fraction)
            }
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
    func apply(at clockTime: TimeInterval, to copy: CALayer, model: CALayer) {
        let time = driver?.sampleTime(at: clockTime) ?? clockTime
        if case .group(let children) = content {
            guard let fraction = timing.fraction(at: time) else { return }
            let local = fraction * timing.duration
            for child in children { child.apply(at: local, to: copy, model: model) }
            return
        }
        guard let property, let value = sampledValue(at: time, model: copy) else { return }
        property.apply(value, to: copy)
    }

    /// When the engine next has something to do for it: its end once it started, else its begin.
    var nextEventTime: TimeInterval {
        let time = started ? timing.end : timing.begin
        guard let driver else { return time }
        return driver.clockTime(forSampleTime: time)
    }

    /// The value at the time of its engine's last display frame (a group's child: at its group's local time then),
    /// computed when asked; nil when the animation showed nothing then, before any frame, or when its layer or
    /// engine is gone. What is on screen, for whoever draws it; frames themselves compute nothing.
    var current: AnimatableValue? {
        guard let layer = layerReference.object else { return nil }
        if let group {
            guard let time = group.engine?.lastFrameTime, let fraction = group.timing.fraction(at: time) else {
                return nil
            }
            return value(at: fraction * group.timing.duration, model: layer)
        }
        guard let time = engine?.lastFrameTime else { return nil }
        return value(at: time, model: layer)
    }

    /// How `leftovers` names it: `animation card position (ends at t=0.75)`.
    var leftoverLine: String {
        let layerName = layerReference.object?.traceName ?? "a freed layer"
        let end = timing.end
        let when = end.isFinite ? "ends at t=\(end.compact)" : "repeats for ever"
        if case .driven(let driver) = content { return "animation \(layerName) \(key) (\(driver.stateLine))" }
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
