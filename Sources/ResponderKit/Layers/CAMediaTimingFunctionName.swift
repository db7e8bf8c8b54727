import Foundation

/// The names of Core Animation's predefined timing curves (`CAMediaTimingFunction(name:)`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it.
    public let rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Progress proportional to time: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0, 0.58, 1), what `UIView.animate` uses by default.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
