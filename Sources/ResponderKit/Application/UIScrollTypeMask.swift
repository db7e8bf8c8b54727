import Foundation

/// The kinds of scrolling a pan gesture recognizer follows (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a mask from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Mouse wheel steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask includes `type`.
    func includes(_ type: UIScrollType) -> Bool {
        rawValue & (1 << type.rawValue) != 0
    }
}
