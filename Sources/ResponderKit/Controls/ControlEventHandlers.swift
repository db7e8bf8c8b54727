import Foundation

/// A control's event handlers, in the order they were added: target-action pairs and `UIAction`s, each with
/// the control events it answers.
///
/// Targets are held weakly, as UIKit does; a pair whose target has gone away is skipped and dropped. A pair
/// added with a nil target stays nil-targeted: its action climbs the responder chain when sent.
@MainActor
struct ControlEventHandlers {
    /// A target held weakly, or the absence of a target (a nil-targeted action).
    struct Target {
        weak var object: AnyObject?
        /// Whether the pair was added with a nil target.
        let isNil: Bool

        /// Whether the pair had a target that no longer exists.
        var isGone: Bool { !isNil && object == nil }

        func matches(_ other: AnyObject?) -> Bool {
            guard let other else { return isNil }
            return object === other
        }
    }

    /// What runs when an event happens.
    enum Handler {
        /// A named action sent to a target (or up the responder chain).
        case targetAction(Target, Selector)
        /// A closure-based action.
        case action(UIAction)
    }

    /// A handler and the events it answers.
    struct Entry {
        var handler: Handler
        var events: UIControl.Event
    }

    private(set) var entries: [Entry] = []

    /// Adds a target-action pair; adding an existing pair again only adds events to it.
    mutating func add(target: AnyObject?, action: Selector, for events: UIControl.Event) {
        dropGoneTargets()
        if let index = entries.firstIndex(where: { entry in
            if case .targetAction(let existing, let selector) = entry.handler {
                return selector == action && existing.matches(target)
            }
            return false
        }) {
            entries[index].events.formUnion(events)
            return
        }
        entries.append(
            Entry(handler: .targetAction(Target(object: target, isNil: target == nil), action), events: events))
    }

    /// Removes `events` from the pairs of `target` (any target when nil) and `action` (any action when nil).
    mutating func remove(target: AnyObject?, matchingAnyTarget: Bool, action: Selector?, for events: UIControl.Event) {
        for index in entries.indices {
            guard case .targetAction(let existing, let selector) = entries[index].handler else { continue }
            guard matchingAnyTarget || existing.matches(target), action == nil || selector == action else { continue }
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
        dropGoneTargets()
    }

    /// Adds an action; for each of `events`, an action with the same identifier already there is replaced.
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        remove(identifiedBy: action.identifier, for: events)
        entries.append(Entry(handler: .action(action), events: events))
    }

    /// Removes `events` from the actions with `identifier`.
    mutating func remove(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        for index in entries.indices {
            guard case .action(let existing) = entries[index].handler, existing.identifier == identifier else {
                continue
            }
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
    }

    /// The live entries.
    mutating func liveEntries() -> [Entry] {
        dropGoneTargets()
        return entries
    }

    private mutating func dropGoneTargets() {
        entries.removeAll { entry in
            if case .targetAction(let target, _) = entry.handler { return target.isGone }
            return false
        }
    }
}
