extension LayoutSolver {
    /// Adds a constraint made by ``makeConstraint(_:_:strength:)`` and re-optimises.
    ///
    /// Throws ``LayoutSolverError/duplicateConstraint(_:)`` when it is already added,
    /// ``LayoutSolverError/unknownConstraint(_:)`` for a handle this solver did not make, and
    /// ``LayoutSolverError/unsatisfiableConstraint(_:)`` when it is required and contradicts the required
    /// constraints already added: the constraint is then left out and the solution stays as it was.
    mutating func add(_ constraint: Constraint) throws(LayoutSolverError) {
        let index = Int(constraint.index)
        guard index >= 0 && index < constraints.count else { throw .unknownConstraint(constraint) }
        guard !constraints[index].isAdded else { throw .duplicateConstraint(constraint) }
        var marker = Symbol.invalid
        var other = Symbol.invalid
        var row = makeRow(constraints[index], marker: &marker, other: &other)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject.isInvalid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard Row.nearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
            subject = marker
        }
        if subject.isInvalid {
            guard try addWithArtificialVariable(row) else {
                // Phase one left the old constraints in another basis: back to their optimum.
                try optimize(artificial: false)
                throw .unsatisfiableConstraint(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        constraints[index].marker = marker
        constraints[index].other = other
        constraints[index].isAdded = true
        try optimize(artificial: false)
    }

    /// Removes an added constraint and re-optimises. Throws ``LayoutSolverError/unknownConstraint(_:)`` when it is
    /// not added.
    mutating func remove(_ constraint: Constraint) throws(LayoutSolverError) {
        guard hasConstraint(constraint) else { throw .unknownConstraint(constraint) }
        let record = constraints[Int(constraint.index)]
        constraints[Int(constraint.index)].isAdded = false
        // Take the constraint's errors out of the objective.
        for error in [record.marker, record.other] where error.kind == .error {
            let slot = slotOfSymbol[error.index]
            if slot >= 0 {
                objective.insert(rows[Int(slot)], -record.strength.value)
            } else {
                objective.insert(error, -record.strength.value)
            }
        }
        // Drop the marker's row, pivoting the marker into the basis first when it is not basic.
        let marker = record.marker
        let slot = slotOfSymbol[marker.index]
        if slot >= 0 {
            _ = takeRow(at: Int(slot))
        } else {
            let leavingSlot = markerLeavingSlot(marker)
            guard leavingSlot >= 0 else { throw .internalError("no row to pivot a removed constraint's marker") }
            let leaving = basicOfSlot[leavingSlot]
            var row = takeRow(at: leavingSlot)
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        try optimize(artificial: false)
    }

    /// The row of a constraint, with the variables that are basic replaced by their rows, and its slack, error or
    /// dummy symbols made (their ids returned in `marker` and `other`); its constant is made non-negative.
    mutating func makeRow(_ record: ConstraintRecord, marker: inout Symbol, other: inout Symbol) -> Row {
        var row = Row(constant: record.expression.constant)
        for term in record.expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = Symbol(index: Int(term.variable.index), kind: .external)
            let slot = slotOfSymbol[symbol.index]
            if slot >= 0 {
                row.insert(rows[Int(slot)], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = record.strength.value
        let isRequired = record.strength.isRequired
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = record.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            marker = slack
            row.insert(slack, coefficient)
            if !isRequired {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength)
            }
        case .equal:
            if isRequired {
                let dummy = makeSymbol(.dummy)
                marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol a new row is solved for: its first external variable, else a slack or error marker with a
    /// negative coefficient, else none.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Adds a row that has no subject in two phases: an artificial variable is made basic for it and minimised;
    /// the row is satisfiable when the artificial variable reaches 0.
    ///
    /// When it does not, the artificial variable is still basic (a non-basic one is 0) and appears in no other row,
    /// and the other rows span the constraints added before: dropping its row leaves the tableau as it was, in
    /// another basis, feasible. (Kiwi instead pivots the row back in, which keeps the refused constraint's
    /// equation in the tableau with no way to remove it.) Returns whether the row was added.
    mutating func addWithArtificialVariable(_ row: Row) throws(LayoutSolverError) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        hasArtificial = true
        try optimize(artificial: true)
        let isSatisfied = Row.nearZero(artificial.constant)
        artificial = Row()
        hasArtificial = false
        let slot = slotOfSymbol[art.index]
        if slot >= 0 {
            var artRow = takeRow(at: Int(slot))
            guard isSatisfied else { return false }
            if artRow.cells.isEmpty { return true }
            // Only dummies (and kiwi's "will this ever happen?"): refused as kiwi refuses it.
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            insertRow(artRow, basic: entering)
        }
        let bit = Row.bit(art)
        for slot in rowMasks.indices where rowMasks[slot] & bit != 0 {
            rows[slot].remove(art)
            rowMasks[slot] = rows[slot].mask
        }
        objective.remove(art)
        return isSatisfied
    }

    /// The slot of the row to pivot a non-basic marker into: the restricted row that limits it most where the
    /// marker's coefficient is negative, else where it is positive, else an unrestricted (external) row.
    func markerLeavingSlot(_ marker: Symbol) -> Int {
        var ratio1 = Double.greatestFiniteMagnitude
        var ratio2 = Double.greatestFiniteMagnitude
        var first = -1
        var second = -1
        var third = -1
        let bit = Row.bit(marker)
        for slot in rowMasks.indices where mayBeInTableau[marker.index] && rowMasks[slot] & bit != 0 {
            let basic = basicOfSlot[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isExternal {
                if third < 0 || basic > basicOfSlot[third] { third = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < ratio1 || (first >= 0 && ratio == ratio1 && basic < basicOfSlot[first]) {
                    ratio1 = ratio
                    first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < ratio2 || (second >= 0 && ratio == ratio2 && basic < basicOfSlot[second]) {
                    ratio2 = ratio
                    second = slot
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }
}
