import Foundation
import Testing

@testable import ResponderScenes

/// A YAML scene with one window `w` (with a nested subview `n`) and the flat views given, each item's lines
/// indented by two spaces under `views:`.
private func yamlScene(_ views: [String], extra: String = "") -> String {
    "name: flat\nwindows:\n  - id: w\n    subviews:\n      - id: n\nviews:\n"
        + views.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n") + "\n" + extra
}

/// What the subset reader makes of a scene's flat list: how many items it read straight into views and how many
/// as nodes; nil when the file is left to Yams.
private func flatSplit(_ text: String) throws -> [Int]? {
    guard let (_, list) = try YAMLSubsetReader.readScene(text, file: "flat.yaml", limits: .init(), viewClasses: nil)
    else { return nil }
    return [list?.views.count ?? 0, list?.nodes.count ?? 0]
}

@Suite("YAMLFlatViewsTests")
struct YAMLFlatViewsTests {
    /// Decodes `text` both ways and expects the same outcome; answers it.
    @discardableResult
    func same(
        _ text: String, limits: SceneDecoder.Limits = .init(), viewClasses: Set<String>? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> FlatViewsOutcome {
        func outcome(direct: Bool) -> FlatViewsOutcome {
            var decoder = SceneDecoder(limits: limits, viewClasses: viewClasses)
            decoder.readsFlatViewsDirectly = direct
            do {
                return .scene(try decoder.decode(text, file: "flat.yaml"))
            } catch {
                return .errors(error.allErrors.map { "\($0.code) \($0.description)" })
            }
        }
        let direct = outcome(direct: true)
        #expect(direct == outcome(direct: false), "\(text)", sourceLocation: sourceLocation)
        return direct
    }

    @Test("views read straight from YAML equal the node walk's: flow and block items, every fast key, locations")
    func simpleViewsAgree() throws {
        let text = yamlScene([
            "- {id: a, superview: w, frame: [1, 2.5, 30, 40]}",
            "- {superview: a, class: label, bounds: [0, 0, 1e1, 5], center: [-3, +4]}  # a comment",
            "- id: c\n  superview: a\n  hidden: true\n  alpha: 0.5\n  userInteractionEnabled: False\n"
                + "  multipleTouchEnabled: TRUE\n  exclusiveTouch: true\n  clipsToBounds: false\n  tag: -7\n"
                + "  draggable: true\n  canBecomeFirstResponder: true\n  traceName: the_c.view  # named",
            "# a comment line between items",
            "-   {id: d, superview: c, frame: [-0, 0.1, 0, 0]}",
            "-  id: e\n   superview: d\n\n   frame: [ 0 , 01 , 2 , 3 ]",
            "- {id: tile, superview: w, frame: [0,0,1,1], tag: 0x1F}#c",
        ])
        #expect(try #require(try flatSplit(text)) == [6, 0])
        let result = same(text)
        #expect(result.isScene)
        let scene = try SceneDecoder().decode(text, file: "flat.yaml")
        #expect(scene.views.map(\.id) == ["n", "a", "a.0", "c", "d", "e", "tile"])
        #expect(scene.views[1].location == SourceLocation(file: "flat.yaml", line: 7, column: 5))
        #expect(scene.views[3].location == SourceLocation(file: "flat.yaml", line: 9, column: 5))
        #expect(scene.views[4].location == SourceLocation(file: "flat.yaml", line: 22, column: 7))
        #expect(scene.views[5].location == SourceLocation(file: "flat.yaml", line: 23, column: 6))
        #expect(scene.views[3].traceName == "the_c.view")
        #expect(scene.views[5].frame == CGRect(x: 0, y: 1, width: 2, height: 3))
        #expect(scene.views[6].tag == 31)
        // A list at the key's own indentation, and a large flat list.
        let flush = "windows:\n- {id: w}\nviews:\n- {id: a, superview: w}\n- id: b\n  superview: a\nname: x\n"
        #expect(try #require(try flatSplit(flush)) == [2, 0])
        #expect(same(flush).isScene)
        let many = yamlScene(
            (0..<300).map { "- {id: v\($0), superview: \($0 == 0 ? "w" : "v\(($0 - 1) / 3)"), frame: [0, 0, 9, 9]}" })
        #expect(try #require(try flatSplit(many)) == [300, 0])
        #expect(same(many).isScene)
    }

    @Test("YAML the usual form does not cover is read as nodes, or by Yams, and gives the same scene")
    func fallbacksAgree() throws {
        // Items read as nodes by the subset reader, among ones read straight.
        let asNodes = [
            "- {id: \"q\", superview: w}",
            "- {id: 'q', superview: w}",
            "- id: q\n  superview: \"w\"",
            "- {id: q, superview: w, center: {x: 1, y: 2}}",
            "- {id: q, superview: w, backgroundColor: red}",
            "- id: q\n  superview: w\n  frame:\n    - 0\n    - 0\n    - 1\n    - 1",
            "- id: q\n  superview: w\n  frame: [0, 0,\n    1, 1]",
            "- {id: q, superview: w, frame: [0, 0, 1, 1,]}",
            "- {id: café, superview: w}",
            "- {id: q w, superview: w}",
            "- id: q\n  superview: w # comment\n  frame: [0, 0, 1, 1]#c",
            "- {id: q, superview: w, hidden: yes}",
            "- {id: q, superview: w, frame: [0, 0, .inf, 1]}",
            "- id: q\n  superview:\n    w",
            "-\n  id: q\n  superview: w",
        ]
        for item in asNodes {
            let text = yamlScene(["- {id: a, superview: w}", item, "- {id: b, superview: a}"])
            if let split = try flatSplit(text) { #expect(split == [2, 1], "\(item)") }
            same(text)
        }
        // Files the subset reader leaves to Yams whole: anchors and aliases, tags, block scalars, tabs, odd
        // indentation, quoted scalars over several lines, documents.
        let toYams = [
            "- &base {id: q, superview: w}",
            "- {id: q, superview: w, frame: &f [0, 0, 1, 1]}\n- {id: r, superview: w, frame: *f}",
            "- {id: !!str q, superview: w}",
            "- id: q\n  superview: w\n  traceName: |\n    two\n    lines",
            "- id: q\n  superview: w\n  traceName: >\n    folded",
            "- id: q\n\tsuperview: w",
            "- id: q\n   superview: w",
            "- id: q\n  superview: w\n    frame: [0, 0, 1, 1]",
            "- {id: q, superview: w, traceName: \"two\n    lines\"}",
            "- {id: q,\n   superview: w}",
            "- id: q\n  superview: w\n  id: r",
        ]
        for item in toYams {
            let text = yamlScene(["- {id: a, superview: w}", item])
            #expect(try flatSplit(text) == nil, "\(item)")
            same(text)
        }
        #expect(same(yamlScene(["- {id: a, superview: w}", "- {id: q, superview: w, traceName: \"x\\\"y\"}"])).isScene)
        #expect(same("%YAML 1.2\n---\n" + yamlScene(["- {id: a, superview: w}"])).isScene)
        #expect(!same(yamlScene(["- {id: a, superview: w}"], extra: "views2: &x 1\nname2: *x\n")).isScene)
    }

    @Test("errors in YAML views of the fast form's keys are the node walk's errors, at the same places")
    func errorsAgree() {
        let bad = [
            "- {id: a, superview: w, id: b}",
            "- {id: a2, superview: 3}",
            "- {id: 4, superview: w}",
            "- {id: true, superview: w}",
            "- {id: a3, superview: w, frame: [0, 0, -1, 5]}",
            "- {id: a4, superview: w, frame: [0, 0, 1]}",
            "- {id: a5, superview: w, frame: [0, x, 1, 1]}",
            "- {id: a6, superview: w, frame: [0, 0, 1e999, 1]}",
            "- {id: a7, superview: w, alpha: 2}",
            "- {id: a8, superview: w, tag: 1.5}",
            "- {id: a9, superview: w, tag: 3000000000}",
            "- {id: b1, superview: w, hidden: nope}",
            "- {id: b2, superview: w, fram: [0, 0, 1, 1]}",
            "- {id: b3}",
            "- {}",
            "- {id: b4, superview: nowhere}",
            "- {id: b5, superview: b5}",
            "- {id: n, superview: w}",
            "- {id: b6, superview: w, class: label, title: hi}",
            "- id: b7\n  superview: w\n  frame: [0, 0, 1]",
            "- id: b8\n  superview: nowhere",
            "- [1, 2]",
            "- v",
        ]
        for view in bad {
            let result = same(yamlScene(["- {id: ok, superview: w}", view]))
            #expect(!result.isScene, "\(view)")
        }
        same(yamlScene(bad), viewClasses: ["view", "label"])
        #expect(same(yamlScene(["- {id: b9, superview: w, class: UIButton}"])).isScene)
        let unknown = same(yamlScene(["- {id: a, superview: w, class: custom}"]), viewClasses: ["view", "label"])
        #expect(unknown.errors.first?.hasPrefix("unsupportedClass flat.yaml:7:34:") == true)
        same(yamlScene(["- {id: a, superview: w}"], extra: "firstResponder: zz\n"))
        same("windows: [{id: w}]\nviews:\n")
        same("windows: [{id: w}]\nviews: {id: a}\n")
        same("windows: [{id: w}]\nviews: []\n")
        same("windows: [{id: w}]\nviews:\n  - {id: a, superview: w}\nviews:\n  - {id: b, superview: w}\n")
        let location = same(yamlScene(["- {id: a, superview: w}", "- id: b\n  superview: zz"])).errors.first
        #expect(location?.hasPrefix("missingReference flat.yaml:9:16:") == true, "\(location ?? "")")
    }

    @Test("the view and node limits stop a YAML flat list read straight where the node walk stops")
    func limitsAgree() {
        let views = (0..<30).map { "- {id: v\($0), superview: w, frame: [0, 0, 1, 1]}" }
        for maximum in [1, 2, 3, 10, 31, 32, 40] {
            let result = same(yamlScene(views), limits: SceneDecoder.Limits(maximumViews: maximum))
            #expect((result.errors.first?.hasPrefix("tooManyViews") ?? false) == (maximum < 32))
        }
        let mixed = views.enumerated().map { item in
            item.offset % 3 == 0 ? item.element : "- {id: m\(item.offset), superview: w, handles: {touches: all}}"
        }
        for maximum in [5, 20, 31, 32] { same(yamlScene(mixed), limits: SceneDecoder.Limits(maximumViews: maximum)) }
        let block = (0..<20).map { "- id: b\($0)\n  superview: w\n  frame: [0, 0, 1, 1]" }
        var scenes = 0
        for maximum in stride(from: 10, through: 400, by: 1) {
            for text in [yamlScene(views), yamlScene(block)] {
                let result = same(text, limits: SceneDecoder.Limits(maximumNodes: maximum))
                #expect(result.isScene || result.errors.first?.hasPrefix("tooManyNodes") == true)
                if result.isScene { scenes += 1 }
            }
        }
        #expect(scenes > 0)
    }

    @Test("a view key's name, written out, is the key's case name")
    func viewKeyNamesAreCaseNames() {
        let keys = SceneReading.ViewKey.allCases
        #expect(SceneReading.ViewKey.names.count == keys.count)
        #expect(keys.map(\.name) == keys.map { String(describing: $0) })
    }
}
