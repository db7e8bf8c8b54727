import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

@MainActor
@Suite("SceneBuilderTests")
struct SceneBuilderTests {
    final class Badge: UIView {}

    func replay(_ yaml: String, classes: SceneClassRegistry = SceneClassRegistry()) throws -> ReplayResult {
        let scene = try SceneDecoder().decode(yaml, file: "scene.yaml")
        return try SceneReplayer(builder: SceneBuilder(classes: classes)).replay(scene)
    }

    @Test("a registered class is built, named by its id, and its touches climb to the window")
    func registeredClass() throws {
        var classes = SceneClassRegistry()
        classes.register("Badge") { frame in Badge(frame: frame) }
        let result = try replay(
            """
            windows:
              - id: window
                handles: {touches: [began]}
                subviews:
                  - {id: badge, class: Badge, frame: [0, 0, 50, 50]}
            script:
              - down: [10, 10]
              - up: true
            """, classes: classes)
        #expect(result.log == ["window touchesBegan"])
        #expect(result.lines().contains("finger 1 -> badge in window"))
    }

    @Test("an unknown class is an unsupported-class error at the view")
    func unknownClass() throws {
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: window\n    subviews:\n      - {id: x, class: Mystery}\n", file: "scene.yaml")
        #expect {
            try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        } throws: { error in
            (error as? SceneFileError)?.description
                == "scene.yaml:4:9: error: unknown class 'Mystery' of view 'x': register it with SceneClassRegistry, "
                + "or use one of view, imageView, label, window, button, switch, slider, canvas, scrollView"
        }
    }

    @Test("a registered class given a declarative behaviour is an error, not a silent drop")
    func registeredClassWithBehaviour() throws {
        var classes = SceneClassRegistry()
        classes.register("Badge") { frame in Badge(frame: frame) }
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: window\n    subviews:\n      - {id: x, class: Badge, pointInside: circle}\n",
            file: "scene.yaml")
        #expect {
            try SceneBuilder(classes: classes).build(scene, in: UIApplication(clock: ManualClock()))
        } throws: { error in
            (error as? SceneFileError)?.code == .unsupportedClass && (error as? SceneFileError)?.line == 4
        }
    }

    @Test("an id that names nothing at build time is a located error, not a crash")
    func missingTargetInCode() throws {
        var view = Scene.View(
            id: "blue", superview: "window", frame: CGRect(x: 0, y: 0, width: 10, height: 10),
            location: SourceLocation(file: "made.yaml", line: 7, column: 3))
        view.hitTest = .passThrough(to: "nowhere")
        let scene = Scene(windows: [Scene.Window(view: Scene.View(id: "window", className: "window"))], views: [view])
        #expect {
            try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        } throws: { error in
            (error as? SceneFileError)?.description
                == "made.yaml:7:3: error: hitTest of view 'blue' names 'nowhere', which is not a view of the scene"
        }
    }

    @Test("an id used twice in a scene made in code is a located error at the second use, not a crash")
    func duplicateIDInCode() throws {
        let window = Scene.Window(view: Scene.View(id: "window", className: "window"))
        for second in ["a", "window"] {
            let views = [
                Scene.View(id: "a", superview: "window"),
                Scene.View(
                    id: second, superview: "a", location: SourceLocation(file: "made.yaml", line: 9, column: 5)),
            ]
            #expect {
                try SceneBuilder().build(
                    Scene(windows: [window], views: views), in: UIApplication(clock: ManualClock()))
            } throws: { error in
                (error as? SceneFileError)?.description == "made.yaml:9:5: error: the id '\(second)' is used twice"
            }
        }
    }

    @Test("a decoded scene changed in code is built as changed: renamed and repeated ids, a new view")
    func decodedSceneChanged() throws {
        let text = """
            {"windows": [{"id": "w"}],
             "views": [{"id": "a", "superview": "w"}, {"id": "b", "superview": "a"}],
             "viewControllers": [{"id": "c", "view": "a"}]}
            """
        let decoded = try SceneDecoder().decode(text, file: "s.json")
        let built = try SceneBuilder().build(decoded, in: UIApplication(clock: ManualClock()))
        #expect(built.view("b")?.superview === built.view("a") && built.view("c") == nil)
        var renamed = decoded
        renamed.views[1].id = "z"
        renamed.views.append(Scene.View(id: "y", superview: "z"))
        let rebuilt = try SceneBuilder().build(renamed, in: UIApplication(clock: ManualClock()))
        #expect(rebuilt.view("b") == nil && rebuilt.view("y")?.superview === rebuilt.view("z"))
        var repeated = decoded
        repeated.views[1].id = "a"
        #expect {
            try SceneBuilder().build(repeated, in: UIApplication(clock: ManualClock()))
        } throws: { error in
            (error as? SceneFileError)?.description == "s.json:2:43: error: the id 'a' is used twice"
        }
        var window = decoded
        window.windows[0].view.id = "v"
        #expect {
            try SceneBuilder().build(window, in: UIApplication(clock: ManualClock()))
        } throws: { error in
            (error as? SceneFileError)?.message == "superview 'w' of view 'a' is not a view built before it"
        }
    }

    @Test("flat plain views written breadth first are built with their keys, each superview's subviews in file order")
    func breadthFirstPlainViews() throws {
        let text = """
            {"windows": [{"id": "w", "frame": [0, 0, 100, 100]}],
             "views": [
              {"id": "a", "superview": "w", "frame": [0, 0, 50, 50]},
              {"id": "b", "superview": "w", "frame": [50, 0, 50, 50], "hidden": true, "alpha": 0.5, "tag": 7},
              {"id": "a1", "superview": "a", "bounds": [5, 5, 10, 10], "center": [20, 20],
               "userInteractionEnabled": false, "clipsToBounds": true, "exclusiveTouch": true,
               "multipleTouchEnabled": true, "traceName": "leaf"},
              {"id": "b1", "superview": "b", "frame": [1, 2, 3, 4]},
              {"id": "a2", "superview": "a", "frame": [0, 0, 1, 1]}
             ]}
            """
        let scene = try SceneDecoder().decode(text, file: "flat.json")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        let names = { (id: String) in built.view(id)?.subviews.map { $0.accessibilityIdentifier ?? "" } ?? [] }
        #expect(names("w") == ["a", "b"] && names("a") == ["leaf", "a2"] && names("b") == ["b1"])
        let b = try #require(built.view("b"))
        #expect(b.isHidden && b.alpha == 0.5 && b.tag == 7 && b.frame == CGRect(x: 50, y: 0, width: 50, height: 50))
        let leaf = try #require(built.view("a1"))
        #expect(leaf.bounds == CGRect(x: 5, y: 5, width: 10, height: 10) && leaf.center == CGPoint(x: 20, y: 20))
        #expect(!leaf.isUserInteractionEnabled && leaf.clipsToBounds && leaf.isExclusiveTouch)
        #expect(leaf.isMultipleTouchEnabled && leaf.window === built.view("w"))
        #expect(built.view("b1")?.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && built.view("nowhere") == nil)
    }

    @Test("root and presented controllers' views keep the scene's frames and order")
    func controllersKeepGeometry() throws {
        let scene = try BundledScenes.scene("10-responder-chain")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        let window = try #require(built.view("window"))
        #expect(window.subviews.map { $0.accessibilityIdentifier ?? "" } == ["containerView", "modalView"])
        #expect(built.view("modalView")?.frame == CGRect(x: 0, y: 500, width: 390, height: 344))
        #expect(built.viewController("modal")?.presentingViewController === built.viewController("container"))
        #expect(built.viewController("child")?.parent === built.viewController("container"))
    }

    @Test(
        "pointInside expand and circle answer as the seeds' overrides",
        arguments: [
            ("{expand: 10}", CGPoint(x: -9, y: 5), true), ("{expand: 10}", CGPoint(x: -11, y: 5), false),
            ("circle", CGPoint(x: 5, y: 5), false), ("circle", CGPoint(x: 50, y: 1), true),
        ])
    func pointInside(rule: String, point: CGPoint, inside: Bool) throws {
        let scene = try SceneDecoder().decode(
            "windows:\n  - id: w\n    subviews:\n      - {id: v, frame: [0, 0, 100, 100], pointInside: \(rule)}\n",
            file: "scene.yaml")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        #expect(built.view("v")?.point(inside: point, with: nil) == inside)
    }

    @Test("a draggable view follows the finger through its transform")
    func drag() throws {
        let result = try SceneReplayer().replay(try BundledScenes.scene("09-drag"))
        let card = try #require(result.end.shapes.first { $0.id == "card" })
        #expect(card.screenPoint(CGPoint(x: 0, y: 0)) == CGPoint(x: 200, y: 350))
        #expect(result.log == Array(repeating: "card touchesMoved", count: 5))
    }

    @Test("the drawer snaps right past the middle, a tap brings it home, and a left drag snaps left")
    func drawer() throws {
        let result = try SceneReplayer().replay(try BundledScenes.scene("18-drawer"))
        let ends = result.log.filter { $0.contains(" ended") }
        #expect(
            ends == [
                "slide action ended: frame [250, 46.88, 267.18, 474.25]", "home action ended: frame [0, 0, 320, 568]",
                "slide action ended: frame [-220, 41.25, 273.52, 485.5]",
            ])
    }
}

@MainActor
@Suite("SceneControlTests")
struct SceneControlTests {
    @Test("button, switch and slider are built as controls with their content keys")
    func controls() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: w
                subviews:
                  - {id: b, class: button, title: Go, enabled: false, frame: [0, 0, 80, 40]}
                  - {id: s, class: switch, on: true, frame: [0, 50, 51, 31]}
                  - {id: l, class: slider, minimumValue: 10, maximumValue: 20, value: 15, frame: [0, 100, 200, 30]}
            """, file: "scene.yaml")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        let button = try #require(built.view("b") as? UIButton)
        #expect(button.title(for: .normal) == "Go")
        #expect(!button.isEnabled)
        #expect((built.view("s") as? UISwitch)?.isOn == true)
        let slider = try #require(built.view("l") as? UISlider)
        #expect([slider.minimumValue, slider.maximumValue, slider.value] == [10, 20, 15])
    }

    @Test("a button under a pass-through cover gets the tap and sends touchUpInside")
    func buttonUnderCover() throws {
        let result = try SceneReplayer().replay(try BundledScenes.scene("03-button-under-cover"))
        let sent = result.lines().filter { $0.contains(" sends ") }
        #expect(
            sent == ["button sends touchDown", "button sends touchUpInside", "button sends primaryActionTriggered"])
        #expect(result.log == ["cover touchesBegan", "cover touchesEnded"])
    }
}
