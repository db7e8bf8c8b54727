import Dispatch
import Foundation

/// A clock that moves only when told to: tests and replays advance it, and timers fire in deadline order as
/// it passes them. No test sleeps.
///
/// ```swift
/// let clock = ManualClock()
/// let app = UIApplication(clock: clock)
/// clock.advance(by: 0.6)   // a long press's 0.5 s timer fires on the way
/// ```
@MainActor
public final class ManualClock: EventClock {
    /// The current time.
    public private(set) var now: TimeInterval
    private var anchors: [ApplicationAnchor] = []
    /// No timer of an application on this clock is due before this time: the earliest deadline found at the
    /// last advance that looked, lowered by every timer scheduled since (a cancelled timer leaves it low, which
    /// costs one look). Advancing short of it, as every touch frame does, fires nothing and asks no application.
    private var quietUntil: TimeInterval = .infinity

    /// Creates a clock showing `now`.
    public init(now: TimeInterval = 0) {
        self.now = now
    }

    /// Moves the clock forward by `interval` seconds, firing due timers of the applications using it in
    /// deadline order. A negative or non-finite interval does nothing.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        advance(to: now + interval)
    }

    /// Moves the clock forward to `time`, firing due timers in deadline order; an earlier time does nothing.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= now else { return }
        if time < quietUntil {
            now = time
        } else {
            fireTimers(upTo: time)
        }
    }

    /// Moves the clock to `time` one timer deadline of `application` at a time: for each deadline up to `time`,
    /// `around(deadline, fire)` is called, and `fire()` moves the clock there, firing that deadline's timers. Tools
    /// use it to say which lines a timer caused (`timer: t=0.8` in `responder replay`'s output). The clock is not
    /// moved past the last deadline (a plain ``advance(to:)`` finishes the move). A deadline that stays after its
    /// firing (a timer that cannot fire now) ends the walk.
    public func advanceThroughTimers(
        of application: UIApplication, upTo time: TimeInterval,
        _ around: (_ deadline: TimeInterval, _ fire: () -> Void) -> Void
    ) {
        guard time.isFinite else { return }
        while let deadline = application.nextTimerDeadline, deadline <= time {
            around(deadline) { advance(to: Swift.max(deadline, now)) }
            if application.nextTimerDeadline == deadline { break }
        }
    }

    private func fireTimers(upTo time: TimeInterval) {
        var next = earliestTimer()
        while let (deadline, anchor) = next, deadline <= time {
            now = Swift.max(now, deadline)
            anchors[anchor].application?.fireNextTimer()
            next = earliestTimer()
        }
        now = time
        // The search that ended the loop found the first deadline after `time`: nothing is due before it.
        quietUntil = next?.deadline ?? .infinity
    }

    func attach(_ anchor: ApplicationAnchor) {
        anchors.removeAll { $0.application == nil }
        anchors.append(anchor)
        quietUntil = -.infinity
    }

    /// An application on this clock scheduled a timer at `deadline`.
    func timerScheduled(at deadline: TimeInterval) {
        quietUntil = Swift.min(quietUntil, deadline)
    }

    /// The earliest deadline of the applications on this clock, with the index of its application's anchor. It
    /// runs on every tick of a deceleration: it reads the deadlines through the anchors, without a retain.
    private func earliestTimer() -> (deadline: TimeInterval, anchor: Int)? {
        var best: (deadline: TimeInterval, anchor: Int)?
        for index in anchors.indices {
            guard let deadline = anchors[index].nextTimerDeadline else { continue }
            if best.map({ deadline < $0.deadline }) ?? true { best = (deadline, index) }
        }
        return best
    }
}
