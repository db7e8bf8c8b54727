import Foundation

/// A function a configuration applies to a colour it resolved, as UIKit's `UIConfigurationColorTransformer`: a
/// button's `imageColorTransformer`, a background's `backgroundColorTransformer` and `strokeColorTransformer`.
///
/// ```swift
/// configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .white }
/// ```
///
/// Two transformers are equal when they are the same one (copies of one value), as two closures cannot be compared.
public struct UIConfigurationColorTransformer: Hashable {
    /// The transformation.
    private let transformer: (UIColor) -> UIColor
    /// What makes copies of one transformer equal.
    private let identity = ConfigurationTransformerIdentity()

    /// Creates a transformer from a function of the resolved colour.
    public init(_ transformer: @escaping (UIColor) -> UIColor) {
        self.transformer = transformer
    }

    /// The colour to use for `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transformer(input)
    }

    /// A grey of the colour's luma (`getWhite(_:alpha:)`), keeping its alpha.
    @MainActor public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha)
    }

    /// The system's preferred tint, whatever the colour (`UIColor.tintColor`).
    @MainActor public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// Whether both are copies of one transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
