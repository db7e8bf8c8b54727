import Foundation
import Testing

@testable import ResponderScenes

/// A 1.6 KB YAML file whose nested anchors stand for 10^`levels` views.
func aliasBomb(levels: Int = 9) -> String {
    var text = "windows:\n  - id: w\n    subviews:\n      - &l0 {}\nanchors:\n"
    for level in 1...levels {
        let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
        text += "  - &l\(level) {subviews: [\(aliases)]}\n"
    }
    return text + "views:\n  - {superview: w, subviews: [*l\(levels)]}\n"
}

/// How long a closure takes, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

@Suite("HostileSceneTests")
struct HostileSceneTests {
    @Test("an alias bomb stops at the alias allowance within a second, at a file:line:column")
    func aliasBomb() throws {
        let text = ResponderScenesTests.aliasBomb()
        #expect(text.utf8.count < 1_700)
        var error: SceneFileError?
        let elapsed = seconds { error = sceneError(text, file: "bomb.yaml") }
        let found = try #require(error)
        // The unknown key `anchors` is found too, but the expansion stops the file.
        let expansion = try #require(found.allErrors.first { $0.code == .aliasExpansion })
        #expect(expansion.file == "bomb.yaml")
        #expect(expansion.line > 1)
        #expect(expansion.message.contains("aliases repeat the anchored node here"))
        #expect(elapsed < 1.0)
    }

    @Test("an alias used as a mapping key is refused before Yams hashes it")
    func aliasKey() throws {
        let text = "windows: [{id: w}]\nx: &big [1, 2]\ny: {*big : 1}\n"
        let error = try #require(sceneError(text))
        #expect(error.code == .aliasExpansion)
        #expect("\(error.location)" == "bad.yaml:3:5")
        #expect(error.message == "the alias '*big' is used as a mapping key; keys must be plain names")
        // A '*' inside quotes or a comment is not an alias.
        let quoted = "name: \"a *b: c\" # *d: e\nwindows: [{id: w, title: &t x}]\n"
        #expect(sceneError(quoted)?.code != .aliasExpansion)
    }

    @Test("a file with more nodes than the limit is refused while it is read, JSON and YAML alike")
    func tooManyNodes() throws {
        let limits = SceneDecoder.Limits(maximumNodes: 1_000)
        let numbers = Array(repeating: "1", count: 2_000).joined(separator: ", ")
        let json = try #require(sceneError("{\"windows\": [], \"name\": [\(numbers)]}", file: "n.json", limits: limits))
        #expect(json.code == .tooManyNodes)
        #expect(json.line == 1)
        let yaml = try #require(sceneError("windows: []\nname: [\(numbers)]\n", limits: limits))
        #expect(yaml.code == .tooManyNodes)
        #expect(yaml.line == 2)
    }

    @Test("a scene with more views than the limit is refused, JSON and YAML alike")
    func tooManyViews() throws {
        let limits = SceneDecoder.Limits(maximumViews: 10)
        let views = (0..<20).map { "{\"id\": \"v\($0)\", \"superview\": \"w\"}" }.joined(separator: ", ")
        let json = try #require(
            sceneError("{\"windows\": [{\"id\": \"w\"}], \"views\": [\(views)]}", file: "v.json", limits: limits))
        #expect(json.code == .tooManyViews)
        #expect(json.message == "the scene has more than 10 views")
    }

    @Test("JSON nested deeper than 1,000 levels is too deep, as in YAML")
    func jsonTooDeep() throws {
        let nested = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        let error = try #require(sceneError("{\"windows\": \(nested)}", file: "deep.json"))
        #expect(error.code == .tooDeep)
        #expect(error.line == 1)
    }

    @Test("JSON is read with exact lines and columns, escapes and duplicate keys")
    func jsonDetails() throws {
        let text = "{\n  \"name\": \"caf\\u00e9 \\\"x\\\"\",\n  \"windows\": [{\"id\": \"w\", \"id\": \"v\"}]\n}\n"
        let error = try #require(sceneError(text, file: "d.json"))
        #expect(error.description == "d.json:3:27: error: duplicate key 'id' in window 'w'")
        let scene = try SceneDecoder().decode(
            "{\"name\": \"caf\\u00e9 \\\"x\\\" \\ud83d\\ude00\", \"windows\": [{\"id\": \"é\", \"frame\": [0, 1.5, 2e1, 3]}]}",
            file: "ok.json")
        #expect(scene.name == "café \"x\" 😀")
        #expect(scene.windows[0].view.frame == CGRect(x: 0, y: 1.5, width: 20, height: 3))
        #expect(scene.windows[0].view.location == SourceLocation(file: "ok.json", line: 1, column: 54))
    }

    @Test("YAML flow text that is not JSON is still read as YAML")
    func yamlFlow() throws {
        let scene = try SceneDecoder().decode("{windows: [{id: w, frame: [0, 0, 10, 10]}]}", file: "flow.yaml")
        #expect(scene.windows.map(\.id) == ["w"])
    }
}

@Suite("OnePassErrorTests")
struct OnePassErrorTests {
    @Test("check reports every error of a file in one run, a wrong reference at the line that names it")
    func everyError() throws {
        let text = """
            windows:
              - id: w
                colr: red
                subviews:
                  - id: AView
                    hitTest: {redirectTo: BVeiw}
                  - id: BView
            views:
              - id: CView
                superview: AVew
            firstResponder: nobody
            """
        let error = try #require(sceneError(text))
        #expect(
            error.allErrors.map { "\($0.line):\($0.column) \($0.code.rawValue)" } == [
                "3:5 unknown-key", "6:31 missing-reference", "10:16 missing-reference", "11:17 missing-reference",
            ])
        #expect(error.allErrors[1].message.hasSuffix("is not a view of the scene (did you mean 'BView'?)"))
        #expect(error.allErrors[2].message.hasSuffix("(did you mean 'AView'?)"))
    }

    @Test("an unknown class gets the schema's name for a UIKit class, at its class key")
    func classSuggestion() throws {
        let text =
            "windows:\n  - id: w\n    subviews:\n      - {id: b, class: UIButton}\n      - {id: l, class: lable}\n"
        let decoder = SceneDecoder(viewClasses: Set(SceneClassRegistry.builtInViewClasses))
        do {
            _ = try decoder.decode(text, file: "c.yaml")
            Issue.record("the scene decoded")
        } catch {
            #expect(error.allErrors.map(\.code) == [.unsupportedClass, .unsupportedClass])
            #expect(
                error.allErrors[0].description.hasPrefix(
                    "c.yaml:4:24: error: unknown class 'UIButton' of view 'b' (did you mean 'button'?)"))
            #expect(error.allErrors[1].message.contains("(did you mean 'label'?)"))
        }
    }

    @Test("a frame that is neither a list nor a mapping is told both accepted forms")
    func frameForms() throws {
        let error = try #require(
            sceneError("{\"windows\": [{\"id\": \"w\", \"frame\": \"0 0 10 10\"}]}", file: "f.json"))
        #expect(
            error.message
                == "frame must be [x, y, width, height] or {x: …, y: …, width: …, height: …}, found the string '0 0 10 10'"
        )
    }

    @Test("firstResponder on a view that cannot become first responder is an error at that line")
    func firstResponderRefuses() throws {
        let error = try #require(sceneError("windows:\n  - id: w\n    subviews: [{id: v}]\nfirstResponder: v\n"))
        #expect(
            error.description
                == "bad.yaml:4:17: error: firstResponder 'v' cannot become first responder: give it 'canBecomeFirstResponder: true'"
        )
        let fine = "windows:\n  - id: w\n    subviews: [{id: v, canBecomeFirstResponder: true}]\nfirstResponder: v\n"
        #expect(sceneError(fine) == nil)
    }
}

@Suite("YAMLSubsetReaderTests")
struct YAMLSubsetReaderTests {
    /// Both readers' nodes for a text: the subset reader's (nil when it leaves the file to Yams) and Yams'.
    func both(_ text: String) throws -> (SceneNode?, SceneNode) {
        let fast = try YAMLSubsetReader.read(text, file: "f.yaml", limits: .init())
        let yams = try SceneFileText.composeWithYams(text, file: "f.yaml", limits: .init())
        return (fast, yams)
    }

    @Test("every bundled scene reads to the same nodes, lines and columns as with Yams, or is left to Yams")
    func bundledScenesAgree() throws {
        var read = 0
        for lesson in BundledScenes.lessons {
            let url = try #require(BundledScenes.url(lesson.file))
            let text = try String(contentsOf: url, encoding: .utf8)
            let (fast, yams) = try both(text)
            if let fast {
                read += 1
                #expect(fast == yams, "\(lesson.file)")
            }
        }
        // Lessons with `description: >` (a folded block scalar) go to Yams; any others are read here.
        _ = read
    }

    @Test(
        "the subset's forms read as Yams reads them",
        arguments: [
            "windows:\n  - id: w\n    frame: [0, 0, 10.5, -2]\n    subviews:\n      - {id: a, title: 'it''s', text: \"q \\\"x\\\"\"}\n",
            "a:\n- 1\n- x y  # comment\nb: ~\nc: {d: [true, null, .inf], e: []}\n",
            "- - 1\n",
            "name: café\nwindows: []\n",
            "key: value: more\n",
            "a: [1, 2\n",
            "a: |\n  text\n",
            "a: &x 1\nb: *x\n",
            "a: 1\na: 2\n",
            "---\na: 1\n",
            "a: [null, Null, NULL, nUlL, true, True, TRUE, tRUE, false, False, FALSE, fAlse, nulls, fals, frame, n]\n"
                + "b: {t: tile, f: _x, nu: Nul, T: Truth}\nc: nUlL\nd: True\ne: FALSE\nf: frame\n",
        ])
    func formsAgree(text: String) throws {
        let fast = try? YAMLSubsetReader.read(text, file: "f.yaml", limits: .init())
        let yams = try? SceneFileText.composeWithYams(text, file: "f.yaml", limits: .init())
        if let fast = fast ?? nil { #expect(fast == yams) }
    }

    @Test("the generated benchmark scene is read by the subset reader")
    func generatedScene() throws {
        var text = "name: generated\nwindows:\n  - {id: w, frame: [0, 0, 1000, 1000]}\nviews:\n"
        for index in 0..<50 { text += "  - {id: v\(index), superview: w, frame: [\(index), \(index), 90, 90]}\n" }
        let (fast, yams) = try both(text)
        #expect(fast != nil)
        #expect(fast == yams)
    }
}
