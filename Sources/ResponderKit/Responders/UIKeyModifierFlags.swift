/// The modifier keys held with a key: shift, control, option (alternate), command, caps lock, the numeric pad.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits, as UIKit's.
    public let rawValue: Int

    /// Creates flags from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The shift key.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The control key.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The option key.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The command key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric pad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
