extension LayoutSolver {
    /// Whether `variable` could take another value without any constraint holding less well: it is not basic (it
    /// is a free parameter of the solution), or its row holds a free variable or a slack or error symbol that costs
    /// nothing in the objective (another optimum exists).
    func isAmbiguous(_ variable: Variable) -> Bool {
        let index = Int(variable.index)
        guard index > 0 && index < slotOfSymbol.count else { return false }
        let slot = slotOfSymbol[index]
        guard slot >= 0 else { return true }
        for cell in rows[Int(slot)].cells {
            if cell.symbol.isExternal { return true }
            if cell.symbol.isPivotable && Row.nearZero(objective.coefficient(for: cell.symbol)) { return true }
        }
        return false
    }
}
