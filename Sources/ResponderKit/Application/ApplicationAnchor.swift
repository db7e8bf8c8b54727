import Dispatch
import Foundation

/// A reference to an application that becomes nil when the application is freed, for what must not keep an
/// application alive (a manual clock, a tracking control, a recognizer that took part in its gestures): they
/// hold this strongly instead. The application clears it in `deinit`.
///
/// It replaces a `weak` reference: one would give the application a side table, and every retain and
/// release of the application, at every step of every delivery, would take the runtime's slow path.
final class ApplicationAnchor {
    /// The application, unretained; nil once it was freed.
    var application: UIApplication? {
        get { reference.object }
        set { reference.object = newValue }
    }
    private var reference = UnretainedReference<UIApplication>(nil)

    /// The application's next timer deadline (`UIApplication.nextTimerDeadline`), nil when it has none or is gone;
    /// read without retaining the application.
    @MainActor
    var nextTimerDeadline: TimeInterval? {
        reference.withObject { $0.nextTimerDeadline } ?? nil
    }
}
