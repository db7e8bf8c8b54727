import Foundation

/// An object that can respond to and handle events: the base of views, view controllers, windows and the
/// application.
///
/// The responder chain links responders through `next`. Every event method's default implementation passes
/// the call to `next`; an event that reaches the end of the chain unhandled is dropped:
///
/// ```
///  hit view ──next──► superview ──► … ──► view controller ──► … ──► window ──► application ──► app delegate
///      │ touchesBegan (default: forward)                                                          │
///      └──────────────────────────── forwarded until someone does not call super ─────────────────┘
/// ```
///
/// Override a touch method without calling `super` to stop the climb; call `super` as well to let several
/// responders handle one event.
@MainActor
open class UIResponder: ActionTarget {
    /// A number assigned the first time the trace shows this object.
    var traceSerial = 0
    /// Handlers for named actions, allocated on first registration.
    private var actionHandlers: [Selector: ActionHandler]?

    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end. See the type's discussion for each class's rule.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    /// Tells the responder that fingers touched down in its view; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesBegan, touches, event) { $0.touchesBegan($1, with: event) }
    }

    /// Tells the responder that fingers moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesMoved, touches, event) { $0.touchesMoved($1, with: event) }
    }

    /// Tells the responder that fingers lifted; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesEnded, touches, event) { $0.touchesEnded($1, with: event) }
    }

    /// Tells the responder that touches were cancelled; the default forwards to `next`.
    ///
    /// Every touch a responder received in `touchesBegan` reaches it again exactly once, through
    /// `touchesEnded` or this method.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesCancelled, touches, event) { $0.touchesCancelled($1, with: event) }
    }

    /// Tells the responder that estimated touch properties were updated; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: - Presses

    /// Tells the responder that physical buttons were pressed; the default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesBegan, event) { $0.pressesBegan(presses, with: event) }
    }

    /// Tells the responder that a press's force changed; the default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesChanged, event) { $0.pressesChanged(presses, with: event) }
    }

    /// Tells the responder that buttons were released; the default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesEnded, event) { $0.pressesEnded(presses, with: event) }
    }

    /// Tells the responder that presses were cancelled; the default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesCancelled, event) { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: - Motion and remote control

    /// Tells the responder that a motion (a shake) began; the default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionBegan, event) { $0.motionBegan(motion, with: event) }
    }

    /// Tells the responder that a motion ended; the default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionEnded, event) { $0.motionEnded(motion, with: event) }
    }

    /// Tells the responder that a motion was cancelled; the default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionCancelled, event) { $0.motionCancelled(motion, with: event) }
    }

    /// Tells the responder that a remote-control command arrived; the default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        forward(.remoteControlReceived, event) { $0.remoteControlReceived(with: event) }
    }

    // MARK: - Forwarding

    private func forward(
        _ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?,
        _ call: (UIResponder, Set<UITouch>) -> Void
    ) {
        let nextResponder = next
        var touches = touches
        if let event {
            guard let remaining = event.noteForward(method, touches: touches, from: self, to: nextResponder) else {
                return
            }
            touches = remaining
        }
        if let nextResponder { call(nextResponder, touches) }
    }

    private func forward(_ method: ResponderMethod, _ event: UIEvent?, _ call: (UIResponder) -> Void) {
        let nextResponder = next
        if let trace = event?.observedTrace {
            trace.recordForward(method, from: self, to: nextResponder)
        }
        if let nextResponder { call(nextResponder) }
    }

    // MARK: - Named actions

    /// Registers what this responder does for a named action; it then answers true to `responds(to:)` and to
    /// the default `canPerformAction(_:withSender:)`.
    public func registerAction(_ action: Selector, _ handler: @escaping ActionHandler) {
        if actionHandlers == nil { actionHandlers = [:] }
        actionHandlers?[action] = handler
    }

    /// Removes the handler of a named action.
    public func unregisterAction(_ action: Selector) {
        actionHandlers?[action] = nil
    }

    /// Whether this responder has a handler for `action`.
    open func responds(to action: Selector) -> Bool {
        actionHandlers?[action] != nil
    }

    /// Runs the handler registered for `action`; does nothing when there is none.
    open func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
        actionHandlers?[action]?(sender, event)
    }

    /// Whether this responder performs `action`; the default answers `responds(to:)`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that performs `action`: this one if `canPerformAction(_:withSender:)` says so,
    /// otherwise the answer of `next`, or nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: - First responder

    /// Whether this responder can become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its application's first responder.
    open var isFirstResponder: Bool {
        responderApplication?.firstResponder === self
    }

    /// Asks to become the first responder. Succeeds when `canBecomeFirstResponder` is true, the responder is
    /// attached to an application (a view must be in a window), and the current first responder resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application = responderApplication else { return false }
        return application.setFirstResponder(self)
    }

    /// Gives up first-responder status; fails when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let application = responderApplication, application.firstResponder === self {
            application.clearFirstResponder()
        }
        return true
    }

    /// The application at the end of this responder's chain, if any.
    var responderApplication: UIApplication? {
        var responder: UIResponder? = self
        var steps = 0
        while let current = responder, steps < 100_000 {
            if let application = current as? UIApplication { return application }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// The name the trace shows for this responder instead of its class name, when set; scene files set it to
    /// the responder's id (views use `accessibilityIdentifier`, which wins over this).
    package var traceLabel: String?

    /// The name the trace shows for this responder.
    var traceName: String { traceLabel ?? String(describing: type(of: self)) }
}
