import Foundation

/// The method a `Selector` made from a method reference calls: the unapplied method, wrapped to take the
/// target, the sender and the event as `Any`.
@MainActor
final class SelectorMethod {
    /// Calls the method on `target`; false when `target` is not of the method's type.
    let call: (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool
    /// Whether `target` is of the method's type.
    let accepts: (_ target: AnyObject) -> Bool
    /// Whether the selector is a name first, as `#selector` makes one (`Selector(named:_:)`): it then equals any
    /// selector of the same name, and a target of another type can still perform it by name.
    let isNamed: Bool

    init<Target: AnyObject>(
        for type: Target.Type, _ call: @escaping (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool
    ) {
        self.call = call
        self.accepts = { $0 is Target }
        self.isNamed = false
    }

    /// A named selector's method, on a type that may be a protocol (`any Delegate`) rather than a class.
    init<Target>(
        named type: Target.Type, _ call: @escaping (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool
    ) {
        self.call = call
        self.accepts = { $0 is Target }
        self.isNamed = true
    }
}

extension Selector {
    /// A selector that calls a method with no arguments: `Selector(Self.refresh)`. The name (for the trace and
    /// `actions(forTarget:forControlEvent:)`) is the target's type and `name`.
    @MainActor
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void, name: String = "action") {
        self.init(
            name: "\(Target.self).\(name)",
            method: SelectorMethod(for: Target.self) { target, _, _ in
                guard let target = target as? Target else { return false }
                method(target)()
                return true
            })
    }

    /// A selector that calls a method taking the sender: `Selector(Self.handlePan)` for
    /// `func handlePan(_ recognizer: UIPanGestureRecognizer)`. A sender of another type is passed as the
    /// method's type when it is one, otherwise the call is a programmer error (debug builds stop).
    @MainActor
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void, name: String = "action") {
        self.init(
            name: "\(Target.self).\(name)(\(Sender.self))",
            method: SelectorMethod(for: Target.self) { target, sender, _ in
                guard let target = target as? Target else { return false }
                guard let sender = sender as? Sender else {
                    assertionFailure(
                        "ResponderKit: \(Target.self).\(name) takes a \(Sender.self), sent \(String(describing: sender))"
                    )
                    return true
                }
                method(target)(sender)
                return true
            })
    }

    /// A selector that calls a method taking the sender and the event, as UIKit's
    /// `func touched(_ sender: UIButton, forEvent event: UIEvent)`.
    @MainActor
    public init<Target: AnyObject, Sender>(
        _ method: @escaping (Target) -> (Sender, UIEvent?) -> Void, name: String = "action"
    ) {
        self.init(
            name: "\(Target.self).\(name)(\(Sender.self), UIEvent)",
            method: SelectorMethod(for: Target.self) { target, sender, event in
                guard let target = target as? Target else { return false }
                guard let sender = sender as? Sender else {
                    assertionFailure(
                        "ResponderKit: \(Target.self).\(name) takes a \(Sender.self), sent \(String(describing: sender))"
                    )
                    return true
                }
                method(target)(sender, event)
                return true
            })
    }
}

/// Sending an action to an explicit target: how every sender of actions (controls, recognizers, timers,
/// delayed performs, `UIApplication.sendAction`) performs a selector.
@MainActor
enum ActionDelivery {
    /// Whether `target` performs `action`: the selector's method applies to it, or it is an `ActionTarget`
    /// that responds (a registered handler).
    static func performs(_ action: Selector, on target: AnyObject) -> Bool {
        if let method = action.method, method.accepts(target) { return true }
        return (target as? any ActionTarget)?.responds(to: action) ?? false
    }

    /// Performs `action` on `target`; a target that does not perform it is a programmer error, reported as UIKit's
    /// "unrecognized selector" crash in debug builds and ignored in release builds. Returns whether it was
    /// performed.
    @discardableResult
    static func perform(_ action: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        if let method = action.method, method.call(target, sender, event) {
            return true
        }
        if action.method?.isNamed ?? true, let receiver = target as? any ActionTarget, receiver.responds(to: action) {
            receiver.perform(action, sender: sender, event: event)
            return true
        }
        unrecognized(action, target: target)
        return false
    }

    /// Reports a selector sent to a target that does not perform it.
    static func unrecognized(_ action: Selector, target: AnyObject) {
        assertionFailure(
            "ResponderKit: unrecognized selector '\(action.name)' sent to \(type(of: target)) — "
                + (action.method == nil
                    ? "register it on the target with registerAction(_:_:), or pass a method reference (Self.method)"
                    : "the method belongs to another type"))
    }
}

// The target and the method's type are separate generic parameters: inside a class's method `self` is of the class
// while `Self.handlePan` is a method of the dynamic `Self`, so one parameter for both refused the `Self.` spelling
// that UIKit code uses. The method's type is checked against the target when the action is sent, as UIKit checks a
// selector: a target of another type is an "unrecognized selector" error.

extension UIControl {
    /// Adds a target and a method of it for `controlEvents`: `addTarget(self, action: Self.sliderChanged, for:
    /// .valueChanged)` with `func sliderChanged()`. The target is held weakly, as UIKit holds targets; no
    /// `registerAction` is needed.
    public func addTarget<Target: AnyObject, Receiver: AnyObject>(
        _ target: Target, action: @escaping (Receiver) -> () -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Adds a target and a method of it taking the sender: `func sliderChanged(_ sender: UISlider)`.
    public func addTarget<Target: AnyObject, Receiver: AnyObject, Sender>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Adds a target and a method of it taking the sender and the event:
    /// `func touched(_ sender: UIButton, forEvent event: UIEvent?)`.
    public func addTarget<Target: AnyObject, Receiver: AnyObject, Sender>(
        _ target: Target, action: @escaping (Receiver) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }
}

extension UIGestureRecognizer {
    /// Creates a recognizer that calls a method of `target` on every state change users observe:
    /// `UIPanGestureRecognizer(target: self, action: Self.handlePan)` with
    /// `func handlePan(_ recognizer: UIPanGestureRecognizer)`. The target is held weakly.
    public convenience init<Target: AnyObject, Receiver: AnyObject, Sender>(
        target: Target, action: @escaping (Receiver) -> (Sender) -> Void
    ) {
        self.init(target: target, action: Selector(action))
    }

    /// Creates a recognizer that calls a method of `target` taking no argument.
    public convenience init<Target: AnyObject, Receiver: AnyObject>(
        target: Target, action: @escaping (Receiver) -> () -> Void
    ) {
        self.init(target: target, action: Selector(action))
    }

    /// Adds a target and a method of it taking the recognizer; the target is held weakly.
    public func addTarget<Target: AnyObject, Receiver: AnyObject, Sender>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void
    ) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a target and a method of it taking no argument.
    public func addTarget<Target: AnyObject, Receiver: AnyObject>(
        _ target: Target, action: @escaping (Receiver) -> () -> Void
    ) {
        addTarget(target, action: Selector(action))
    }
}

/// A recognizer's target-action pair or handler. The target is held weakly, as UIKit's recognizers and
/// controls hold theirs: a controller that is its own view's recognizer's target is not kept alive by it.
struct GestureTarget {
    /// The target; nil for a handler, for a nil-targeted action, or once the target is gone.
    weak var target: AnyObject?
    /// The action sent to the target.
    let action: Selector?
    /// The closure run instead of an action.
    let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    /// Whether the pair had a target when added.
    let hadTarget: Bool

    init(target: AnyObject?, action: Selector?, handler: (@MainActor (UIGestureRecognizer) -> Void)?) {
        self.target = target
        self.action = action
        self.handler = handler
        self.hadTarget = target != nil
    }

    /// Whether the pair's target went away: its action is no longer sent (rather than sent up the chain).
    var isGone: Bool { hadTarget && target == nil }
}
