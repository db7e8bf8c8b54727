import Foundation

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its proportions.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its proportions.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
}
