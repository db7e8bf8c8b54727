import Foundation

/// `UIView.animateKeyframes`: each `addKeyframe` block's changes run over its part of the duration, one keyframe
/// animation per changed property holding each value until its keyframe starts.
extension UIView {
    /// One `addKeyframe` call's part and changes.
    struct KeyframeStep {
        let start: Double
        let duration: Double
        let changes: [(view: UIView, changes: [PropertyChange])]
    }

    /// Animates the keyframes `animations` adds (`addKeyframe`) over `duration` after `delay`; `completion` runs
    /// once, as for `animate`. Between keyframes values move linearly unless `options` names another
    /// calculation mode.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        KeyframeCollector.steps.append([])
        let direct = ViewAnimationCapture.capture(animates: ViewAnimationSettings.enabled, animations)
        var steps = KeyframeCollector.steps.removeLast()
        if !direct.isEmpty { steps.insert(KeyframeStep(start: 0, duration: 1, changes: direct), at: 0) }
        let group = ViewAnimationGroup(completion: completion)
        let animated = steps.flatMap { step in step.changes.map(\.view) }
        guard duration.isFinite, duration > 0, !animated.isEmpty else {
            completeSoon(group, application: animated.first?.window?.application)
            return
        }
        let delay = delay.isFinite && delay > 0 ? delay : 0
        // Per view and property, in the order first changed: the keyframes that change it.
        var tracks:
            [(view: UIView, property: LayerProperty, from: AnimatableValue, points: [(Double, AnimatableValue)])] =
                []
        for step in steps.sorted(by: { $0.start < $1.start }) {
            for (view, changes) in step.changes {
                for change in changes {
                    let end = Swift.min(1, Swift.max(0, step.start + step.duration))
                    let start = Swift.min(1, Swift.max(0, step.start))
                    if let index = tracks.firstIndex(where: { $0.view === view && $0.property == change.property }) {
                        let last = tracks[index].points.last?.1 ?? tracks[index].from
                        tracks[index].points.append((start, last))
                        tracks[index].points.append((end, change.to))
                    } else {
                        tracks.append((view, change.property, change.from, [(start, change.from), (end, change.to)]))
                    }
                }
            }
        }
        for track in tracks {
            let layer = track.view.layer
            let now = layer.applicationForAnimations.clock.now
            if !options.contains(.allowUserInteraction) { group.refuseTouches(on: track.view) }
            var times: [Double] = [0]
            var values: [AnimatableValue] = [track.from]
            for (time, value) in track.points where time >= times[times.count - 1] {
                times.append(time)
                values.append(value)
            }
            if times[times.count - 1] < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            let animation = CAKeyframeAnimation(keyPath: track.property.keyPath)
            animation.values = values.map(\.boxed)
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.duration = duration
            if delay > 0 {
                animation.beginTime = now + delay
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.viewAnimation = group
            group.animationAdded()
            layer.add(animation, forKey: track.property.keyPath)
        }
    }

    /// Adds a keyframe to the enclosing `animateKeyframes`: `animations`' changes run from `frameStartTime` for
    /// `frameDuration` (both fractions of the whole duration). Outside `animateKeyframes` it runs the block.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard !KeyframeCollector.steps.isEmpty else {
            animations()
            return
        }
        let changes = ViewAnimationCapture.capture(animates: ViewAnimationSettings.enabled, animations)
        let start = frameStartTime.isFinite ? frameStartTime : 0
        let length = frameDuration.isFinite ? frameDuration : 0
        KeyframeCollector.steps[KeyframeCollector.steps.count - 1].append(
            KeyframeStep(start: start, duration: length, changes: changes))
    }
}

/// The keyframes of the open `animateKeyframes` calls, innermost last.
@MainActor
enum KeyframeCollector {
    static var steps: [[UIView.KeyframeStep]] = []
}
