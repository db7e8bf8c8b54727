import Foundation

/// What a touch going down at a point would hit, and the hit-test's trace: for tools that explain why a view would
/// not get a touch (the testing module's hittability check).
///
/// ```
/// probeHitTest(atScreenPoint: p) ──► each visible window, front to back: hitTestBegan, the window's hit-test
///                                     (every pointInside, skip and hitTestReturned, as a touch-down records them)
///                                     ──► the first view found, or windowPassed and the next window
/// ```
///
/// The probe records into the application's trace with its own observer alone, so the application's observers
/// see nothing of it and the trace's subjects keep their numbers.
package struct HitTestProbe {
    /// The view a touch-down at the point would be bound to; nil when no window answers.
    package var view: UIView?
    /// The window it is in.
    package var window: UIWindow?
    /// Every hit-test decision, in the order the engine made it.
    package var events: [TraceEvent]
}

/// Collects a probe's trace events.
@MainActor
private final class ProbeCollector {
    var events: [TraceEvent] = []
}

extension UIApplication {
    /// Hit-tests `point` (screen coordinates) as a touch-down would, without delivering anything: the same windows in
    /// the same order, the same (possibly overridden) `hitTest(_:with:)` and `point(inside:with:)` calls.
    package func probeHitTest(atScreenPoint point: CGPoint) -> HitTestProbe {
        let collector = ProbeCollector()
        let event = UIEvent(type: .touches, timestamp: clock.now, application: self)
        var hitView: UIView?
        var hitWindow: UIWindow?
        trace.withOnlyObserver({ collector.events.append($0) }) {
            for window in windowsFrontToBack {
                let converted = window.convertFromScreen(point)
                trace.record(.hitTestBegan(window: trace.subject(window), point: converted))
                if let view = window.recordingHitTest(converted, with: event, trace: trace) {
                    hitView = view
                    hitWindow = window
                    return
                }
                trace.record(.windowPassed(window: trace.subject(window)))
            }
        }
        return HitTestProbe(view: hitView, window: hitWindow, events: collector.events)
    }
}
