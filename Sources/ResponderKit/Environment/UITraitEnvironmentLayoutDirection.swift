import Foundation

/// The direction of the interface's layout, with UIKit's cases: which way leading and trailing point.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, Codable {
    /// No direction given.
    case unspecified = -1
    /// Left to right, as in English: leading is left.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew: leading is right.
    case rightToLeft = 1
}
