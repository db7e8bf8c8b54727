import Foundation
import Testing

@testable import ResponderScenes

/// `responder check` tells everything wrong with a file in one run, in file order, each error located and with
/// the fix when one is close (issue 33).
@Suite("AllErrorsInOneRunTests")
@MainActor
struct AllErrorsInOneRunTests {
    /// Five wrong values (in two views, a scroll view and a recognizer) and three misspelt keys.
    static let eightErrors = """
        windows:
          - id: window
            subviews:
              - id: AView
                fram: [0, 0, 100, 100]
                alpha: high
                hidden: maybe
              - id: list
                class: scrollView
                contentSize: [100, lots]
                bounces: sometimes
                recognizers:
                  - kind: pan
                    enabeld: true
                    cancelsTouchesInView: 3
              - id: BView
                backgroundColr: red
        """

    func checkErrors(_ text: String, name: String = "eight.yaml") throws -> [SceneFileError] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("all-errors-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ResponderTool.check(scenePath: path)
            return []
        } catch {
            return error.allErrors.map { error in
                var relative = error
                relative.file = name
                return relative
            }
        }
    }

    @Test("responder check: 5 wrong values and 3 misspelt keys give 8 errors in one run, in file order, with fixes")
    func eightErrorsInOneRun() throws {
        let errors = try checkErrors(Self.eightErrors)
        #expect(
            errors.map(\.description) == [
                "eight.yaml:5:9: error: unknown key 'fram' in view 'AView' (did you mean 'frame'?)",
                "eight.yaml:6:16: error: alpha must be a number, found the string 'high'",
                "eight.yaml:7:17: error: hidden must be true or false, found the string 'maybe'",
                "eight.yaml:10:28: error: contentSize component must be a number, found the string 'lots'",
                "eight.yaml:11:18: error: bounces must be true or false, found the string 'sometimes'",
                "eight.yaml:14:13: error: unknown key 'enabeld' in a pan recognizer (did you mean 'enabled'?)",
                "eight.yaml:15:35: error: cancelsTouchesInView must be true or false, found a number",
                "eight.yaml:17:9: error: unknown key 'backgroundColr' in view 'BView' (did you mean 'backgroundColor'?)",
            ])
    }

    @Test("a misspelt name of a fixed set gets its fix, and the list only when nothing is close")
    func enumValues() throws {
        let pann = try #require(
            sceneError("windows:\n  - id: w\n    recognizers:\n      - kind: pann\n        enabeld: 3\n"))
        // The recognizer of an unknown kind is dropped, but its other mistakes are reported in the same run.
        #expect(
            pann.description
                == "bad.yaml:4:15: error: unknown recognizer kind 'pann' (did you mean 'pan'?)\n"
                + "bad.yaml:5:9: error: unknown key 'enabeld' in a recognizer (did you mean 'enabled'?)")
        let far = try #require(sceneError("windows:\n  - id: w\n    recognizers:\n      - kind: wobble\n"))
        #expect(far.message.hasPrefix("unknown recognizer kind 'wobble'; expected one of: hover, longPress, pan"))
        let hitTest = try #require(sceneError("windows:\n  - {id: w, hitTest: subviewOnly}\n"))
        #expect(hitTest.message == "unknown hitTest 'subviewOnly' (did you mean 'subviewsOnly'?)")
        let level = try #require(sceneError("windows:\n  - {id: w, level: statusbar}\n"))
        #expect(level.message == "unknown window level 'statusbar' (did you mean 'statusBar'?)")
        let direction = try #require(
            sceneError("windows:\n  - id: w\n    recognizers: [{kind: swipe, direction: lefft}]\n"))
        #expect(direction.message == "unknown direction 'lefft' (did you mean 'left'?)")
    }

    @Test("a misspelt action names its fix at its key")
    func misspeltAction() throws {
        let error = try #require(sceneError("windows: [{id: w}]\nscript:\n  - tapp: [1, 1]\n"))
        #expect(error.description == "bad.yaml:3:5: error: unknown action 'tapp' in a step (did you mean 'tap'?)")
    }

    @Test("a tab is named as a tab, not as a character that cannot start a token")
    func tab() throws {
        let error = try #require(sceneError("windows:\n  - id: w\n    subviews:\n\t- id: v\n"))
        #expect(error.code == .syntax && error.line == 4)
        #expect(error.message.hasPrefix("a tab character: YAML indents with spaces only"))
    }

    @Test("an unknown id or class gets the nearest known one")
    func idsAndClasses() throws {
        let id = try #require(
            sceneError("windows: [{id: w}]\nviews:\n  - {id: card, superview: w}\nfirstResponder: crad\n"))
        #expect(id.message.contains("(did you mean 'card'?)"))
        let errors = try checkErrors("windows:\n  - id: w\n    subviews: [{id: b, class: UIButton}]\n", name: "c.yaml")
        #expect(errors.map(\.code) == [.unsupportedClass])
        #expect(errors.first?.message.contains("(did you mean 'button'?)") == true)
    }

    @Test("a scene name that is neither a file nor a bundled scene suggests the bundled scene it means")
    func bundledNames() throws {
        #expect(BundledScenes.closestName(to: "09-drga") == "09-drag")
        #expect(BundledScenes.closestName(to: "drag") == "09-drag")
        #expect(BundledScenes.closestName(to: "zzzzzzzz") == nil)
        do {
            _ = try ResponderTool.replay(scenePath: "09-drga")
            Issue.record("a missing scene was replayed")
        } catch {
            #expect(
                error.description
                    == "09-drga:1:1: error: no such file or bundled scene; did you mean the bundled scene '09-drag'?")
        }
    }
}
