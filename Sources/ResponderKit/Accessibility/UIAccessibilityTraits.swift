import Foundation

/// What an accessibility element is and what state it is in: a set of traits, as UIKit's
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits).
///
/// The names are UIKit's; the raw bits are ResponderKit's own.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: UInt64

    /// Creates traits from raw bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled and does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted: `accessibilityIncrement()` and `accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns a page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element toggles between two states (a switch).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
}
