/// A Cassowary solver for linear equalities and inequalities with strengths: the engine under Auto Layout.
///
/// The algorithm is Badros, Borning and Stuckey's ("The Cassowary linear arithmetic constraint solving algorithm",
/// 2001), in the form kiwi gave it: a simplex tableau in which every constraint adds one row, with a slack symbol per
/// inequality, two error symbols per equality weaker than required (one for an inequality), a dummy symbol marking a
/// required equality, and an objective — the sum of the errors weighted by their strengths — kept at its minimum.
///
/// ```
///  makeConstraint ─► add ─► row from the expression (basic variables substituted)
///                            │  subject: an external variable, else a marker with a negative coefficient
///                            │  none: phase one with an artificial variable ──► refused: unsatisfiable
///                            ▼
///                    substitute the subject everywhere ─► primal optimise the objective
///  suggestValue ─► move the edit constraint's constant ─► dual optimise the rows it made infeasible
///  remove ─► take the errors out of the objective ─► pivot the marker out, drop its row ─► primal optimise
///  value(of:) ─► the constant of the variable's row (0 when the variable is not basic)
/// ```
///
/// The solver is a value with dense integer symbols: per-symbol tables are arrays indexed by a symbol's
/// ``Symbol/index``, rows are sorted arrays of cells in slots, and nothing in the re-solve path
/// (``suggestValue(_:for:)`` and reading values) allocates once the tableau has reached its size. It is not
/// thread-safe, being a value: each layout engine owns one.
///
/// Errors are thrown, never trapped: a NaN or infinite number, a bad strength, a duplicate or unknown constraint,
/// and a required constraint that contradicts the others (``LayoutSolverError/unsatisfiableConstraint(_:)``, which
/// names it and leaves the solver as it was).
struct LayoutSolver {
    /// A constraint as made, and where it went in the tableau while it is added.
    struct ConstraintRecord {
        /// The left side, related to 0.
        var expression: Expression
        /// How the expression relates to 0.
        var relation: Relation
        /// Its strength.
        var strength: Strength
        /// The slack, error or dummy symbol that marks the constraint's row.
        var marker = Symbol.invalid
        /// The second error symbol of an equality weaker than required, or the error of a weak inequality.
        var other = Symbol.invalid
        /// Whether the constraint is in the tableau.
        var isAdded = false
    }

    /// An edit constraint: `variable == constant` at the edit's strength, its constant moved by `suggestValue`.
    struct EditRecord {
        /// The constraint `variable == 0` the edit added.
        var constraint: Constraint
        /// The value last suggested.
        var constant: Double
    }

    /// The rows, in slots; a free slot holds an empty row.
    var rows: [Row] = []
    /// For each slot, a 64-bit summary of the symbols in its row (bit `index & 63` of each; 0 for a free slot), kept
    /// exact whenever the row changes. Scans for the rows holding a symbol test these contiguous words first and
    /// read a row's cells only on a hit, instead of a binary search in every row.
    var rowMasks: [UInt64] = []
    /// The basic symbol of each slot, ``Symbol/invalid`` for a free slot.
    var basicOfSlot: [Symbol] = []
    /// The free slots, reused before new ones are made.
    var freeSlots: [Int32] = []
    /// For each symbol index, the slot of the row it is basic in, or -1.
    var slotOfSymbol: [Int32] = [-1]
    /// For each symbol index, whether the symbol may be in a row of the tableau (as a term or as the basic symbol):
    /// set when a row holding it is put in the tableau, never cleared. A symbol that was never in the tableau is in
    /// no row, so substituting it, or looking for its rows, skips the scan of every row — the common case when a
    /// constraint introduces a view's variable.
    var mayBeInTableau: [Bool] = [false]
    /// For each symbol index, whether it is an external variable's.
    var isVariableIndex: [Bool] = [false]
    /// For each symbol index, the edit of the variable (an index into `edits`), or -1.
    var editOfSymbol: [Int32] = [-1]
    /// The objective: the errors weighted by their strengths.
    var objective = Row()
    /// The phase-one objective while a constraint is added with an artificial variable.
    var artificial = Row()
    /// Whether `artificial` is in use.
    var hasArtificial = false
    /// Rows whose constant went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Every constraint made, by index.
    var constraints: [ConstraintRecord] = []
    /// The edit constraints.
    var edits: [EditRecord] = []

    /// An empty solver.
    init() {}

    /// The number of symbols made so far (including the unused index 0).
    var symbolCount: Int { slotOfSymbol.count }

    /// Makes a symbol of the given kind.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(index: slotOfSymbol.count, kind: kind)
        slotOfSymbol.append(-1)
        mayBeInTableau.append(false)
        isVariableIndex.append(kind == .external)
        editOfSymbol.append(-1)
        return symbol
    }

    /// A new variable, 0 until constraints say otherwise.
    mutating func addVariable() -> Variable {
        Variable(index: Int32(truncatingIfNeeded: makeSymbol(.external).index))
    }

    /// Makes a constraint `expression relation 0` of the given strength, to be added with ``add(_:)``.
    ///
    /// Throws ``LayoutSolverError/nonFiniteValue(_:)`` for a NaN or infinite coefficient or constant,
    /// ``LayoutSolverError/badStrength(_:)`` for a strength that is not in `0 < s ≤ required`, and
    /// ``LayoutSolverError/unknownVariable(_:)`` for a variable this solver did not make.
    mutating func makeConstraint(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required
    ) throws(LayoutSolverError) -> Constraint {
        guard expression.constant.isFinite else { throw .nonFiniteValue(expression.constant) }
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .nonFiniteValue(term.coefficient) }
            guard isVariable(term.variable) else { throw .unknownVariable(term.variable) }
        }
        guard strength.value.isFinite, strength.value > 0, strength.value <= Strength.required.value else {
            throw .badStrength(strength.value)
        }
        constraints.append(ConstraintRecord(expression: expression, relation: relation, strength: strength))
        return Constraint(index: Int32(truncatingIfNeeded: constraints.count - 1))
    }

    /// Whether `variable` is one of this solver's.
    func isVariable(_ variable: Variable) -> Bool {
        let index = Int(variable.index)
        return index > 0 && index < isVariableIndex.count && isVariableIndex[index]
    }

    /// Whether `constraint` is in the tableau.
    func hasConstraint(_ constraint: Constraint) -> Bool {
        let index = Int(constraint.index)
        return index >= 0 && index < constraints.count && constraints[index].isAdded
    }

    /// The current value of `variable`: the constant of its row, or 0 when it is not basic.
    @inline(__always) func value(of variable: Variable) -> Double {
        let index = Int(variable.index)
        guard index < slotOfSymbol.count else { return 0 }
        let slot = slotOfSymbol[index]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    /// Writes the value of each of `variables` to `values` (same positions), as kiwi's `updateVariables`.
    func values(of variables: [Variable], into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        for variable in variables { values.append(value(of: variable)) }
    }
}
