import Foundation
import ResponderKit

extension EventGenerator {
    /// The time between two typed keys: 0.02 s.
    public static let keyTypeInterval: TimeInterval = 0.02

    /// Presses the key that types `character`, now: `pressesBegan` on the first responder (or the key window).
    public func keyDown(_ character: Character) throws {
        try gesture { try sendKey(try key(for: character), phase: .began) }
    }

    /// Presses a key, now.
    public func keyDown(_ key: KeyboardKey) throws {
        try gesture { try sendKey(UIKey(characters: key.characters, keyCode: key.rawValue), phase: .began) }
    }

    /// Releases the key that types `character`, now.
    public func keyUp(_ character: Character) throws {
        try gesture { try sendKey(try key(for: character), phase: .ended) }
    }

    /// Releases a key, now.
    public func keyUp(_ key: KeyboardKey) throws {
        try gesture { try sendKey(UIKey(characters: key.characters, keyCode: key.rawValue), phase: .ended) }
    }

    /// Presses and releases the key that types `character`, ``fingerLiftDelay`` apart.
    public func keyPress(_ character: Character) throws {
        try gesture {
            try keyDown(character)
            clock.advance(by: Self.fingerLiftDelay)
            try keyUp(character)
        }
    }

    /// Presses and releases a key.
    public func keyPress(_ key: KeyboardKey) throws {
        try gesture {
            try keyDown(key)
            clock.advance(by: Self.fingerLiftDelay)
            try keyUp(key)
        }
    }

    /// Presses and releases the key that types `character` `numberOfTimes`, `interval` seconds apart.
    public func keyPress(
        _ character: Character, numberOfTimes: Int, interval: TimeInterval = EventGenerator.keyTypeInterval
    ) throws {
        try validate(duration: interval)
        try gesture {
            for press in 0..<Swift.max(1, numberOfTimes) {
                if press > 0 { clock.advance(by: interval) }
                try keyPress(character)
            }
        }
    }

    /// Types one character as a key press.
    public func keyType(_ character: Character) throws {
        try keyPress(character)
    }

    /// Types `text` as key presses to the first responder, one per character, `interval` seconds apart.
    public func keyType(_ text: String, interval: TimeInterval = EventGenerator.keyTypeInterval) throws {
        try validate(duration: interval)
        try gesture {
            for (position, character) in text.enumerated() {
                if position > 0 { clock.advance(by: interval) }
                try keyPress(character)
            }
        }
    }

    /// Presses a physical button (a remote's select or menu, an arrow), holds it `duration` seconds and releases it.
    public func press(_ type: UIPress.PressType, duration: TimeInterval = EventGenerator.fingerLiftDelay) throws {
        try validate(duration: duration)
        try gesture {
            application.inject(.press(PressSample(timestamp: now, type: type, phase: .began, force: 1)))
            application.inject(.press(PressSample(timestamp: now + duration, type: type, phase: .ended)))
        }
    }

    private func key(for character: Character) throws -> UIKey {
        guard let usage = KeyboardKey.usage(typing: character) else {
            throw EventGeneratorError.unknownKeyForCharacter(character)
        }
        return UIKey(
            characters: String(character), charactersIgnoringModifiers: String(character).lowercased(), keyCode: usage)
    }

    private func sendKey(_ key: UIKey, phase: UIPress.Phase) throws {
        application.inject(
            .press(
                PressSample(timestamp: now, type: .keyboardKey, phase: phase, key: key, force: phase == .began ? 1 : 0))
        )
    }
}
