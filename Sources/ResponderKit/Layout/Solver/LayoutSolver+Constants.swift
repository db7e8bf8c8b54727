extension LayoutSolver {
    /// Moves the constant of an added constraint to `constant` (the new constant of its expression) and re-solves
    /// incrementally, without taking the constraint out: the path a changed `NSLayoutConstraint.constant`, a new
    /// intrinsic size or a window resized takes. Allocates nothing once the tableau has reached its size.
    ///
    /// A constraint `e + c ⋈ 0` entered the tableau with its marker `m` at coefficient `k`; moving `c` by `d` is
    /// the same as moving `m` by `−d / k`, so the marker's row (when it is basic) or every row holding it moves
    /// by that much, and the dual simplex repairs the rows that became infeasible — kiwi's `suggestValue`,
    /// generalised from edit constraints to every constraint.
    ///
    /// Throws ``LayoutSolverError/nonFiniteValue(_:)`` for NaN or an infinity and
    /// ``LayoutSolverError/unknownConstraint(_:)`` when the constraint is not added. When the new constant makes a
    /// required constraint contradict the others, the dual simplex finds no pivot and this throws
    /// ``LayoutSolverError/internalError(_:)``: the tableau is then no longer usable, and the caller rebuilds it.
    mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(LayoutSolverError) {
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        guard hasConstraint(constraint) else { throw .unknownConstraint(constraint) }
        let index = Int(constraint.index)
        let record = constraints[index]
        let delta = constant - record.expression.constant
        if delta == 0 { return }
        constraints[index].expression.constant = constant
        let marker = record.marker
        // The marker's coefficient in the row as made (before its sign was normalised).
        let coefficient: Double
        switch record.relation {
        case .lessThanOrEqual: coefficient = 1
        case .greaterThanOrEqual: coefficient = -1
        case .equal: coefficient = record.strength.isRequired ? 1 : -1
        }
        let shift = delta / coefficient
        let slot = slotOfSymbol[marker.index]
        if slot >= 0 {
            // A basic dummy is a required equality that only repeats others: it cannot move.
            guard !marker.isDummy else { throw .internalError("a redundant required constraint's constant moved") }
            if rows[Int(slot)].add(-shift) < 0 { infeasible.append(marker) }
        } else {
            let bit = Row.bit(marker)
            for slot in rowMasks.indices where mayBeInTableau[marker.index] && rowMasks[slot] & bit != 0 {
                let basic = basicOfSlot[slot]
                let factor = rows[slot].coefficient(for: marker)
                if factor != 0 && rows[slot].add(shift * factor) < 0 && !basic.isExternal {
                    infeasible.append(basic)
                }
            }
        }
        try dualOptimize()
    }
}
