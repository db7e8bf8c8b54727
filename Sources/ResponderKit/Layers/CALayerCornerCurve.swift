import Foundation

/// How a layer's corners curve.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
