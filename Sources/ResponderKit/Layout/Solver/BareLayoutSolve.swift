import Foundation

/// For the layout benchmark (`Benchmarks/layout.sh`): the bare solve of the grid screen the benchmark also builds
/// through the UIKit API — the same variables and constraints, in the order the layout engine makes them, straight
/// into the solver — so that the cost of the UIKit layer over the solve can be measured.
///
/// The screen: a `width` × `height` window (its frame held by four required constraints) and `columns × rows`
/// views; each view's leading edge 8 points after its left neighbour's trailing edge (the window's leading edge for
/// the first column), its top 4 points below the bottom of the view above (8 below the window's top for the first
/// row), its width 0.09 of the window's, its height 40 at priority 750 and at least 20.
@_spi(Benchmarks)
public struct BareLayoutSolve {
    private var solver = LayoutSolver()
    private var firstLeading = LayoutSolver.Constraint(index: -1)
    private var variables: [LayoutSolver.Variable] = []
    private var values: [Double] = []
    let columns: Int
    let rows: Int
    let width: Double
    let height: Double

    /// A screen of `columns × rows` views in a `width` × `height` window.
    public init(columns: Int, rows: Int, width: Double, height: Double) {
        self.columns = columns
        self.rows = rows
        self.width = width
        self.height = height
    }

    /// Makes a new solver, adds every constraint and reads every value.
    public mutating func solve() {
        var solver = LayoutSolver()
        func node() -> [LayoutSolver.Variable] { (0..<4).map { _ in solver.addVariable() } }
        func add(
            _ terms: [LayoutSolver.Term], _ constant: Double, _ relation: LayoutSolver.Relation = .equal,
            _ strength: LayoutSolver.Strength = .required
        ) -> LayoutSolver.Constraint {
            let constraint = try! solver.makeConstraint(
                LayoutSolver.Expression(terms, constant: constant), relation, strength: strength)
            try! solver.add(constraint)
            return constraint
        }
        let window = node()
        for (variable, value) in zip(window, [0, 0, width, height]) { _ = add([.init(variable)], -value) }
        var views: [[LayoutSolver.Variable]] = []
        views.reserveCapacity(columns * rows)
        for index in 0..<(columns * rows) {
            let view = node()
            views.append(view)
            let column = index % columns
            // x, y, width, height: view[0...3].
            if column == 0 {
                let leading = add([.init(view[0])], -8)
                if index == 0 { firstLeading = leading }
            } else {
                let left = views[index - 1]
                _ = add([.init(view[0]), .init(left[0], -1), .init(left[2], -1)], -8)
            }
            _ = add([.init(view[2]), .init(window[2], -0.09)], 0)
            if index < columns {
                _ = add([.init(view[1])], -8)
            } else {
                let above = views[index - columns]
                _ = add([.init(view[1]), .init(above[1], -1), .init(above[3], -1)], -4)
            }
            _ = add([.init(view[3])], -40, .equal, LayoutSolver.Strength(priority: 750))
            _ = add([.init(view[3])], -20, .greaterThanOrEqual)
        }
        variables = views.flatMap { $0 }
        solver.values(of: variables, into: &values)
        self.solver = solver
    }

    /// Moves the first view's leading constant and re-solves incrementally, then reads every value.
    public mutating func changeFirstLeading(to constant: Double) {
        try! solver.changeConstant(of: firstLeading, to: -constant)
        solver.values(of: variables, into: &values)
    }

    /// The sum of every value, to check the UIKit path solved the same screen.
    public var checksum: Double { values.reduce(0, +) }
}
