import Foundation
import ResponderKit
import Testing

/// Seed 004 §6 (抽屉效果): a main view over a left and a right view, dragged sideways by a pan.
///
/// The numbers, as the seed gives them: when main has moved 320 pt sideways it has moved 60 pt down, so a
/// horizontal offset x gives a vertical inset `offsetY = |x| × 60 / 320`; main's height is
/// `screenH − 2·offsetY` and its width shrinks in the same ratio (the seed: "当前的宽度也一样求"), and it stays
/// vertically centred, `y = (screenH − height) / 2` (the seed's fix for left drags, where x is negative).
/// On release main snaps to a target: right when its x is past half the screen, left when its maxX is short
/// of half the screen, otherwise home. The seed's outline names the targets without numbers; we use the
/// values of the course the outline comes from: right target x = 250, left target x = −220.
/// A tap on main when it is not home sends it home.
@MainActor
final class DrawerController {
    static let rightTarget: CGFloat = 250
    static let leftTarget: CGFloat = -220

    let window: UIWindow
    let leftView: UIView
    let rightView: UIView
    let mainView: UIView
    let log: EventLog

    init(window: UIWindow, log: EventLog) {
        self.window = window
        self.log = log
        let screen = window.bounds
        leftView = UIView(frame: screen)
        leftView.accessibilityIdentifier = "left"
        rightView = UIView(frame: screen)
        rightView.accessibilityIdentifier = "right"
        mainView = UIView(frame: screen)
        mainView.accessibilityIdentifier = "main"
        window.addSubview(leftView)
        window.addSubview(rightView)
        window.addSubview(mainView)
        let pan = UIPanGestureRecognizer { [unowned self] in self.panned($0 as! UIPanGestureRecognizer) }
        let tap = UITapGestureRecognizer { [unowned self] _ in self.tapped() }
        mainView.addGestureRecognizer(pan)
        mainView.addGestureRecognizer(tap)
    }

    var screen: CGRect { window.bounds }

    /// Main's frame when its x is `x`: inset vertically by |x| × 60 / 320, scaled in proportion, centred.
    func frame(atX x: CGFloat) -> CGRect {
        let offsetY = abs(x) * 60 / 320
        let height = screen.height - 2 * offsetY
        let width = screen.width * height / screen.height
        return CGRect(x: x, y: (screen.height - height) / 2, width: width, height: height)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        let offsetX = pan.translation(in: mainView).x
        pan.setTranslation(.zero, in: mainView)
        mainView.frame = frame(atX: mainView.frame.origin.x + offsetX)
        // Moving right shows the left view; moving left shows the right one.
        rightView.isHidden = mainView.frame.origin.x > 0
        leftView.isHidden = mainView.frame.origin.x < 0
        if pan.state == .ended {
            let x = mainView.frame.origin.x
            if x > screen.width / 2 {
                mainView.frame = frame(atX: Self.rightTarget)
            } else if mainView.frame.maxX < screen.width / 2 {
                mainView.frame = frame(atX: Self.leftTarget)
            } else {
                mainView.frame = screen
            }
        }
        log.add("pan \(pan.state) main \(describe(mainView.frame))")
    }

    private func tapped() {
        guard mainView.frame != screen else { return log.add("tap at home: nothing") }
        mainView.frame = screen
        log.add("tap main \(describe(mainView.frame))")
    }
}

/// A frame as `(x, y, w, h)` with three decimals at most.
@MainActor
func describe(_ frame: CGRect) -> String {
    "(\(r(frame.origin.x)), \(r(frame.origin.y)), \(r(frame.width)), \(r(frame.height)))"
}

@MainActor
@Suite("DrawerExampleTests")
struct DrawerExampleTests {
    private func drag(_ stage: Stage, from start: CGFloat, through xs: [CGFloat], at time: TimeInterval) {
        stage.app.touch(.began, at: CGPoint(x: start, y: 240), time: time)
        for (index, x) in xs.enumerated() {
            stage.app.touch(.moved, at: CGPoint(x: x, y: 240), time: time + 0.02 * Double(index + 1))
        }
        stage.app.touch(.ended, at: CGPoint(x: xs.last ?? start, y: 240), time: time + 0.02 * Double(xs.count + 1))
    }

    @Test("dragging right moves and shrinks the main view, and releasing past half the screen snaps it to x = 250")
    func dragRightSnapsRight() {
        let stage = Stage()
        let drawer = DrawerController(window: stage.window, log: stage.log)
        drag(stage, from: 100, through: [130, 200, 300], at: 0)
        #expect(
            stage.log.lines == [
                "pan began main (30, 5.625, 312.5, 468.75)",
                "pan changed main (100, 18.75, 295, 442.5)",
                "pan changed main (200, 37.5, 270, 405)",
                "pan ended main (250, 46.875, 257.5, 386.25)",
            ])
        #expect(drawer.rightView.isHidden && !drawer.leftView.isHidden)
        stage.finish()
    }

    @Test("a tap on the main view away from home brings it home; at home the tap changes nothing")
    func tapReturnsHome() {
        let stage = Stage()
        let drawer = DrawerController(window: stage.window, log: stage.log)
        drag(stage, from: 100, through: [130, 200, 300], at: 0)
        stage.log.lines.removeAll()
        stage.app.tap(at: CGPoint(x: 300, y: 240), time: 1)
        #expect(drawer.mainView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.app.tap(at: CGPoint(x: 300, y: 240), time: 2)
        #expect(stage.log.lines == ["tap main (0, 0, 320, 480)", "tap at home: nothing"])
        stage.finish()
    }

    @Test("dragging left shrinks the main view the same way, keeps it centred, and snaps it to x = -220")
    func dragLeftSnapsLeft() {
        let stage = Stage()
        let drawer = DrawerController(window: stage.window, log: stage.log)
        drag(stage, from: 250, through: [220, 150, 50], at: 0)
        #expect(
            stage.log.lines == [
                "pan began main (-30, 5.625, 312.5, 468.75)",
                "pan changed main (-100, 18.75, 295, 442.5)",
                "pan changed main (-200, 37.5, 270, 405)",
                "pan ended main (-220, 41.25, 265, 397.5)",
            ])
        #expect(!drawer.rightView.isHidden && drawer.leftView.isHidden)
        stage.app.tap(at: CGPoint(x: 20, y: 240), time: 1)
        #expect(drawer.mainView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.finish()
    }

    @Test("a short drag that ends neither past half the screen nor short of it puts the main view back home")
    func shortDragGoesHome() {
        let stage = Stage()
        let drawer = DrawerController(window: stage.window, log: stage.log)
        drag(stage, from: 100, through: [120, 140], at: 0)
        #expect(
            stage.log.lines == [
                "pan began main (20, 3.75, 315, 472.5)", "pan changed main (40, 7.5, 310, 465)",
                "pan ended main (0, 0, 320, 480)",
            ])
        #expect(drawer.mainView.frame == drawer.screen)
        stage.finish()
    }

    @Test("a drag that starts from a snapped position continues from it")
    func dragFromSnappedPosition() {
        let stage = Stage()
        let drawer = DrawerController(window: stage.window, log: stage.log)
        drag(stage, from: 100, through: [130, 200, 300], at: 0)
        stage.log.lines.removeAll()
        drag(stage, from: 300, through: [270, 150], at: 1)
        #expect(
            stage.log.lines == [
                "pan began main (220, 41.25, 265, 397.5)", "pan changed main (100, 18.75, 295, 442.5)",
                "pan ended main (0, 0, 320, 480)",
            ])
        #expect(drawer.mainView.frame == drawer.screen)
        stage.finish()
    }
}
