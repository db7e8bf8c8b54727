import Foundation

/// What watches delivery besides the responders: the dispatch trace and, while verification is on, the
/// lifecycle verifier. One per application; its events hold it strongly.
///
/// ```
/// UIResponder's default touchesMoved ──► event.noteForward ──► observers.observedTrace?   (nil: nothing built)
///                                                          ──► observers.verifier?        (nil: nothing checked)
/// ```
///
/// Forwarding through a deep chain checks both at every level. Reading them through the application would
/// load a weak reference (and retain and release the application) per level; two plain fields of an object
/// the event keeps alive cost two loads.
@MainActor
final class DeliveryObservers {
    /// The application's trace.
    let trace: DispatchTrace
    /// The verifier while verification is on, nil otherwise. Read at every level of a forwarded touch.
    var verifier: LifecycleVerifier?

    init(trace: DispatchTrace) {
        self.trace = trace
    }

    /// Whether nobody watches: the trace has no observer and verification is off.
    var isIdle: Bool {
        !trace.isObserved && verifier == nil
    }

    /// The trace, when someone observes it; nil otherwise.
    var observedTrace: DispatchTrace? {
        trace.isObserved ? trace : nil
    }
}
