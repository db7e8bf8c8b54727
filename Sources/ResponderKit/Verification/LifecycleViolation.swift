import Foundation

/// A broken lifecycle guarantee, found by the application's ``LifecycleVerifier``: which rule, which objects,
/// and the deliveries that led to it.
///
/// ```swift
/// app.verifier.onViolation = { violation in print(violation) }
/// // touch #3 (finger 1) on AView: touchesBegan delivered but never touchesEnded or touchesCancelled
/// //   recent: finger 1 -> AView in UIWindow · AView.touchesBegan[1] · …
/// ```
public struct LifecycleViolation: Hashable, Sendable, CustomStringConvertible {
    /// The guarantees the verifier checks; see <doc:Verification>.
    public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
        /// Every touch delivered through `touchesBegan` to a responder reaches it again exactly once through
        /// `touchesEnded` or `touchesCancelled`, and nothing after.
        case touchEndsOnce
        /// A touch's phases go in order (began, moved or stationary…, ended or cancelled) and its timestamps
        /// never decrease.
        case touchPhaseOrder
        /// A touch is delivered only to its hit view, which stays `UITouch.view` until a recognizer takes the
        /// touch or it is cancelled.
        case touchViewStable
        /// A recognizer sees a touch's began before its other phases, reaches one terminal state per gesture
        /// (failed, prevented, ended or cancelled: told once), and is reset when the gesture is over.
        case recognizerTerminatesOnce
        /// A control that began tracking ends or cancels tracking exactly once.
        case controlTrackingEndsOnce
        /// Nothing but a cancellation is delivered to a view that has left its window, or whose window is
        /// hidden or detached.
        case noDeliveryOutsideWindow
        /// A touch's coalesced samples are in time order and end at the touch; an estimated-properties update
        /// refers to a sample that was delivered (BehaviourContract §12).
        case samplesConsistent
        /// A scroll view never tracks a touch and decelerates at once (BEHAVIOUR §9).
        case scrollNeverTracksWhileDecelerating
        /// Every `scrollViewWillBeginDragging` has its one `scrollViewDidEndDragging` (BEHAVIOUR §9).
        case scrollDraggingEndsOnce
        /// Every layer animation stops exactly once (its `animationDidStop` and a UIKit completion run once), every
        /// `UIView.animate` completion runs exactly once, after its animations stopped, and no animation runs on
        /// after its layer has left the window it was added in or was freed (BehaviourContract §13).
        case animationStopsOnce
        /// An animation stops, and a `UIView.animate` completion runs, with `finished == true` exactly when it ran to
        /// its end: `false` exactly when it was removed, replaced or its layer left its window first
        /// (BehaviourContract §13).
        case animationFinishedMeansEnded
    }

    /// One touch, told apart from later touches of the same finger (platforms reuse finger numbers).
    public struct TouchIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The platform's finger number.
        public var finger: Int
        /// The touch's number in its application, counting from 1 in the order touches began.
        public var serial: Int

        /// `touch #3 (finger 1)`.
        public var description: String { "touch #\(serial) (finger \(finger))" }
    }

    /// The rule broken.
    public var rule: Rule
    /// What happened, in a sentence.
    public var message: String
    /// The objects involved: responders, views, recognizers.
    public var subjects: [TraceSubject]
    /// The touch involved, when the rule is about a touch.
    public var touch: TouchIdentity?
    /// The lifecycle events that led to the violation, oldest first (a bounded window, the last one included).
    public var recentEvents: [TraceEvent]

    /// The rule, the message and the recent events, one per line.
    public var description: String {
        var lines = ["\(rule.rawValue): \(message)"]
        for event in recentEvents {
            if let text = event.text() { lines.append("  | \(text)") }
        }
        return lines.joined(separator: "\n")
    }
}
