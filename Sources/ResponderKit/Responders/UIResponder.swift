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
@preconcurrency @MainActor
open class UIResponder: NSObject, ActionTarget {
    /// How a responder passes touch methods on: see `touchPassing`.
    enum TouchPassing: UInt8 {
        /// The class may override the touch methods or `next`: its methods are called.
        case overridable
        /// A plain view: the default touch methods, and `next` is the superview unless the view is a view
        /// controller's root view.
        case defaultToSuperview
        /// A plain window: the default touch methods, and `next` is its application.
        case defaultToApplication
        /// A plain view controller: the default touch methods and ResponderKit's own `next`.
        case defaultToNext
        /// A plain application: the default touch methods, and `next` is its delegate when that is a responder.
        case defaultToDelegate
    }

    /// A number assigned the first time the trace shows this object.
    var traceSerial = 0
    /// Trait overrides and trait-change registrations of a view or view controller, allocated on first use.
    final var traitState: TraitState?
    // Final, as `registerAction` is: with `@preconcurrency` on the class, Swift 6.2 mangled the vtable entries of
    // members whose type has a `@MainActor` closure differently in this file and in subclasses (a link error).
    /// Handlers for named actions, allocated on first registration.
    private final var actionHandlers: [Selector: ActionHandler]?
    /// How this object's class passes touches on, set once from its dynamic class: ResponderKit's own classes
    /// that keep the default touch methods and `next` let `forward` climb past them in a loop; any subclass,
    /// which may override them, gets its methods called.
    final let touchPassing: TouchPassing
    /// Whether this is a plain view whose `next` is its superview (no view controller's root view), kept by
    /// `UIView.hasOwningViewController`: `ResponderClimb`'s one test per level ("touch move, 20-deep chain").
    final var climbsToSuperview: Bool

    /// Where a move forwarded from this responder goes, remembered while the chain's links stay as they are
    /// (`ResponderClimb.moveReceiver(forwardedFrom:_:)`).
    final var rememberedClimb = RememberedClimb()

    /// Creates a responder.
    public override init() {
        touchPassing = EngineClasses.touchPassing(of: type(of: self))
        climbsToSuperview = touchPassing == .defaultToSuperview
    }

    /// The next responder in the chain, or nil at its end. See the type's discussion for each class's rule.
    open var next: UIResponder? { nil }

    /// Called on an object loaded from an Interface Builder archive once its outlets are set; the default does
    /// nothing.
    ///
    /// ResponderKit loads no nib or storyboard (scene files build hierarchies instead) and never calls it: it is
    /// here so that views, cells and view controllers written for iOS, which override it and call `super`,
    /// compile unchanged. On iOS it is a method of `NSObject`.
    open func awakeFromNib() {}

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

    /// Passes a touch method to `next`, and on up the chain for as long as the next responder keeps the default
    /// touch methods (`touchPassing`): calling its method would only come back here one level up, so the climb
    /// goes on in this loop instead, with the same books kept and the same trace, and no call or stack frame
    /// per level. The first responder that may override the method (any subclass) gets the call.
    private func forward(
        _ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?,
        _ call: (UIResponder, Set<UITouch>) -> Void
    ) {
        // A move that nobody observes keeps no books at any level: only its receiver is needed.
        if method == .touchesMoved, event?.isUnobserved ?? true {
            // ResponderKit's own classes keep the default `next`, which the climb follows itself: start there
            // rather than pay for the call.
            if let receiver = ResponderClimb.moveReceiver(forwardedFrom: self, event) { call(receiver, touches) }
            return
        }
        var from = self
        var touches = touches
        while true {
            let nextResponder = from.next
            if let event {
                guard let remaining = event.noteForward(method, touches: touches, from: from, to: nextResponder)
                else { return }
                touches = remaining
            }
            guard let nextResponder else { return }
            guard nextResponder.touchPassing != .overridable else { return call(nextResponder, touches) }
            from = nextResponder
        }
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
    public final func registerAction(_ action: Selector, _ handler: @escaping ActionHandler) {
        if actionHandlers == nil { actionHandlers = [:] }
        actionHandlers?[action] = handler
    }

    /// Removes the handler of a named action.
    public func unregisterAction(_ action: Selector) {
        actionHandlers?[action] = nil
    }

    /// Whether this responder has a handler for `action`.
    open func responds(to action: Selector) -> Bool {
        actionHandlers?[action] != nil || action.method?.accepts(self) == true
    }

    /// Runs the handler registered for `action`, or the method a method-reference selector names; does nothing
    /// when there is none.
    open func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
        if let handler = actionHandlers?[action] {
            handler(sender, event)
        } else if let method = action.method {
            _ = method.call(self, sender, event)
        }
    }

    /// The key commands this responder handles; none by default. ResponderKit delivers no hardware keys yet: the
    /// list is for code and tests that send a command's action.
    open var keyCommands: [UIKeyCommand]? { nil }

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
    var traceName: String { traceLabel ?? TraceTypeName.of(self) }
}
