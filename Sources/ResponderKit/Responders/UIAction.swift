import Foundation

/// A menu element that performs its handler when triggered: the closure form of target-action (iOS 14).
///
/// ```swift
/// button.addAction(UIAction(title: "Save") { action in print("saved by", action.sender as Any) }, for: .primaryActionTriggered)
/// ```
@preconcurrency @MainActor
public final class UIAction {
    /// A name that identifies an action, so that adding another action with the same identifier replaces it.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's text.
        public let rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// A closure that runs when the action is performed.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// The action's title.
    public var title: String
    /// The action's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The object that triggered the action, set while the handler runs.
    public internal(set) var sender: Any?
    let handler: Handler

    /// Creates an action with a title, an optional identifier and the handler to run.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier ?? Identifier("action-\(UUID().uuidString)")
        self.handler = handler
    }

    /// Runs the handler with `sender` set.
    public func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
