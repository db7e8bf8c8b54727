import Foundation
import BenchmarkScenes
import ResponderKit

// usage: hitcompare SCENE.txt POINTS.txt [--out answers.bin] [--reps 3] [--min-time 0.3]
// Builds the scene as UIViews in a UIWindow and hit-tests every point through the public `UIWindow.hitTest`,
// with tracing off. Prints one JSON line shaped like hittest_ref's; answers are int32 little-endian view
// indices (-1 for nil), the same format as hittest_ref's --out.

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

@MainActor
func run() throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3 else {
        FileHandle.standardError.write(Data("usage: hitcompare SCENE.txt POINTS.txt [--out FILE] [--reps N] [--min-time S]\n".utf8))
        exit(2)
    }
    var out: String?
    var reps = 3
    var minTime = 0.3
    var index = 3
    while index < arguments.count {
        switch arguments[index] {
        case "--out": out = arguments[index + 1]
        case "--reps": reps = Int(arguments[index + 1]) ?? reps
        case "--min-time": minTime = Double(arguments[index + 1]) ?? minTime
        default: break
        }
        index += 2
    }
    let scene = try BenchScene(contentsOf: arguments[1])
    let points = try readBenchPoints(arguments[2])
    let application = UIApplication()
    let (window, views) = scene.makeWindow(application: application)

    // The answers, from the first pass (the index, if any, is built during it).
    var answers = [Int32](repeating: -1, count: points.count)
    for (i, point) in points.enumerated() {
        answers[i] = Int32(window.hitTest(point, with: nil)?.tag ?? -1)
    }
    if let out {
        let data = answers.withUnsafeBufferPointer { Data(buffer: $0) }
        try data.write(to: URL(fileURLWithPath: out))
    }
    var rates: [Double] = []
    var sink = 0
    for _ in 0..<reps {
        var done = 0
        let start = now()
        var elapsed = 0.0
        repeat {
            for point in points {
                sink &+= window.hitTest(point, with: nil)?.tag ?? -1
            }
            done += points.count
            elapsed = now() - start
        } while elapsed < minTime
        rates.append(Double(done) / elapsed)
    }
    rates.sort()
    let median = rates.isEmpty ? 0 : rates[rates.count / 2]
    let repsText = rates.map { String(format: "%.1f", $0) }.joined(separator: ",")
    print(
        "{\"peer\":\"responderkit\",\"scene\":\"\(arguments[1])\",\"points\":\(points.count),"
            + "\"hit_per_s\":\(String(format: "%.1f", median)),\"hit_reps\":[\(repsText)],\"sink\":\(sink & 1)}")
    withExtendedLifetime(views) {}
}

try MainActor.assumeIsolated { try run() }
