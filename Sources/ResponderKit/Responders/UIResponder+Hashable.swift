import Foundation

/// Responders are equal only to themselves, as UIKit's objects are: so they can be put in sets and compared
/// with a control's `allTargets`.
extension UIResponder: Hashable {
    /// Whether two references are the same responder.
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
