import Foundation

/// What gesture arbitration asks touch delivery to do: the arbiter decides, and delivery carries the decision
/// out, now or once no app code is on the stack (`TouchRouter.carryOut(_:)`, `DeliveryDriver`).
///
/// ```
/// recognizer recognizes, cancels touches in view ──► .takeTouches(recognizer) ──► touchesCancelled to views
/// a recognizer decided (recognized, failed, aborted) ──► .releaseHeldTouches ──► withheld began/ended go out
/// a recognizer's timer fired ──► .settleAfterTimer ──► held releases and cancellations go out
/// ```
enum DeliveryEffect {
    /// A recognizer recognized with `cancelsTouchesInView`: the touches of its gesture leave their views
    /// (`touchesCancelled`, or never delivered when their began was withheld). BehaviourContract §5.
    case takeTouches(of: UIGestureRecognizer)
    /// A recognizer decided: withheld began and ended phases whose recognizers have all decided go to their
    /// views, as soon as no call into a recognizer is under way. BehaviourContract §5.
    case releaseHeldTouches
    /// A recognizer's timer fired between deliveries: what its decision released or cancelled goes out now.
    case settleAfterTimer
}
