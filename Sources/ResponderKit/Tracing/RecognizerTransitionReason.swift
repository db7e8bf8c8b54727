import Foundation

/// Why a gesture recognizer changed state, or why it stays where it is: the typed reason every recognizer event
/// of the trace carries. The arena (``TraceEvent/recognizerTransition(recognizer:from:to:reason:)``) decides most
/// of them; a recognizer's logic gives the rest.
///
/// Its `description` is the phrase the text trace prints in parentheses (`prevented by tap`); the reasons with
/// nothing to add print nothing.
public enum RecognizerTransitionReason: Hashable, Sendable, CustomStringConvertible {
    /// A subclass assigned `state` and gave no reason (a `.changed` on every move, for example).
    case stateAssigned
    /// No reason was recorded: the lifecycle verifier's history of a violation keeps only the states.
    case unrecorded
    /// The gesture was recognized (a continuous one began, a discrete one happened).
    case recognized
    /// A continuous gesture under way handled a touch event without assigning `state`: UIKit still reports it
    /// changed and sends its actions (BehaviourContract §5).
    case touchEvent
    /// A continuous gesture's touches ended: it ends.
    case touchesEnded
    /// A continuous gesture's touches were cancelled: it is cancelled.
    case touchesCancelled
    /// The recognizer's logic failed it, with the numbers that decided it.
    case logicFailed(GestureFailureReason)
    /// A subclass set `.failed` (or `.cancelled` before the gesture began).
    case failed
    /// A subclass set `.failed` after its gesture began: UIKit cancels it instead.
    case failedAfterBegan
    /// It asked to recognize but must wait until `blocker` fails (`require(toFail:)` and its delegate forms).
    case waitsForFailure(of: TraceSubject)
    /// The recognizer it waited for failed, so it recognizes now.
    case requirementFailed(TraceSubject)
    /// It required `other` to fail, and `other` recognized instead.
    case requirementRecognized(TraceSubject)
    /// `other` recognized first and prevents it (default exclusion: no simultaneous recognition allowed).
    case prevented(by: TraceSubject)
    /// Its delegate's `gestureRecognizerShouldBegin(_:)` returned false.
    case delegateRefused
    /// The `gestureRecognizerShouldBegin(_:)` of a view on the touch's path returned false (a control keeping
    /// its own tap, for example).
    case viewRefused(TraceSubject)
    /// It asked to recognize after its view was gone.
    case viewGone
    /// Every touch it tracked ended before it recognized.
    case touchesEndedBeforeRecognizing
    /// Every touch it tracked ended while the gesture was going on, and it did not end it.
    case touchesEndedWhileRecognizing
    /// `isEnabled` became false during the gesture.
    case disabled
    /// It was removed from its view during the gesture.
    case removedFromView
    /// Its view left the window during the gesture.
    case viewLeftWindow
    /// Its window was hidden or detached during the gesture.
    case windowHidden
    /// Every touch was cancelled (an interruption or an input reset).
    case allTouchesCancelled(TouchCancelReason)
    /// A scroll view's pan: the drag's main axis is one its content cannot scroll along (BEHAVIOUR §9, nesting).
    case cannotScroll(along: UIAxis)
    /// A scroll view's pan: `canCancelContentTouches` is false and a content view already tracks the touch.
    case contentTouchesNotCancellable(TraceSubject)
    /// A scroll view's pan: `touchesShouldCancel(in:)` answered false for the content view tracking the touch
    /// (the default for a `UIControl`).
    case contentKeepsTouches(TraceSubject)
    /// A scroll view's content-touch delay ran out: the touch-down goes to the content.
    case contentTouchDelayElapsed(TimeInterval)
    /// The touch lifted within a scroll view's content-touch delay: began and ended go to the content together.
    case contentTouchLifted
    /// A scroll view's `touchesShouldBegin(_:with:in:)` answered false for the content view: it never gets the
    /// touch.
    case contentTouchRefused(TraceSubject)
    /// The touch-down stopped a decelerating scroll view: the content never gets it, as in UIKit.
    case touchStoppedScrolling
    /// A hovering pointer entered the recognizer's view (`UIHoverGestureRecognizer`).
    case pointerEntered
    /// A hovering pointer moved in the recognizer's view.
    case pointerMoved
    /// A hovering pointer left the recognizer's view, or the screen.
    case pointerExited
    /// A wheel or trackpad scrolled the pan (`allowedScrollTypesMask`).
    case scrolled
    /// The scroll driving the pan ended: the trackpad was released, or the wheel stopped.
    case scrollEnded

    /// The phrase the text trace prints; empty for ``stateAssigned`` and ``unrecorded``.
    public var description: String {
        switch self {
        case .stateAssigned, .unrecorded: ""
        case .recognized: "recognized"
        case .touchEvent: "touch event"
        case .touchesEnded: "touches ended"
        case .touchesCancelled: "touches cancelled"
        case .logicFailed(let reason): reason.description
        case .failed: "failed"
        case .failedAfterBegan: "failed after it began"
        case .waitsForFailure(let blocker): "waits for \(blocker) to fail"
        case .requirementFailed(let other): "\(other) failed"
        case .requirementRecognized(let other): "required \(other) to fail, but it recognized"
        case .prevented(let other): "prevented by \(other)"
        case .delegateRefused: "delegate's gestureRecognizerShouldBegin returned false"
        case .viewRefused(let view): "\(view).gestureRecognizerShouldBegin returned false"
        case .viewGone: "its view is gone"
        case .touchesEndedBeforeRecognizing: "its touches ended before it recognized"
        case .touchesEndedWhileRecognizing: "its touches ended"
        case .disabled: "disabled"
        case .removedFromView: "removed from its view"
        case .viewLeftWindow: "its view left the window"
        case .windowHidden: "its window was hidden"
        case .allTouchesCancelled(let reason): reason.description
        case .cannotScroll(let axis): "its scroll view cannot scroll along the drag's \(axis) axis"
        case .contentTouchesNotCancellable(let view):
            "canCancelContentTouches is false and \(view) tracks the touch"
        case .contentKeepsTouches(let view): "touchesShouldCancel(in: \(view)) returned false"
        case .contentTouchDelayElapsed(let delay):
            "the content touch delay of \(MetricFormat.seconds(delay)) elapsed"
        case .contentTouchLifted: "the touch lifted within the content touch delay"
        case .contentTouchRefused(let view): "touchesShouldBegin(_:with:in: \(view)) returned false"
        case .touchStoppedScrolling: "the touch-down stopped the scroll view's deceleration"
        case .pointerEntered: "pointer entered"
        case .pointerMoved: "pointer moved"
        case .pointerExited: "pointer exited"
        case .scrolled: "scrolled"
        case .scrollEnded: "scroll ended"
        }
    }
}
