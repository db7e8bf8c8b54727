import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIViewGeometryTests")
struct UIViewGeometryTests {
    @Test("a view made with a frame has that frame, a zero-origin bounds and the frame's centre")
    func initialGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
    }

    @Test("setting the frame sets the centre and the bounds size, keeping the bounds origin")
    func settingFrame() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 5, y: 6)
        view.frame = CGRect(x: 100, y: 50, width: 20, height: 10)
        #expect(view.center == CGPoint(x: 110, y: 55))
        #expect(view.bounds == CGRect(x: 5, y: 6, width: 20, height: 10))
    }

    @Test("setting the centre moves the frame; setting the bounds size resizes it about the centre")
    func centreAndBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        view.bounds.size = CGSize(width: 20, height: 60)
        #expect(view.frame == CGRect(x: 90, y: 70, width: 20, height: 60))
        view.bounds.origin = CGPoint(x: 7, y: 7)
        #expect(view.frame == CGRect(x: 90, y: 70, width: 20, height: 60))
    }

    @Test(
        "the transform applies about the centre: frame is the bounding box, centre and bounds stay",
        arguments: [
            (CGAffineTransform(scaleX: 2, y: 2), CGRect(x: 50, y: 75, width: 200, height: 100)),
            (CGAffineTransform(rotationAngle: .pi / 2), CGRect(x: 125, y: 75, width: 50, height: 100)),
            (CGAffineTransform(translationX: 10, y: -10), CGRect(x: 110, y: 90, width: 100, height: 50)),
            (CGAffineTransform.identity, CGRect(x: 100, y: 100, width: 100, height: 50)),
        ] as [(CGAffineTransform, CGRect)])
    func transformAboutCentre(_ transform: CGAffineTransform, _ frame: CGRect) {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = transform
        #expect(view.frame.rounded3 == frame)
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Two windows on one screen: A at the origin, B at (100, 50). In A, `parent` at (20, 30) with its bounds
    /// origin at (5, 5), holding `child` at (10, 10) and `rotated` (100×50 about (100, 100), a quarter turn).
    /// In B, `other` at (10, 10).
    struct Scene {
        let app: UIApplication
        let windowA: UIWindow
        let windowB: UIWindow
        let views: [String: UIView]

        @MainActor
        init() {
            app = UIApplication(clock: ManualClock())
            windowA = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            windowB = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200), application: app)
            windowA.makeKeyAndVisible()
            windowB.isHidden = false
            let parent = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
            parent.bounds.origin = CGPoint(x: 5, y: 5)
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let rotated = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let other = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            windowA.addSubview(parent)
            parent.addSubview(child)
            parent.addSubview(rotated)
            windowB.addSubview(other)
            views = [
                "windowA": windowA, "windowB": windowB, "parent": parent, "child": child, "rotated": rotated,
                "other": other,
            ]
        }

        func view(_ name: String?) -> UIView? {
            name.map { views[$0]! }
        }
    }

    nonisolated static let pointCases: [(from: String, to: String?, point: CGPoint, expected: CGPoint)] = [
        ("child", "parent", CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)),
        ("child", nil, CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 35)),
        ("child", "windowA", CGPoint(x: 1, y: 2), CGPoint(x: 26, y: 37)),
        ("parent", "child", CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 0)),
        ("parent", nil, CGPoint(x: 5, y: 5), CGPoint(x: 20, y: 30)),
        ("rotated", "parent", CGPoint(x: 0, y: 0), CGPoint(x: 125, y: 50)),
        ("rotated", "parent", CGPoint(x: 100, y: 50), CGPoint(x: 75, y: 150)),
        ("parent", "rotated", CGPoint(x: 125, y: 50), CGPoint(x: 0, y: 0)),
        ("child", "other", CGPoint(x: 0, y: 0), CGPoint(x: -85, y: -25)),
        ("other", nil, CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)),
        ("other", "windowA", CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 60)),
        ("other", "child", CGPoint(x: 0, y: 0), CGPoint(x: 85, y: 25)),
        ("windowB", nil, CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50)),
        ("windowA", "windowB", CGPoint(x: 0, y: 0), CGPoint(x: -100, y: -50)),
        ("child", "child", CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 4)),
    ]

    @Test("convert(_:to:) maps points between views, windows and (nil) the window", arguments: pointCases)
    func convertPointTo(_ c: (from: String, to: String?, point: CGPoint, expected: CGPoint)) {
        let scene = Scene()
        let from = scene.view(c.from)!
        #expect(from.convert(c.point, to: scene.view(c.to)).rounded3 == c.expected)
    }

    @Test("convert(_:from:) on the other view agrees with convert(_:to:) and undoes it", arguments: pointCases)
    func convertPointFrom(_ c: (from: String, to: String?, point: CGPoint, expected: CGPoint)) {
        let scene = Scene()
        let from = scene.view(c.from)!
        if let to = scene.view(c.to) {
            #expect(to.convert(c.point, from: from).rounded3 == c.expected)
        }
        #expect(from.convert(c.expected, from: scene.view(c.to)).rounded3 == c.point)
    }

    nonisolated static let rectCases: [(from: String, to: String?, expected: CGRect)] = [
        ("child", nil, CGRect(x: 25, y: 35, width: 50, height: 50)),
        ("child", "parent", CGRect(x: 10, y: 10, width: 50, height: 50)),
        ("rotated", "parent", CGRect(x: 75, y: 50, width: 50, height: 100)),
        ("rotated", "other", CGRect(x: -20, y: 15, width: 50, height: 100)),
        ("other", nil, CGRect(x: 10, y: 10, width: 50, height: 50)),
        ("other", "child", CGRect(x: 85, y: 25, width: 50, height: 50)),
    ]

    @Test("convert(_:to:) for rectangles gives the bounding box of the converted bounds", arguments: rectCases)
    func convertRect(_ c: (from: String, to: String?, expected: CGRect)) {
        let scene = Scene()
        let from = scene.view(c.from)!
        #expect(from.convert(from.bounds, to: scene.view(c.to)).rounded3 == c.expected)
        if let to = scene.view(c.to) {
            #expect(to.convert(from.bounds, from: from).rounded3 == c.expected)
        }
    }

    @Test("a rotated view's frame in its superview is its bounds converted to the superview")
    func frameIsConvertedBounds() {
        let scene = Scene()
        let rotated = scene.views["rotated"]!
        #expect(rotated.frame.rounded3 == rotated.convert(rotated.bounds, to: scene.views["parent"]!).rounded3)
    }

    @Test("changing the bounds origin shifts every subview the other way")
    func boundsOriginShiftsSubviews() {
        let scene = Scene()
        let parent = scene.views["parent"]!
        let child = scene.views["child"]!
        var log: [CGPoint] = []
        for origin in [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: -10, y: 20)] {
            parent.bounds.origin = origin
            log.append(child.convert(CGPoint.zero, to: nil))
        }
        #expect(log == [CGPoint(x: 30, y: 40), CGPoint(x: 25, y: 35), CGPoint(x: 40, y: 20)])
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(scene.app.leftovers == [])
    }

    @Test("conversions follow every change of centre, bounds, transform and superview after being cached")
    func cachedConversionsFollowChanges() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(parent)
        parent.addSubview(view)
        var log: [CGPoint] = []
        func record() {
            let point = view.convert(CGPoint(x: view.bounds.minX + 1, y: view.bounds.minY + 2), to: nil)
            log.append(CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000))
            // The answer a hit test gives at that point must be the view itself (it is eligible and on top).
            #expect(window.hitTest(point, with: nil) === view)
        }
        record()
        view.center = CGPoint(x: 60, y: 60)
        record()
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
        record()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        record()
        view.transform = .identity
        record()
        let other = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(other)
        other.addSubview(view)
        record()
        #expect(
            log == [
                CGPoint(x: 111, y: 112), CGPoint(x: 141, y: 152), CGPoint(x: 141, y: 152), CGPoint(x: 122, y: 144),
                CGPoint(x: 141, y: 152), CGPoint(x: 61, y: 72),
            ])
    }
}
