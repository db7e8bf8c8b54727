import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Scroll views in scene files: the `scrollView` class, its keys, their errors, delegate logs and flings.
@MainActor
@Suite("SceneScrollViewTests")
struct SceneScrollViewTests {
    func replay(_ yaml: String) throws -> ReplayResult {
        try SceneReplayer().replay(try SceneDecoder().decode(yaml, file: "scene.yaml"))
    }

    /// A window with one vertical list of `contentHeight` points in a 600-point-tall frame, with the extra keys.
    static func list(_ extra: String = "", contentHeight: Int = 2000, script: String = "") -> String {
        """
        windows:
          - id: window
            subviews:
              - id: list
                class: scrollView
                frame: [0, 100, 390, 600]
                contentSize: [390, \(contentHeight)]
        \(extra.split(separator: "\n").map { "        \($0)" }.joined(separator: "\n"))
                subviews:
                  - {id: row, frame: [0, 0, 390, 80], handles: {touches: all}}
        script:
        \(script.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        """
    }

    @Test("every scroll-view key decodes into the view's scroll settings")
    func decodesKeys() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                subviews:
                  - id: pager
                    class: scrollView
                    contentSize: {width: 1170, height: 600}
                    contentInset: [10, 0, 20, 0]
                    contentOffset: [390, 0]
                    pagingEnabled: true
                    bounces: false
                    alwaysBounceVertical: true
                    alwaysBounceHorizontal: true
                    directionalLockEnabled: true
                    scrollEnabled: false
                    decelerationRate: fast
                    delaysContentTouches: false
                    canCancelContentTouches: false
                    touchesShouldCancel: true
                    minimumZoomScale: 0.5
                    maximumZoomScale: 3
                    zoomView: photo
                    delegate: [willBeginDragging, didEndDecelerating]
                    subviews:
                      - {id: photo, class: imageView}
            """, file: "scene.yaml")
        let scroll = try #require(scene.view(withID: "pager")?.scroll)
        #expect(scroll.contentSize == CGSize(width: 1170, height: 600))
        #expect(scroll.contentInset == Scene.Insets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
        #expect(scroll.isPagingEnabled == true && scroll.bounces == false)
        #expect(scroll.alwaysBounceVertical == true && scroll.alwaysBounceHorizontal == true)
        #expect(scroll.isDirectionalLockEnabled == true && scroll.isScrollEnabled == false)
        #expect(scroll.decelerationRate == 0.99)
        #expect(scroll.delaysContentTouches == false && scroll.canCancelContentTouches == false)
        #expect(scroll.touchesShouldCancel == true)
        #expect(scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 3 && scroll.zoomView == "photo")
        #expect(scroll.loggedCalls == [.willBeginDragging, .didEndDecelerating])
        #expect(scene.view(withID: "photo")?.scroll == nil)
    }

    @Test("the scene's keys are set on the built UIScrollView")
    func buildsScrollView() throws {
        let scene = try SceneDecoder().decode(
            Self.list(
                "contentOffset: [0, 300]\ndecelerationRate: 0.95\npagingEnabled: true\ndelaysContentTouches: false"),
            file: "scene.yaml")
        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
        let list = try #require(built.view("list") as? UIScrollView)
        #expect(list.contentSize == CGSize(width: 390, height: 2000))
        #expect(list.contentOffset == CGPoint(x: 0, y: 300))
        #expect(list.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(list.decelerationRate.rawValue == 0.95)
        #expect(list.isPagingEnabled && !list.delaysContentTouches && list.bounces)
    }

    @Test(
        "a bad scroll-view value is a located error that says what was expected",
        arguments: [
            (
                "decelerationRate: fats",
                "scene.yaml:8:27: error: unknown decelerationRate 'fats' (did you mean 'fast'?)"
            ),
            (
                "decelerationRate: 1.5",
                "scene.yaml:8:27: error: decelerationRate must be between 0 and 1 (the speed kept every "
                    + "millisecond), found 1.5"
            ),
            (
                "delegate: [willBeginDraging]",
                "scene.yaml:8:20: error: unknown delegate call 'willBeginDraging' (did you mean "
                    + "'willBeginDragging'?)"
            ),
            (
                "minimumZoomScale: 0",
                "scene.yaml:8:27: error: minimumZoomScale must be above 0, found 0"
            ),
            (
                "minimumZoomScale: 2\nmaximumZoomScale: 1",
                "scene.yaml:9:27: error: maximumZoomScale (1) of view 'list' is below its minimumZoomScale (2)"
            ),
        ])
    func badValues(key: String, message: String) throws {
        let error = try #require(sceneError(Self.list(key), file: "scene.yaml"))
        #expect(error.description == message)
    }

    @Test("a negative content size is an error at the size")
    func negativeContentSize() throws {
        let error = try #require(sceneError(Self.list(contentHeight: -5), file: "scene.yaml"))
        #expect(error.description == "scene.yaml:7:22: error: contentSize must not have a negative width or height")
    }

    @Test("a misspelt scroll-view key gets a did-you-mean")
    func misspeltKey() throws {
        let error = try #require(sceneError(Self.list("contentSzie: [1, 1]"), file: "scene.yaml"))
        #expect(error.code == .unknownKey)
        #expect(
            error.description.hasPrefix(
                "scene.yaml:8:9: error: unknown key 'contentSzie' in view 'list' (did you mean 'contentSize'?)"))
    }

    @Test("a scroll-view key on another built-in class is an error at the key")
    func keyOnPlainView() throws {
        let error = try #require(
            sceneError("windows:\n  - id: window\n    subviews:\n      - {id: box, contentSize: [10, 10]}\n"))
        #expect(
            error.description
                == "bad.yaml:4:32: error: 'contentSize' does not apply to class 'view' (view 'box'); it applies to: "
                + "scrollView")
    }

    @Test("a zoom view must be a view inside the scroll view")
    func zoomViewOutside() throws {
        let error = try #require(
            sceneError(
                """
                windows:
                  - id: window
                    subviews:
                      - {id: photo, class: imageView}
                      - {id: scroller, class: scrollView, maximumZoomScale: 2, zoomView: photo}
                      - {id: other, class: scrollView, zoomView: phota}
                """))
        #expect(
            error.allErrors.map(\.description) == [
                "bad.yaml:5:74: error: zoomView 'photo' of view 'scroller' is not one of its subviews "
                    + "(viewForZooming(in:) answers a view inside the scroll view)",
                "bad.yaml:6:50: error: zoomView 'phota' of view 'other' is not a view of the scene (did you mean 'photo'?)",
            ])
    }

    @Test("§9 a fling logs the delegate calls in UIKit's order, and the replay runs the deceleration to rest")
    func flingDecelerates() throws {
        let result = try replay(
            Self.list(
                "delegate: [willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, "
                    + "didEndDecelerating]\ndecelerationRate: fast",
                script: "- fling: {from: [100, 500], to: [100, 350]}"))
        #expect(
            result.log == [
                "list scrollViewWillBeginDragging at (0, 0)",
                "list scrollViewWillEndDragging velocity (0, 1.5) target (0, 268.5)",
                "list scrollViewDidEndDragging willDecelerate: true",
                "list scrollViewWillBeginDecelerating",
                "list scrollViewDidEndDecelerating at (0, 268.5)",
            ])
        let lines = result.lines()
        #expect(lines.filter { $0.hasPrefix("timer: ") }.count > 10)
        #expect(lines.last == "final: list frame (0, 100, 390, 600), bounds origin (0, 268.5)")
        #expect(result.leftovers == [])
    }

    @Test("§9 delegate: log logs every call, each scrollViewDidScroll with its offset, in order")
    func logsEveryCall() throws {
        let result = try replay(
            Self.list(
                "delegate: log",
                script: """
                    - down: [100, 500]
                    - {move: [100, 480], time: 0.05}
                    - {move: [100, 460], time: 0.1}
                    - {move: [100, 460], time: 0.4}
                    - {up: true, time: 0.5}
                    """))
        #expect(
            result.log == [
                "list scrollViewWillBeginDragging at (0, 0)",
                "list scrollViewDidScroll (0, 20)",
                "list scrollViewWillEndDragging velocity (0, 0) target (0, 20)",
                "list scrollViewDidEndDragging willDecelerate: false",
            ])
        #expect(result.leftovers == [])
    }

    @Test("a finger still down when the script ends keeps the motion for the leftovers")
    func fingerDownKeepsMotion() throws {
        let result = try replay(
            Self.list(
                "decelerationRate: fast",
                script: """
                    - {down: [100, 800], finger: 2}
                    - fling: {from: [100, 500], to: [100, 350]}
                    """))
        #expect(result.leftovers == ["finger 2 down on window", "display link: scroll view list decelerating"])
    }
}
