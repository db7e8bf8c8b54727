import Foundation

/// The kind of device an interface runs on, with UIKit's cases and raw values.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, Codable {
    /// No idiom given.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac running a Mac Catalyst app in the Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
