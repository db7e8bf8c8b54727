/// Why the layout solver refused a request. The solver is left as it was before the request.
enum LayoutSolverError: Error, Hashable {
    /// The constraint is already in the solver.
    case duplicateConstraint(LayoutSolver.Constraint)
    /// The constraint is not in the solver (never added, or removed).
    case unknownConstraint(LayoutSolver.Constraint)
    /// The constraint is required and contradicts the required constraints already in the solver; it was not added.
    case unsatisfiableConstraint(LayoutSolver.Constraint)
    /// A strength that is not a number in `0 < s ≤ required`, or ``LayoutSolver/Strength/required`` for an edit
    /// variable (kiwi's `BadRequiredStrength`).
    case badStrength(Double)
    /// A coefficient, a constant or a suggested value that is NaN or infinite.
    case nonFiniteValue(Double)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(LayoutSolver.Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(LayoutSolver.Variable)
    /// A variable made by another solver, or a constraint handle this solver never made.
    case unknownVariable(LayoutSolver.Variable)
    /// The simplex found no pivot where one must exist: a bug of the solver, or values so far apart that the
    /// arithmetic lost them. The message names the step.
    case internalError(String)
}
