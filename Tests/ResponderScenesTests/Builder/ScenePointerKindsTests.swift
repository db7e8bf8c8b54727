import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Scene support for input beyond one finger (BehaviourContract §12): hover recognizers that show a card, pans that
/// follow wheel and trackpad scrolls, and the `canvas` stroke view.
@MainActor
@Suite("ScenePointerKindsTests")
struct ScenePointerKindsTests {
    func replay(_ yaml: String) throws -> ReplayResult {
        try SceneReplayer().replay(try SceneDecoder().decode(yaml, file: "scene.yaml"))
    }

    @Test("§12 a hover recognizer that shows a card shows it as the pointer enters and hides it as it leaves")
    func hoverCard() throws {
        let result = try replay(
            """
            windows:
              - id: window
                subviews:
                  - {id: link, frame: [0, 0, 100, 40], recognizers: [{id: hover, kind: hover, shows: card}]}
                  - {id: card, frame: [0, 100, 100, 40], hidden: true}
            script:
              - hover: [200, 20]
              - hover: [50, 20]
              - hover: [60, 20]
              - hover: exit
            """)
        #expect(
            result.log == [
                "hover action began: shows card", "hover action changed", "hover action ended: hides card",
            ])
        #expect(result.end.shapes.first { $0.id == "card" }?.isHidden == true)
        #expect(result.leftovers == [])
    }

    @Test("§12 a hover recognizer and a tap recognizer on one view do not block each other")
    func hoverAndTap() throws {
        let result = try replay(
            """
            windows:
              - id: window
                subviews:
                  - id: link
                    frame: [0, 0, 100, 40]
                    recognizers: [{id: hover, kind: hover}, {id: tap, kind: tap}]
            script:
              - hover: [50, 20]
              - {time: 0.1, tap: [50, 20]}
              - {time: 0.3, hover: [60, 20]}
              - hover: exit
            """)
        #expect(
            result.log == [
                "hover action began", "tap action ended", "hover action changed", "hover action ended",
            ])
        #expect(result.leftovers == [])
    }

    @Test("§12 a pan with scrollTypes follows wheel steps and trackpad scrolls; one without them drops them")
    func panScrollTypes() throws {
        let result = try replay(
            """
            windows:
              - id: window
                subviews:
                  - id: list
                    frame: [0, 0, 200, 200]
                    recognizers: [{id: pan, kind: pan, scrollTypes: [continuous], action: translateView}]
                  - id: other
                    frame: [0, 300, 200, 200]
                    recognizers: [{id: plainPan, kind: pan}]
            script:
              - {trackpad: {at: [100, 100], delta: [0, 30], duration: 0.2, samples: 2}}
              - {time: 1, wheel: {at: [100, 100], delta: [0, 10]}}
              - {time: 2, wheel: {at: [100, 400], delta: [0, 10]}}
            """)
        #expect(
            result.log == [
                "pan action began: moved by (0, 15)", "pan action changed: moved by (0, 15)",
                "pan action ended: moved by (0, 0)",
            ])
        #expect(
            result.lines().filter { $0.contains("scroll ->") || $0.contains("dropped") && $0.contains("scroll") } == [
                "continuous scroll -> pan", "discrete scroll: no pan allows it: dropped",
                "discrete scroll: no pan allows it: dropped",
            ])
        #expect(result.leftovers == [])
    }

    @Test("a canvas logs each frame's coalesced samples and the estimated force updates, after the stroke too")
    func canvas() throws {
        let result = try replay(
            """
            windows:
              - id: window
                subviews:
                  - {id: canvas, class: canvas, frame: [0, 0, 200, 200]}
            script:
              - stroke: {from: [10, 10], to: [50, 10], duration: 0.025, rate: 120, frameRate: 60, force: [0.2, 0.5], forceUpdate: 0.01}
            """)
        #expect(
            result.log == [
                "canvas began: 1 coalesced: (10, 10) force 0.2 #1~; pencil at altitude 90° azimuth 0°",
                "canvas updated #1: force 0.2 -> 0.2 (final)",
                "canvas moved: 2 coalesced: (23.33, 10) force 0.2 #2~, (36.67, 10) force 0.3 #3~",
                "canvas updated #2: force 0.2 -> 0.3 (final)", "canvas updated #3: force 0.3 -> 0.4 (final)",
                "canvas ended: 1 coalesced: (50, 10) force 0.4 #4~; stroke of 4 samples",
                "canvas updated #4: force 0.4 -> 0.5 (final)",
            ])
        #expect(result.leftovers == [])
    }

    @Test(
        "a canvas with declarative behaviours, a missing shown view or a bad scroll type is an error at its line",
        arguments: [
            (
                "      - {id: c, class: canvas, draggable: true}\n", "unsupported-class",
                "a canvas brings its own overrides"
            ),
            ("      - {id: v, recognizers: [{kind: hover, shows: nowhere}]}\n", "missing-reference", "'nowhere'"),
            ("      - {id: v, recognizers: [{kind: pan, scrollTypes: [wheel]}]}\n", "invalid-value", "wheel"),
            ("      - {id: v, recognizers: [{kind: tap, scrollTypes: all}]}\n", "unknown-key", "scrollTypes"),
        ])
    func badScenes(line: String, code: String, message: String) {
        let yaml = "windows:\n  - id: window\n    subviews:\n" + line
        let error: SceneFileError? = {
            do throws(SceneFileError) {
                let scene = try SceneDecoder().decode(yaml, file: "scene.yaml")
                _ = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
                return nil
            } catch {
                return error
            }
        }()
        #expect(error?.code.rawValue == code, "\(String(describing: error))")
        #expect(error?.line == 4)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }
}
