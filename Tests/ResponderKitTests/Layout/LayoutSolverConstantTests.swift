import AllocationCounter
import Testing

@testable import ResponderKit

/// `LayoutSolver.changeConstant(of:to:)`, the incremental path of a changed `NSLayoutConstraint.constant`: it must
/// solve to what a fresh solver with the new constant solves to, for every kind of constraint, without allocating.
@Suite("LayoutSolverConstantTests")
struct LayoutSolverConstantTests {
    typealias Solver = LayoutSolver

    /// A row of `count` views: the first at `constants[0]`, each 8 after the previous one (the first gap
    /// `constants[1]`, the third `constants[2]`), widths preferring `constants[3]` (the third) or 50 at distinct priorities, at least 20,
    /// the last ending by `constants[4]`. Returns the solver, the variables and the five constraints the constants
    /// belong to.
    static func row(_ constants: [Double], count: Int = 6) throws
        -> (Solver, [Solver.Variable], [Solver.Constraint])
    {
        var solver = Solver()
        let x = (0..<count).map { _ in solver.addVariable() }
        let width = (0..<count).map { _ in solver.addVariable() }
        var tracked: [Solver.Constraint] = []
        func add(
            _ terms: [Solver.Term], _ constant: Double, _ relation: Solver.Relation = .equal,
            priority: Double = 1000
        ) throws -> Solver.Constraint {
            let constraint = try solver.makeConstraint(
                Solver.Expression(terms, constant: constant), relation, strength: Solver.Strength(priority: priority))
            try solver.add(constraint)
            return constraint
        }
        tracked.append(try add([.init(x[0])], -constants[0]))
        var gaps: [Solver.Constraint] = []
        for index in 1..<count {
            let gap = index == 1 ? constants[1] : index == 3 ? constants[2] : 8
            gaps.append(try add([.init(x[index]), .init(x[index - 1], -1), .init(width[index - 1], -1)], -gap))
        }
        tracked.append(gaps[0])
        tracked.append(gaps[2])
        var preference = Solver.Constraint(index: -1)
        for index in 0..<count {
            let made = try add(
                [.init(width[index])], -(index == 2 ? constants[3] : 50), priority: Double(300 + 10 * index))
            if index == 2 { preference = made }
            _ = try add([.init(width[index])], -20, .greaterThanOrEqual)
        }
        tracked.append(preference)
        tracked.append(try add([.init(x[count - 1]), .init(width[count - 1])], -constants[4], .lessThanOrEqual))
        return (solver, x + width, tracked)
    }

    static let start: [Double] = [10, 8, 8, 50, 320]

    @Test(
        "a changed constant solves as a fresh solver does: required and weak, equalities and inequalities",
        arguments: [
            (0, 0.0), (0, 40), (1, 2), (1, 30), (2, 0), (2, 100), (3, 90), (3, 5), (4, 250), (4, 400), (4, 200),
        ])
    func matchesFreshSolve(which: Int, constant: Double) throws {
        var (solver, variables, tracked) = try Self.row(Self.start)
        // The expression is `… - constant`, so its constant is the negated value.
        try solver.changeConstant(of: tracked[which], to: -constant)
        var changed = Self.start
        changed[which] = constant
        let (fresh, freshVariables, _) = try Self.row(changed)
        let values = variables.map { solver.value(of: $0) }
        let expected = freshVariables.map { fresh.value(of: $0) }
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(values) vs \(expected)")
        // And back again.
        try solver.changeConstant(of: tracked[which], to: -Self.start[which])
        let (original, originalVariables, _) = try Self.row(Self.start)
        #expect(
            zip(variables.map { solver.value(of: $0) }, originalVariables.map { original.value(of: $0) }).allSatisfy {
                abs($0 - $1) < 1e-9
            })
    }

    @Test("a constant that makes required constraints contradict is refused, not solved wrongly")
    func contradiction() throws {
        var (solver, _, tracked) = try Self.row(Self.start)
        // Six views of at least 20 with 8-point gaps need 170 points past x = 10.
        #expect(throws: LayoutSolverError.self) { try solver.changeConstant(of: tracked[4], to: -100) }
    }

    @Test(
        "changing a constant back and forth allocates nothing",
        .enabled(if: allocation_counter_is_available() != 0))
    func allocationFree() throws {
        var (solver, variables, tracked) = try Self.row([10, 8, 8, 50, 2000], count: 40)
        var values: [Double] = []
        values.reserveCapacity(variables.count)
        for constant in [10.0, 40, 10, 40] { try solver.changeConstant(of: tracked[0], to: -constant) }
        allocation_counter_start()
        for step in 0..<100 {
            try solver.changeConstant(of: tracked[0], to: step % 2 == 0 ? -10 : -40)
            solver.values(of: variables, into: &values)
        }
        let count = allocation_counter_stop()
        #expect(values[0] == 40)
        #if DEBUG
            withKnownIssue("an unoptimized build allocates \(count / 100) times a re-solve", isIntermittent: true) {
                #expect(count == 0)
            }
        #else
            #expect(count == 0)
        #endif
    }
}
