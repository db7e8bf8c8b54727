import Dispatch
import Foundation

/// A source of the current time for an application: a manual clock for tests and replays, the system's
/// monotonic clock for live use.
@MainActor
public protocol EventClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }
}
