import Foundation

/// A function a button configuration applies to its title's or subtitle's attributes, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: it gets the attributes the configuration would use (`font`,
/// `foregroundColor`) and returns the ones to use.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
///     return outgoing
/// }
/// ```
///
/// Two transformers are equal when they are the same one (copies of one value), as two closures cannot be compared.
public struct UIConfigurationTextAttributesTransformer: Hashable {
    /// The transformation.
    private let transformer: (AttributeContainer) -> AttributeContainer
    /// What makes copies of one transformer equal.
    private let identity = ConfigurationTransformerIdentity()

    /// Creates a transformer from a function of the incoming attributes.
    public init(_ transformer: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transformer = transformer
    }

    /// The attributes to use for `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transformer(input)
    }

    /// Whether both are copies of one transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
