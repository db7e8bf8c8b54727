import Foundation

/// The direction a layout reads in: leading and trailing edges are left and right in a left-to-right layout, and
/// the other way round in a right-to-left one (Arabic, Hebrew).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}
