import Foundation

/// What `responder check` finds wrong with a scene's constraints once it is laid out, each at the line of the
/// file it comes from: required constraints that cannot all hold (UIKit's "Unable to simultaneously satisfy
/// constraints", at the constraint it breaks, with a note at each other constraint of the conflict the file
/// declares), and views whose constraints leave their frame ambiguous (`hasAmbiguousLayout`).
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the broken constraint, or the ambiguous view.
    public var location: SourceLocation
    /// What is wrong.
    public var message: String
    /// The other places involved, each with what it is.
    public var notes: [Note]

    /// A place involved in a warning.
    public struct Note: Hashable, Sendable {
        /// Where it is.
        public var location: SourceLocation
        /// What it is.
        public var message: String
    }

    /// `file:line:column: warning: …`, then a `note:` line for each place involved, as a compiler writes them.
    public var description: String {
        (["\(location): warning: \(message)"] + notes.map { "\($0.location): note: \($0.message)" })
            .joined(separator: "\n")
    }
}
