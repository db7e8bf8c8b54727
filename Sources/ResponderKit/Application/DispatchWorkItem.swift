import Dispatch
import Foundation

/// Work to run later, which can be cancelled before it runs, in place of Dispatch's `DispatchWorkItem` (the
/// debounce idiom: keep the item, `cancel()` it when new input comes).
@preconcurrency @MainActor
public final class DispatchWorkItem {
    private let work: @MainActor () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// Creates a work item.
    public init(block: @escaping @MainActor () -> Void) {
        self.work = block
    }

    /// Runs the work now, unless it was cancelled.
    public func perform() {
        guard !isCancelled else { return }
        work()
    }

    /// Keeps the work from running if it has not run yet.
    ///
    /// Nonisolated, as Dispatch's is, so that a plain `deinit { pendingWork?.cancel() }` compiles as on iOS; it must
    /// be called on the main thread, where the work would run.
    public nonisolated func cancel() {
        MainActor.assumeIsolated { isCancelled = true }
    }
}
