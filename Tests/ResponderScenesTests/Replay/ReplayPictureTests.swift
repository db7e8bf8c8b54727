import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// What the SVG pictures and the text replay tell a learner: numbered, timed inputs; labels that never
/// overlap; one picture per step; timer times; the final geometry of moved views.
@MainActor
@Suite("ReplayPictureTests")
struct ReplayPictureTests {
    /// Every `<text>` of a picture: its box (as the label placer estimates it) and its content.
    static func labels(_ svg: String) -> [(box: CGRect, text: String)] {
        let pattern = /<text x="(-?[0-9.]+)" y="(-?[0-9.]+)"[^>]*>([^<]*)<\/text>/
        return svg.matches(of: pattern).map { match in
            let text = String(match.output.3).replacingOccurrences(of: "&amp;", with: "&")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"")
            let origin = CGPoint(x: Double(match.output.1)! - 1, y: Double(match.output.2)! - 10)
            return (LabelPlacer.box(text, at: origin), text)
        }
    }

    static func path(_ lesson: String) throws -> String {
        try #require(BundledScenes.url(lesson)).path
    }

    @Test("each input is numbered and timed beside its finger, with the view it hit")
    func inputsAreNumbered() throws {
        let svg = try ResponderTool.replay(scenePath: Self.path("01-hit-test-log"), format: .svg)
        let texts = Self.labels(svg).map(\.text)
        #expect(texts.contains("tap 1 @ 0.00 s → AView"))
        #expect(texts.contains { $0.hasPrefix("tap 2 @ ") && $0.hasSuffix(" → DView") })
        let result = try SceneReplayer().replay(BundledScenes.scene("09-drag"))
        #expect(result.inputs.map { $0.caption(in: result) } == ["drag 1 @ 0.00 s → card"])
    }

    @Test("no two labels of any bundled lesson's picture overlap", arguments: BundledScenes.lessons.map(\.file))
    func labelsDoNotOverlap(lesson: String) throws {
        let svg = try ResponderTool.replay(scenePath: Self.path(lesson), format: .svg)
        #expect(!Self.labels(svg).isEmpty)
        // A replay of several inputs is one picture per input, each in its own translated group.
        for (number, panel) in svg.components(separatedBy: "<g transform=\"translate(0 ").enumerated() {
            let labels = Self.labels(panel)
            for (index, first) in labels.enumerated() {
                for second in labels[(index + 1)...] where first.box.intersects(second.box) {
                    Issue.record("'\(first.text)' overlaps '\(second.text)' in \(lesson), picture \(number + 1)")
                }
            }
        }
    }

    @Test("--step N draws input N alone: its caption, the scene as that input left it, no other input's marks")
    func onePicturePerStep() throws {
        let path = try Self.path("01-hit-test-log")
        let second = try ResponderTool.replay(scenePath: path, format: .svg, step: 2)
        let texts = Self.labels(second).map(\.text)
        #expect(texts.contains { $0.hasPrefix("step 2 of 2: tap 2 @ ") && $0.hasSuffix(" → DView") })
        #expect(!texts.contains("tap 1 @ 0.00 s → AView"))
        #expect(texts.contains("DView: touchesBegan, touchesEnded"))
        #expect(!texts.contains { $0.hasPrefix("AView: ") })
        let drag = try ResponderTool.replay(scenePath: Self.path("09-drag"), format: .svg, step: 1)
        #expect(drag.contains("matrix(1 0 0 1 200 350)"))
        #expect(Self.labels(drag).map(\.text).contains { $0.hasPrefix("card moved (dotted: before") })
    }

    @Test("a step the replay does not have, or a step without --format svg, is an error")
    func badStep() throws {
        let path = try Self.path("01-hit-test-log")
        #expect(throws: SceneFileError.self) { try ResponderTool.replay(scenePath: path, format: .svg, step: 3) }
        #expect(throws: SceneFileError.self) { try ResponderTool.replay(scenePath: path, format: .text, step: 1) }
    }

    @Test("a view whose overriding hitTest answers without point(inside:) is outlined as asked, dotted")
    func askedByOverride() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                subviews:
                  - id: parent
                    frame: [0, 0, 200, 200]
                    subviews:
                      - {id: child, frame: [0, 0, 40, 40], hitTest: none}
            script:
              - tap: [20, 20]
            """, file: "scene.yaml")
        let result = try SceneReplayer().replay(scene)
        var facts = ReplaySVG.Facts(result.traceEvents)
        facts.drawn([])
        #expect(facts.askedByOverride.contains("child"))
        #expect(
            ReplaySVG.render(result).contains(
                "stroke=\"#1f6feb\" stroke-width=\"1.5\" vector-effect=\"non-scaling-stroke\" stroke-dasharray=\"1 3\"")
        )
    }

    @Test("control events are listed with the control that sent them")
    func controlEventsInLegend() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                subviews:
                  - {id: button, class: button, frame: [0, 0, 100, 50]}
            script:
              - tap: [20, 20]
            """, file: "scene.yaml")
        let svg = ReplaySVG.render(try SceneReplayer().replay(scene))
        #expect(Self.labels(svg).map(\.text).contains { $0.hasPrefix("button sent: touchDown") })
        #expect(svg.contains("touchUpInside"))
    }

    @Test("timer-driven lines follow the time their timer fired at")
    func timerLines() throws {
        let result = try SceneReplayer().replay(BundledScenes.scene("14-gesture-long-press"))
        let lines = result.lines()
        let timer = try #require(lines.firstIndex { $0.hasPrefix("timer: t=") })
        #expect(lines[timer + 1].contains("possible -> began"))
        #expect(lines.filter { $0.hasPrefix("timer: t=") }.allSatisfy { line in Double(line.dropFirst(9)) != nil })
        #expect(result.leftovers == [])
    }

    @Test("a moved view's final geometry ends the text, before the leftovers; an unmoved scene has none")
    func finalLines() throws {
        let drag = try SceneReplayer().replay(BundledScenes.scene("09-drag"))
        #expect(drag.finalLines == ["final: card frame (200, 350, 100, 100), transform moved (150, 300)"])
        #expect(drag.lines().last == "final: card frame (200, 350, 100, 100), transform moved (150, 300)")
        let seed = try SceneReplayer().replay(BundledScenes.scene("01-hit-test-log"))
        #expect(seed.finalLines == [])
        #expect(drag.leftovers == [] && seed.leftovers == [])
    }

    @Test("the picture draws scrolled content shifted by the final offset, clipped, with the offset in the legend")
    func pictureShowsOffsets() throws {
        let result = try SceneReplayer().replay(try BundledScenes.scene("20-pager-of-lists"))
        let svg = ReplaySVG.render(result)
        // firstArchived: (20, 20) in archive (390 into the pager, scrolled 268.5), the pager scrolled to 390.
        #expect(svg.contains("<g transform=\"matrix(1 0 0 1 20 -148.5)\">"))
        #expect(svg.contains("<g clip-path=\"url(#clip"))
        #expect(svg.contains(">pager scrolled: content offset (390, 0)"))
        #expect(svg.contains(">archive scrolled: content offset (0, 268.5)"))
        #expect(!svg.contains("firstArchived moved"))
        #expect(result.leftovers == [])
    }
}
