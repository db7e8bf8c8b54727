import Foundation
import Testing

@testable import ResponderScenes

/// The functions `responder` calls, run in-process.
@MainActor
@Suite("ResponderToolTests")
struct ResponderToolTests {
    /// Writes `text` to a fresh temporary file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "responder-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("demo starts with seed 004's log, including hit view: DView, and replays every lesson")
    func demo() throws {
        let lines = try ResponderTool.demo().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "== 1. Seed 004: the hit-test log ==")
        #expect(
            Array(lines[3...23]) == [
                "UIStatusBarWindow can answer 1", "UIStatusBar can answer 0", "UIStatusBarForegroundView can answer 0",
                "UIStatusBarServiceItemView can answer 0", "UIStatusBarDataNetworkItemView can answer 0",
                "UIStatusBarBatteryItemView can answer 0", "UIStatusBarTimeItemView can answer 0",
                "hit view: UIStatusBar", "hit view: UIStatusBarWindow", "UIWindow can answer 1", "UIView can answer 1",
                "hit view: _UILayoutGuide", "hit view: _UILayoutGuide", "AView can answer 1", "DView can answer 0",
                "hit view: DView", "BView can answer 0", "hit view: BView", "hit view: AView", "hit view: UIView",
                "hit view: UIWindow",
            ])
        let headings = lines.filter { $0.hasPrefix("== ") }
        #expect(headings.count == BundledScenes.lessons.count)
        #expect(headings.contains("== 18. The drawer (抽屉效果) =="))
        #expect(headings.contains("== 21. Scroll views: pull past the edge =="))
        #expect(headings.contains("== 23. Scroll views: pinch to zoom a photo =="))
        #expect(headings.last == "== 24. Auto Layout: a button placed only by constraints ==")
    }

    @Test("check reports a good scene and script as ok")
    func checkGood() throws {
        let scene = try file("scene.yaml", "windows:\n  - id: window\n")
        let script = try file("script.yaml", "- tap: [10, 10]\n")
        #expect(
            try ResponderTool.check(scenePath: scene, scriptPath: script)
                == "\(scene): ok: 1 window(s), 1 view(s), 0 recognizer(s), 2 script step(s)\n")
    }

    /// A malformed case: the scene, an optional script, whether the error is in the script, and what follows
    /// the file's path in the error.
    struct BadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var scene: String
        var script: String?
        var errorInScript = false
        var expected: String
        var testDescription: String { expected }
    }

    nonisolated static let badCases = [
        BadCase(
            name: "scene.yaml", scene: "windows:\n  - id: window\n    fram: [0, 0, 1, 1]\n",
            expected: ":3:5: error: unknown key 'fram'"),
        BadCase(name: "scene.yaml", scene: "windows: [\n", expected: ":2:1: error:"),
        BadCase(
            name: "scene.yaml", scene: "windows:\n  - id: w\n    subviews:\n      - {id: v, class: Mystery}\n",
            expected: ":4:24: error: unknown class 'Mystery'"),
        BadCase(
            name: "scene.json", scene: "{\"windows\": [{\"id\": \"w\", \"alpha\": \"high\"}]}",
            expected: ":1:35: error:"),
        BadCase(name: "scene.yaml", scene: "windows:\n  - id: w\nscript:\n  - up: true\n", expected: ":4:5: error:"),
        BadCase(
            name: "scene.yaml", scene: "windows:\n  - id: w\n",
            script: "- {tap: [1, 1], time: 2}\n- {tap: [1, 1], time: 1}\n",
            errorInScript: true, expected: ":2:3: error:"),
    ]

    @Test("check and replay report each malformed file as file:line:column: error", arguments: badCases)
    func badFiles(bad: BadCase) throws {
        let scenePath = try file(bad.name, bad.scene)
        let scriptPath = try bad.script.map { try file("script.yaml", $0) }
        let errorFile = bad.errorInScript ? scriptPath ?? "" : scenePath
        for replays in [false, true] {
            do {
                if replays {
                    _ = try ResponderTool.replay(scenePath: scenePath, scriptPath: scriptPath)
                } else {
                    _ = try ResponderTool.check(scenePath: scenePath, scriptPath: scriptPath)
                }
                Issue.record("no error for \(bad.expected)")
            } catch {
                #expect(error.description.hasPrefix(errorFile + bad.expected), "\(error.description)")
            }
        }
    }

    @Test("the pinch lesson with a finger moved to y: 1e40 is reported at the number, not crashed on")
    func hostileCoordinate() throws {
        // The reproduction of the playground crash: two fingers down and moving, then finger 1 at y: 1e40.
        let url = try #require(BundledScenes.url("16-gesture-pinch-rotation"))
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let original = "{finger: 1, move: [150.4, 394.1]}"
        let line = try #require(lines.firstIndex { $0.contains(original) })
        var hostile = lines
        hostile[line] = lines[line].replacingOccurrences(of: original, with: "{finger: 1, move: [150.4, 1e40]}")
        let column = try #require(hostile[line].range(of: "1e40")).lowerBound.utf16Offset(in: hostile[line]) + 1
        let path = try file("pinch.yaml", hostile.joined(separator: "\n"))
        for replays in [false, true] {
            do {
                if replays {
                    _ = try ResponderTool.replay(scenePath: path, scriptPath: nil)
                } else {
                    _ = try ResponderTool.check(scenePath: path, scriptPath: nil)
                }
                Issue.record("no error for a coordinate of 1e40")
            } catch {
                #expect(
                    error.description
                        == "\(path):\(line + 1):\(column): error: move component must be between -1e9 and 1e9 (InputLimits), found 1e40"
                )
            }
        }
    }

    @Test("an unreadable scene file is an error on that file")
    func missingFile() {
        #expect(throws: SceneFileError.self) { try ResponderTool.check(scenePath: "/nonexistent/scene.yaml") }
    }

    @Test("JSON lines: one object per trace event and log line, each with a type, named by scene ids")
    func jsonLines() throws {
        let path = try #require(BundledScenes.url("05-circular-view")).path
        let output = try ResponderTool.replay(scenePath: path, format: .json)
        let objects = try output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.allSatisfy { $0["type"] is String })
        let bound = objects.filter { $0["type"] as? String == "touchBound" }.compactMap { $0["view"] as? String }
        #expect(bound == ["window", "round"])
        #expect(objects.first?["type"] as? String == "input")
        #expect(objects.contains { $0["type"] as? String == "log" && $0["text"] as? String == "round touchesBegan" })
    }

    @Test("SVG: a self-contained picture with the views, the finger's path, the hit view and the handler")
    func svg() throws {
        let path = try #require(BundledScenes.url("09-drag")).path
        let svg = try ResponderTool.replay(scenePath: path, format: .svg)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<polyline points=\"100,100 130,160 160,220 190,280 220,340 250,400 250,400\""))
        #expect(svg.contains("stroke=\"#ff8c00\" stroke-width=\"4\""))
        #expect(svg.contains("card: touchesBegan, touchesMoved, touchesEnded"))
        #expect(svg.contains("matrix(1 0 0 1 200 350)"))
        #expect(!svg.contains("http://") || svg.components(separatedBy: "http://").count == 2)
    }

    @Test("schema prints the reference, which documents the JSON lines and the drawer")
    func schema() {
        #expect(ResponderTool.schema() == SceneSchema.reference)
        #expect(SceneSchema.reference.contains("## Replay output"))
        #expect(SceneSchema.reference.contains("`drawer`"))
    }
}
