@testable import ResponderKit

/// Replays the systems `Tests/Oracle/kiwi_oracle.py` writes against ``LayoutSolver`` and compares every outcome
/// and every value with kiwi's (the file's format is in the script's doc string).
struct SolverReplay {
    /// What a replay found.
    struct Outcome {
        /// The systems replayed.
        var systems = 0
        /// The values lines compared (one per solve: the first and after each incremental edit).
        var valueChecks = 0
        /// The constraints both solvers refused as unsatisfiable.
        var refusals = 0
        /// The largest difference from kiwi's value.
        var largestDifference = 0.0
        /// The first disagreements, each with its line.
        var failures: [String] = []
    }

    /// The tolerance on a value.
    static let tolerance = 1e-6

    /// Replays `text` and reports what agreed and what did not.
    static func replay(_ text: String) -> Outcome {
        var outcome = Outcome()
        var solver = LayoutSolver()
        var variables: [LayoutSolver.Variable] = []
        var handles: [Int: LayoutSolver.Constraint] = [:]
        var lineNumber = 0
        func fail(_ message: String) {
            if outcome.failures.count < 10 { outcome.failures.append("line \(lineNumber): \(message)") }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            lineNumber += 1
            let fields = line.split(separator: " ")
            guard let kind = fields.first else { continue }
            func number(_ index: Int) -> Double { index < fields.count ? Double(fields[index]) ?? .nan : .nan }
            func integer(_ index: Int) -> Int { index < fields.count ? Int(fields[index]) ?? -1 : -1 }
            func variable(_ index: Int) -> LayoutSolver.Variable {
                let position = integer(index)
                return variables.indices.contains(position) ? variables[position] : LayoutSolver.Variable(index: -1)
            }
            do {
                switch kind {
                case "S":
                    outcome.systems += 1
                    solver = LayoutSolver()
                    variables = (0..<max(0, integer(1))).map { _ in solver.addVariable() }
                    handles = [:]
                case "A":
                    let relation: LayoutSolver.Relation =
                        fields[2] == "=" ? .equal : fields[2] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                    let count = integer(5)
                    let terms = (0..<max(0, count)).map { LayoutSolver.Term(variable(6 + 2 * $0), number(7 + 2 * $0)) }
                    let constraint = try solver.makeConstraint(
                        LayoutSolver.Expression(terms, constant: number(4)), relation,
                        strength: LayoutSolver.Strength(number(3)))
                    handles[integer(1)] = constraint
                    let expected = fields.last ?? ""
                    var refused: LayoutSolver.Constraint?
                    do {
                        try solver.add(constraint)
                    } catch {
                        guard case .unsatisfiableConstraint(let constraint) = error else { throw error }
                        refused = constraint
                    }
                    switch (refused, expected) {
                    case (nil, "ok"): break
                    case (constraint?, "unsat"): outcome.refusals += 1
                    default: fail("refused: \(String(describing: refused)), kiwi: \(expected)")
                    }
                case "R":
                    guard let constraint = handles[integer(1)] else { throw LayoutSolverError.internalError("no id") }
                    try solver.remove(constraint)
                case "C":
                    guard let old = handles[integer(1)] else { throw LayoutSolverError.internalError("no id") }
                    try solver.remove(old)
                    var record = solver.constraints[Int(old.index)]
                    record.expression.constant = number(2)
                    let constraint = try solver.makeConstraint(
                        record.expression, record.relation, strength: record.strength)
                    try solver.add(constraint)
                    handles[integer(1)] = constraint
                case "E":
                    try solver.addEditVariable(variable(1), strength: LayoutSolver.Strength(number(2)))
                case "G":
                    try solver.suggestValue(number(2), for: variable(1))
                case "V":
                    outcome.valueChecks += 1
                    for (index, variable) in variables.enumerated() {
                        let difference = abs(solver.value(of: variable) - number(1 + index))
                        outcome.largestDifference = max(outcome.largestDifference, difference)
                        if !(difference <= tolerance) {
                            fail("variable \(index): \(solver.value(of: variable)), kiwi \(number(1 + index))")
                        }
                    }
                default:
                    fail("unknown line")
                }
            } catch {
                fail("\(error)")
            }
        }
        return outcome
    }
}
