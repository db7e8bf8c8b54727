/// An object that can be the target of a named action: a control's target, or a responder found by a
/// nil-targeted action climbing the responder chain.
///
/// `UIResponder` conforms through `registerAction(_:_:)`; other objects conform by implementing both methods.
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
    /// Whether the object performs `action`.
    func responds(to action: Selector) -> Bool
    /// Performs `action`, sent by `sender` while handling `event`.
    func perform(_ action: Selector, sender: Any?, event: UIEvent?)
}
