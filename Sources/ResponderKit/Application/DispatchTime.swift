import Dispatch
import Foundation

/// A point in time on the current application's clock, in place of Dispatch's `DispatchTime`, so
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` is 0.3 s of that clock.
public struct DispatchTime: Hashable, Comparable, Sendable {
    /// Seconds on the application's clock.
    public let seconds: TimeInterval

    /// Creates a time from seconds on the application's clock.
    public init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Creates a time from nanoseconds on the application's clock.
    public init(uptimeNanoseconds: UInt64) {
        self.seconds = TimeInterval(uptimeNanoseconds) / 1_000_000_000
    }

    /// The time in nanoseconds on the application's clock.
    public var uptimeNanoseconds: UInt64 { UInt64(saturating: seconds * 1_000_000_000) }

    /// The current application's time; it must be read on the main thread.
    public static func now() -> DispatchTime {
        MainActor.assumeIsolated {
            DispatchTime(seconds: UIApplication.currentForAppTimers("DispatchTime.now()").clock.now)
        }
    }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Orders times.
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }

    /// A time `seconds` later.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    /// A time `seconds` earlier.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }

    /// A time an interval later: `.now() + .milliseconds(300)`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }

    /// A time an interval earlier.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds - interval.seconds)
    }
}
