import Foundation

/// How much room an axis of the interface has, with UIKit's cases: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, Codable {
    /// No size class given.
    case unspecified = 0
    /// Constrained space: an iPhone's width, and its height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, and an iPhone's height in portrait.
    case regular = 2
}
