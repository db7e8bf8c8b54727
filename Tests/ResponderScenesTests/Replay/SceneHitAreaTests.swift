import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// A view's hit area when it is not its bounds: scene files declare it (`circle`, `{expand:}`,
/// `{roundedRect:}`, `{path:}`), hit-testing asks the `UIBezierPath` built from it, and the SVG and the
/// playground outline it (issue 31: "a view's path drawn in the SVG and playground when it defines the hit
/// area").
@MainActor
@Suite("SceneHitAreaTests")
struct SceneHitAreaTests {
    @Test(
        "SVG path data reads into absolute elements: relative commands, H/V, repeated pairs, S and T reflections",
        arguments: [
            ("M10 10 h80 v80 Z", "move(10,10) line(90,10) line(90,90) close"),
            ("m 5,5 10,0 0,10 z", "move(5,5) line(15,5) line(15,15) close"),
            ("M0 0 L100 0 50-80z", "move(0,0) line(100,0) line(50,-80) close"),
            ("M0 0 C0 10 10 20 20 20 S40 30 40 40", "move(0,0) curve(0,10 10,20 20,20) curve(30,20 40,30 40,40)"),
            ("M0 0 Q10 0 10 10 T20 20", "move(0,0) quad(10,0 10,10) quad(10,20 20,20)"),
            ("M0 0 q10 0 10 10 t10 10", "move(0,0) quad(10,0 10,10) quad(10,20 20,20)"),
            ("M1e1 .5 V-2.5e0", "move(10,0.5) line(10,-2.5)"),
            ("M0 0 Z M5 5 L6 6", "move(0,0) close move(5,5) line(6,6)"),
        ])
    func pathData(text: String, elements: String) throws {
        let data = try ScenePathData(text, magnitude: 1e9)
        #expect(data.elements.map(Self.describe).joined(separator: " ") == elements)
    }

    @Test(
        "bad path data is refused at its character, hostile numbers included",
        arguments: [
            ("", "a path needs at least a move (M x y)"),
            ("L 0 0", "a path starts with M (a move), found 'L'"),
            ("10 10", "a path starts with a command (M), found '1'"),
            (
                "M 0 0 A 5 5 0 0 1 10 10",
                "arcs (A) are not supported: UIKit paths have no SVG arc; write the arc as curves (C)"
            ),
            ("M 0", "expected a number, found the end"),
            ("M 0 0 X 1", "expected a command letter (M L H V C S Q T Z) or a number, found 'X'"),
            ("M 1e40 0", "path numbers must be between -1e9 and 1e9 (InputLimits), found 1e40"),
            ("M 0 0 L nan 0", "expected a number, found 'n'"),
        ])
    func badPathData(text: String, message: String) {
        #expect(throws: ScenePathData.Failure.self) { try ScenePathData(text, magnitude: 1e9) }
        do {
            _ = try ScenePathData(text, magnitude: 1e9)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("a path of more than 10,000 elements is refused, not built")
    func elementCap() {
        let text = "M0 0" + String(repeating: " L1 1", count: ScenePathData.maximumElements)
        #expect(throws: ScenePathData.Failure.self) { try ScenePathData(text, magnitude: 1e9) }
    }

    @Test("a scene file's bad pointInside is an invalid-value error at its location")
    func badSceneValues() {
        for (rule, message) in [
            (
                "{path: \"M 0 0 A 1 1 0 0 1 5 5\"}",
                "scene.yaml:4:37: error: pointInside path at character 7: arcs (A) are not supported: UIKit paths have no SVG arc; write the arc as curves (C)"
            ),
            (
                "{roundedRect: -4}",
                "scene.yaml:4:44: error: roundedRect corner radius must be between 0 and 1000000000, found -4"
            ),
            (
                "{expand: 4, roundedRect: 4}",
                "scene.yaml:4:30: error: pointInside takes one of expand, roundedRect or path, found expand and roundedRect"
            ),
        ] {
            let yaml = "windows:\n  - id: w\n    subviews:\n      - {id: v, pointInside: \(rule)}\n"
            #expect(throws: (any Error).self) { try SceneDecoder().decode(yaml, file: "scene.yaml") }
            do {
                _ = try SceneDecoder().decode(yaml, file: "scene.yaml")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test(
        "pointInside roundedRect and path answer as UIBezierPath.contains",
        arguments: [
            ("{roundedRect: 20}", CGPoint(x: 2, y: 2), false), ("{roundedRect: 20}", CGPoint(x: 10, y: 10), true),
            ("{roundedRect: 20}", CGPoint(x: 50, y: 1), true),
            ("{path: \"M 0 0 L 100 0 L 50 100 Z\"}", CGPoint(x: 50, y: 20), true),
            ("{path: \"M 0 0 L 100 0 L 50 100 Z\"}", CGPoint(x: 10, y: 90), false),
            ("{path: \"M 0 0 L 100 0 L 50 100 Z\"}", CGPoint(x: 50, y: 99), true),
        ])
    func pointInside(rule: String, point: CGPoint, inside: Bool) throws {
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: w\n    subviews:\n      - {id: v, frame: [0, 0, 100, 100], pointInside: \(rule)}\n",
            file: "scene.yaml")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        #expect(built.view("v")?.point(inside: point, with: nil) == inside)
    }

    /// A triangle over the window: a tap in its box but outside the triangle falls through to the window.
    static let triangle = """
        windows:
          - id: window
            handles: {touches: [began]}
            subviews:
              - id: wedge
                frame: [100, 100, 100, 100]
                pointInside: {path: "M 0 0 L 100 0 L 50 100 Z"}
                handles: {touches: [began]}
        script:
          - tap: [110, 190]
          - {tap: [150, 120], time: 1}
        """

    @Test("a tap outside a path hit area falls through to the window; inside it, the view takes it")
    func triangleTaps() throws {
        let result = try SceneReplayer().replay(try SceneDecoder().decode(Self.triangle, file: "scene.yaml"))
        let lines = ReplayText.render(result, colored: false).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("wedge can") || $0.hasPrefix("hit view: window") || $0.hasPrefix("log:") }
        #expect(
            lines == [
                "wedge can answer 0", "hit view: window", "log: window touchesBegan",
                "wedge can answer 1", "hit view: window -> wedge", "log: wedge touchesBegan",
            ])
    }

    @Test("the SVG outlines each hit area that is not the bounds, in screen coordinates, and says so in the legend")
    func svgOutlines() throws {
        let result = try SceneReplayer().replay(try SceneDecoder().decode(Self.triangle, file: "scene.yaml"))
        let wedge = try #require(result.end.shapes.first { $0.id == "wedge" })
        #expect(wedge.hitArea == "M100 100 L200 100 L150 200 Z")
        #expect(result.end.shapes.first { $0.id == "window" }?.hitArea == nil)
        let svg = ReplaySVG.render(result)
        #expect(svg.contains("<path d=\"M100 100 L200 100 L150 200 Z\" fill=\"none\" stroke=\"#bf3989\""))
        #expect(svg.contains("pink dotted: the hit area of wedge, where point(inside:)"))

        let circle = try SceneReplayer().replay(try BundledScenes.scene("05-circular-view"))
        let round = try #require(circle.end.shapes.first { $0.id == "round" }?.hitArea)
        // UIKit's oval: a move to the right-hand point, four cubic quarters, a close.
        #expect(round.hasPrefix("M300 200 C") && round.hasSuffix(" Z"))
        #expect(round.split(separator: "C").count == 5)
        let enlarged = try SceneReplayer().replay(try BundledScenes.scene("04-enlarged-hit-area"))
        #expect(enlarged.end.shapes.compactMap(\.hitArea).count == 1)
    }

    /// A view of the app's own that adopts ``HitAreaDescribing``: the tools outline its path, moved with it.
    final class Knob: UIView, HitAreaDescribing {
        var hitArea: UIBezierPath { UIBezierPath(ovalIn: bounds.insetBy(dx: -10, dy: -10)) }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { hitArea.contains(point) }
    }

    @Test("a class adopting HitAreaDescribing is outlined where it is, its transform included")
    func describingClass() throws {
        var classes = SceneClassRegistry()
        classes.register("Knob") { frame in Knob(frame: frame) }
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: w\n    subviews:\n      - {id: knob, class: Knob, frame: [20, 20, 20, 20], transform: {scale: 2}}\n",
            file: "scene.yaml")
        let built = try SceneBuilder(classes: classes).build(scene, in: UIApplication(clock: ManualClock()))
        let shape = try #require(SceneSnapshot(built).shapes.first { $0.id == "knob" })
        // The oval's box is (-10, -10, 40, 40) in the knob; scaled 2× about its centre (30, 30): (-10, -10)–(70, 70).
        #expect(shape.hitArea?.hasPrefix("M70 30 C") == true)
        let view = try #require(built.view("knob"))
        #expect(HitArea.path(of: view)?.bounds == CGRect(x: -10, y: -10, width: 40, height: 40))
    }

    static func describe(_ element: ScenePathData.Element) -> String {
        func p(_ point: CGPoint) -> String { "\(format(point.x)),\(format(point.y))" }
        switch element {
        case .move(let point): return "move(\(p(point)))"
        case .line(let point): return "line(\(p(point)))"
        case .quad(let control, let end): return "quad(\(p(control)) \(p(end)))"
        case .curve(let control1, let control2, let end): return "curve(\(p(control1)) \(p(control2)) \(p(end)))"
        case .close: return "close"
        }
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(exactly: Double(value)) ?? 0) : String(Double(value))
    }
}
