import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Constraints in scene files (BehaviourContract §14): read as the anchor API writes them, built into live
/// `NSLayoutConstraint`s, solved before the first touch, checked by `responder check` and drawn in the SVG.
@MainActor
@Suite("SceneConstraintTests")
struct SceneConstraintTests {
    /// A window holding one view whose `constraints` are `lines` (each a flow mapping).
    static func scene(_ lines: [String], extra: String = "") -> String {
        """
        windows:
          - id: window
            subviews:
              - id: box
                constraints:
        \(lines.map { "              - \($0)" }.joined(separator: "\n"))
        \(extra)
        """
    }

    /// The scene's text in a temporary file, for the tool.
    func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("constraints-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("§14 a constraint reads as the anchor API writes it: relation, target, constant, multiplier, priority")
    func reading() throws {
        let scene = try SceneDecoder().decode(
            Self.scene([
                "{anchor: top, equalTo: safeArea.top, constant: 20}",
                "{anchor: leading, greaterThanOrEqualTo: superview.margins.leading}",
                "{anchor: width, equalTo: other.width, multiplier: 0.5, priority: defaultHigh, identifier: half}",
                "{anchor: height, lessThanOrEqualToConstant: 44, priority: 300, active: false}",
            ]) + "\n      - id: other\n", file: "s.yaml")
        let box = try #require(scene.view(withID: "box"))
        let constraints = try #require(box.layout?.constraints)
        typealias C = Scene.Constraint
        #expect(
            constraints.map { [$0.anchor.rawValue, $0.relation.rawValue, $0.target?.written ?? "-"] } == [
                ["top", "equal", "safeArea.top"], ["leading", "greaterThanOrEqual", "margins.leading"],
                ["width", "equal", "other.width"], ["height", "lessThanOrEqual", "-"],
            ])
        #expect(constraints.map(\.constant) == [20, 0, 0, 44])
        #expect(constraints.map(\.multiplier) == [1, 1, 0.5, 1])
        #expect(constraints.map(\.priority) == [1000, 1000, 750, 300])
        #expect(constraints.map(\.identifier) == [nil, nil, "half", nil])
        #expect(constraints.map(\.isActive) == [true, true, true, false])
        #expect(constraints.map { $0.location?.line } == [6, 7, 8, 9])
        #expect(box.layout?.translatesAutoresizingMask == false)
        // A view without constraints keeps UIKit's default.
        #expect(scene.view(withID: "other")?.layout == nil)
    }

    @Test("constraint errors name the rule, at the constraint's line, and every one of a file is reported")
    func errors() throws {
        let error = try #require(
            sceneError(
                Self.scene([
                    "{anchor: tpo, equalTo: superview.top}",
                    "{anchor: width, equalTo: superview.top}",
                    "{anchor: top, equalToConstant: 20}",
                    "{anchor: top, equalTo: superview.top, multiplier: 2}",
                    "{anchor: width, equalToConstant: 10, equalTo: superview.width}",
                    "{anchor: leading, equalTo: superview.left}",
                    "{anchor: top, equalTo: top}",
                    "{anchor: top, equalTo: superview.middle}",
                    "{anchor: firstBaseline, equalTo: safeArea.firstBaseline}",
                    "{anchor: width, equalToConstant: 10, priority: 0}",
                    "{anchor: width, equalToConstant: 10, priority: hihg}",
                    "{anchor: width, equalToConstant: 10, constant: 3}",
                ])))
        #expect(
            error.allErrors.map(\.description) == [
                "bad.yaml:6:26: error: unknown anchor 'tpo'; expected one of: leading, trailing, left, right, top, "
                    + "bottom, centerX, centerY, width, height, firstBaseline, lastBaseline",
                "bad.yaml:7:42: error: a width anchor (dimension) cannot be related to 'superview.top' (vertical): "
                    + "the anchor API relates anchors of one kind",
                "bad.yaml:8:48: error: 'equalToConstant' takes a width or height anchor: a position needs another "
                    + "anchor to be measured from (write 'equalTo: superview.top')",
                "bad.yaml:9:67: error: 'multiplier' applies to a width or height related to another dimension, as "
                    + "the anchor API's constraint(equalTo:multiplier:) of NSLayoutDimension",
                "bad.yaml:10:17: error: constraint 5 of view 'box' has more than one of: equalTo, "
                    + "greaterThanOrEqualTo, lessThanOrEqualTo, equalToConstant, greaterThanOrEqualToConstant, "
                    + "lessThanOrEqualToConstant",
                "bad.yaml:11:44: error: a constraint cannot be made between a leading/trailing anchor and a "
                    + "left/right one (leading and 'superview.left'), as UIKit refuses",
                "bad.yaml:12:40: error: 'top' is not an anchor: write it as view.anchor: superview.top, safeArea.top, "
                    + "margins.leading, card.bottom",
                "bad.yaml:13:40: error: unknown anchor 'middle' in 'superview.middle'; expected one of: leading, "
                    + "trailing, left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline",
                "bad.yaml:14:50: error: a layout guide has no baseline: 'safeArea.firstBaseline'",
                "bad.yaml:15:64: error: priority must be between 1 and 1000, found 0",
                "bad.yaml:16:64: error: unknown priority 'hihg'; expected a number from 1 to 1000 or one of: "
                    + "defaultHigh, defaultLow, dragThatCanResizeScene, dragThatCannotResizeScene, fittingSizeLevel, "
                    + "required, sceneSizeStayPut",
                "bad.yaml:17:64: error: 'equalToConstant' is the constant: leave out 'constant'",
            ])
    }

    @Test("a target that names nothing, or a window's superview, is a reference error at the constraint")
    func references() throws {
        let missing = try #require(sceneError(Self.scene(["{anchor: top, equalTo: bxo.bottom}"])))
        #expect(
            missing.description
                == "bad.yaml:6:17: error: constraint target 'bxo.bottom' of view 'box' names 'bxo', which is not a "
                + "view of the scene")
        let window = try #require(
            sceneError("windows:\n  - id: w\n    constraints:\n      - {anchor: width, equalTo: superview.width}\n"))
        #expect(
            window.description
                == "bad.yaml:4:9: error: constraint 'superview.width' of window 'w': a window has no superview; name a "
                + "view or write the window's own anchors as 'w.width'")
    }

    @Test("§14 views in different windows have no common ancestor: the build fails at the constraint, as UIKit raises")
    func noCommonAncestor() throws {
        let text = """
            windows:
              - id: first
                subviews:
                  - id: box
                    constraints:
                      - {anchor: top, equalTo: other.bottom}
              - id: second
                subviews:
                  - id: other
            """
        let scene = try SceneDecoder().decode(text, file: "two.yaml")
        #expect(throws: SceneFileError.self) {
            try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        }
        do {
            _ = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        } catch {
            #expect(
                error.description
                    == "two.yaml:6:13: error: Unable to activate constraint with anchors 'box.top' and 'other.bottom' "
                    + "because they have no common ancestor (they are in different windows or trees), which UIKit "
                    + "raises on")
        }
    }

    @Test("§14 a button placed only by anchors is hit at its solved frame on the first touch")
    func hitAtSolvedFrame() throws {
        let text = """
            windows:
              - id: window
                safeAreaInsets: [47, 0, 34, 0]
                layoutMargins: [0, 16, 0, 16]
                subviews:
                  - id: card
                    constraints:
                      - {anchor: leading, equalTo: margins.leading}
                      - {anchor: trailing, equalTo: margins.trailing}
                      - {anchor: top, equalTo: safeArea.top, constant: 20}
                      - {anchor: height, equalToConstant: 200}
                    subviews:
                      - id: pay
                        handles: {touches: [began]}
                        constraints:
                          - {anchor: centerX, equalTo: superview.centerX}
                          - {anchor: bottom, equalTo: superview.bottom, constant: -16}
                          - {anchor: width, equalTo: superview.width, multiplier: 0.5}
                          - {anchor: height, equalToConstant: 44}
            script:
              - tap: [106, 207]
              - tap: [105, 207]
            """
        let scene = try SceneDecoder().decode(text, file: "pay.yaml")
        let result = try SceneReplayer().replay(scene)
        // card (16, 67, 358, 200); pay half its width, centred, 16 above its bottom: (105.5, 207, 179, 44) in
        // the window. The first tap is inside, the second half a point to its left.
        #expect(
            result.end.shapes.first { $0.id == "pay" }?.geometry.frame
                == CGRect(x: 89.5, y: 140, width: 179, height: 44))
        #expect(
            result.end.shapes.first { $0.id == "card" }?.geometry.frame == CGRect(x: 16, y: 67, width: 358, height: 200)
        )
        #expect(
            result.entries.compactMap { entry -> String? in
                guard case .log(let line) = entry else { return nil }
                return line
            } == ["pay touchesBegan"])
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        #expect(built.constraints.count == 8)
        #expect(built.view("pay")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(built.windows[0].simulatedSafeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test(
        "§14 of two contradicting required constraints the one activated last is broken, and the replay says so first")
    func conflictInReplay() throws {
        let scene = try SceneDecoder().decode(
            Self.scene([
                "{anchor: leading, equalTo: superview.leading}", "{anchor: top, equalTo: superview.top}",
                "{anchor: height, equalToConstant: 50}", "{anchor: width, equalToConstant: 100}",
                "{anchor: width, equalToConstant: 150, identifier: wide}",
            ]) + "script:\n  - tap: [120, 10]\n", file: "c.yaml")
        let result = try SceneReplayer().replay(scene)
        guard case .trace(.layoutIssue(.unsatisfiable(_, let broken))) = result.entries.first else {
            Issue.record("the replay does not start with the conflict: \(result.entries.prefix(1))")
            return
        }
        #expect(broken == "'wide' box.width == 150")
        #expect(result.end.shapes.first { $0.id == "box" }?.geometry.frame.width == 100)
        // The SVG draws the broken constraint dashed red and names it in the legend.
        let svg = ResponderTool.render(result, format: .svg)
        #expect(svg.contains("red dashed: not kept by the solved frames (UIKit broke it):"))
        #expect(svg.contains("stroke-dasharray=\"3 2\"><title>'wide' box.width == 150</title>"))
        #expect(result.end.constraints.map(\.isSatisfied) == [true, true, true, true, false])
        #expect(result.end.constraints.map(\.label) == ["0", "0", "50", "100", "150"])
    }

    @Test("check reports a conflict at the broken constraint's line with notes, and an ambiguous view at its own")
    func checkWarnings() throws {
        let path = try file(
            Self.scene([
                "{anchor: leading, equalTo: superview.leading, constant: 20}",
                "{anchor: width, equalToConstant: 100}",
                "{anchor: width, equalToConstant: 150}",
            ]))
        let output = try ResponderTool.check(scenePath: path)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "\(path):8:17: warning: Unable to simultaneously satisfy constraints: UIKit breaks 'box.width == 150' "
                    + "to recover",
                "\(path):7:17: note: conflicting constraint 'box.width == 100'",
                "\(path):4:9: warning: the layout of view 'box' is ambiguous: its constraints allow more than one frame "
                    + "(hit-testing uses the one the solver picked); constrain its position and size on both axes",
                "\(path): ok, 2 layout warning(s): 1 window(s), 2 view(s), 3 constraint(s), 0 recognizer(s), 0 script "
                    + "step(s)",
            ])
        // A fully constrained scene has no warnings.
        let good = try file(
            Self.scene([
                "{anchor: leading, equalTo: superview.leading}", "{anchor: top, equalTo: superview.top}",
                "{anchor: width, equalToConstant: 100}", "{anchor: height, equalToConstant: 100}",
            ]))
        #expect(
            try ResponderTool.check(scenePath: good)
                == "\(good): ok: 1 window(s), 2 view(s), 4 constraint(s), 0 recognizer(s), 0 script step(s)\n")
    }

    @Test("the SVG draws each constraint between the anchors it relates, labelled with its constant")
    func pictureLines() throws {
        let scene = try SceneDecoder().decode(
            Self.scene([
                "{anchor: leading, equalTo: superview.leading, constant: 30}",
                "{anchor: top, equalTo: superview.top, constant: 40}",
                "{anchor: width, greaterThanOrEqualToConstant: 100, priority: 750}",
                "{anchor: height, equalTo: superview.height, multiplier: 0.25}",
            ]) + "script:\n  - tap: [50, 50]\n", file: "lines.yaml")
        let result = try SceneReplayer().replay(scene)
        let lines = result.end.constraints
        #expect(lines.map(\.label) == ["30", "40", "≥ 100 @750", "0.25 × window.height"])
        // The leading line runs from the window's left edge to the box's, at the box's middle height; the top
        // line from the window's top to the box's, at its middle.
        #expect(lines[0].from == CGPoint(x: 30, y: 145.5) && lines[0].to == CGPoint(x: 0, y: 145.5))
        #expect(lines[1].from == CGPoint(x: 80, y: 40) && lines[1].to == CGPoint(x: 80, y: 0))
        #expect(lines.map(\.isSatisfied) == [true, true, true, true])
        let svg = ResponderTool.render(result, format: .svg)
        #expect(svg.contains("<title>box.leading == window.leading + 30</title>"))
        #expect(svg.contains("teal lines: the file's constraints"))
    }

    @Test("a scene with constraints round-trips through JSON encoding")
    func codable() throws {
        let scene = try SceneDecoder().decode(
            Self.scene(["{anchor: top, equalTo: safeArea.top, constant: 8, identifier: gap}"]), file: "j.yaml")
        let data = try JSONEncoder().encode(scene)
        let decoded = try JSONDecoder().decode(Scene.self, from: data)
        #expect(decoded.view(withID: "box")?.layout == scene.view(withID: "box")?.layout)
    }
}
