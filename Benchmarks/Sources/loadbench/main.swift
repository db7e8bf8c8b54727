// loadbench: loads a generated 100,000-view scene file (decode, validate, build) in JSON and in YAML and
// compares each with Python's `json.load` on the same JSON bytes, timed in the same run.
//
//   swift run -c release loadbench [--views N] [--runs N]     (from Benchmarks/)
//   ./load.sh                                                 (debug and release, as the README says)
//
// The scene is the `SceneDecoder` benchmark's balanced tree: one window, `views` in a flat list, ten
// subviews a view, each with an id, a superview and a frame (`--colored`: and a backgroundColor, which sends
// every view down the readers' general path, as nodes).
import Foundation
import ResponderKit
import ResponderScenes

struct Options {
    var views = 100_000
    var runs = 5
    /// Only these kinds (`--only json` or `--only yaml`), for profiling one path under callgrind.
    var kinds = ["JSON", "YAML"]
    /// Whether Python's json.load is timed too (`--no-python` leaves it out, for callgrind).
    var python = true
    /// Whether each view also has a `backgroundColor` (`--colored`): a key the readers' fast form of a flat view
    /// does not take, so every view is read as nodes (the general path).
    var colored = false
    init() {
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--views": views = Int(arguments.next() ?? "") ?? views
            case "--runs": runs = Int(arguments.next() ?? "") ?? runs
            case "--only": kinds = [(arguments.next() ?? "").uppercased()]
            case "--no-python": python = false
            case "--colored": colored = true
            default:
                FileHandle.standardError.write(
                    Data("usage: loadbench [--views N] [--runs N] [--only json|yaml] [--no-python] [--colored]\n".utf8))
                exit(2)
            }
        }
    }
}

func sceneText(views: Int, json: Bool, colored: Bool) -> String {
    var text =
        json
        ? "{\"name\": \"generated \(views)-view balanced tree\",\n \"windows\": [{\"id\": \"w\", \"frame\": [0, 0, 1000, 1000]}],\n \"views\": [\n"
        : "name: generated \(views)-view balanced tree\nwindows:\n  - {id: w, frame: [0, 0, 1000, 1000]}\nviews:\n"
    text.reserveCapacity(views * 72)
    for index in 0..<views {
        let parent = index == 0 ? "w" : "v\((index - 1) / 10)"
        let slot = index == 0 ? 0 : (index - 1) % 10
        let size = index == 0 ? 1000 : 90
        if json {
            text +=
                "  {\"id\": \"v\(index)\", \"superview\": \"\(parent)\", \"frame\": [\(slot * 9), \(slot * 9), \(size), \(size)]"
                + (colored ? ", \"backgroundColor\": \"red\"}" : "}")
            text += index == views - 1 ? "\n]}\n" : ",\n"
        } else {
            text +=
                "  - {id: v\(index), superview: \(parent), frame: [\(slot * 9), \(slot * 9), \(size), \(size)]"
                + (colored ? ", backgroundColor: red}\n" : "}\n")
        }
    }
    return text
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Decode (read, validate) and build, timed apart; returns (decode, build) in seconds.
@MainActor
func load(_ path: String, views: Int) throws -> (Double, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let scene = try SceneDecoder().decode(contentsOfFile: path)
    let decoded = clock.now
    let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
    let end = clock.now
    precondition(built.view("v\(views - 1)")?.window != nil, "the generated scene lost views")
    return (seconds(decoded - start), seconds(end - decoded))
}

/// Python's `json.load` on a file: the median of `runs` loads in one interpreter (start-up excluded).
func pythonJSONLoad(_ path: String, runs: Int) -> Double? {
    let script = """
        import json, time, sys
        times = []
        for _ in range(\(runs)):
            with open(sys.argv[1], 'rb') as f:
                start = time.perf_counter(); json.load(f); times.append(time.perf_counter() - start)
        print(sorted(times)[len(times) // 2])
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
}

let options = Options()
let directory = NSTemporaryDirectory()
let jsonPath = directory + "responderkit-loadbench-\(options.views)-\(getpid()).json"
let yamlPath = directory + "responderkit-loadbench-\(options.views)-\(getpid()).yaml"
for (path, json) in [(jsonPath, true), (yamlPath, false)] {
    try sceneText(views: options.views, json: json, colored: options.colored)
        .write(toFile: path, atomically: true, encoding: .utf8)
}
defer {
    try? FileManager.default.removeItem(atPath: jsonPath)
    try? FileManager.default.removeItem(atPath: yamlPath)
}
#if DEBUG
    let configuration = "debug"
#else
    let configuration = "release"
#endif
let size = { (path: String) in ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0 }
print(
    "loadbench (\(configuration)): \(options.views) views\(options.colored ? " with a backgroundColor each" : ""); "
        + "JSON \(size(jsonPath)) bytes, YAML \(size(yamlPath)) bytes; median of \(options.runs) runs, each kind interleaved with Python's")
var rows: [(String, [Double], [Double])] = [("JSON", [], []), ("YAML", [], [])]
var python: [Double] = []
for _ in 0..<options.runs {
    for (index, path) in [jsonPath, yamlPath].enumerated() where options.kinds.contains(rows[index].0) {
        let (decode, build) = try MainActor.assumeIsolated { try load(path, views: options.views) }
        rows[index].1.append(decode)
        rows[index].2.append(build)
    }
    if options.python, let time = pythonJSONLoad(jsonPath, runs: 1) { python.append(time) }
}
let reference = python.isEmpty ? nil : median(python)
if let reference { print(String(format: "python3 json.load (JSON bytes): %.3f s", reference)) }
for (name, decode, build) in rows where !decode.isEmpty {
    let total = median(zip(decode, build).map { $0 + $1 })
    let ratio = reference.map { String(format: "%.2f× json.load", total / $0) } ?? "no python3"
    print(
        String(
            format: "%@: decode + validate %.3f s, build %.3f s, total %.3f s = %@", name, median(decode),
            median(build), total, ratio))
}
