import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("HitTestingTests")
struct HitTestingTests {
    /// Taps at `point` and returns the hit-testing lines of the trace and the binding line.
    static func hitLines(_ stage: Stage, at point: CGPoint) -> [String] {
        let recorder = stage.app.trace.recorder()
        stage.app.tap(at: point, time: stage.clock.now + 1)
        return recorder.lines.filter { line in
            line.hasPrefix("hit") || line.contains(" can answer ") || line.contains(" skipped: ")
                || line.hasPrefix("finger ")
        }
    }

    /// The view the touch of a tap at `point` was bound to, from the trace.
    static func boundView(_ stage: Stage, at point: CGPoint) -> String {
        let line = hitLines(stage, at: point).last { $0.hasPrefix("finger 1 -> ") } ?? "none"
        return String(line.dropFirst("finger 1 -> ".count).prefix { $0 != " " })
    }

    nonisolated static let pruneCases: [(change: String, lines: [String])] = [
        (
            "nothing",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer can answer 1", "inner can answer 1",
                "hit view: inner", "hit view: outer -> inner", "hit view: UIWindow -> inner",
                "finger 1 -> inner in UIWindow",
            ]
        ),
        (
            "inner hidden",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer can answer 1",
                "inner skipped: hidden",
                "hit view: inner -> nil", "hit view: outer", "hit view: UIWindow -> outer",
                "finger 1 -> outer in UIWindow",
            ]
        ),
        (
            "inner interaction disabled",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer can answer 1",
                "inner skipped: user interaction disabled", "hit view: inner -> nil", "hit view: outer",
                "hit view: UIWindow -> outer", "finger 1 -> outer in UIWindow",
            ]
        ),
        (
            "inner alpha 0.009",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer can answer 1",
                "inner skipped: alpha below 0.01", "hit view: inner -> nil", "hit view: outer",
                "hit view: UIWindow -> outer", "finger 1 -> outer in UIWindow",
            ]
        ),
        (
            "inner alpha 0.01",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer can answer 1", "inner can answer 1",
                "hit view: inner", "hit view: outer -> inner", "hit view: UIWindow -> inner",
                "finger 1 -> inner in UIWindow",
            ]
        ),
        (
            "outer hidden",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer skipped: hidden",
                "hit view: outer -> nil", "hit view: UIWindow", "finger 1 -> UIWindow in UIWindow",
            ]
        ),
        (
            "outer interaction disabled",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer skipped: user interaction disabled",
                "hit view: outer -> nil", "hit view: UIWindow", "finger 1 -> UIWindow in UIWindow",
            ]
        ),
        (
            "outer alpha 0",
            [
                "hit-test UIWindow at (100, 100)", "UIWindow can answer 1", "outer skipped: alpha below 0.01",
                "hit view: outer -> nil", "hit view: UIWindow", "finger 1 -> UIWindow in UIWindow",
            ]
        ),
    ]

    @Test(
        "hidden, interaction-disabled and alpha < 0.01 views are skipped with their subtree; alpha 0.01 is hit",
        arguments: pruneCases)
    func pruning(_ c: (change: String, lines: [String])) {
        let stage = Stage()
        let outer = stage.view("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = stage.view("inner", CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        switch c.change {
        case "inner hidden": inner.isHidden = true
        case "inner interaction disabled": inner.isUserInteractionEnabled = false
        case "inner alpha 0.009": inner.alpha = 0.009
        case "inner alpha 0.01": inner.alpha = 0.01
        case "outer hidden": outer.isHidden = true
        case "outer interaction disabled": outer.isUserInteractionEnabled = false
        case "outer alpha 0": outer.alpha = 0
        default: break
        }
        #expect(Self.hitLines(stage, at: CGPoint(x: 100, y: 100)) == c.lines)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "a point outside the receiver's bounds is never a hit, even inside an overflowing subview; clipsToBounds does not matter",
        arguments: [false, true])
    func overflowingSubview(_ clips: Bool) {
        let stage = Stage()
        let parent = stage.view("parent", CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.clipsToBounds = clips
        stage.view("overflow", CGRect(x: 80, y: 80, width: 100, height: 100), in: parent)
        #expect(
            Self.hitLines(stage, at: CGPoint(x: 150, y: 150)) == [
                "hit-test UIWindow at (150, 150)", "UIWindow can answer 1", "parent can answer 0",
                "hit view: parent -> nil", "hit view: UIWindow", "finger 1 -> UIWindow in UIWindow",
            ])
        #expect(Self.boundView(stage, at: CGPoint(x: 90, y: 90)) == "overflow")
        #expect(stage.log.lines == ["overflow.began[1]", "parent.began[1]", "overflow.ended[1]", "parent.ended[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("subviews are asked from the front-most (last) to the back-most, and the first answer wins")
    func frontMostFirst() {
        let stage = Stage()
        stage.view("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("middle", CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = stage.view("front", CGRect(x: 200, y: 200, width: 50, height: 50))
        #expect(
            Self.hitLines(stage, at: CGPoint(x: 10, y: 10)) == [
                "hit-test UIWindow at (10, 10)", "UIWindow can answer 1", "front can answer 0",
                "hit view: front -> nil", "middle can answer 1", "hit view: middle", "hit view: UIWindow -> middle",
                "finger 1 -> middle in UIWindow",
            ])
        stage.window.sendSubviewToBack(front)
        stage.window.sendSubviewToBack(stage.window.subviews[2])
        #expect(stage.window.subviews.map { $0.accessibilityIdentifier ?? "" } == ["middle", "front", "back"])
        #expect(Self.boundView(stage, at: CGPoint(x: 10, y: 10)) == "back")
        #expect(stage.app.leftovers == [])
    }

    nonisolated static let conversionCases: [(point: CGPoint, view: String)] = [
        (CGPoint(x: 160, y: 280), "rotated"),  // inside only because of the quarter turn
        (CGPoint(x: 200, y: 240), "UIWindow"),  // inside the unrotated frame only
        (CGPoint(x: 5, y: 5), "shifted"),  // the bounds origin (0, 100) brings (0, 100) to the top-left
        (CGPoint(x: 5, y: 105), "UIWindow"),
        (CGPoint(x: 290, y: 20), "scaled"),  // 20×20 scaled ×3 about (290, 30): x 260…320, y 0…60
        (CGPoint(x: 265, y: 55), "scaled"),
    ]

    @Test(
        "the point is converted into each child through its frame, bounds origin and transform about the centre",
        arguments: conversionCases)
    func conversion(_ c: (point: CGPoint, view: String)) {
        let stage = Stage()
        let rotated = stage.view("rotated", CGRect(x: 110, y: 230, width: 100, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let container = stage.view("container", CGRect(x: 0, y: 0, width: 60, height: 60))
        container.bounds.origin = CGPoint(x: 0, y: 100)
        stage.view("shifted", CGRect(x: 0, y: 100, width: 50, height: 50), in: container)
        let scaled = stage.view("scaled", CGRect(x: 280, y: 20, width: 20, height: 20))
        scaled.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(Self.boundView(stage, at: c.point) == c.view)
        #expect(stage.app.leftovers == [])
    }

    nonisolated static let edgeCases: [(point: CGPoint, inside: Bool)] = [
        (CGPoint(x: 10, y: 10), true),
        (CGPoint(x: 109.99, y: 50), true),
        (CGPoint(x: 50, y: 109.99), true),
        (CGPoint(x: 110, y: 50), false),
        (CGPoint(x: 50, y: 110), false),
        (CGPoint(x: 9.99, y: 50), false),
        (CGPoint(x: 50, y: 9.99), false),
    ]

    @Test("the minimum edges are inside and the maximum edges are not", arguments: edgeCases)
    func edges(_ c: (point: CGPoint, inside: Bool)) {
        let stage = Stage()
        let view = stage.view("box", CGRect(x: 10, y: 10, width: 100, height: 100))
        let local = view.convert(c.point, from: nil)
        #expect(view.point(inside: local, with: nil) == c.inside)
        #expect(Self.boundView(stage, at: c.point) == (c.inside ? "box" : "UIWindow"))
        #expect(stage.app.leftovers == [])
    }

    @Test("UIImageView and UILabel start non-interactive, so they and their subviews pass touches to what is behind")
    func imageViewAndLabel() {
        let stage = Stage()
        let behind = stage.view("behind", CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        image.accessibilityIdentifier = "image"
        let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        label.accessibilityIdentifier = "label"
        behind.addSubview(image)
        behind.addSubview(label)
        let button = LoggingView("button", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: stage.log)
        image.addSubview(button)
        #expect(
            [image.isUserInteractionEnabled, label.isUserInteractionEnabled, UIView().isUserInteractionEnabled]
                == [false, false, true])
        #expect(Self.boundView(stage, at: CGPoint(x: 20, y: 20)) == "behind")
        #expect(Self.boundView(stage, at: CGPoint(x: 160, y: 20)) == "behind")
        image.isUserInteractionEnabled = true
        #expect(Self.boundView(stage, at: CGPoint(x: 20, y: 20)) == "button")
        #expect(Self.boundView(stage, at: CGPoint(x: 80, y: 80)) == "image")
        #expect(stage.app.leftovers == [])
    }

    @Test("the touch's view is found when it begins and stays its view wherever the finger moves")
    func viewFixedForLife() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        b.callsSuper = false
        a.callsSuper = false
        var views: [String] = []
        let app = stage.app
        app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        let touch = app.liveTouches[0]
        views.append(touch.view?.accessibilityIdentifier ?? "nil")
        app.touch(.moved, at: CGPoint(x: 150, y: 50), time: 0.1)
        views.append(touch.view?.accessibilityIdentifier ?? "nil")
        app.touch(.moved, at: CGPoint(x: 1000, y: -50), time: 0.2)
        views.append(touch.view?.accessibilityIdentifier ?? "nil")
        app.touch(.ended, at: CGPoint(x: 150, y: 50), time: 0.3)
        views.append(touch.view?.accessibilityIdentifier ?? "nil")
        #expect(views == ["A", "A", "A", "A"])
        #expect(stage.log.lines == ["A.began[1]", "A.moved[1]", "A.moved[1]", "A.ended[1]"])
        #expect(app.leftovers == [])
    }
}
