import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Script steps for input beyond one finger (BehaviourContract §12): hover points, paths and exits, wheel steps,
/// trackpad scrolls with phases, and pencil strokes sampled faster than the display and delivered per frame.
@MainActor
@Suite("ScriptPointerTests")
struct ScriptPointerTests {
    static let scene = "windows:\n  - id: window\n    subviews:\n      - {id: pad, frame: [0, 0, 200, 200]}\n"

    func replay(_ script: String) throws -> ReplayResult {
        let scene = try SceneDecoder().decode(Self.scene, file: "scene.yaml")
        return try SceneReplayer().replay(scene, script: try ScriptDecoder().decode(script, file: "script.yaml"))
    }

    /// The replay's input lines and hover, scroll and estimate lines, in order.
    func pointerLines(_ result: ReplayResult) -> [String] {
        result.lines().filter {
            $0.hasPrefix("input:") || $0.contains("hovers") || $0.contains("scroll")
                || $0.contains("EstimatedProperties")
        }
    }

    @Test("§12 a hover point, a hover path and an exit expand to hover samples at equal steps of time")
    func hoverExpansion() throws {
        let log = try expandedLog(
            """
            - hover: [10, 10]
            - {time: 0.1, hover: {from: [10, 10], to: [50, 10], duration: 0.2, samples: 2}, pointer: pencil}
            - hover: exit
            """)
        #expect(
            log == [
                "0 hover pointer (10, 10)", "0.1 hover pencil (10, 10)", "0.2 hover pencil (30, 10)",
                "0.3 hover pencil (50, 10)", "0.3 hover pointer exit",
            ])
    }

    @Test("§12 a replayed hover path reaches the engine as hover input hit-tested to the view under it")
    func hoverReplay() throws {
        let result = try replay(
            """
            - hover: {from: [300, 10], to: [100, 10], duration: 0.2, samples: 2}
            - hover: exit
            """)
        #expect(
            pointerLines(result) == [
                "input: t=0 hover pointer 1 at (300, 10)", "pointer 1 hovers over window",
                "input: t=0.1 hover pointer 1 at (200, 10)", "pointer 1 hovers over window",
                "input: t=0.2 hover pointer 1 at (100, 10)",
                "pointer 1 hovers over pad", "input: t=0.2 hover pointer 1 exited", "pointer 1 hovers over nothing",
            ])
        #expect(result.inputs.map(\.kind) == ["hover", "hover exit"])
        #expect(result.leftovers == [])
    }

    @Test("§12 a wheel step is one discrete scroll; a trackpad scroll begins, changes in equal parts and ends")
    func scrollExpansion() throws {
        let log = try expandedLog(
            """
            - wheel: {at: [50, 50], delta: [0, -40]}
            - {time: 1, trackpad: {at: [50, 50], delta: [0, 90], duration: 0.3, samples: 3}}
            """)
        #expect(
            log == [
                "0 wheel changed (0, -40) at (50, 50)", "1 trackpad began (0, 0) at (50, 50)",
                "1.1 trackpad changed (0, 30) at (50, 50)", "1.2 trackpad changed (0, 30) at (50, 50)",
                "1.3 trackpad changed (0, 30) at (50, 50)", "1.3 trackpad ended (0, 0) at (50, 50)",
            ])
    }

    @Test("§12 replayed scrolls reach the engine as scroll input, numbered as one wheel and one trackpad input")
    func scrollReplay() throws {
        let result = try replay(
            """
            - wheel: {at: [50, 50], delta: [0, -40]}
            - {time: 1, trackpad: {at: [50, 50], delta: [0, 20], duration: 0.2, samples: 1}}
            """)
        #expect(
            pointerLines(result).prefix(3) == [
                "input: t=0 scroll discrete changed (0, -40) at (50, 50)",
                "discrete scroll: no pan allows it: dropped", "input: t=1 scroll continuous began (0, 0) at (50, 50)",
            ])
        #expect(result.inputs.map(\.kind) == ["wheel", "trackpad scroll"])
        #expect(result.leftovers == [])
    }

    @Test("§12 a 240 Hz stroke shown at 60 Hz delivers the down alone, then frames of 4 samples in time order")
    func strokeFrames() throws {
        let log = try expandedLog(
            """
            - stroke: {from: [0, 0], to: [80, 0], duration: 0.05, rate: 240, frameRate: 60, force: [0.2, 0.8], tilt: [60, 45]}
            """)
        #expect(log.count == 4)
        #expect(log[0] == "0 down 1 (0, 0) @0")
        #expect(
            log[1]
                == "0.0167 move 1 (6.6667, 0) @0.0042, move 1 (13.3333, 0) @0.0083, move 1 (20, 0) @0.0125, "
                + "move 1 (26.6667, 0) @0.0167")
        #expect(log[3].hasSuffix("up 1 (80, 0) @0.05"))
    }

    @Test("§12 a replayed stroke's frames carry coalesced samples with the force ramp and the tilt in radians")
    func strokeReplay() throws {
        let result = try replay(
            """
            - stroke: {from: [10, 10], to: [90, 10], duration: 0.05, force: [0.2, 0.8], tilt: [60, 45]}
            """)
        let frames = result.traceEvents.compactMap { event -> TouchFrame? in
            if case .input(.touches(let frame)) = event { frame } else { nil }
        }
        #expect(frames.map(\.samples.count) == [1, 4, 4, 4])
        #expect(frames.map { $0.samples.last?.phase } == [.began, .moved, .moved, .ended])
        let samples = frames.flatMap(\.samples)
        #expect(samples.map { ($0.force * 100).rounded() / 100 }.prefix(3) == [0.2, 0.25, 0.3])
        #expect(samples.allSatisfy { $0.type == .pencil && $0.maximumPossibleForce == 1 })
        #expect(samples.allSatisfy { ($0.altitudeAngle * 180 / .pi).rounded() == 60 })
        #expect(samples.allSatisfy { ($0.azimuthAngle * 180 / .pi).rounded() == 45 })
        let times = samples.compactMap(\.timestamp)
        #expect(times == times.sorted() && times.count == 13)
        #expect(result.inputs.map(\.kind) == ["pencil stroke"])
        #expect(result.leftovers == [])
    }

    @Test("§12 a stroke with forceUpdate reports a trailing estimate, then updates each sample's force in order")
    func strokeForceUpdates() throws {
        let log = try expandedLog(
            """
            - stroke: {from: [0, 0], to: [10, 0], duration: 0.025, rate: 120, frameRate: 120, force: [0.1, 0.4], forceUpdate: 0.01}
            """)
        #expect(
            log == [
                "0 down 1 (0, 0) @0", "0.0083 move 1 (3.3333, 0) @0.0083", "0.01 update 1 #1 force 0.1",
                "0.0167 move 1 (6.6667, 0) @0.0167", "0.0183 update 1 #2 force 0.2",
                "0.025 up 1 (10, 0) @0.025", "0.0267 update 1 #3 force 0.3", "0.035 update 1 #4 force 0.4",
            ])
        let result = try replay(
            """
            - stroke: {from: [10, 10], to: [20, 10], duration: 0.025, rate: 120, frameRate: 120, force: [0.1, 0.4], forceUpdate: 0.01}
            """)
        let estimated = result.traceEvents.compactMap { event -> [Int?]? in
            if case .input(.touches(let frame)) = event { frame.samples.map(\.estimationUpdateIndex) } else { nil }
        }
        #expect(estimated == [[1], [2], [3], [4]])
        #expect(
            result.lines().filter { $0.hasPrefix("input: t=0.0") && $0.contains("update") } == [
                "input: t=0.01 update #1 force 0.1", "input: t=0.0183333 update #2 force 0.2",
                "input: t=0.0266667 update #3 force 0.3", "input: t=0.035 update #4 force 0.4",
            ])
        #expect(result.leftovers == [])
    }

    @Test(
        "a bad hover, wheel, trackpad or stroke value is an error at its line and column",
        arguments: [
            ("- hover: nowhere", 1, 10, "hover must be a point"),
            ("- {hover: [1, 1], pointer: finger}", 1, 28, "a finger cannot hover"),
            ("- wheel: {at: [1, 1]}", 1, 10, "delta"),
            ("- wheel: {at: [1, 1], delta: [1]}", 1, 30, "[dx, dy]"),
            ("- trackpad: {at: [1, 1], delta: [0, 1], samples: 0}", 1, 50, "samples"),
            ("- stroke: {from: [0, 0], to: [1, 1], force: [0.2, 3]}", 1, 45, "force is 0…1"),
            ("- stroke: {from: [0, 0], to: [1, 1], tilt: [95, 0]}", 1, 44, "tilt is [altitude 0…90"),
            ("- stroke: {from: [0, 0], to: [1, 1], frameRate: 0}", 1, 49, "frameRate"),
            ("- stroke: {from: [0, 0], to: [1, 1], forceUpdate: 0.1}", 1, 51, "forceUpdate needs a force"),
            ("- stroke: {from: [0, 0], to: [1, 1], pressure: 1}", 1, 38, "pressure"),
        ])
    func badValues(text: String, line: Int, column: Int, message: String) {
        let error = scriptError(text)
        #expect(error?.line == line)
        #expect(error?.column == column, "\(String(describing: error))")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test("a stroke over a finger that is down is finger-already-down at the stroke")
    func strokeLifecycle() {
        let error = scriptError("- down: [1, 1]\n- stroke: {from: [0, 0], to: [1, 1]}")
        #expect(error?.code == .fingerAlreadyDown)
        #expect(error?.line == 2)
    }
}
