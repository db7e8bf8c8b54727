/// A named action: ResponderKit's Swift-native stand-in for an Objective-C selector.
///
/// There is no Objective-C runtime on Linux, so `#selector(save(_:))` cannot name a method. A `Selector` is a
/// plain name instead, and a responder says what it does for that name by registering a handler:
///
/// ```swift
/// extension Selector { static let save = Selector("save:") }
///
/// final class EditorController: UIViewController {
///     override func viewDidLoad() {
///         registerAction(.save) { [unowned self] sender, _ in self.save(sender) }
///     }
/// }
/// // Later, from any control or code: climbs from the first responder to EditorController.
/// application.sendAction(.save, to: nil, from: button, for: nil)
/// ```
///
/// `Selector("name")` is the same spelling as UIKit's `Selector("name")`, so such code compiles on both.
public struct Selector: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, conventionally with a trailing colon when it takes a sender (`"save:"`).
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The name.
    public var description: String { name }
}

/// An object that can be the target of a named action: a control's target, or a responder found by a
/// nil-targeted action climbing the responder chain.
///
/// `UIResponder` conforms through `registerAction(_:_:)`; other objects conform by implementing both methods.
@MainActor
public protocol ActionTarget: AnyObject {
    /// Whether the object performs `action`.
    func responds(to action: Selector) -> Bool
    /// Performs `action`, sent by `sender` while handling `event`.
    func perform(_ action: Selector, sender: Any?, event: UIEvent?)
}

/// A handler for a named action: the sender and the event that caused it.
public typealias ActionHandler = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void
