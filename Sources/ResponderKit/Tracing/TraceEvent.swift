import Foundation

/// One object as the trace shows it: its name and a serial number unique within its application.
///
/// The name is the view's `accessibilityIdentifier` when it has one (scene files set it to the view's id),
/// otherwise the class name, which is what the seeds' logs print (`AView`, `UIWindow`).
public struct TraceSubject: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name shown in traces.
    public var name: String
    /// A number that tells apart objects with the same name, assigned in order of first appearance.
    public var serial: Int

    /// Creates a subject.
    public init(name: String, serial: Int) {
        self.name = name
        self.serial = serial
    }

    /// The name.
    public var description: String { name }
}

/// The responder methods that deliver events; the trace names them.
public enum ResponderMethod: String, Hashable, Sendable, Codable, CaseIterable {
    /// `touchesBegan(_:with:)`
    case touchesBegan
    /// `touchesMoved(_:with:)`
    case touchesMoved
    /// `touchesEnded(_:with:)`
    case touchesEnded
    /// `touchesCancelled(_:with:)`
    case touchesCancelled
    /// `pressesBegan(_:with:)`
    case pressesBegan
    /// `pressesChanged(_:with:)`
    case pressesChanged
    /// `pressesEnded(_:with:)`
    case pressesEnded
    /// `pressesCancelled(_:with:)`
    case pressesCancelled
    /// `motionBegan(_:with:)`
    case motionBegan
    /// `motionEnded(_:with:)`
    case motionEnded
    /// `motionCancelled(_:with:)`
    case motionCancelled
    /// `remoteControlReceived(with:)`
    case remoteControlReceived
}

/// Why hit-testing skipped a view and its whole subtree.
public enum HitTestSkipReason: String, Hashable, Sendable, Codable {
    /// `isHidden` is true.
    case hidden
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// `alpha` is below 0.01.
    case transparent
    /// A running `UIView` animation without `.allowUserInteraction` involves the view (BehaviourContract §13).
    case animating
}

/// Why a touch was cancelled: every cancellation carries one.
public enum TouchCancelReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A gesture recognizer recognized the gesture and took the touch (`cancelsTouchesInView`).
    case recognized(by: TraceSubject)
    /// The touch's view left its window.
    case viewRemoved
    /// The touch's window was hidden or removed from the application.
    case windowHidden
    /// The application cancelled every touch, as for an incoming call.
    case applicationInterrupted
    /// The input stream broke off: a second touch-down for a live finger, or a reset of the input source.
    case inputReset
    /// A responder that received `touchesBegan` was no longer on the path the touch's end took
    /// (the hierarchy changed, or an override did not forward the end); ResponderKit ends it there.
    case chainChanged

    /// A short phrase: `recognized by tap`, `view removed`.
    public var description: String {
        switch self {
        case .recognized(let recognizer): "recognized by \(recognizer)"
        case .viewRemoved: "view removed"
        case .windowHidden: "window hidden"
        case .applicationInterrupted: "application interrupted"
        case .inputReset: "input reset"
        case .chainChanged: "responder chain changed"
        }
    }
}

/// What ResponderKit did with input it could not take as it was. See <doc:BadInput>.
public enum InputRepair: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A move, lift or cancel for a finger that is not down: dropped.
    case unknownFinger(finger: Int)
    /// A touch-down for a finger that is already down: the live touch is cancelled first (`inputReset`).
    case fingerAlreadyDown(finger: Int)
    /// A location, force or radius that is NaN or infinite: the sample is dropped.
    case nonFiniteValue(finger: Int)
    /// A finite location, translation, force or radius beyond ``InputLimits/maximumCoordinate``: the sample is
    /// dropped, as a non-finite one is.
    case valueOutOfRange(finger: Int)
    /// A timestamp earlier than the previous input's, not finite or beyond ``InputLimits/maximumTime``: clamped
    /// to the previous timestamp (or the clock's time for the first input).
    case timestampClamped(from: TimeInterval, to: TimeInterval)
    /// A touch-down that no window answered: the finger is tracked but nothing is delivered.
    case noWindow(finger: Int)
    /// A press, motion or remote-control event with nothing to deliver it to.
    case noResponder
    /// A press change or end for a press that is not down: dropped.
    case unknownPress
    /// A stray motion end or cancel without a begin: dropped.
    case unmatchedMotion
    /// A finger still down when the input source reset: its touch is cancelled (`inputReset`) and forgotten.
    case fingerNeverLifted(finger: Int)
    /// A sample for a finger whose window was hidden or detached: the touch was cancelled (`windowHidden`);
    /// the sample is consumed and nothing is delivered.
    case windowGone(finger: Int)
    /// A pencil value out of its range (an altitude outside 0…π/2, a negative force): clamped into it.
    case valueClamped(finger: Int, property: UITouch.Properties)
    /// A sample time earlier than the finger's previous sample, later than its frame, or not finite: clamped.
    case sampleTimeClamped(finger: Int, from: TimeInterval, to: TimeInterval)
    /// An estimated-properties update for an index that was never delivered, or whose sample expects no more
    /// updates: dropped.
    case unknownEstimationUpdate(index: Int)
    /// A scroll change or end with no scroll under way (a trackpad's, which begins with `.began`): dropped.
    case unmatchedScroll

    /// A sentence saying what was wrong and what was done.
    public var description: String {
        switch self {
        case .unknownFinger(let finger): "finger \(finger) is not down: sample dropped"
        case .fingerAlreadyDown(let finger): "finger \(finger) is already down: live touch cancelled"
        case .nonFiniteValue(let finger): "finger \(finger) has a NaN or infinite value: sample dropped"
        case .valueOutOfRange(let finger):
            "finger \(finger) has a value beyond \(InputLimits.maximumCoordinate.compact): sample dropped"
        case .timestampClamped(let from, let to):
            InputLimits.isUsableTime(from)
                ? "timestamp \(from) goes backwards: clamped to \(to)"
                : "timestamp \(from) is not a time the clock can reach: clamped to \(to)"
        case .noWindow(let finger): "finger \(finger) is over no window that answers: not delivered"
        case .noResponder: "no responder to deliver to: dropped"
        case .unknownPress: "press is not down: dropped"
        case .unmatchedMotion: "motion end without a begin: dropped"
        case .fingerNeverLifted(let finger): "finger \(finger) never lifted before the input reset: touch cancelled"
        case .windowGone(let finger): "finger \(finger)'s window is gone: sample consumed, nothing delivered"
        case .valueClamped(let finger, let property):
            "finger \(finger)'s \(property.names.joined(separator: ", ")) is out of range: clamped"
        case .sampleTimeClamped(let finger, let from, let to):
            "finger \(finger)'s sample time \(from) is out of order: clamped to \(to)"
        case .unknownEstimationUpdate(let index): "no delivered sample expects update #\(index): dropped"
        case .unmatchedScroll: "scroll change without a began: dropped"
        }
    }
}

/// Why a touch was not delivered to its hit view.
public enum WithholdReason: String, Hashable, Sendable, Codable {
    /// The view has `isMultipleTouchEnabled == false` and already tracks a touch.
    case multipleTouchDisabled
    /// `isExclusiveTouch` rules keep the touch from the view.
    case exclusiveTouch
}

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
