import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// A script's `drag` holds still before it lifts, so it lifts at rest; `fling` lifts while moving at the speed it
/// is given (SCHEMA.md, Scripts; issue 33).
@Suite("ScriptDragAndFlingTests")
@MainActor
struct ScriptDragAndFlingTests {
    /// A tall list with its `willEndDragging` call logged (the lift's velocity and where the content will rest).
    static func scene(script: String) -> String {
        """
        windows:
          - id: window
            frame: [0, 0, 390, 844]
            subviews:
              - id: list
                class: scrollView
                frame: [0, 0, 390, 844]
                contentSize: [390, 5000]
                delegate: [willEndDragging]
        script:
        \(script)
        """
    }

    func replay(_ script: String) throws -> ReplayResult {
        let scene = try SceneDecoder().decode(Self.scene(script: script), file: "drag.yaml")
        return try SceneReplayer().replay(scene)
    }

    func restingOffset(_ result: ReplayResult) -> CGFloat? {
        result.end.shapes.first { $0.id == "list" }?.bounds.origin.y
    }

    @Test("a 200 pt drag holds still for 0.15 s, lifts with velocity 0 and the list rests where the finger left it")
    func dragLiftsAtRest() throws {
        let result = try replay("  - drag: {from: [195, 600], to: [195, 400], duration: 0.5, samples: 10}")
        // The list's pan begins on the first 20 pt sample and the content follows the finger from there: 180 pt
        // when the finger lifts, and, lifting at rest, 180 pt for good (a drag that flung went on to 429.5).
        #expect(result.log == ["list scrollViewWillEndDragging velocity (0, 0) target (0, 180)"])
        #expect(restingOffset(result) == 180)
        let fine = try replay("  - drag: {from: [195, 600], to: [195, 400], duration: 0.5, samples: 100}")
        #expect(fine.log == ["list scrollViewWillEndDragging velocity (0, 0) target (0, 188)"])
        // The up comes dragHold after the last move, at the last move's point.
        let script = try ScriptDecoder().decode("- drag: {from: [0, 10], to: [0, 30], samples: 2}", file: "d")
        #expect(
            try script.expanded().steps.map(\.description) == [
                "0 down 1 (0, 10)", "0.25 move 1 (0, 20)", "0.5 move 1 (0, 30)", "0.65 up 1 (0, 30)",
            ])
        #expect(Script.Timing.dragHold > InteractionMetrics.default.velocityWindow)
    }

    @Test("a drag with hold 0 lifts while moving, as a fling does, and the list decelerates past 200")
    func dragWithoutHold() throws {
        let result = try replay("  - drag: {from: [195, 600], to: [195, 400], duration: 0.5, samples: 10, hold: 0}")
        #expect(result.log.count == 1)
        #expect(result.log.first?.hasPrefix("list scrollViewWillEndDragging velocity (0, 0.4) target (0, ") == true)
        #expect((restingOffset(result) ?? 0) > 200)
    }

    @Test("a fling lifts at (to - from) / duration, and speed sets that velocity instead of the duration")
    func flingLiftsAtSpeed() throws {
        let byDuration = try replay("  - fling: {from: [195, 600], to: [195, 400], duration: 0.1}")
        #expect(byDuration.log.first?.hasPrefix("list scrollViewWillEndDragging velocity (0, 2) target") == true)
        let bySpeed = try replay("  - fling: {from: [195, 600], to: [195, 400], speed: 1000}")
        #expect(bySpeed.log.first?.hasPrefix("list scrollViewWillEndDragging velocity (0, 1) target") == true)
        #expect((restingOffset(bySpeed) ?? 0) > 200)
        #expect((restingOffset(byDuration) ?? 0) > (restingOffset(bySpeed) ?? 0))
    }

    @Test("a fling given both a duration and a speed is an error at the speed")
    func flingDurationAndSpeed() throws {
        let error = try #require(
            sceneError(
                "windows: [{id: w}]\nscript:\n  - fling: {from: [0, 0], to: [0, 100], duration: 0.1, speed: 9}\n"))
        #expect(error.description == "bad.yaml:3:63: error: a fling takes a duration or a speed, not both")
    }
}
