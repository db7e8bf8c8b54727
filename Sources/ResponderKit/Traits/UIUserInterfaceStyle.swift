import Foundation

/// Whether the interface is light or dark, with UIKit's cases; dynamic colours resolve by it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, Codable {
    /// No style given: colours resolve as in the light style.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
