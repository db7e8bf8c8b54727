/// Selectors that are names first, as Objective-C's are: what the UIKitSources build plugin writes for
/// `#selector(…)`.
///
/// `#selector(handleTap(_:))` in an iOS file becomes
/// `Selector(named: "handleTap:", { (target: CardView) in target.handleTap(_:) })`: the selector has the name UIKit
/// gives it, so it equals `Selector("handleTap:")`, `#selector(CardView.handleTap(_:))` and every other selector of
/// that name (`action == #selector(copy(_:))` in `canPerformAction(_:withSender:)` compares names, as in UIKit), and it
/// carries a call of the method, checked by the compiler, so that any target of the method's type performs it and
/// `responds(to:)` it with no registration. A target of another type performs it by name when it registered a handler
/// for the name (`registerAction(_:_:)`).
///
/// The sender and the event are passed as the method's parameter types when they are of them; a sender of another
/// type is a programmer error (debug builds stop), as a mistyped action is on iOS.
extension Selector {
    /// A named selector calling a method that takes no argument: `#selector(refresh)`.
    @MainActor
    public init<Target, Result>(named name: String, _ method: @escaping (Target) -> () -> Result) {
        self.init(
            name: name,
            method: SelectorMethod(named: Target.self) { target, _, _ in
                guard let target = target as? Target else { return false }
                _ = method(target)()
                return true
            })
    }

    /// A named selector calling a method that takes the sender: `#selector(handlePan(_:))`.
    @MainActor
    public init<Target, Sender, Result>(named name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.init(
            name: name,
            method: SelectorMethod(named: Target.self) { target, sender, _ in
                guard let target = target as? Target else { return false }
                guard let sender = Selector.argument(sender, as: Sender.self, for: name) else { return true }
                _ = method(target)(sender)
                return true
            })
    }

    /// A named selector calling a method that takes the sender and the event:
    /// `#selector(touched(_:forEvent:))` for `func touched(_ sender: UIButton, forEvent event: UIEvent)`.
    @MainActor
    public init<Target, Sender, Event, Result>(
        named name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
    ) {
        self.init(
            name: name,
            method: SelectorMethod(named: Target.self) { target, sender, event in
                guard let target = target as? Target else { return false }
                guard let sender = Selector.argument(sender, as: Sender.self, for: name),
                    let event = Selector.argument(event, as: Event.self, for: name)
                else { return true }
                _ = method(target)(sender, event)
                return true
            })
    }

    /// `value` as the parameter type `Parameter` (an optional parameter takes nil), or nil after reporting the
    /// mismatch.
    private static func argument<Parameter>(_ value: Any?, as type: Parameter.Type, for name: String) -> Parameter? {
        if let parameter = (value as Any) as? Parameter { return parameter }
        assertionFailure("ResponderKit: \(name) takes a \(Parameter.self), sent \(String(describing: value))")
        return nil
    }
}
