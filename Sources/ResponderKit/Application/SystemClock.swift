import Dispatch
import Foundation

/// The system's monotonic clock, for live use. Timers fire when the host calls
/// `UIApplication.processDueTimers()` (for example from its run loop, at `nextTimerDeadline`).
@MainActor
public final class SystemClock: EventClock {
    private let start = Dispatch.DispatchTime.now().uptimeNanoseconds

    /// Creates a clock that starts at 0.
    public init() {}

    /// Seconds since the clock was created.
    public var now: TimeInterval {
        TimeInterval(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }
}
