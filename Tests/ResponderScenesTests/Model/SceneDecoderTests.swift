import Foundation
import Testing

@testable import ResponderScenes

/// Seed 004's hierarchy: a status-bar window above the app window; a root view holding AView, which holds
/// BView and then DView.
let hierarchyYAML = """
    name: seed 004 hierarchy
    windows:
      - id: statusBar
        level: statusBar
        frame: [0, 0, 375, 20]
      - id: window
        key: true
        rootViewController: controller
        subviews:
          - id: root
            frame: [0, 0, 375, 667]
            subviews:
              - id: AView
                class: AView
                frame: {x: 20, y: 100, width: 300, height: 300}
                backgroundColor: red
                handles: {touches: all, callsSuper: true}
                subviews:
                  - {id: BView, frame: [0, 0, 100, 100], backgroundColor: [0, 0, 1, 0.5]}
                  - {id: DView, frame: [150, 150, 100, 100], backgroundColor: "#00FF00"}
                recognizers:
                  - {kind: tap, taps: 2}
    viewControllers:
      - {id: controller, class: ViewController, view: root}
    """

let hierarchyJSON = """
    {"name": "seed 004 hierarchy",
     "windows": [
       {"id": "statusBar", "level": "statusBar", "frame": [0, 0, 375, 20]},
       {"id": "window", "key": true, "rootViewController": "controller",
        "subviews": [
          {"id": "root", "frame": [0, 0, 375, 667], "subviews": [
            {"id": "AView", "class": "AView", "frame": {"x": 20, "y": 100, "width": 300, "height": 300},
             "backgroundColor": "red", "handles": {"touches": "all", "callsSuper": true},
             "subviews": [
               {"id": "BView", "frame": [0, 0, 100, 100], "backgroundColor": [0, 0, 1, 0.5]},
               {"id": "DView", "frame": [150, 150, 100, 100], "backgroundColor": "#00FF00"}],
             "recognizers": [{"kind": "tap", "taps": 2}]}]}]}],
     "viewControllers": [{"id": "controller", "class": "ViewController", "view": "root"}]}
    """

@Suite("SceneDecoderTests")
struct SceneDecoderTests {
    @Test("seed 004's hierarchy decodes into windows and views in tree order")
    func hierarchy() throws {
        let scene = try SceneDecoder().decode(hierarchyYAML, file: "hierarchy.yaml")
        #expect(scene.windows.map(\.id) == ["statusBar", "window"])
        #expect(scene.windows.map(\.level) == [1000, 0])
        #expect(scene.windows.map(\.isKey) == [false, true])
        #expect(
            scene.views.map { "\($0.id)<\($0.superview ?? "-")" } == [
                "root<window", "AView<root", "BView<AView", "DView<AView",
            ])
        let aView = try #require(scene.view(withID: "AView"))
        #expect(aView.className == "AView")
        #expect(aView.frame == CGRect(x: 20, y: 100, width: 300, height: 300))
        #expect(aView.handling.touches == [.began, .moved, .ended, .cancelled])
        #expect(aView.handling.callsSuper)
        #expect(aView.location == SourceLocation(file: "hierarchy.yaml", line: 13, column: 13))
        #expect(scene.view(withID: "BView")?.backgroundColor == .rgba(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(scene.view(withID: "DView")?.backgroundColor == .rgba(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(scene.recognizers.map(\.id) == ["AView.tap1"])
        #expect(scene.recognizers.first?.kind == .tap(taps: 2, touches: 1))
        #expect(scene.viewControllers.map(\.view) == ["root"])
    }

    @Test("the same scene in YAML and in JSON decodes equal")
    func yamlAndJSONAgree() throws {
        let yaml = try SceneDecoder().decode(hierarchyYAML, file: "hierarchy.yaml")
        let json = try SceneDecoder().decode(hierarchyJSON, file: "hierarchy.json")
        #expect(yaml.removingLocations() == json.removingLocations())
        #expect(json.view(withID: "DView")?.location == SourceLocation(file: "hierarchy.json", line: 11, column: 12))
    }

    @Test("a scene survives a Codable round trip through JSON")
    func codableRoundTrip() throws {
        let scene = try SceneDecoder().decode(hierarchyYAML, file: "hierarchy.yaml")
        let data = try JSONEncoder().encode(scene)
        #expect(try JSONDecoder().decode(Scene.self, from: data) == scene)
    }

    @Test("defaults apply where the file says nothing")
    func defaults() throws {
        let scene = try SceneDecoder().decode("windows: [{id: w, subviews: [{class: imageView}, {}]}]", file: "s.yaml")
        #expect(scene.windows[0].view.className == "window")
        #expect(scene.windows[0].level == 0)
        #expect(scene.views.map(\.id) == ["w.0", "w.1"])
        let image = scene.views[0]
        #expect(image.isUserInteractionEnabled == nil)
        #expect(image.alpha == 1 && !image.isHidden && image.pointInside == .bounds && image.hitTest == .standard)
    }

    @Test("flat views attach to their superview after its nested subviews, parents first")
    func flatViews() throws {
        let text = """
            windows: [{id: w, subviews: [{id: a, subviews: [{id: b}]}]}]
            views:
              - {id: d, superview: c}
              - {id: c, superview: a}
            """
        let scene = try SceneDecoder().decode(text, file: "flat.yaml")
        #expect(scene.views.map(\.id) == ["a", "b", "c", "d"])
    }

    @Test("flat views written parents first, breadth first, keep the file's order; a deep one is still refused")
    func parentsFirstOrderKept() throws {
        let text = """
            windows: [{id: w}]
            views:
              - {id: a, superview: w}
              - {id: b, superview: w}
              - {id: a1, superview: a}
              - {id: b1, superview: b}
              - {id: a2, superview: a}
            """
        let scene = try SceneDecoder().decode(text, file: "flat.yaml")
        #expect(scene.views.map(\.id) == ["a", "b", "a1", "b1", "a2"])
        let deep = try #require(throws: SceneFileError.self) {
            try SceneDecoder(limits: .init(maximumDepth: 1)).decode(text, file: "flat.yaml")
        }
        #expect(deep.description == "flat.yaml:5:5: error: view 'a1' is 2 levels deep; the limit is 1")
    }

    @Test("a view's rarely set properties compare, hash and encode by value, whether or not they are boxed")
    func viewExtrasByValue() throws {
        let plain = Scene.View(id: "x", superview: "w")
        var reset = plain
        reset.title = "t"
        #expect(reset != plain && reset.hasExtras)
        reset.title = nil
        #expect(reset == plain && reset.hashValue == plain.hashValue && !reset.hasExtras)
        var rich = plain
        rich.hitTest = .redirect(to: "y")
        rich.handling.touches = [.began, .ended]
        rich.backgroundColor = .named("red")
        rich.transform = Scene.Transform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1)
        let copy = rich
        rich.handling.logs = false
        #expect(copy.handling.logs && !rich.handling.logs && copy != rich)
        let decoded = try JSONDecoder().decode(Scene.View.self, from: JSONEncoder().encode(copy))
        #expect(decoded == copy && decoded.hashValue == copy.hashValue)
        #expect(try JSONDecoder().decode(Scene.View.self, from: JSONEncoder().encode(plain)) == plain)
    }

    @Test(
        "every property of a view, boxed or not, takes part in its equality, hash and coding (they are written by hand)"
    )
    func viewConformancesCoverEveryProperty() throws {
        let plain = Scene.View(id: "x", superview: "w")
        // One change per stored property; the list must name them all, so a new property cannot be added to the
        // view without being added here, and so to the hand-written conformances this test checks.
        let changes: [(name: String, change: (inout Scene.View) -> Void)] = [
            ("id", { $0.id = "y" }), ("className", { $0.className = "button" }), ("superview", { $0.superview = "v" }),
            ("frame", { $0.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }),
            ("bounds", { $0.bounds = CGRect(x: 1, y: 2, width: 3, height: 4) }),
            ("center", { $0.center = CGPoint(x: 5, y: 6) }), ("isHidden", { $0.isHidden = true }),
            ("alpha", { $0.alpha = 0.5 }), ("isUserInteractionEnabled", { $0.isUserInteractionEnabled = false }),
            ("isMultipleTouchEnabled", { $0.isMultipleTouchEnabled = true }),
            ("isExclusiveTouch", { $0.isExclusiveTouch = true }), ("clipsToBounds", { $0.clipsToBounds = true }),
            ("tag", { $0.tag = 7 }), ("isDraggable", { $0.isDraggable = true }),
            ("canBecomeFirstResponder", { $0.canBecomeFirstResponder = true }), ("traceName", { $0.traceName = "T" }),
            ("location", { $0.location = SourceLocation(file: "f.yaml", line: 3, column: 4) }),
            ("transform", { $0.transform = Scene.Transform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1) }),
            ("backgroundColor", { $0.backgroundColor = .named("red") }), ("title", { $0.title = "t" }),
            ("text", { $0.text = "t" }), ("image", { $0.image = "i" }), ("isEnabled", { $0.isEnabled = false }),
            ("isSelected", { $0.isSelected = true }), ("isOn", { $0.isOn = true }), ("value", { $0.value = 0.5 }),
            ("minimumValue", { $0.minimumValue = -1 }), ("maximumValue", { $0.maximumValue = 2 }),
            ("scroll", { $0.scroll = Scene.Scroll() }), ("pointInside", { $0.pointInside = .circle }),
            ("hitTest", { $0.hitTest = .subviewsOnly }), ("handling", { $0.handling.logs = false }),
            ("layout", { $0.layout = Scene.Layout(layoutMargins: Scene.Insets(all: 4)) }),
        ]
        let stored = Mirror(reflecting: plain).children.compactMap(\.label).filter { $0 != "extras" }
        let boxed = Mirror(reflecting: Scene.View.Extras()).children.compactMap(\.label)
        #expect(Set(changes.map(\.name)) == Set(stored + boxed))
        #expect(changes.count == stored.count + boxed.count)
        for (name, change) in changes {
            var changed = plain
            change(&changed)
            #expect(changed != plain, "\(name) is not compared")
            #expect(changed.hashValue != plain.hashValue, "\(name) is not hashed")
            let decoded = try JSONDecoder().decode(Scene.View.self, from: JSONEncoder().encode(changed))
            #expect(decoded == changed, "\(name) is not coded")
        }
    }

    @Test("hit-testing behaviours, handling and recognizer relations decode")
    func behaviours() throws {
        let text = """
            windows:
              - id: w
                hitTest: none
                subviews:
                  - {id: red, class: button, title: Red}
                  - {id: blue, hitTest: {passThroughTo: red}, alpha: 0.5}
                  - {id: big, class: button, pointInside: {expand: 10}}
                  - {id: round, pointInside: circle, hitTest: childrenOutsideBounds}
                  - id: panned
                    draggable: true
                    handles: {touches: [began, moved], presses: all, motion: [began], remoteControl: true, log: false}
                    recognizers:
                      - {id: single, kind: tap, requireToFail: double, delegate: {refuseTouchesIn: [0, 0, 50, 100]}}
                      - {id: double, kind: tap, taps: 2}
                      - {id: pinch, kind: pinch, simultaneousWith: [rotate], action: scaleView}
                      - {id: rotate, kind: rotation, simultaneousWith: all}
                      - {kind: swipe, direction: [left, up]}
                      - {kind: screenEdgePan, edges: [left]}
                      - {kind: longPress, minimumPressDuration: 1, delegate: {shouldBegin: false}}
                      - {kind: pan, maximumTouches: 2, cancelsTouchesInView: false}
            """
        let scene = try SceneDecoder().decode(text, file: "b.yaml")
        #expect(scene.windows[0].view.hitTest == .none)
        #expect(scene.view(withID: "blue")?.hitTest == .passThrough(to: "red"))
        #expect(scene.view(withID: "big")?.pointInside == .expanded(Scene.Insets(all: 10)))
        #expect(scene.view(withID: "round")?.hitTest == .includesSubviewsOutsideBounds)
        let panned = try #require(scene.view(withID: "panned"))
        #expect(
            panned.isDraggable && panned.handling.touches == [.began, .moved] && panned.handling.presses.count == 4)
        #expect(panned.handling.remoteControl && !panned.handling.logs)
        let kinds = scene.recognizers.map(\.kind)
        #expect(kinds[4] == .swipe(directions: [.left, .up], touches: 1))
        #expect(kinds[5] == .screenEdgePan(edges: [.left]))
        #expect(kinds[6] == .longPress(minimumPressDuration: 1, allowableMovement: 10, touches: 1, taps: 0))
        #expect(kinds[7] == .pan(minimumTouches: 1, maximumTouches: 2))
        #expect(scene.recognizers[0].requiresFailureOf == ["double"])
        #expect(scene.recognizers[0].delegate.refusesTouchesIn == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(scene.recognizers[2].simultaneity == .with(["rotate"]) && scene.recognizers[2].action == .scaleView)
        #expect(scene.recognizers[3].simultaneity == .all)
        #expect(scene.recognizers[6].delegate.shouldBegin == false)
        #expect(scene.recognizers[7].cancelsTouchesInView == false)
        #expect(scene.recognizers.map(\.id).suffix(2) == ["panned.longPress7", "panned.pan8"])
    }

    @Test("a transform given as scale, rotate and translate becomes a matrix")
    func transform() throws {
        let scene = try SceneDecoder().decode(
            "windows: [{id: w, transform: {scale: 2, rotate: 90, translate: [5, 6]}}]", file: "t.yaml")
        let transform = try #require(scene.windows[0].view.transform)
        #expect(abs(transform.a) < 1e-12 && transform.b == 2 && transform.c == -2 && abs(transform.d) < 1e-12)
        #expect(transform.tx == 5 && transform.ty == 6)
    }

    @Test("a scene file on disk is read, and an embedded script comes with it")
    func fileOnDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).yaml").path
        try "windows: [{id: w}]\nscript: {steps: [{tap: [10, 10]}]}\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scene = try SceneDecoder().decode(contentsOfFile: path)
        #expect(scene.script?.steps.first?.action == .tap(at: CGPoint(x: 10, y: 10), taps: 1, finger: 1))
        #expect(scene.script?.steps.first?.location == SourceLocation(file: path, line: 2, column: 18))
    }
}
