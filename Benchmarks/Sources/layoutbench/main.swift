// `layout.sh`: a 1,000-view constraint screen laid out through the UIKit API (`NSLayoutConstraint.activate`, then
// `layoutIfNeeded()`), against the bare solve of the same system, and the re-solve after one constant changes.
//   layoutbench [--columns N (10)] [--rows N (100)] [--runs N (7)] [--resolves N (2000)]
// Allocations are counted when malloc_count.so (Benchmarks/solver) is preloaded.
import Foundation
@_spi(Benchmarks) import ResponderKit

#if canImport(Glibc)
    import Glibc
#endif

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

typealias CountFunction = @convention(c) () -> Int
let mallocCount: CountFunction? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "responder_malloc_count").map {
    unsafeBitCast($0, to: CountFunction.self)
}

func option(_ name: String, _ fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return Int(arguments[index + 1]) ?? fallback
}

let columns = option("--columns", 10)
let rows = option("--rows", 100)
let runs = option("--runs", 7)
let resolves = option("--resolves", 2000)

/// The screen through the UIKit API, as an app writes it.
@MainActor
func makeScreen(_ application: UIApplication) -> (UIWindow, [UIView], NSLayoutConstraint) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), application: application)
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    for index in 0..<(columns * rows) {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        views.append(view)
        let column = index % columns
        constraints.append(
            column == 0
                ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
                : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
        constraints.append(view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.09))
        constraints.append(
            index < columns
                ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                : view.topAnchor.constraint(equalTo: views[index - columns].bottomAnchor, constant: 4))
        let preferred = view.heightAnchor.constraint(equalToConstant: 40)
        preferred.priority = .defaultHigh
        constraints.append(preferred)
        constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: 20))
    }
    NSLayoutConstraint.activate(constraints)
    return (window, views, constraints[0])
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@MainActor
func run() {
    let application = UIApplication(clock: ManualClock())
    var uikitTimes: [Double] = []
    var bareTimes: [Double] = []
    var screen = makeScreen(application)
    for _ in 0..<runs {
        screen = makeScreen(application)
        let start = seconds()
        screen.0.layoutIfNeeded()
        uikitTimes.append(seconds() - start)
        var bare = BareLayoutSolve(columns: columns, rows: rows, width: 390, height: 844)
        let bareStart = seconds()
        bare.solve()
        bareTimes.append(seconds() - bareStart)
    }
    let (window, views, firstLeading) = screen
    let uikitSum = views.reduce(0.0) { $0 + Double($1.frame.minX + $1.frame.minY + $1.frame.width + $1.frame.height) }
    var bare = BareLayoutSolve(columns: columns, rows: rows, width: 390, height: 844)
    bare.solve()
    // Re-solve: one constant changes (the setter re-solves incrementally), then the pass applies the frames.
    var setTimes: [Double] = []
    var passTimes: [Double] = []
    var bareResolveTimes: [Double] = []
    var setAllocations = 0
    var passAllocations = 0
    var bareAllocations = 0
    for round in 0..<resolves {
        let constant: CGFloat = round % 2 == 0 ? 18 : 8
        var before = mallocCount?() ?? 0
        var start = seconds()
        firstLeading.constant = constant
        setTimes.append(seconds() - start)
        setAllocations += (mallocCount?() ?? 0) - before
        before = mallocCount?() ?? 0
        start = seconds()
        window.layoutIfNeeded()
        passTimes.append(seconds() - start)
        passAllocations += (mallocCount?() ?? 0) - before
        before = mallocCount?() ?? 0
        start = seconds()
        bare.changeFirstLeading(to: Double(constant))
        bareResolveTimes.append(seconds() - start)
        bareAllocations += (mallocCount?() ?? 0) - before
    }
    let counted = mallocCount != nil
    func perResolve(_ count: Int) -> String {
        counted ? String(format: "%.2f", Double(count) / Double(resolves)) : "n/a"
    }
    print("\(columns * rows) views, \(columns * rows * 5) constraints")
    func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
    print(pad("", 34) + "    UIKit API   bare solve    ratio")
    let full = median(uikitTimes) * 1e3
    let bareFull = median(bareTimes) * 1e3
    print(
        pad("full layoutIfNeeded()", 34) + String(format: " %9.2f ms %9.2f ms %7.2fx", full, bareFull, full / bareFull))
    let set = median(setTimes) * 1e6
    let pass = median(passTimes) * 1e6
    let bareResolve = median(bareResolveTimes) * 1e6
    print(
        pad("re-solve (constant =)", 34)
            + String(format: " %9.2f us %9.2f us %7.2fx", set, bareResolve, set / bareResolve))
    print(pad("  then layoutIfNeeded() (frames)", 34) + String(format: " %9.2f us", pass))
    print(
        "allocations per re-solve: constant = \(perResolve(setAllocations)), layoutIfNeeded() \(perResolve(passAllocations)), bare \(perResolve(bareAllocations))"
    )
    // The last round set 8 (resolves even) or 18: compare the solutions after a final re-solve to the same value.
    firstLeading.constant = 8
    window.layoutIfNeeded()
    bare.changeFirstLeading(to: 8)
    let finalSum = views.reduce(0.0) { $0 + Double($1.frame.minX + $1.frame.minY + $1.frame.width + $1.frame.height) }
    let same = abs(finalSum - bare.checksum) <= 1e-6 * max(1, abs(bare.checksum)) && abs(uikitSum - finalSum) < 1e-6
    print("solutions \(same ? "agree" : "DIFFER") (\(finalSum), \(bare.checksum))")
    if !same { exit(1) }
}

MainActor.assumeIsolated { run() }
