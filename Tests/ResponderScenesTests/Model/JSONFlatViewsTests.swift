import Foundation
import Testing

@testable import ResponderScenes

/// What decoding a text gives: the scene, or every error with its code and location.
enum FlatViewsOutcome: Equatable {
    case scene(Scene)
    case errors([String])

    var isScene: Bool {
        if case .scene = self { return true }
        return false
    }

    var errors: [String] {
        if case let .errors(errors) = self { return errors }
        return []
    }
}

func flatViewsOutcome(
    _ text: String, direct: Bool, limits: SceneDecoder.Limits, viewClasses: Set<String>?
) -> FlatViewsOutcome {
    var decoder = SceneDecoder(limits: limits, viewClasses: viewClasses)
    decoder.readsFlatViewsDirectly = direct
    do {
        return .scene(try decoder.decode(text, file: "flat.json"))
    } catch {
        return .errors(error.allErrors.map { "\($0.code) \($0.description)" })
    }
}

/// A scene with one window `w` (with a nested subview `n`) and the flat views given.
private func scene(_ views: [String], extra: String = "") -> String {
    "{\"name\": \"flat\",\n \"windows\": [{\"id\": \"w\", \"subviews\": [{\"id\": \"n\"}]}],\n \"views\": [\n  "
        + views.joined(separator: ",\n  ") + "\n]" + extra + "}\n"
}

@Suite("JSONFlatViewsTests")
struct JSONFlatViewsTests {
    /// Decodes `text` both ways and expects the same outcome; answers it.
    @discardableResult
    func same(
        _ text: String, limits: SceneDecoder.Limits = .init(), viewClasses: Set<String>? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> FlatViewsOutcome {
        let direct = flatViewsOutcome(text, direct: true, limits: limits, viewClasses: viewClasses)
        let walked = flatViewsOutcome(text, direct: false, limits: limits, viewClasses: viewClasses)
        #expect(direct == walked, "\(text)", sourceLocation: sourceLocation)
        return direct
    }

    @Test("views read straight from JSON equal the node walk's: every fast key, default id and class, locations")
    func simpleViewsAgree() throws {
        let text = scene([
            "{\"id\": \"a\", \"superview\": \"w\", \"frame\": [1, 2.5, 30, 40]}",
            "{\"superview\": \"a\", \"class\": \"label\", \"bounds\": [0, 0, 1e1, 5], \"center\": [-3, 4]}",
            "{\"id\": \"c\", \"superview\": \"a\", \"hidden\": true, \"alpha\": 0.5, \"userInteractionEnabled\": false,"
                + " \"multipleTouchEnabled\": true, \"exclusiveTouch\": true, \"clipsToBounds\": false, \"tag\": -7,"
                + " \"draggable\": true, \"canBecomeFirstResponder\": true, \"traceName\": \"caf\\u00e9\"}",
            "{\"id\": \"é\", \"superview\": \"c\", \"frame\": [-0, 0.1, 0, 0]}",
        ])
        let result = same(text)
        #expect(result.isScene)
        var decoder = SceneDecoder()
        let scene = try decoder.decode(text, file: "flat.json")
        decoder.readsFlatViewsDirectly = false
        #expect(try decoder.decode(text, file: "flat.json") == scene)
        #expect(scene.views.map(\.id) == ["n", "a", "a.0", "c", "é"])
        #expect(scene.views[1].location == SourceLocation(file: "flat.json", line: 4, column: 3))
    }

    @Test("views the fast form does not cover are read as nodes, in list order, among fast ones")
    func mixedViewsAgree() {
        let result = same(
            scene([
                "{\"id\": \"a\", \"superview\": \"w\"}",
                "{\"id\": \"b\", \"superview\": \"a\", \"backgroundColor\": \"red\", \"subviews\": [{\"id\": \"b1\"}]}",
                "{\"id\": \"c\", \"superview\": \"b1\", \"frame\": null}",
                "{\"id\": \"d\", \"superview\": \"a\", \"recognizers\": [{\"kind\": \"tap\", \"id\": \"t\"}]}",
                "{\"id\": \"e\", \"superview\": \"w\", \"class\": \"scrollView\", \"contentSize\": [10, 10]}",
                "{\"id\": \"f\", \"superview\": \"e\", \"frame\": [0, 0, 1, 1]}",
            ]))
        #expect(result.isScene)
    }

    @Test("errors in views of the fast form's keys are the node walk's errors, at the same places")
    func errorsAgree() {
        let bad = [
            "{\"id\": \"a\", \"superview\": \"w\", \"id\": \"b\"}",
            "{\"id\": \"a2\", \"superview\": 3}",
            "{\"id\": 4, \"superview\": \"w\"}",
            "{\"id\": \"a3\", \"superview\": \"w\", \"frame\": [0, 0, -1, 5]}",
            "{\"id\": \"a4\", \"superview\": \"w\", \"frame\": [0, 0, 1]}",
            "{\"id\": \"a5\", \"superview\": \"w\", \"frame\": [0, \"0\", 1, 1]}",
            "{\"id\": \"a6\", \"superview\": \"w\", \"frame\": [0, 0, 1e999, 1]}",
            "{\"id\": \"a7\", \"superview\": \"w\", \"alpha\": 2}",
            "{\"id\": \"a8\", \"superview\": \"w\", \"tag\": 1.5}",
            "{\"id\": \"a9\", \"superview\": \"w\", \"tag\": 3000000000}",
            "{\"id\": \"b1\", \"superview\": \"w\", \"hidden\": \"yes\"}",
            "{\"id\": \"b2\", \"superview\": \"w\", \"fram\": [0, 0, 1, 1]}",
            "{\"id\": \"b3\"}",
            "{}",
            "{\"id\": \"b4\", \"superview\": \"nowhere\"}",
            "{\"id\": \"b5\", \"superview\": \"b5\"}",
            "{\"id\": \"n\", \"superview\": \"w\"}",
            "{\"id\": \"b6\", \"superview\": \"w\", \"class\": \"label\", \"title\": \"hi\"}",
            "[1, 2]",
            "\"v\"",
        ]
        for view in bad {
            let result = same(scene(["{\"id\": \"ok\", \"superview\": \"w\"}", view]))
            #expect(!result.isScene, "\(view)")
        }
        same(scene(bad), viewClasses: ["view", "label"])
        // A key written with an escape, and a class the decoder does not know, without and with a class list.
        let escaped = "{\"id\": \"b7\", \"superview\": \"w\", \"c\\u006cass\": \"label\", \"text\": \"hi\"}"
        #expect(same(scene([escaped])).isScene)
        #expect(same(scene(["{\"id\": \"b8\", \"superview\": \"w\", \"class\": \"UIButton\"}"])).isScene)
        same(scene(["{\"id\": \"a\", \"superview\": \"w\", \"class\": \"custom\"}"]), viewClasses: ["view"])
        same(scene(["{\"id\": \"a\", \"superview\": \"w\"}"], extra: ", \"views\": [{\"id\": \"x\"}]"))
        same(scene(["{\"id\": \"a\", \"superview\": \"w\"}"], extra: ", \"firstResponder\": \"zz\""))
        same("{\"windows\": [{\"id\": \"w\"}], \"views\": null}")
        same("{\"windows\": [{\"id\": \"w\"}], \"views\": {\"id\": \"a\"}}")
        same("{\"windows\": [{\"id\": \"w\"}], \"views\": []}")
    }

    @Test("text that is not strict JSON inside a view is still read as YAML, with YAML's messages")
    func notJSONAgrees() {
        #expect(same(scene(["{\"id\": \"a\", \"superview\": \"w\", \"frame\": [0, 0, 1, 1,]}"])).isScene)
        same(scene(["{\"id\": \"a\", \"superview\": \"w\", \"frame\": [0, 0, 01, 1]}"]))
        same(scene(["{\"id\": \"a\", \"superview\": \"w\", \"hidden\": tru}"]))
        same(scene(["{\"id\": \"a\", \"superview\": \"w\"", "{\"id\": \"b\"}"]))
    }

    @Test("the view and node limits stop a flat list read straight from JSON where the node walk stops")
    func limitsAgree() {
        let views = (0..<30).map { "{\"id\": \"v\($0)\", \"superview\": \"w\", \"frame\": [0, 0, 1, 1]}" }
        for maximum in [1, 2, 3, 10, 31, 32, 40] {
            let result = same(scene(views), limits: SceneDecoder.Limits(maximumViews: maximum))
            #expect((result.errors.first?.hasPrefix("tooManyViews") ?? false) == (maximum < 32))
        }
        let mixed = views.enumerated().map { item in
            item.offset % 3 == 0
                ? item.element
                : "{\"id\": \"m\(item.offset)\", \"superview\": \"w\", \"handles\": {\"touches\": \"all\"}}"
        }
        for maximum in [5, 20, 31, 32] { same(scene(mixed), limits: SceneDecoder.Limits(maximumViews: maximum)) }
        for maximum in stride(from: 10, through: 260, by: 1) {
            same(scene(views), limits: SceneDecoder.Limits(maximumNodes: maximum))
        }
    }
}
