import Foundation
import ResponderKit

/// Exact waits: the clock moves from one timer deadline or display frame to the next, never by sleeping, and stops at
/// the first one after which the condition holds.
///
/// ```
/// wait(until: condition, timeout: 2)
///   loop: condition true ──► .conditionMet(after:)
///         time limit reached ──► throws .timedOut(after:, leftovers:)
///         no timer or frame pending ──► throws .stalled (nothing could change it)
///         otherwise: clock.advance(to: min(next deadline, limit))   (fires that deadline's timers / frame)
/// ```
extension EventGenerator {
    /// Advances the clock until `condition` holds, one timer deadline or display frame at a time; returns when it
    /// holds (possibly at once) and throws ``EventGeneratorError/waitFailed(_:)`` with the reason when the time limit
    /// comes first or nothing is left that could change the condition.
    @discardableResult
    public func wait(until condition: () throws -> Bool, timeout: TimeInterval) throws -> WaitOutcome {
        try validate(duration: timeout)
        let start = now
        let limit = start + timeout
        while true {
            application.layoutPendingViews()
            if try condition() { return .conditionMet(after: elapsed(since: start)) }
            guard now < limit else {
                throw EventGeneratorError.waitFailed(
                    .timedOut(after: elapsed(since: start), leftovers: application.leftovers))
            }
            guard let deadline = application.nextTimerDeadline else {
                throw EventGeneratorError.waitFailed(
                    .stalled(after: elapsed(since: start), leftovers: application.leftovers))
            }
            clock.advance(to: Swift.min(Swift.max(deadline, now), limit))
        }
    }

    /// The seconds since `start` on the clock, to the nanosecond: a wait that began at 1.3 and ended at 1.7 took 0.4,
    /// not 0.3999999999999999.
    func elapsed(since start: TimeInterval) -> TimeInterval {
        ((now - start) * 1e9).rounded() / 1e9
    }

    /// Advances the clock until nothing is left in flight (`UIApplication.leftovers` is empty: no timer, no display
    /// frame of a moving scroll view, no queued work, no finger down); throws with the reason when the limit comes
    /// first or what is left cannot clear with time (a finger is down).
    @discardableResult
    public func waitUntilIdle(timeout: TimeInterval = 60) throws -> WaitOutcome {
        try validate(duration: timeout)
        let start = now
        try wait(until: { application.leftovers.isEmpty }, timeout: timeout)
        return .idle(after: elapsed(since: start))
    }

    /// Advances the clock until the condition holds (Hammer's `waitUntil`); `checkInterval` is accepted for source
    /// compatibility and ignored: the condition is checked after every timer and frame.
    public func waitUntil(
        _ condition: @autoclosure () throws -> Bool, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try wait(until: condition, timeout: timeout)
    }

    /// Waits until a view has the accessibility identifier.
    public func waitUntilExists(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    )
        throws
    {
        try wait(until: { (try? viewWithIdentifier(accessibilityIdentifier)) != nil }, timeout: timeout)
    }

    /// Waits until the view with the identifier shows in the window.
    public func waitUntilVisible(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try wait(until: { viewIsVisible(accessibilityIdentifier) }, timeout: timeout)
    }

    /// Waits until the view shows in the window.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try wait(until: { viewIsVisible(view) }, timeout: timeout)
    }

    /// Waits until the view with the identifier would receive a touch at its activation point.
    public func waitUntilHittable(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try wait(until: { viewIsHittable(accessibilityIdentifier) }, timeout: timeout)
    }

    /// Waits until the view would receive a touch at its activation point.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try wait(until: { viewIsHittable(view) }, timeout: timeout)
    }

    /// Waits until the main view would receive a touch.
    public func waitUntilHittable(timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try waitUntilHittable(mainView, timeout: timeout)
    }

    /// Waits until no timer, display frame or queued work is left (Hammer's name for waiting out animations).
    public func waitUntilAnimationsAreFinished(timeout: TimeInterval) throws {
        try waitUntilIdle(timeout: timeout)
    }
}
