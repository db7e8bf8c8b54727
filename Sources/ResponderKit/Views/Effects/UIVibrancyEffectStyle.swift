import Foundation

/// The style of a vibrancy effect: which kind of content (labels, fills, separators) it is made for.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// Primary labels.
    case label = 0
    /// Secondary labels.
    case secondaryLabel = 1
    /// Tertiary labels.
    case tertiaryLabel = 2
    /// Quaternary labels.
    case quaternaryLabel = 3
    /// Large fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}
