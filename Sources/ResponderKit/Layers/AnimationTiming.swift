import Foundation

/// Core Animation's timing model for one animation, as a value: where in its curve an animation is at a given
/// time, or that it shows nothing then.
///
/// ```
/// parent time t ──► local = (t − begin) · speed + timeOffset
///   local < 0            ──► before: the start value if fillMode fills backwards, else nothing
///   local ≥ active span  ──► after: the end value if fillMode fills forwards, else nothing
///   otherwise            ──► the iteration's fraction: (local mod cycle) / duration, mirrored on the way back
///                            when autoreverses (cycle = 2 · duration), else (cycle = duration)
/// ```
///
/// The active span is the cycle times `repeatCount` (at least one), or `repeatDuration` when that is set. The
/// animation ends, in parent time, at `begin + span / speed` (``end``): completions and `animationDidStop` fire
/// then, so a `UIView.animate` started at `t0` with `delay` and `duration` ends at exactly `t0 + delay + duration`.
struct AnimationTiming: Equatable {
    /// When the animation begins, in the parent's time.
    var begin: TimeInterval
    /// How fast local time runs relative to the parent's (never 0: a zero speed is treated as paused by the
    /// caller, which does not ask).
    var speed: Double = 1
    /// Added to local time.
    var timeOffset: TimeInterval = 0
    /// One iteration's length.
    var duration: TimeInterval
    /// How many iterations (fractions allowed, infinity for ever); 0 means one.
    var repeatCount: Double = 0
    /// How long to repeat for, instead of `repeatCount`, when positive.
    var repeatDuration: TimeInterval = 0
    /// Whether each iteration plays forwards and then backwards.
    var autoreverses = false
    /// What shows outside the active span.
    var fillMode = CAMediaTimingFillMode.removed

    /// One cycle: an iteration, and its way back when it autoreverses.
    var cycle: TimeInterval { autoreverses ? 2 * duration : duration }

    /// The active span in local time.
    var span: TimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return cycle * count
    }

    /// When the animation ends, in the parent's time; infinity when it repeats for ever.
    var end: TimeInterval {
        let span = span
        guard span.isFinite else { return .infinity }
        let rate = Swift.abs(speed) > 0 ? Swift.abs(speed) : 1
        // `begin + span` without a division when the speed is 1, so the end is exactly t0 + delay + duration.
        return rate == 1 ? begin + span : begin + span / rate
    }

    /// The fraction of the iteration (0 at its start, 1 at its end) at parent time `time`, or nil when the
    /// animation shows nothing then.
    func fraction(at time: TimeInterval) -> Double? {
        let local = (time - begin) * speed + timeOffset
        guard duration > 0 else { return local >= 0 ? 1 : (fillMode.fillsBackwards ? 0 : nil) }
        if local < 0 || (time < begin) {
            return fillMode.fillsBackwards ? 0 : nil
        }
        let span = span
        if local >= span {
            guard fillMode.fillsForwards else { return nil }
            return iterationFraction(span, atEnd: true)
        }
        return iterationFraction(local, atEnd: false)
    }

    /// Whether the animation is within its active span at `time` (not waiting and not over).
    func isActive(at time: TimeInterval) -> Bool {
        time >= begin && time < end
    }

    /// The fraction of the iteration at local time `local`.
    private func iterationFraction(_ local: TimeInterval, atEnd: Bool) -> Double {
        let cycle = cycle
        var position = local.truncatingRemainder(dividingBy: cycle)
        // The end of a whole number of cycles is the end of the last one, not the start of another.
        if atEnd && position == 0 && local > 0 { position = cycle }
        var fraction = position / duration
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        return Swift.min(1, Swift.max(0, fraction))
    }
}
