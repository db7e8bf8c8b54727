import Foundation

/// An object that can register for changes of some of its traits (UIKit's iOS 17 API).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable where Self: UIResponder {
    /// Runs `handler` with the object and its previous traits each time one of `traits` changes (any trait, when
    /// `traits` is empty), after `traitCollectionDidChange(_:)`.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitStateForWriting.add(traits) { object, previous in
            if let typed = object as? Self { handler(typed, previous) }
        }
    }

    /// Sends `action` to `target` (held weakly), with the object as the sender, each time one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], target: AnyObject, action: Selector
    ) -> any UITraitChangeRegistration {
        traitStateForWriting.add(traits) { [weak target] object, _ in
            guard let target else { return }
            _ = ActionDelivery.perform(action, on: target, sender: object, event: nil)
        }
    }

    /// Sends `action` to the object itself each time one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitStateForWriting.add(traits) { object, _ in
            _ = ActionDelivery.perform(action, on: object, sender: object, event: nil)
        }
    }

    /// Removes a registration; one made by another object, or already removed, is ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? TraitState.Token else { return }
        traitState?.registrations.removeAll { $0.token == token }
    }
}
