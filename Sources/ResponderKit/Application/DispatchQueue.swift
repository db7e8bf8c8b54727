import Dispatch
import Foundation

/// The main queue on the application's clock, in place of Dispatch's `DispatchQueue`: UIKit code that calls
/// `DispatchQueue.main.async` or `asyncAfter(deadline:)` runs unchanged, at the right virtual time under a
/// `ManualClock`, in order with input (BehaviourContract §11).
///
/// `async` work scheduled while the application handles work runs right after the current item, before the
/// next input, as on iOS (the next turn of the run loop); scheduled outside (a test's setup), it runs when
/// the clock next moves. `asyncAfter` work runs when the clock reaches its deadline. Every queue — `main`,
/// `global()`, queues made with a label — runs its work on the main actor, in that order: ResponderKit has one
/// thread, which keeps replays deterministic. The work must be scheduled on the main thread.
public final class DispatchQueue: Sendable {
    /// The queue's label.
    public let label: String

    /// Creates a queue; its work runs on the application's main queue.
    public init(label: String, qos: DispatchQoS = .unspecified) {
        self.label = label
    }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue; its work runs on the application's main queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.\(qos)")
    }

    /// Runs `work` on the next turn of the application's queue.
    public func async(execute work: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated {
            let application = UIApplication.currentForAppTimers("DispatchQueue.async")
            if application.isDraining {
                application.enqueueTask(work)
            } else {
                _ = application.scheduleAppTimer(at: application.clock.now, "DispatchQueue.async", work)
            }
        }
    }

    /// Runs a work item on the next turn of the application's queue, unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        async { [workItem] in workItem.perform() }
    }

    /// Runs `work` when the application's clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated {
            let application = UIApplication.currentForAppTimers("DispatchQueue.asyncAfter")
            let time = Swift.max(deadline.seconds, application.clock.now)
            _ = application.scheduleAppTimer(at: time, "DispatchQueue.asyncAfter at \(time.compact)", work)
        }
    }

    /// Runs a work item when the application's clock reaches `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { [workItem] in workItem.perform() }
    }

    /// Runs `work` now and returns its result: every queue is the main thread's.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }
}
