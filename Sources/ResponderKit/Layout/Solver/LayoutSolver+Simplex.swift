extension LayoutSolver {
    /// Puts `row` in a free slot (or a new one) as the definition of `basic`.
    mutating func insertRow(_ row: consuming Row, basic: Symbol) {
        mayBeInTableau[basic.index] = true
        for cell in row.cells { mayBeInTableau[cell.symbol.index] = true }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rowMasks[slot] = row.mask
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rowMasks.append(row.mask)
            rows.append(row)
            basicOfSlot.append(basic)
        }
        slotOfSymbol[basic.index] = Int32(truncatingIfNeeded: slot)
    }

    /// Takes the row out of `slot`, which becomes free; its basic symbol becomes non-basic.
    mutating func takeRow(at slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        slotOfSymbol[basicOfSlot[slot].index] = -1
        basicOfSlot[slot] = .invalid
        rowMasks[slot] = 0
        freeSlots.append(Int32(truncatingIfNeeded: slot))
        return row
    }

    /// Replaces `symbol` by `row` in every row and in the objectives, and notes the restricted rows that became
    /// infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let bit = Row.bit(symbol)
        for slot in rowMasks.indices where mayBeInTableau[symbol.index] && rowMasks[slot] & bit != 0 {
            guard rows[slot].substitute(symbol, with: row) else { continue }
            rowMasks[slot] = rows[slot].mask
            let basic = basicOfSlot[slot]
            if !basic.isExternal && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        if hasArtificial { artificial.substitute(symbol, with: row) }
    }

    /// Makes `entering` basic in place of `leaving`, whose row is in `slot`.
    mutating func pivot(slot: Int, leaving: Symbol, entering: Symbol) {
        var row = takeRow(at: slot)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// The primal simplex: pivots until no symbol of the objective (or of the phase-one objective) can lower it.
    mutating func optimize(artificial isArtificial: Bool) throws(LayoutSolverError) {
        while true {
            let entering = enteringSymbol(isArtificial ? artificial : objective)
            if entering.isInvalid { return }
            let slot = leavingSlot(entering)
            guard slot >= 0 else { throw .internalError("the objective is unbounded") }
            pivot(slot: slot, leaving: basicOfSlot[slot], entering: entering)
        }
    }

    /// The first symbol of the objective, not a dummy, whose coefficient is negative.
    func enteringSymbol(_ objective: Row) -> Symbol {
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy { return cell.symbol }
        return .invalid
    }

    /// The slot of the restricted row that limits `entering` most (the smallest ratio; on a tie the smallest basic
    /// symbol, as kiwi's sorted map finds it), or -1.
    func leavingSlot(_ entering: Symbol) -> Int {
        var ratio = Double.greatestFiniteMagnitude
        var found = -1
        let bit = Row.bit(entering)
        for slot in rowMasks.indices where mayBeInTableau[entering.index] && rowMasks[slot] & bit != 0 {
            let basic = basicOfSlot[slot]
            if basic.isExternal { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient < 0 {
                let candidate = -rows[slot].constant / coefficient
                if candidate < ratio || (found >= 0 && candidate == ratio && basic < basicOfSlot[found]) {
                    ratio = candidate
                    found = slot
                }
            }
        }
        return found
    }

    /// The dual simplex: pivots the infeasible rows until every restricted row's constant is non-negative again.
    mutating func dualOptimize() throws(LayoutSolverError) {
        while let leaving = infeasible.popLast() {
            let slot = slotOfSymbol[leaving.index]
            guard slot >= 0 else { continue }
            let constant = rows[Int(slot)].constant
            guard constant < 0 && !Row.nearZero(constant) else { continue }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            guard !entering.isInvalid else { throw .internalError("the dual optimisation found no entering symbol") }
            pivot(slot: Int(slot), leaving: leaving, entering: entering)
        }
    }

    /// The symbol of `row` with a positive coefficient and the smallest ratio of its objective coefficient to it.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
            if candidate < ratio {
                ratio = candidate
                entering = cell.symbol
            }
        }
        return entering
    }
}
