import Foundation

/// The base class of controls: views that track one finger themselves and tell their targets what happened
/// through control events (target-action).
///
/// The control drives its tracking from its own touch methods, and does not forward the touches it takes up
/// the responder chain:
///
/// ```
/// touchesBegan ──► beginTracking ── false ──► nothing more for this touch (no events)
///                       │ true: isTracking, isHighlighted
///                       ▼
///                  touchDown (+ touchDownRepeat when tapCount > 1)
/// touchesMoved ──► isTouchInside = inside bounds grown by the drag slop ──► continueTracking
///                       │ false ──► endTracking now; the lift sends nothing
///                       ▼ true
///                  touchDragExit / touchDragEnter on crossing, then touchDragInside / touchDragOutside
/// touchesEnded ──► endTracking ──► touchUpInside (+ the primary action of buttons and switches) / touchUpOutside
/// touchesCancelled ──► cancelTracking ──► touchCancel
/// ```
///
/// A control that began tracking ends it (`endTracking`) or cancels it (`cancelTracking`) exactly once.
/// "Inside" while dragging and at the lift means `point(inside:with:)` or within the bounds grown by
/// `InteractionMetrics.controlDragSlop` (70 pt), so a finger that slips a little past the edge still counts.
///
/// Decisions where UIKit publishes nothing:
/// - A disabled control starts no tracking and forwards its touches up the responder chain like a plain view.
/// - Disabling a control mid-touch keeps its tracking until the touch ends or is cancelled (so `endTracking`
///   or `cancelTracking` still runs once), but it sends no touch events from then on.
/// - `sendActions(for:)` called by code sends even when the control is disabled, as in UIKit.
/// - A control tracks one touch: the first of a multi-touch sequence (lowest finger among simultaneous ones).
///
/// Controls win their own default gesture: `UIButton` and `UISwitch` refuse a one-finger single-tap
/// recognizer of another view, and `UISlider` a pan on its thumb, through `gestureRecognizerShouldBegin(_:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control is enabled; a disabled control starts no tracking and sends no touch events.
    open var isEnabled = true {
        didSet { if !isEnabled { isHighlighted = false } }
    }

    /// Whether the control is selected.
    open var isSelected = false

    /// Whether the control is highlighted: true while a tracked finger is inside it.
    open var isHighlighted = false

    /// How the content (a button's title and image) lies across the control (default `.center`).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// How the content lies from top to bottom (default `.center`).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control is tracking a touch: between a `beginTracking` that returned true and the end.
    public internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control (its bounds grown by the drag slop).
    public internal(set) var isTouchInside = false

    /// The control's state: highlighted, disabled and selected combined; empty (`normal`) otherwise.
    open var state: State {
        var result: State = []
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    var eventHandlers = ControlEventHandlers()
    /// The touch whose tracking began and has not yet ended or been cancelled.
    var trackedTouch: UITouch?
    /// Touches that began while the control was enabled: it handles them and does not forward them.
    var takenTouches: [UITouch] = []
    /// The application of the current tracking, kept in case the control leaves its window mid-touch; held
    /// through its anchor, which does not keep it alive.
    var trackingAnchor: ApplicationAnchor?
    /// The application of the current tracking, while it lives.
    var trackingApplication: UIApplication? { trackingAnchor?.application }

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose `primaryAction` runs on `primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - Tracking

    /// Called when a finger touches down in the control; return false to not track it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when the tracked finger moves; return false to stop tracking. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called once when tracking ends: the finger lifted, or `continueTracking` returned false. Call super.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
    }

    /// Called once when tracking is cancelled (`event` may be nil); the default stops tracking. Call super.
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
    }

    // MARK: - Touches

    /// Begins tracking the first new touch (see the type's discussion); a disabled control forwards instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        let ordered = touches.sorted { $0.finger < $1.finger }
        takenTouches.append(contentsOf: ordered)
        guard trackedTouch == nil, let touch = ordered.first else { return }
        startTracking(touch, event)
    }

    /// Follows the tracked touch: inside or outside, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let taken = split(touches, forwarding: { super.touchesMoved($0, with: event) }) else { return }
        if let touch = trackedTouch, taken.contains(touch) { followTracking(touch, event) }
    }

    /// Ends tracking of the tracked touch: `endTracking`, then touch-up inside or outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let taken = split(touches, forwarding: { super.touchesEnded($0, with: event) }) else { return }
        takenTouches.removeAll { taken.contains($0) }
        if let touch = trackedTouch, taken.contains(touch) { finishTracking(touch, event) }
    }

    /// Cancels tracking of the tracked touch: `cancelTracking`, then `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let taken = split(touches, forwarding: { super.touchesCancelled($0, with: event) }) else { return }
        takenTouches.removeAll { taken.contains($0) }
        if let touch = trackedTouch, taken.contains(touch) { abandonTracking(event) }
    }

    // MARK: - Gestures

    /// Refuses a recognizer of another view whose gesture is this control's own default gesture (a single
    /// tap on a button or switch, a pan on a slider's thumb), while the control is enabled.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, claimsDefaultGesture(of: gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether `recognizer`'s gesture is this control's own; subclasses answer for their default gesture.
    func claimsDefaultGesture(of recognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Runs after `touchUpInside` when the control is enabled: buttons trigger their primary action,
    /// switches toggle.
    func touchUpInsideSent(with event: UIEvent?) {}

    // MARK: - Target-action (UIControl+TargetAction.swift)

    /// Adds `target` and `action` for `controlEvents`; a nil target sends the action up the responder chain.
    /// The target is not retained. Adding the same pair again adds the events to it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        eventHandlers.add(target: target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }

    /// Removes `controlEvents` from the pairs of `target` (every target when nil) and `action` (every action
    /// when nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        eventHandlers.remove(
            target: target.map { $0 as AnyObject }, matchingAnyTarget: target == nil, action: action,
            for: controlEvents)
    }

    /// Sends every handler answering any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        dispatch(controlEvents, with: nil)
    }

    /// Sends a named action through `UIApplication.sendAction(_:to:from:for:)` with this control as sender:
    /// a nil target searches the responder chain from the first responder, falling back to this control.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let application = controlApplication {
            application.sendAction(action, to: target, from: self, for: event)
            return
        }
        // Not in a window: an explicit target directly, a nil target up the chain from this control.
        if let target {
            ActionDelivery.perform(action, on: target as AnyObject, sender: self, event: event)
            return
        }
        let receiver = self.target(forAction: action, withSender: self) as? any ActionTarget
        if let receiver, receiver.responds(to: action) {
            receiver.perform(action, sender: self, event: event)
        }
    }

    /// Performs a `UIAction` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
