import Foundation

/// An action besides activation that assistive technologies offer for an element (VoiceOver's actions rotor), as
/// UIKit's (https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction).
///
/// ```swift
/// card.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Delete") { _ in model.delete(card); return true },
///     UIAccessibilityCustomAction(name: "Archive", target: controller, selector: #selector(Controller.archive)),
/// ]
/// ```
@preconcurrency @MainActor
public final class UIAccessibilityCustomAction {
    /// The action's name, which assistive technologies speak.
    public var name: String
    /// The handler, for an action made with one.
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object that performs ``selector``, for an action made with a target.
    public weak var target: AnyObject?
    /// The method performed on ``target``; it receives the action as its sender.
    public var selector: Selector?

    /// Creates an action that calls `actionHandler`, which returns whether it succeeded.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Creates an action that performs `selector` on `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    /// Performs the action as assistive technologies do: the handler's answer, or whether the target performed
    /// the selector (UIKit asks the method for a `Bool`; ResponderKit's selectors return nothing, so performing it
    /// is success).
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return ActionDelivery.perform(selector, on: target, sender: self, event: nil)
    }
}
