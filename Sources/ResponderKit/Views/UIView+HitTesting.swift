import Foundation

extension UIView {
    /// UIKit's hit-testing rules, with every decision recorded in the trace when someone observes it.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let trace = event?.observedTrace
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
            if let trace {
                let reason: HitTestSkipReason =
                    isHidden ? .hidden : (!isUserInteractionEnabled ? .userInteractionDisabled : .transparent)
                trace.record(.hitTestSkipped(view: trace.subject(self), reason: reason))
            }
            return nil
        }
        let inside = self.point(inside: point, with: event)
        if let trace {
            trace.record(.pointInside(view: trace.subject(self), inside: inside))
        }
        guard inside else { return nil }
        for subview in storedSubviews.reversed() {
            let converted = subview.convertFromSuperview(point)
            if let hit = subview.recordingHitTest(converted, with: event, trace: trace) {
                return hit
            }
        }
        return self
    }

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned when the event's
    /// application observes its trace: for overrides that ask other views, as a superview's walk does.
    package func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        recordingHitTest(point, with: event, trace: event?.observedTrace)
    }

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned.
    func recordingHitTest(_ point: CGPoint, with event: UIEvent?, trace: DispatchTrace?) -> UIView? {
        let result = hitTest(point, with: event)
        if let trace {
            trace.record(.hitTestReturned(view: trace.subject(self), result: trace.subject(result)))
        }
        return result
    }
}
