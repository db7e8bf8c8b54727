import ResponderKit
import Testing

@MainActor
@Suite("CompatibilityGeometryTests")
struct CompatibilityGeometryTests {
    @Test("one import gives Foundation, CGVector, UIEdgeInsets, UIOffset and CGRect.inset(by:)")
    func oneImport() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1)) == rect.insetBy(dx: -1, dy: -1))
        #expect(CGVector(dx: 3, dy: 4) != .zero)
        #expect(UIOffset(horizontal: 1, vertical: 2) != .zero)
        #expect(atan2(CGFloat(1), CGFloat(1)) == .pi / 4)
        #expect(NSNumber(value: 3).intValue == 3)
        #expect(rect.midX == 60 && rect.offsetBy(dx: 1, dy: 1).minY == 21)
    }

    @Test("hit-area insets grow and shrink where the default point(inside:) answers")
    func hitAreaInsets() {
        let stage = ComponentStage()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        stage.window.addSubview(button)
        button.hitAreaInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        #expect(stage.window.hitTest(CGPoint(x: 91, y: 91), with: nil) === button)
        #expect(stage.window.hitTest(CGPoint(x: 89, y: 91), with: nil) === stage.window)
        button.hitAreaInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(stage.window.hitTest(CGPoint(x: 102, y: 102), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === button)
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "the fast walk and the subview index honour hit-area insets as the plain walk does",
        arguments: [8, 100])
    func hitAreaInsetsOnFastPaths(count: Int) {
        let stage = ComponentStage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(container)
        var views: [UIView] = []
        for index in 0..<count {
            let view = UIView(
                frame: CGRect(x: CGFloat(index % 10) * 32 + 6, y: CGFloat(index / 10) * 32 + 6, width: 20, height: 20))
            container.addSubview(view)
            views.append(view)
        }
        // Let the index build: scans of the container cost as much as a build would.
        for _ in 0..<10 { _ = stage.window.hitTest(CGPoint(x: 1, y: 1), with: nil) }
        views[3].hitAreaInsets = UIEdgeInsets(top: -6, left: -6, bottom: -6, right: -6)
        views[count - 1].hitAreaInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        var checked = 0
        for x in stride(from: 0.0, to: 320, by: 3) {
            for y in stride(from: 0.0, to: CGFloat(count / 10 + 1) * 32, by: 3) {
                let point = CGPoint(x: x, y: y)
                let fast = stage.window.hitTest(point, with: nil)
                let reference = stage.window.referenceHitTest(point, with: nil)
                #expect(fast === reference, "at \(point)")
                checked += 1
            }
        }
        #expect(stage.window.hitTest(CGPoint(x: 3 * 32 + 1, y: 1), with: nil) === views[3])
        #expect(checked > 100)
        #expect(stage.app.leftovers == [])
    }
}
