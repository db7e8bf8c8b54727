import Foundation

extension UIControl {
    /// How `allTargets` shows the nil target of nil-targeted pairs.
    ///
    /// UIKit shows it as `NSNull()`; on Linux, Foundation's `NSNull` cannot be found in a `Set` (its hash does
    /// not agree with its equality), so ResponderKit uses this marker instead.
    public static let nilTarget = AnyHashable(NilTargetMarker())

    /// Every target of the control's target-action pairs; a nil target appears as `UIControl.nilTarget`.
    public var allTargets: Set<AnyHashable> {
        var result: Set<AnyHashable> = []
        for entry in eventHandlers.liveEntries() {
            guard case .targetAction(let target, _) = entry.handler else { continue }
            if target.isNil {
                result.insert(UIControl.nilTarget)
            } else if let object = target.object {
                result.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
            }
        }
        return result
    }

    /// The events the control has handlers for, target-action pairs and `UIAction`s together.
    public var allControlEvents: Event {
        eventHandlers.liveEntries().reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions paired with `target` (nil: the nil-targeted ones) for `controlEvent`, in the
    /// order they were added; nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = eventHandlers.liveEntries().compactMap { entry -> String? in
            guard case .targetAction(let existing, let action) = entry.handler, existing.matches(object),
                !entry.events.isDisjoint(with: controlEvent)
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Adds a closure-based action for `controlEvents`; for each of those events it replaces an action with
    /// the same identifier. The action's `sender` is the control while it runs.
    ///
    /// ```swift
    /// button.addAction(UIAction { action in print("tapped", action.sender as Any) }, for: .touchUpInside)
    /// ```
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.add(action, for: controlEvents)
    }

    /// Removes `action` (matched by identifier) from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.remove(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        eventHandlers.remove(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Calls `iterator` for each handler and each single event it answers, in the order the handlers were
    /// added: with the `UIAction`, or with the target-action pair. Set `stop.pointee` to true to stop.
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: Event,
            _ stop: UnsafeMutablePointer<ObjCBool>
        ) -> Void
    ) {
        var stop = ObjCBool(false)
        for entry in eventHandlers.liveEntries() {
            for single in entry.events.singleEvents {
                switch entry.handler {
                case .action(let action):
                    iterator(action, nil, single, &stop)
                case .targetAction(let target, let selector):
                    iterator(nil, (target.object, selector), single, &stop)
                }
                if stop.boolValue { return }
            }
        }
    }
}

/// The value `UIControl.nilTarget` wraps.
struct NilTargetMarker: Hashable, Sendable {}
