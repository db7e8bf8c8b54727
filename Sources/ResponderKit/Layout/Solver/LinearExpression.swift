extension LayoutSolver {
    /// A variable of the layout: a view's x, y, width or height, or a guide's. Made by ``LayoutSolver/addVariable()``
    /// and valid only with the solver that made it.
    struct Variable: Hashable {
        /// The variable's dense index (its symbol's index in the tableau).
        let index: Int32
    }

    /// One term of a linear expression: `coefficient × variable`.
    struct Term: Hashable {
        /// The term's variable.
        var variable: Variable
        /// Its coefficient.
        var coefficient: Double

        /// The term `coefficient × variable`.
        init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// `Σ coefficient × variable + constant`: the left side of a constraint whose right side is 0.
    ///
    /// `view.width == 2 × other.width + 8` is the expression `view.width - 2 × other.width - 8` related to 0 by
    /// ``Relation/equal``, as kiwi writes constraints.
    struct Expression: Hashable {
        /// The terms; a variable may appear more than once (its coefficients add up).
        var terms: [Term]
        /// The constant.
        var constant: Double

        /// The expression `Σ terms + constant`.
        init(_ terms: [Term], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }
    }

    /// How a constraint's expression relates to 0.
    enum Relation: Hashable {
        /// `expression == 0`.
        case equal
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// A constraint made by ``LayoutSolver/makeConstraint(_:_:strength:)``, added and removed by handle.
    struct Constraint: Hashable {
        /// The constraint's index among the solver's constraints.
        let index: Int32
    }
}
