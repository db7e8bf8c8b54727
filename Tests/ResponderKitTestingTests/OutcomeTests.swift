import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The view-tree dump and the last gesture's trace, as values `#expect` compares.
@MainActor
@Suite struct OutcomeTests {
    @Test("the view tree lists frames, states, accessibility and gesture recognizers, indented by depth")
    func viewTree() throws {
        let bench = Bench()
        let card = bench.view("card", CGRect(x: 10, y: 20, width: 200, height: 100))
        card.alpha = 0.5
        card.addGestureRecognizer(UIPanGestureRecognizer())
        let button = UIButton(frame: CGRect(x: 5, y: 5, width: 80, height: 30))
        button.setTitle("Go", for: .normal)
        button.accessibilityIdentifier = "go"
        card.addSubview(button)
        let generator = try bench.generator()
        let tree = generator.viewTree()
        #expect(
            tree.lines == [
                "UIWindow frame=(0 0; 320 480)",
                "  UIView \"card\" frame=(10 20; 200 100) alpha=0.5",
                "    gestures: UIPanGestureRecognizer(possible)",
                "    UIButton \"go\" frame=(5 5; 80 30) label=\"Go\" traits=[button]",
            ])
        #expect(tree.line(for: "go") == "UIButton \"go\" frame=(5 5; 80 30) label=\"Go\" traits=[button]")
    }

    @Test("the last gesture's trace holds its deliveries, transitions and actions, and only its own")
    func lastGesture() throws {
        let bench = Bench()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        button.accessibilityIdentifier = "buy"
        button.addAction(UIAction { _ in bench.log.add("bought") }, for: .touchUpInside)
        bench.window.addSubview(button)
        let pad = bench.view("pad", CGRect(x: 0, y: 300, width: 320, height: 100))
        pad.addGestureRecognizer(UITapGestureRecognizer())
        let generator = try bench.generator()
        try generator.fingerTap(at: "pad")
        #expect(generator.lastGestureTransitions == ["UITapGestureRecognizer@pad: possible -> ended"])
        try generator.fingerTap(at: "buy")
        #expect(generator.lastGestureTransitions == [])
        #expect(
            generator.lastGestureActions == [
                "buy sends touchDown", "buy sends touchUpInside", "buy sends primaryActionTriggered",
            ])
        #expect(generator.lastGestureLines.contains("finger 2 -> buy in UIWindow"))
        #expect(bench.log.lines == ["bought"])
    }
}
