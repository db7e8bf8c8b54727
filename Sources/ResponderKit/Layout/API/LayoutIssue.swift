import Foundation

/// Something wrong with a set of constraints, reported as UIKit logs it and repaired as UIKit repairs it (or, where
/// UIKit raises an exception, refused without crashing). The application's trace records each one
/// (`TraceEvent.layoutIssue`).
public enum LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints that cannot all hold: `broken` was left out and layout went on without it.
    case unsatisfiable(constraints: [String], broken: String)
    /// A constraint between items with no common ancestor view; it was not activated.
    case noCommonAncestor(constraint: String)
    /// A constraint added to a view that is not a common ancestor of its items; it was not added.
    case notInHierarchy(constraint: String, view: String)
    /// A constraint whose constant or multiplier is NaN or infinite; it was left out of layout.
    case nonFiniteValue(constraint: String)
    /// A constraint UIKit refuses to make (a position equal to a constant, attributes of different axes, leading
    /// with left); it was left out of layout.
    case invalidConstraint(constraint: String, reason: String)
    /// An active constraint's priority was changed between required and optional, which UIKit does not allow; the
    /// old priority was kept.
    case priorityChangeRefused(constraint: String)

    /// UIKit's message, with the constraints as ResponderKit prints them.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraints, let broken):
            "Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want.\n("
                + constraints.map { "\n    \"\($0)\"" }.joined() + "\n)\n\nWill attempt to recover by breaking "
                + "constraint \n\"\(broken)\""
        case .noCommonAncestor(let constraint):
            "Unable to activate constraint \"\(constraint)\" because its items have no common ancestor. Does the "
                + "constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case .notInHierarchy(let constraint, let view):
            "The view hierarchy is not prepared for the constraint \"\(constraint)\": \(view) is not a common "
                + "ancestor of its items."
        case .nonFiniteValue(let constraint):
            "A constraint's constant or multiplier is not finite: \"\(constraint)\" is left out of layout."
        case .invalidConstraint(let constraint, let reason):
            "Invalid constraint \"\(constraint)\": \(reason)"
        case .priorityChangeRefused(let constraint):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported: \"\(constraint)\" keeps its priority."
        }
    }
}
