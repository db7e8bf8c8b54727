import Foundation

/// A key of a hardware keyboard, by its USB HID usage (which `UIKey.keyCode` reports), as Hammer names them.
public enum KeyboardKey: Int, CaseIterable, Hashable, Sendable {
    /// Return.
    case returnOrEnter = 0x28
    /// Escape.
    case escape = 0x29
    /// Backspace.
    case deleteOrBackspace = 0x2A
    /// Tab.
    case tab = 0x2B
    /// The space bar.
    case spacebar = 0x2C
    /// Page up.
    case pageUp = 0x4B
    /// Forward delete.
    case deleteForward = 0x4C
    /// Home.
    case home = 0x4A
    /// End.
    case end = 0x4D
    /// Page down.
    case pageDown = 0x4E
    /// The right arrow.
    case arrowRight = 0x4F
    /// The left arrow.
    case arrowLeft = 0x50
    /// The down arrow.
    case arrowDown = 0x51
    /// The up arrow.
    case arrowUp = 0x52

    /// The characters the key types.
    var characters: String {
        switch self {
        case .returnOrEnter: "\r"
        case .escape: "\u{1B}"
        case .deleteOrBackspace: "\u{8}"
        case .tab: "\t"
        case .spacebar: " "
        case .deleteForward: "\u{7F}"
        case .pageUp: "UIKeyInputPageUp"
        case .pageDown: "UIKeyInputPageDown"
        case .home: "UIKeyInputHome"
        case .end: "UIKeyInputEnd"
        case .arrowRight: "UIKeyInputRightArrow"
        case .arrowLeft: "UIKeyInputLeftArrow"
        case .arrowDown: "UIKeyInputDownArrow"
        case .arrowUp: "UIKeyInputUpArrow"
        }
    }

    /// The HID usage of the key that types `character` without modifiers: letters, digits and the keys above; nil
    /// for a character no key types alone.
    static func usage(typing character: Character) -> Int? {
        let text = String(character).lowercased()
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x61...0x7A: return Int(scalar.value) - 0x61 + 0x04
        case 0x31...0x39: return Int(scalar.value) - 0x31 + 0x1E
        case 0x30: return 0x27
        default: return allCases.first { $0.characters == text }?.rawValue
        }
    }
}
