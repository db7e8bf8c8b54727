/// One row of the simplex tableau, or an objective: `constant + Σ coefficient × symbol`, kept sorted by symbol.
///
/// A row is a sorted vector of cells, as kiwi's `AssocVector`: rows are short (a few symbols in a UI system), so a
/// binary search and a move of the tail beat a hash table, and walking two sorted rows merges them in one pass.
/// Coefficients that come within ``nearZero`` of zero are dropped.
struct Row {
    /// One term of a row.
    struct Cell {
        /// The term's symbol.
        var symbol: Symbol
        /// Its coefficient, never within ``Row/epsilon`` of zero.
        var coefficient: Double
    }

    /// The terms, sorted by symbol.
    var cells: [Cell]
    /// The row's constant.
    var constant: Double

    /// How close to zero a value is taken as zero (kiwi's `nearZero`).
    static let epsilon = 1.0e-8

    /// Whether `value` is within ``epsilon`` of zero.
    @inline(__always) static func nearZero(_ value: Double) -> Bool {
        value < 0 ? -value < epsilon : value < epsilon
    }

    /// An empty row with the given constant.
    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// Where `symbol` is or would be inserted.
    @inline(__always) func position(of symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            if cells[middle].symbol.raw < symbol.raw { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// The coefficient of `symbol`, 0 when it is absent.
    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        let at = position(of: symbol)
        return at < cells.count && cells[at].symbol == symbol ? cells[at].coefficient : 0
    }

    /// The bit of `symbol` in a row's summary (see ``LayoutSolver/rowMasks``).
    @inline(__always) static func bit(_ symbol: Symbol) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: symbol.raw &>> 3 & 63)
    }

    /// The summary of the row's symbols: the or of their bits.
    var mask: UInt64 {
        var mask: UInt64 = 0
        for cell in cells { mask |= Row.bit(cell.symbol) }
        return mask
    }

    /// Adds `value` to the constant and returns the new constant.
    @inline(__always) mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the term if it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let at = position(of: symbol)
        if at < cells.count && cells[at].symbol == symbol {
            let sum = cells[at].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
    }

    /// Adds `coefficient × other` (its constant and each of its terms), merging the two sorted rows in one pass.
    mutating func insert(_ other: Row, _ coefficient: Double) {
        constant += other.constant * coefficient
        var at = 0
        for cell in other.cells {
            let symbol = cell.symbol
            let product = cell.coefficient * coefficient
            var count = cells.count
            while at < count && cells[at].symbol.raw < symbol.raw { at &+= 1 }
            if at < count && cells[at].symbol == symbol {
                let sum = cells[at].coefficient + product
                if Row.nearZero(sum) {
                    cells.remove(at: at)
                    count &-= 1
                } else {
                    cells[at].coefficient = sum
                    at &+= 1
                }
            } else if !Row.nearZero(product) {
                cells.insert(Cell(symbol: symbol, coefficient: product), at: at)
                at &+= 1
            }
        }
    }

    /// Removes the term of `symbol`, if any.
    mutating func remove(_ symbol: Symbol) {
        let at = position(of: symbol)
        if at < cells.count && cells[at].symbol == symbol { cells.remove(at: at) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves the row (taken as `0 = row`) for `symbol`, which must be in it: the row becomes `symbol`'s definition
    /// (`symbol = row`) and loses the term of `symbol`.
    mutating func solve(for symbol: Symbol) {
        let at = position(of: symbol)
        let factor = -1.0 / cells[at].coefficient
        cells.remove(at: at)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs`'s definition, with `lhs` among its terms.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }

    /// Replaces `symbol` by its definition `row`, if `symbol` is in this row. Returns whether it was.
    @inline(__always) @discardableResult mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let at = position(of: symbol)
        guard at < cells.count && cells[at].symbol == symbol else { return false }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        insert(row, coefficient)
        return true
    }
}
