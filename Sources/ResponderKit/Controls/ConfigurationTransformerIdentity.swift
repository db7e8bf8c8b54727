import Foundation

/// What makes copies of one configuration transformer equal, and two made apart unequal: closures cannot be
/// compared, so a transformer is the same one as another when both were copied from one value (UIKit's transformers
/// compare the same way).
struct ConfigurationTransformerIdentity: Hashable, Sendable {
    /// The reference whose identity is the transformer's.
    private final class Token: Sendable {}

    private let token = Token()

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.token === rhs.token
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(token))
    }
}
