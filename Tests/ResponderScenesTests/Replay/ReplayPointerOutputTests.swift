import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Replay text, JSON lines and pictures show what a pencil, a hovering pointer and a wheel did (BehaviourContract §12).
@MainActor
@Suite("ReplayPointerOutputTests")
struct ReplayPointerOutputTests {
    static let scene = "windows:\n  - id: window\n    subviews:\n      - {id: pad, frame: [0, 0, 200, 200]}\n"
    static let script = """
        - stroke: {from: [10, 10], to: [50, 10], duration: 0.025, rate: 120, frameRate: 60, force: [0.2, 0.5], tilt: [60, 45], forceUpdate: 0.01}
        - {time: 1, hover: {from: [20, 20], to: [60, 20], duration: 0.1, samples: 2}}
        - hover: exit
        - {time: 2, wheel: {at: [50, 50], delta: [0, -40]}}
        - {time: 3, trackpad: {at: [60, 60], delta: [30, 0], duration: 0.2, samples: 2}}
        """

    func replay() throws -> ReplayResult {
        let scene = try SceneDecoder().decode(Self.scene, file: "scene.yaml")
        return try SceneReplayer().replay(
            scene, script: try ScriptDecoder().decode(Self.script, file: "script.yaml"), snapshotsPerInput: true)
    }

    @Test("§12 the text names the pencil, its force and tilt in degrees, each coalesced sample, hovers and scrolls")
    func text() throws {
        let inputs = try replay().lines().filter { $0.hasPrefix("input:") }
        #expect(
            inputs == [
                "input: t=0 finger 1 began (10, 10) pencil force 0.2 altitude 60° azimuth 45° #1",
                "input: t=0.01 update #1 force 0.2",
                "input: t=0.0166667 finger 1 moved (23.3333, 10) pencil force 0.2 altitude 60° azimuth 45° #2, "
                    + "finger 1 moved (36.6667, 10) pencil force 0.3 altitude 60° azimuth 45° #3",
                "input: t=0.0183333 update #2 force 0.3",
                "input: t=0.0266667 update #3 force 0.4",
                "input: t=0.0333333 finger 1 ended (50, 10) pencil force 0.4 altitude 60° azimuth 45° #4",
                "input: t=0.035 update #4 force 0.5",
                "input: t=1 hover pointer 1 at (20, 20)", "input: t=1.05 hover pointer 1 at (40, 20)",
                "input: t=1.1 hover pointer 1 at (60, 20)", "input: t=1.1 hover pointer 1 exited",
                "input: t=2 scroll discrete changed (0, -40) at (50, 50)",
                "input: t=3 scroll continuous began (0, 0) at (60, 60)",
                "input: t=3.1 scroll continuous changed (15, 0) at (60, 60)",
                "input: t=3.2 scroll continuous changed (15, 0) at (60, 60)",
                "input: t=3.2 scroll continuous ended (0, 0) at (60, 60)",
            ])
    }

    @Test("§12 JSON input lines carry the pointer type, force, tilt in degrees, sample times and estimates")
    func json() throws {
        let lines = ReplayJSONLines.render(try replay()).split(separator: "\n").map(String.init)
        let inputs = lines.filter { $0.contains(#""type":"input""#) }
        #expect(
            inputs.first
                == #"{"kind":"touches","time":0,"touches":[{"altitude":60,"azimuth":45,"estimated":["force"],"#
                + #""estimationIndex":1,"finger":1,"force":0.2,"maximumForce":1,"phase":"began","pointerType":"pencil","#
                + #""sampleTime":0,"x":10,"y":10}],"type":"input"}"#)
        #expect(
            inputs.contains(
                #"{"kind":"hover","phase":"moved","pointer":1,"pointerType":"pointer","time":1,"type":"input","x":20,"y":20}"#
            ))
        #expect(
            inputs.contains(
                #"{"dx":0,"dy":-40,"kind":"scroll","phase":"changed","scrollType":"discrete","time":2,"type":"input"}"#)
        )
    }

    @Test("§12 the picture draws the pencil's width by force, the hover path dotted and the scrolls as arrows")
    func picture() throws {
        let result = try replay()
        let svg = ReplaySVG.render(result)
        #expect(svg.contains(##"x1="10" y1="10" x2="23.33" y2="10" stroke="#d62728" stroke-width="2.4""##))
        #expect(svg.contains(##"<polyline points="20,20 40,20 60,20" fill="none" stroke="#8250df""##))
        #expect(svg.contains(##"<line x1="50" y1="50" x2="50" y2="10" stroke="#8250df""##))
        #expect(svg.contains(##"<line x1="60" y1="60" x2="90" y2="60" stroke="#8250df""##))
        #expect(svg.contains("tilt altitude 60° azimuth 45°"))
        #expect(result.inputs.map(\.kind) == ["pencil stroke", "hover", "hover exit", "wheel", "trackpad scroll"])
        #expect(result.inputs.last?.caption(in: result) == "trackpad scroll 5 @ 3.00 s")
        #expect(ReplaySVG.render(result, step: 2).contains("dotted purple"))
        #expect(result.leftovers == [])
    }
}
