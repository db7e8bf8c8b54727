import Foundation
import Testing

@testable import ResponderScenes

/// Decodes a scene that must fail, and returns the error.
func sceneError(_ text: String, file: String = "bad.yaml", limits: SceneDecoder.Limits = .init()) -> SceneFileError? {
    do {
        _ = try SceneDecoder(limits: limits).decode(text, file: file)
        return nil
    } catch {
        return error
    }
}

@Suite("SceneFileErrorTests")
struct SceneFileErrorTests {
    @Test("an unknown key is reported with its line and column and the nearest key, without the list of keys")
    func unknownKey() throws {
        let text = """
            windows:
              - id: window
                subviews:
                  - id: AView
                    fram: [0, 0, 10, 10]
            """
        let error = try #require(sceneError(text))
        #expect(error.code == .unknownKey)
        #expect(
            error.description
                == "bad.yaml:5:9: error: unknown key 'fram' in view 'AView' (did you mean 'frame'?)")
        // With nothing close, the expected keys are listed instead.
        let far = try #require(sceneError("windows:\n  - id: window\n    sparkles: 3\n"))
        #expect(
            far.message
                == "unknown key 'sparkles' in window 'window'; expected one of: "
                + (SceneReading.viewKeys + SceneReading.windowKeys).joined(separator: ", "))
    }

    @Test("every unknown key of a file is reported, in file order")
    func allUnknownKeys() throws {
        let error = try #require(sceneError("windows:\n  - id: w\n    colour: red\nwindow: []\n"))
        #expect(
            error.allErrors.map { "\($0.line):\($0.column) \($0.code.rawValue)" } == [
                "3:5 unknown-key", "4:1 unknown-key",
            ])
        #expect(error.allErrors[1].message == "unknown key 'window' in the scene (did you mean 'windows'?)")
        #expect(error.description.split(separator: "\n").count == 2)
    }

    @Test("a wrong type says what was expected and what was found")
    func wrongType() throws {
        let error = try #require(sceneError("windows:\n  - id: w\n    alpha: high\n"))
        #expect(error.description == "bad.yaml:3:12: error: alpha must be a number, found the string 'high'")
        let quoted = try #require(
            sceneError("{\"windows\": [{\"id\": \"w\", \"hidden\": \"true\"}]}", file: "bad.json"))
        #expect(quoted.description == "bad.json:1:36: error: hidden must be true or false, found the string 'true'")
    }

    @Test("a missing required key is reported at its mapping")
    func missingKey() throws {
        let error = try #require(sceneError("windows:\n  - frame: [0, 0, 1, 1]\n"))
        #expect(error.description == "bad.yaml:2:5: error: missing key 'id' in a window")
        #expect(try #require(sceneError("name: x\n")).code == .missingKey)
    }

    @Test("a reference to a missing view or recognizer is reported at the line and column that name it")
    func missingReference() throws {
        let view = try #require(
            sceneError("windows:\n  - id: w\n    subviews:\n      - {id: blue, hitTest: {passThroughTo: red}}\n"))
        #expect(
            view.description == "bad.yaml:4:45: error: hitTest target 'red' of view 'blue' is not a view of the scene")
        let recognizer = try #require(
            sceneError("windows:\n  - id: w\n    recognizers:\n      - {kind: tap, requireToFail: double}\n"))
        #expect(
            recognizer.description
                == "bad.yaml:4:36: error: recognizer 'double' named by recognizer 'w.tap1' does not exist")
        let superview = try #require(sceneError("windows: [{id: w}]\nviews:\n  - {id: a, superview: nowhere}\n"))
        #expect(
            superview.description
                == "bad.yaml:3:24: error: superview 'nowhere' of view 'a' is not a view or window of the scene")
    }

    @Test("a duplicate id points at the second use and names the first")
    func duplicateID() throws {
        let error = try #require(sceneError("windows:\n  - id: w\n    subviews:\n      - {id: a}\n      - {id: a}\n"))
        #expect(error.description == "bad.yaml:5:9: error: duplicate id 'a'; it is first declared at bad.yaml:4:9")
    }

    @Test("a duplicate key in one mapping is an error, not a silent overwrite")
    func duplicateKey() throws {
        let error = try #require(sceneError("windows: []\nwindows: []\n"))
        #expect(error.code == .duplicateKey && error.line == 1 && error.column == 1)
        #expect(error.message == "duplicate key 'windows' in a mapping")
    }

    @Test("a view controller presenting itself is a cycle")
    func presentingItself() throws {
        let text =
            "windows:\n  - id: w\n    subviews: [{id: root}]\nviewControllers:\n  - {id: vc, view: root, presented: vc}\n"
        let error = try #require(sceneError(text))
        #expect(error.description == "bad.yaml:5:5: error: view controller 'vc' contains or presents itself")
    }

    @Test("requireToFail and superview cycles are reported with their path")
    func cycles() throws {
        let text = """
            windows:
              - id: w
                recognizers:
                  - {id: a, kind: tap, requireToFail: b}
                  - {id: b, kind: tap, requireToFail: a}
            """
        let recognizers = try #require(sceneError(text))
        #expect(recognizers.description == "bad.yaml:4:9: error: requireToFail forms a cycle: 'a' → 'b' → 'a'")
        let views = try #require(
            sceneError("windows: [{id: w}]\nviews:\n  - {id: x, superview: y}\n  - {id: y, superview: x}\n"))
        #expect(views.description == "bad.yaml:3:5: error: views form a superview cycle: 'x' → 'y' → 'x'")
    }

    @Test("NaN and infinite numbers are rejected in YAML and in JSON")
    func notANumber() throws {
        let yaml = try #require(sceneError("windows:\n  - id: w\n    frame: [0, .nan, 1, 1]\n"))
        #expect(yaml.description == "bad.yaml:3:16: error: frame component must be a finite number, found .nan")
        let json = try #require(sceneError("{\"windows\": [{\"id\": \"w\", \"alpha\": 1e999}]}", file: "bad.json"))
        #expect(json.description == "bad.json:1:35: error: alpha must be a finite number, found 1e999")
    }

    @Test("a number beyond the engine's bound (InputLimits, 1e9) is an invalid value at its place, on every path")
    func hostileNumbers() throws {
        // The flat views' one-pass readers (JSON and YAML) leave the number to the node walk, which names it.
        let flatJSON = try #require(
            sceneError(
                "{\"windows\": [{\"id\": \"w\"}], \"views\": [{\"id\": \"v\", \"superview\": \"w\", \"frame\": [0, 1e40, 1, 1]}]}",
                file: "bad.json"))
        #expect(
            flatJSON.description
                == "bad.json:1:81: error: frame component must be between -1e9 and 1e9 (InputLimits), found 1e40")
        let wholeJSON = try #require(
            sceneError(
                "{\"windows\": [{\"id\": \"w\"}], \"views\": [{\"id\": \"v\", \"superview\": \"w\", \"frame\": [0, 10000000000, 1, 1]}]}",
                file: "bad.json"))
        #expect(wholeJSON.code == .invalidValue && wholeJSON.column == 81)
        let flatYAML = try #require(
            sceneError("windows: [{id: w}]\nviews:\n  - {id: v, superview: w, frame: [0, -1e308, 1, 1]}\n"))
        #expect(
            flatYAML.description
                == "bad.yaml:3:38: error: frame component must be between -1e9 and 1e9 (InputLimits), found -1e308")
        let digits = try #require(
            sceneError("windows: [{id: w}]\nviews:\n  - {id: v, superview: w, frame: [0, 123456789012345, 1, 1]}\n"))
        #expect(digits.code == .invalidValue && digits.line == 3 && digits.column == 38)
        let script = try #require(sceneError("windows: [{id: w}]\nscript:\n  - {time: 0, tap: [10, 1e40]}\n"))
        #expect(
            script.description
                == "bad.yaml:3:25: error: tap component must be between -1e9 and 1e9 (InputLimits), found 1e40")
        let time = try #require(sceneError("windows: [{id: w}]\nscript:\n  - {time: 1e40, tap: [10, 10]}\n"))
        #expect(time.code == .invalidValue && time.line == 3 && time.column == 12)
        // The bound itself, subnormals and negative zero are numbers like any other.
        #expect(
            sceneError(
                "windows: [{id: w}]\nviews:\n  - {id: v, superview: w, frame: [-0.0, 1e9, 5e-324, 1]}\n") == nil)
    }

    @Test("an out-of-range or unknown value is an invalid value")
    func invalidValue() throws {
        let colour = try #require(sceneError("windows:\n  - {id: w, backgroundColor: yelow}\n"))
        #expect(colour.code == .invalidValue && colour.line == 2 && colour.column == 30)
        #expect(colour.message == "unknown colour 'yelow' (did you mean 'yellow'?)")
        let far = try #require(sceneError("windows:\n  - {id: w, backgroundColor: sparkly}\n"))
        #expect(far.message.hasPrefix("unknown colour 'sparkly'; expected one of: black, darkGray"))
        let alpha = try #require(sceneError("windows:\n  - {id: w, alpha: 2}\n"))
        #expect(alpha.description == "bad.yaml:2:20: error: alpha must be between 0 and 1, found 2")
        let title = try #require(sceneError("windows:\n  - {id: w, subviews: [{class: label, title: Hi}]}\n"))
        #expect(
            title.description
                == "bad.yaml:2:46: error: 'title' does not apply to class 'label' (view 'w.0'); it applies to: button")
        let keys = try #require(sceneError("windows:\n  - {id: a, key: true}\n  - {id: b, key: true}\n"))
        #expect(keys.description == "bad.yaml:3:5: error: window 'b' is key, but window 'a' already is")
    }

    @Test("malformed YAML and JSON are syntax errors at the right place")
    func syntax() throws {
        let yaml = try #require(sceneError("windows: [{id: w}\nname: x\n"))
        #expect(
            yaml.description
                == "bad.yaml:2:1: error: did not find expected ',' or ']' (while parsing a flow sequence at 1:10)")
        let json = try #require(sceneError("{\"windows\": [\n  {\"id\": \"w\"}\n  {\"id\": \"v\"}]}", file: "bad.json"))
        #expect(
            json.description
                == "bad.json:3:3: error: did not find expected ',' or ']' (while parsing a flow sequence at 1:13)")
        #expect(try #require(sceneError("")).description == "bad.yaml:1:1: error: the file is empty")
    }

    @Test("a view tree deeper than the limit is too deep, and so is YAML nested over 1000 levels")
    func tooDeep() throws {
        var text = "windows: [{id: w}]\nviews:\n  - {id: v0, superview: w}\n"
        for level in 1...5_000 { text += "  - {id: v\(level), superview: v\(level - 1)}\n" }
        let error = try #require(sceneError(text))
        #expect(error.description == "bad.yaml:5003:5: error: view 'v5000' is 5001 levels deep; the limit is 5000")
        let nested = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        let yaml = try #require(sceneError("windows: " + nested))
        #expect(yaml.code == .tooDeep && yaml.line == 1)
    }

    @Test("a scene with more than a million views is rejected while it is read")
    func tooManyViews() throws {
        // Anchors and aliases multiply a small file: 10^6 leaves plus their parents (with the alias allowance
        // raised past them, so that the view limit is what stops the file).
        var level = "&l0 {}"
        for depth in 1...6 {
            level = "&l\(depth) {subviews: [\(level)" + String(repeating: ", *l\(depth - 1)", count: 9) + "]}"
        }
        let limits = SceneDecoder.Limits(maximumNodes: 10_000_000, aliasAllowance: 10_000_000)
        let error = try #require(sceneError("windows:\n  - id: w\n    subviews: [\(level)]\n", limits: limits))
        #expect(error.code == .tooManyViews)
        #expect(error.message == "the scene has more than 1000000 views")
        #expect(error.additionalErrors.isEmpty)
    }

    @Test("a file over the size limit is rejected before it is parsed")
    func fileTooLarge() throws {
        let text = "windows: []\n#" + String(repeating: "x", count: 16 * 1024 * 1024)
        let error = try #require(sceneError(text))
        #expect(error.description == "bad.yaml:1:1: error: the file has 16777229 bytes; the limit is 16777216 bytes")
        let data = Data(repeating: 0x20, count: 100)
        #expect(throws: SceneFileError.self) {
            try SceneDecoder(limits: .init(maximumFileSize: 99)).decode(data, file: "d")
        }
    }

    @Test("an embedded script's finger and time errors are reported when the scene is decoded")
    func embeddedScript() throws {
        let error = try #require(sceneError("windows: [{id: w}]\nscript:\n  - up: [1, 1]\n"))
        #expect(error.description == "bad.yaml:3:5: error: finger 1 is not down; it cannot up")
    }

    @Test("a missing file is unreadable, and a file that is not UTF-8 is a syntax error")
    func unreadable() throws {
        do {
            _ = try SceneDecoder().decode(contentsOfFile: "/nonexistent/scene.yaml")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.description == "/nonexistent/scene.yaml:1:1: error: cannot read the file")
        }
        #expect(throws: SceneFileError.self) { try SceneDecoder().decode(Data([0xFF, 0xFE, 0x00]), file: "b") }
    }
}
