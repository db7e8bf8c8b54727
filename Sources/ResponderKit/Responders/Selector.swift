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
///
/// A selector can also name a method directly, type-checked, with no registration: `Selector(Self.save)` (or
/// the method-reference overloads of `addTarget`, `init(target:action:)` and `Timer`), see <doc:TargetAction>.
/// Sending a selector to a target that neither registered it nor is the method's type is a programmer error:
/// debug builds stop with "unrecognized selector", as UIKit does.
public struct Selector: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, conventionally with a trailing colon when it takes a sender (`"save:"`).
    public let name: String
    /// The method a selector made from a method reference calls; nil for a named selector.
    let method: SelectorMethod?

    /// Creates a selector from its name.
    public init(_ name: String) {
        self.name = name
        self.method = nil
    }

    /// Creates a selector from a string literal.
    public init(stringLiteral value: String) {
        self.name = value
        self.method = nil
    }

    init(name: String, method: SelectorMethod) {
        self.name = name
        self.method = method
    }

    /// Equal selectors have the same name and call the same method (a method reference is equal only to itself).
    /// A selector made by `Selector(named:_:)` — what the UIKitSources plugin writes for `#selector(…)` — is a
    /// name as in UIKit: it equals every selector of that name but an anonymous method reference.
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        guard lhs.name == rhs.name else { return false }
        if lhs.method.map(ObjectIdentifier.init) == rhs.method.map(ObjectIdentifier.init) { return true }
        return lhs.method?.isNamed ?? true && rhs.method?.isNamed ?? true
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    enum CodingKeys: String, CodingKey {
        case name
    }

    /// Decodes a named selector.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .name))
    }

    /// Encodes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }

    /// The name.
    public var description: String { name }
}
