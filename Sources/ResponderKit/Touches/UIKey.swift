import Foundation

/// A key on a hardware keyboard.
public struct UIKey: Hashable, Sendable, Codable {
    /// The characters the key produces with its modifiers.
    public var characters: String
    /// The characters the key produces without modifiers.
    public var charactersIgnoringModifiers: String
    /// The key's HID usage code.
    public var keyCode: Int

    /// Creates a key.
    public init(characters: String, charactersIgnoringModifiers: String? = nil, keyCode: Int = 0) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.keyCode = keyCode
    }
}
