import Foundation

extension NotificationCenter {
    /// Adds `observer` to receive `aSelector` when a notification named `aName` (any, when nil) is posted by
    /// `anObject` (anyone, when nil), as Foundation's Objective-C API does on Apple platforms: the action is sent
    /// with the `Notification` as its sender, on the main actor. The observer is held weakly, and its
    /// registrations end with `removeObserver(_:)` or when it is freed.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(
    ///     self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    /// ```
    @MainActor
    public func addObserver(
        _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let token = SelectorObservation(center: self, observer: observer)
        token.registration = addObserver(forName: aName, object: anObject, queue: nil) { [weak token] notification in
            handOffToMainActor(notification) { notification in
                guard let observer = token?.observer else { return }
                _ = ActionDelivery.perform(aSelector, on: observer, sender: notification, event: nil)
            }
        }
        SelectorObservation.all.append(token)
    }
}

/// One selector-based observation: the block registration standing for it and whom it is for.
@MainActor
final class SelectorObservation {
    /// Every selector-based observation, until its observer is removed.
    static var all: [SelectorObservation] = []
    let center: NotificationCenter
    weak var observer: AnyObject?
    var registration: (any NSObjectProtocol)?

    init(center: NotificationCenter, observer: AnyObject) {
        self.center = center
        self.observer = observer
    }

    /// Ends the observations of `observer` (and of observers already freed) in `center`.
    static func remove(_ observer: AnyObject, from center: NotificationCenter) {
        let ending = all.filter { $0.center === center && ($0.observer == nil || $0.observer === observer) }
        all.removeAll { token in ending.contains { $0 === token } }
        // `as Any` picks Foundation's `removeObserver(_: Any)`, not the selector overload above.
        for token in ending { if let registration = token.registration { center.removeObserver(registration as Any) } }
    }
}

extension NotificationCenter {
    /// Ends every selector-based observation of `observer` made with `addObserver(_:selector:name:object:)`, and
    /// any block-based registration `observer` is.
    @MainActor
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservation.remove(observer, from: self)
        if let registration = observer as? any NSObjectProtocol {
            removeObserver(registration as Any)
        }
    }
}
