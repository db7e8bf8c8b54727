import Foundation

/// The shape of a stroke's ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// Creates a cap from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// Square, at the end.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width past the end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
