import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Animations in scene scripts (BehaviourContract §13): `animate` steps start `UIView.animate` on the clock,
/// `waitForAnimations` waits them out, and the pictures draw animating views where they show.
@MainActor
@Suite("SceneAnimationTests")
struct SceneAnimationTests {
    static let scene = """
        windows:
          - id: window
            subviews:
              - {id: card, frame: [20, 100, 200, 120], handles: {touches: [began]}}
              - {id: button, frame: [20, 400, 120, 44], handles: {touches: [began]}}
        script:
          - animate: {view: card, center: [300, 600], duration: 0.5, curve: linear}
          - {tap: [120, 160], time: 0.1}
          - animate: {view: button, alpha: 0.5, duration: 0.3, delay: 0.05, options: [allowUserInteraction]}
          - tap: [80, 420]
          - waitForAnimations: true
          - tap: [300, 600]
        """

    /// The replay's lines about hits, handlers, animations and inputs, in order.
    static func story(_ result: ReplayResult) -> [String] {
        result.lines().filter { line in
            line.hasPrefix("input: t=") && line.contains("began") || line.hasPrefix("log: ")
                || line.contains("skipped: in an animation") || line.hasPrefix("animation ")
                || line.hasPrefix("timer: ")
        }
    }

    @Test(
        "§13 an animate step: the view refuses touches unless allowUserInteraction, completions come at t0 + delay + duration, waitForAnimations moves the later steps"
    )
    func story() throws {
        let result = try SceneReplayer().replay(try SceneDecoder().decode(Self.scene, file: "a.yaml"))
        #expect(
            Self.story(result) == [
                "timer: t=0", "animation position of card started", "input: t=0.1 finger 1 began (120, 160)",
                "card skipped: in an animation", "input: t=0.15 finger 1 began (80, 420)", "log: button touchesBegan",
                "timer: t=0.2", "animation opacity of button started", "timer: t=0.5",
                "animation position of card stopped (finished: true)", "log: card animation finished: true",
                "animation opacity of button stopped (finished: true)", "log: button animation finished: true",
                "input: t=0.5 finger 1 began (300, 600)", "log: card touchesBegan",
            ])
        #expect(
            result.finalLines == [
                "final: card frame (200, 540, 200, 120)", "final: button frame (20, 400, 120, 44), alpha 0.5",
            ])
        #expect(result.leftovers.isEmpty)
    }

    @Test("§13 mid-animation the picture draws the view where it shows, and hit-testing reads the model")
    func presentation() throws {
        let text = """
            windows:
              - id: window
                subviews:
                  - {id: pulse, frame: [100, 100, 100, 100], handles: {touches: [began]}}
            script:
              - animate: {view: pulse, center: [150, 350], duration: 1, curve: linear, options: [repeat]}
              - {down: [150, 150], time: 0.25}
            """
        let result = try SceneReplayer().replay(try SceneDecoder().decode(text, file: "p.yaml"))
        let pulse = try #require(result.end.shapes.first { $0.id == "pulse" })
        // A finger is held, so nothing settles: a quarter of the way from y 150 to 350 is 200 (top 150).
        let shown = try #require(pulse.presentation)
        #expect(abs(shown.toScreen.ty - 150) < 0.01 && abs(shown.toScreen.tx - 100) < 0.01)
        #expect(pulse.toScreen.ty == 300)
        #expect(
            result.finalLines.last
                == "final: pulse shows at (100, 150, 100, 100) on screen (presentation; hit-testing reads the model)")
        #expect(result.lines().contains("pulse skipped: in an animation"))
        let svg = ResponderTool.render(result, format: .svg)
        #expect(svg.contains("the dash-dot purple outline is its model"))
        #expect(result.leftovers.contains("animation pulse position (repeats for ever)"))
    }

    @Test("waitForAnimations gives up on an animation that repeats for ever after a minute")
    func waitLimit() throws {
        let text = """
            windows:
              - id: window
                subviews:
                  - {id: pulse, frame: [0, 0, 10, 10]}
            script:
              - animate: {view: pulse, alpha: 0.2, duration: 1, options: [repeat, autoreverse]}
              - waitForAnimations: true
              - down: [100, 100]
            """
        let result = try SceneReplayer().replay(try SceneDecoder().decode(text, file: "w.yaml"))
        #expect(result.lines().contains("input: t=60 finger 1 began (100, 100)"))
    }

    @Test("animate steps are checked: a property to animate, known options, a view of the scene")
    func errors() throws {
        let missing = try #require(
            scriptError("- animate: {view: card, duration: 1}\n- animate: {view: card, alpha: 2, duration: 1}\n"))
        #expect(
            missing.allErrors.map(\.description) == [
                "s.yaml:1:12: error: animate needs a property to animate: frame, center, alpha, transform or "
                    + "backgroundColor",
                "s.yaml:2:32: error: alpha must be between 0 and 1, found 2",
            ])
        let option = try #require(
            scriptError("- animate: {view: card, alpha: 1, duration: 1, options: [allowUserInteractoin]}\n"))
        #expect(
            option.description
                == "s.yaml:1:58: error: unknown animation option 'allowUserInteractoin' (did you mean "
                + "'allowUserInteraction'?)")
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: w\nscript:\n  - animate: {view: ghost, alpha: 0, duration: 1}\n", file: "g.yaml")
        do {
            _ = try SceneReplayer().replay(scene)
            Issue.record("a missing view replayed")
        } catch {
            #expect(
                error.description
                    == "g.yaml:4:5: error: animate names 'ghost', which is not a view of the scene")
        }
    }

    /// Decodes a script that must fail, and returns the error.
    func scriptError(_ text: String) -> SceneFileError? {
        do {
            _ = try ScriptDecoder().decode(text, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }
}
