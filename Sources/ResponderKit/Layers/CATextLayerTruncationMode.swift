import Foundation

/// How a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// Not cut.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
