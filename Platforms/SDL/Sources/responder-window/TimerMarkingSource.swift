import Foundation
import ResponderKit

/// Fires the application's timers deadline by deadline, in front of the input that follows them, so that the
/// trace file can say when timer-driven lines happened, as `responder replay` does (`timer: t=0.8`).
///
/// Wraps the window's input source: before handing out an input it moves the manual clock to each timer
/// deadline up to the input's time, telling the trace file which deadline is firing; when the source runs dry it
/// does the same up to the frame's time. The frame driver then finds no timer left to fire. Without it the
/// same timers fire in the same order, inside the application's own clock moves, unmarked.
@MainActor
final class TimerMarkingSource: InputSource {
    private let inner: any InputSource
    private let application: UIApplication
    private let clock: ManualClock
    private let trace: TraceFile?

    /// Wraps `inner` for `application`, whose clock is `clock`.
    init(_ inner: any InputSource, application: UIApplication, clock: ManualClock, trace: TraceFile?) {
        self.inner = inner
        self.application = application
        self.clock = clock
        self.trace = trace
    }

    func nextInput(at time: TimeInterval) -> InputEvent? {
        guard let input = inner.nextInput(at: time) else {
            fireTimers(upTo: time)
            return nil
        }
        fireTimers(upTo: input.timestamp)
        return input
    }

    /// Moves the clock to each timer deadline up to `time` in turn, marking each in the trace.
    private func fireTimers(upTo time: TimeInterval) {
        clock.advanceThroughTimers(of: application, upTo: time) { deadline, fire in
            trace?.beginTimer(at: deadline)
            fire()
            trace?.endTimer()
        }
    }
}
