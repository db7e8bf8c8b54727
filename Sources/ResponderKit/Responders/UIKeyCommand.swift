/// A key or key combination that performs an action: a responder lists the ones it handles in `keyCommands`.
///
/// ResponderKit delivers no hardware keys yet; a key command's action is sent as any other action, for example
/// nil-targeted from the first responder: `application.sendAction(command.action!, to: nil, from: command, for: nil)`.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismissCard))]
/// }
/// ```
@MainActor
open class UIKeyCommand {
    /// The character of the key, or one of the special inputs (`UIKeyCommand.inputEscape`, …).
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent when the keys are pressed.
    public let action: Selector?
    /// The command's title, for menus and the discoverability overlay.
    public var title: String
    /// The title shown in the discoverability overlay, as `discoverabilityTitle` on iOS.
    public var discoverabilityTitle: String?
    /// Whether the command is performed even while a text view or field wants the key; false by default.
    public var wantsPriorityOverSystemBehavior = false

    /// Creates a key command for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
    }

    /// Creates a key command with a title, as iOS 13's `init(title:image:action:input:modifierFlags:…)`.
    public init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// The escape key.
    public static let inputEscape = "\u{1B}"
    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
}
