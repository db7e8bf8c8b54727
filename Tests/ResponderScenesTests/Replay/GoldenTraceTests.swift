import Foundation
import Testing

@testable import ResponderScenes

/// Every bundled scene replays to its checked-in trace, `Golden/<scene>.txt`.
/// `RESPONDER_RECORD=1 swift test` re-records them; a missing golden file fails.
@MainActor
@Suite("GoldenTraceTests")
struct GoldenTraceTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let bundledFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Sources/ResponderScenes/Bundled")

    @Test("each bundled scene replays to its golden trace", arguments: BundledScenes.lessons.map(\.file))
    func golden(file: String) throws {
        let scene = try BundledScenes.scene(file)
        let result = try SceneReplayer().replay(scene)
        let text = ReplayText.render(result, colored: false)
        let url = Self.goldenFolder.appendingPathComponent("\(file).txt")
        if ProcessInfo.processInfo.environment["RESPONDER_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden trace \(url.path); record it with RESPONDER_RECORD=1 swift test")
            return
        }
        let (actualLines, expectedLines) = (text.split(separator: "\n"), expected.split(separator: "\n"))
        if let index = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?
            .offset
        {
            Issue.record("line \(index + 1): expected '\(expectedLines[index])', got '\(actualLines[index])'")
        }
        #expect(actualLines.count == expectedLines.count)
        #expect(result.leftovers == [])
    }

    @Test("the lessons list every bundled scene file once, and nothing else")
    func lessonsMatchFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.bundledFolder.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(BundledScenes.lessons.map(\.file) == files)
    }

    @Test("every golden file belongs to a bundled scene")
    func noStrayGoldens() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        #expect(goldens == BundledScenes.lessons.map(\.file).sorted())
    }

    @Test("seed 004's lesson prints the seed's order of questions and answers")
    func seed004() throws {
        let result = try SceneReplayer().replay(try BundledScenes.scene("01-hit-test-log"))
        // Seed 004's log, lines 117-157, then the handlers' own lines.
        let firstTap = Array(result.lines(.hitTestOnly).prefix(23))
        #expect(
            firstTap == [
                "UIStatusBarWindow can answer 1", "UIStatusBar can answer 0", "UIStatusBarForegroundView can answer 0",
                "UIStatusBarServiceItemView can answer 0", "UIStatusBarDataNetworkItemView can answer 0",
                "UIStatusBarBatteryItemView can answer 0", "UIStatusBarTimeItemView can answer 0",
                "hit view: UIStatusBar", "hit view: UIStatusBarWindow", "UIWindow can answer 1", "UIView can answer 1",
                "hit view: _UILayoutGuide", "hit view: _UILayoutGuide", "AView can answer 1", "DView can answer 0",
                "hit view: DView", "BView can answer 0", "hit view: BView", "hit view: AView", "hit view: UIView",
                "hit view: UIWindow", "log: AView touchesBegan", "log: AView touchesEnded",
            ])
    }
}
