import Foundation

/// One decision the engine made while delivering events, in the order it made them.
///
/// The trace says which views hit-testing asked and what they answered, which view was hit, each delivery
/// to a responder and each forward along `next`, drops at the end of the chain, cancellations with their
/// reason, and actions sent.
public enum TraceEvent: Hashable, Sendable {
    /// The application took an input event from its queue.
    case input(InputEvent)
    /// Input could not be taken as it was and was repaired.
    case inputRepaired(InputRepair)
    /// Hit-testing started in a window, at a point in the window's coordinates.
    case hitTestBegan(window: TraceSubject, point: CGPoint)
    /// A view answered `point(inside:with:)`.
    case pointInside(view: TraceSubject, inside: Bool)
    /// The default `hitTest(_:with:)` skipped a view and its subtree.
    case hitTestSkipped(view: TraceSubject, reason: HitTestSkipReason)
    /// A view's `hitTest(_:with:)` returned `result`.
    case hitTestReturned(view: TraceSubject, result: TraceSubject?)
    /// A window's hit-test found nothing, so the touch goes to the window behind it.
    case windowPassed(window: TraceSubject)
    /// A touch was bound to its hit view (`UITouch.view`) for its whole life.
    case touchBound(finger: Int, view: TraceSubject?, window: TraceSubject?)
    /// A touch was not delivered to its view.
    case touchWithheld(finger: Int, view: TraceSubject, reason: WithholdReason)
    /// The engine called a responder method.
    case delivered(responder: TraceSubject, method: ResponderMethod, fingers: [Int])
    /// A responder's default implementation passed the call to its next responder.
    case forwarded(from: TraceSubject, to: TraceSubject, method: ResponderMethod)
    /// The call reached the end of the responder chain unhandled.
    case dropped(at: TraceSubject, method: ResponderMethod)
    /// Touches were cancelled for a responder.
    case cancelled(responder: TraceSubject, fingers: [Int], reason: TouchCancelReason)
    /// An action was sent; `target` is the object that performed it, nil when none could.
    case actionSent(action: String, target: TraceSubject?, sender: TraceSubject?)
    /// The first responder changed.
    case firstResponderChanged(from: TraceSubject?, to: TraceSubject?)
    /// A gesture recognizer changed state (or, with `from == to`, stays and waits), and why.
    case recognizerTransition(
        recognizer: TraceSubject, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        reason: RecognizerTransitionReason)
    /// A control sent control events.
    case controlEvents(control: TraceSubject, events: UIControl.Event)
    /// A control began, ended or cancelled tracking its touch (shown in the lifecycle verifier's histories).
    case controlTracking(control: TraceSubject, change: ControlTrackingChange)
    /// The layout pass laid out a view: its controller's `viewWillLayoutSubviews`, its `layoutSubviews()`, its
    /// controller's `viewDidLayoutSubviews`, before the next event is hit-tested.
    case layout(view: TraceSubject)
    /// A view's frame, bounds, centre, transform, `isHidden` or `alpha` changed; `geometry` is what it is now.
    /// Recorded only for views in a window of an application whose trace is observed; a window's own
    /// `isHidden` (it shows or hides) is not a view change.
    case viewChanged(view: TraceSubject, geometry: ViewGeometry)
    /// A recognizer or view got `touchesEstimatedPropertiesUpdated(_:)` for the sample of `finger` with
    /// estimation-update `index`.
    case estimatedPropertiesUpdated(receiver: TraceSubject, finger: Int, index: Int)
    /// A hovering pointer was hit-tested to `view` (nil: no view, or it left the screen).
    case pointerHovering(pointer: Int, view: TraceSubject?)
    /// A scroll sequence went to a pan recognizer (nil: no pan on the pointer's path allows the scroll type, so
    /// it is dropped).
    case scrollRouted(recognizer: TraceSubject?, type: UIScrollType)
    /// A double tap or a squeeze's phase of Apple Pencil reached the `UIPencilInteraction` of `view`.
    case pencilDelivered(view: TraceSubject, gesture: PencilSample.Gesture, phase: UIPencilInteraction.Phase)
    /// A mouse or trackpad pointer entered a region of `view`'s `UIPointerInteraction`, taking `style`.
    case pointerRegionEntered(pointer: Int, view: TraceSubject, region: String, style: String)
    /// A pointer left the region of `view`'s `UIPointerInteraction` it was in (nil: the view was freed).
    case pointerRegionExited(pointer: Int, view: TraceSubject?, region: String)
    /// A view controller got an appearance callback (`viewWillAppear`…`viewDidDisappear`).
    case appearance(controller: TraceSubject, callback: AppearanceCallback)
    /// What UIKit would print to the console: a refused presentation, for example.
    case consoleMessage(String)
    /// A feedback generator (named by its class) gave haptic feedback.
    case feedback(generator: String, feedback: HapticFeedback)
    /// Auto Layout found a problem in the constraints and repaired it as UIKit does (see ``LayoutIssue``).
    case layoutIssue(LayoutIssue)
    /// A layer animation reached its begin time (`animationDidStart`); `subject` is the view whose layer runs it,
    /// or a layer's name. Recorded when the trace is observed (BehaviourContract §13).
    case animationStarted(subject: TraceSubject, key: String)
    /// A layer animation was removed before its end (removed, replaced, or its layer left its window); its stop
    /// follows, with `finished == false`, after the current work.
    case animationInterrupted(subject: TraceSubject, key: String)
    /// A layer animation stopped: at its end (`finished`) or after it was interrupted. Its delegate's
    /// `animationDidStop` and a UIKit completion run once, now.
    case animationStopped(subject: TraceSubject, key: String, finished: Bool)
}
