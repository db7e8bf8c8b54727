// The ResponderKit side of the solver benchmark (run.sh): LayoutSolver, compiled into this executable from
// Sources/ResponderKit/Layout/Solver (whose types are internal to ResponderKit) with -O, solving the first system of
// a kiwi_oracle.py file as kiwi_harness.cpp solves it with kiwi, timed the same way.
//
// solverbench FILE RUNS RESOLVES prints "responderkit full_us resolve_us allocations_per_resolve checksum": the
// median full solve (a new solver, every constraint and edit added, values read) over RUNS runs, the median
// re-solve (suggestValue on the first edit variable, alternating between two values, then every value read) over
// RESOLVES, and the malloc calls per re-solve, counted by the interposer run.sh preloads (-1 without it).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Operation {
    var kind: UInt8
    var id = 0
    var relation = LayoutSolver.Relation.equal
    var number = 0.0
    var constant = 0.0
    var terms: [LayoutSolver.Term] = []
}

func readFirstSystem(_ path: String) -> (variables: Int, operations: [Operation]) {
    guard let file = fopen(path, "r") else { fatalError("cannot open \(path)") }
    defer { fclose(file) }
    var variables = 0
    var operations: [Operation] = []
    var started = false
    while let line = readLine(from: file) {
        let fields = line.split(separator: " ")
        guard let kind = fields.first?.utf8.first else { continue }
        func double(_ index: Int) -> Double { Double(fields[index]) ?? 0 }
        func int(_ index: Int) -> Int { Int(fields[index]) ?? 0 }
        switch kind {
        case UInt8(ascii: "S"):
            if started { return (variables, operations) }
            started = true
            variables = int(1)
        case UInt8(ascii: "A"):
            var operation = Operation(kind: kind, id: int(1))
            operation.relation = fields[2] == "=" ? .equal : fields[2] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            operation.number = double(3)
            operation.constant = double(4)
            for term in 0..<int(5) {
                let variable = LayoutSolver.Variable(index: Int32(int(6 + 2 * term) + 1))
                operation.terms.append(LayoutSolver.Term(variable, double(7 + 2 * term)))
            }
            operations.append(operation)
        case UInt8(ascii: "E"), UInt8(ascii: "G"):
            operations.append(Operation(kind: kind, id: int(1), number: double(2)))
        default: break
        }
    }
    return (variables, operations)
}

func readLine(from file: UnsafeMutablePointer<FILE>) -> String? {
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, file) > 0, let line else { return nil }
    var text = String(cString: line)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
}

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

typealias CountFunction = @convention(c) () -> Int
let mallocCount: CountFunction? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "responder_malloc_count").map {
    unsafeBitCast($0, to: CountFunction.self)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let runs = Int(arguments[2]), let resolves = Int(arguments[3]) else {
    print("usage: solverbench FILE RUNS RESOLVES")
    exit(2)
}
let (variableCount, operations) = readFirstSystem(arguments[1])
var fullTimes: [Double] = []
var solver = LayoutSolver()
var variables: [LayoutSolver.Variable] = []
var values: [Double] = []
var editVariable = -1
var editValue = 0.0
for _ in 0..<runs {
    var fresh = LayoutSolver()
    // Variables are made in order, so variable i is symbol i + 1, as readFirstSystem assumes.
    variables = (0..<variableCount).map { _ in fresh.addVariable() }
    // The constraints are made outside the timing, as kiwi_harness makes its kiwi::Constraints.
    var constraints: [LayoutSolver.Constraint] = []
    for operation in operations where operation.kind == UInt8(ascii: "A") {
        constraints.append(
            try! fresh.makeConstraint(
                LayoutSolver.Expression(operation.terms, constant: operation.constant), operation.relation,
                strength: LayoutSolver.Strength(operation.number)))
    }
    let start = seconds()
    var next = 0
    for operation in operations {
        switch operation.kind {
        case UInt8(ascii: "A"):
            try! fresh.add(constraints[next])
            next += 1
        case UInt8(ascii: "E"):
            try! fresh.addEditVariable(variables[operation.id], strength: LayoutSolver.Strength(operation.number))
            if editVariable < 0 { editVariable = operation.id }
        default:
            try! fresh.suggestValue(operation.number, for: variables[operation.id])
            if operation.id == editVariable { editValue = operation.number }
        }
    }
    fresh.values(of: variables, into: &values)
    fullTimes.append(seconds() - start)
    solver = fresh
}
var checksum = values.reduce(0, +)
var resolveTimes: [Double] = []
resolveTimes.reserveCapacity(resolves / 100 + 1)
var allocated = 0
let batch = 100
for done in stride(from: 0, to: resolves, by: batch) {
    let before = mallocCount?() ?? 0
    let start = seconds()
    for i in 0..<batch {
        try! solver.suggestValue(editValue + ((done + i) % 2 == 1 ? 0 : 10), for: variables[editVariable])
        solver.values(of: variables, into: &values)
    }
    resolveTimes.append((seconds() - start) / Double(batch))
    allocated += (mallocCount?() ?? 0) - before
}
checksum += values.reduce(0, +)
fullTimes.sort()
resolveTimes.sort()
let allocationsPerResolve = mallocCount == nil ? -1 : Double(allocated) / Double(resolveTimes.count * batch)
print(
    "responderkit \(fullTimes[fullTimes.count / 2] * 1e6) \(resolveTimes[resolveTimes.count / 2] * 1e6)"
        + " \(allocationsPerResolve) \(checksum)")
