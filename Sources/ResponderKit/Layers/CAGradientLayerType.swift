import Foundation

/// The kind of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// In circles about the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
