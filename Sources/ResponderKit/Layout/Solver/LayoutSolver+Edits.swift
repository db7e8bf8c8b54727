extension LayoutSolver {
    /// Makes `variable` editable: adds the constraint `variable == value` at `strength` (weaker than required), its
    /// value moved by ``suggestValue(_:for:)`` — the incremental path a changing constant takes.
    ///
    /// Throws ``LayoutSolverError/duplicateEditVariable(_:)`` when it is already editable and
    /// ``LayoutSolverError/badStrength(_:)`` for a required strength (kiwi's `BadRequiredStrength`) or one out of
    /// range.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(LayoutSolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard editOfSymbol[Int(variable.index)] < 0 else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badStrength(strength.value) }
        let constraint = try makeConstraint(Expression([Term(variable)]), .equal, strength: strength)
        try add(constraint)
        editOfSymbol[Int(variable.index)] = Int32(truncatingIfNeeded: edits.count)
        edits.append(EditRecord(constraint: constraint, constant: 0))
    }

    /// Makes `variable` no longer editable, removing its edit constraint.
    mutating func removeEditVariable(_ variable: Variable) throws(LayoutSolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        let edit = Int(editOfSymbol[Int(variable.index)])
        guard edit >= 0 else { throw .unknownEditVariable(variable) }
        try remove(edits[edit].constraint)
        editOfSymbol[Int(variable.index)] = -1
        // Keep the other edits' indices: the record stays, unreachable.
    }

    /// Whether `variable` is editable.
    func hasEditVariable(_ variable: Variable) -> Bool {
        isVariable(variable) && editOfSymbol[Int(variable.index)] >= 0
    }

    /// Suggests `value` for an editable variable and re-solves incrementally (the dual simplex on the rows the
    /// change made infeasible). Allocates nothing once the tableau has reached its size.
    ///
    /// Throws ``LayoutSolverError/unknownEditVariable(_:)`` when the variable is not editable and
    /// ``LayoutSolverError/nonFiniteValue(_:)`` for NaN or an infinity.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(LayoutSolverError) {
        guard value.isFinite else { throw .nonFiniteValue(value) }
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        let edit = Int(editOfSymbol[Int(variable.index)])
        guard edit >= 0 else { throw .unknownEditVariable(variable) }
        let delta = value - edits[edit].constant
        edits[edit].constant = value
        let record = constraints[Int(edits[edit].constraint.index)]
        let marker = record.marker
        let other = record.other
        // The positive error is basic: only its row moves.
        var slot = slotOfSymbol[marker.index]
        if slot >= 0 {
            if rows[Int(slot)].add(-delta) < 0 { infeasible.append(marker) }
            try dualOptimize()
            return
        }
        // The negative error is basic: likewise.
        slot = slotOfSymbol[other.index]
        if slot >= 0 {
            if rows[Int(slot)].add(delta) < 0 { infeasible.append(other) }
            try dualOptimize()
            return
        }
        // Otherwise every row where the positive error appears moves with it.
        let bit = Row.bit(marker)
        for slot in rowMasks.indices where mayBeInTableau[marker.index] && rowMasks[slot] & bit != 0 {
            let basic = basicOfSlot[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient != 0 && rows[slot].add(delta * coefficient) < 0 && !basic.isExternal {
                infeasible.append(basic)
            }
        }
        try dualOptimize()
    }
}
