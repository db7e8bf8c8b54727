import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// A drawing canvas as apps write one: it switches to the eraser on a double tap when that is the person's
/// choice, and shows a palette while the pencil is squeezed.
@MainActor
private final class PencilCanvas: UIView, UIPencilInteractionDelegate {
    var tool = "pen"
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIPencilInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        if UIPencilInteraction.preferredTapAction == .switchEraser { tool = tool == "pen" ? "eraser" : "pen" }
        let pose = tap.hoverPose.map { " over (\($0.location.x), \($0.location.y))" } ?? ""
        log.append("tap\(pose): \(tool)")
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        log.append("squeeze \(squeeze.phase) at \(squeeze.timestamp)")
    }
}

@MainActor
@Suite("ScriptPencilTests")
struct ScriptPencilTests {
    @Test(
        "§12 script steps pencilTap and squeeze reach a canvas's UIPencilInteraction: a whole squeeze is began then ended after its duration; a stray phase is repaired"
    )
    func pencilSteps() throws {
        var canvas: PencilCanvas?
        var classes = SceneClassRegistry()
        classes.register("PencilCanvas") { frame in
            let view = PencilCanvas(frame: frame)
            canvas = view
            return view
        }
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                subviews:
                  - {id: canvas, class: PencilCanvas, frame: [0, 100, 300, 300]}
            script:
              - pencilTap: true
              - wait: 0.5
              - pencilTap: [40, 150]
              - squeeze: {duration: 0.25, at: [10, 110], z: 0.2}
              - wait: 0.5
              - squeeze: changed
            """, file: "scene.yaml")
        let result = try SceneReplayer(builder: SceneBuilder(classes: classes)).replay(scene)
        #expect(
            canvas?.log == [
                "tap: eraser", "tap over (40.0, 50.0): pen", "squeeze began at 0.5", "squeeze ended at 0.75",
            ])
        #expect(
            result.lines().filter { $0.hasPrefix("input") || $0.hasPrefix("pencil") || $0.hasPrefix("repaired") } == [
                "input: t=0 pencil double tap", "pencil double tap -> canvas",
                "input: t=0.5 pencil double tap hovering at (40, 150) z 0.5", "pencil double tap -> canvas",
                "input: t=0.5 pencil squeeze began hovering at (10, 110) z 0.2", "pencil squeeze began -> canvas",
                "input: t=0.75 pencil squeeze ended hovering at (10, 110) z 0.2", "pencil squeeze ended -> canvas",
                "input: t=1.25 pencil squeeze changed", "repaired: pencil squeeze change without a began: dropped",
            ])
        #expect(result.leftovers == [])
    }

    @Test("§12 a squeeze phase that is not one is an error at its line, naming the phases")
    func badSqueezePhase() {
        #expect {
            try SceneDecoder().decode(
                "windows:\n  - id: window\nscript:\n  - squeeze: tight\n", file: "scene.yaml")
        } throws: { error in
            String(describing: error).contains("scene.yaml:4:")
                && String(describing: error).contains("began")
        }
    }
}
