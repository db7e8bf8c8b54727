import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIControlTrackingTests")
struct UIControlTrackingTests {
    @Test("a tap inside a control begins tracking, sends touchDown, ends tracking, then sends touchUpInside")
    func tapInside() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a control does not forward the touches it tracks up the responder chain")
    func noForwarding() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.2)
        #expect(!stage.log.lines.contains { $0.hasPrefix("Container.") })
        #expect(
            stage.log.lines == [
                "beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking", "touchUpInside",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "dragging past the slop sends touchDragExit then touchDragOutside, and back in touchDragEnter then touchDragInside"
    )
    func dragOutAndBack() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 290), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 300), time: 0.2)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 180), time: 0.3)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 180), time: 0.4)
        #expect(
            stage.log.lines == [
                "beginTracking", "touchDown",
                "continueTracking", "touchDragExit", "touchDragOutside",
                "continueTracking", "touchDragOutside",
                "continueTracking", "touchDragEnter", "touchDragInside",
                "endTracking", "touchUpInside",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "a finger 69 pt beyond any edge still counts as inside, 71 pt beyond counts as outside",
        arguments: [
            (69.0, 0.0, "touchUpInside"), (71.0, 0.0, "touchUpOutside"), (-69.0, 0.0, "touchUpInside"),
            (-71.0, 0.0, "touchUpOutside"), (0.0, 69.0, "touchUpInside"), (0.0, 71.0, "touchUpOutside"),
            (0.0, -69.0, "touchUpInside"), (0.0, -71.0, "touchUpOutside"),
        ])
    func slopBoundary(dx: Double, dy: Double, lift: String) {
        let stage = Stage()
        _ = stage.probe()
        // The control spans 100..<200 on both axes; measure beyond the edge the offset points to.
        let x = dx > 0 ? 200 + dx : dx < 0 ? 100 + dx : 150
        let y = dy > 0 ? 200 + dy : dy < 0 ? 100 + dy : 150
        let drag = lift == "touchUpInside" ? "touchDragInside" : "touchDragOutside"
        let exit = lift == "touchUpInside" ? [] : ["touchDragExit"]
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: x, y: y), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: x, y: y), time: 0.2)
        #expect(
            stage.log.lines
                == ["beginTracking", "touchDown", "continueTracking"] + exit + [drag, "endTracking", lift])
        #expect(stage.app.leftovers == [])
    }

    @Test("the drag slop comes from the application's metrics")
    func slopFromMetrics() {
        let stage = Stage()
        stage.app.metrics.controlDragSlop = 10
        _ = stage.probe()
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 215, y: 150), time: 0.1)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpOutside"])
        #expect(stage.app.leftovers == [])
    }

    @Test("highlighted, tracking and touch-inside follow the tracked finger")
    func stateFollowsFinger() {
        let stage = Stage()
        let (control, _, logger) = stage.probe()
        logger.describe = { sender in
            let control = sender as! UIControl
            return "h=\(control.isHighlighted) t=\(control.isTracking) in=\(control.isTouchInside)"
                + " state=\(control.state.rawValue)"
        }
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 400), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 400), time: 0.2)
        #expect(
            stage.log.lines == [
                "beginTracking", "touchDown h=true t=true in=true state=1",
                "continueTracking", "touchDragExit h=false t=true in=false state=0",
                "touchDragOutside h=false t=true in=false state=0",
                "endTracking", "touchUpOutside h=false t=false in=false state=0",
            ])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(stage.app.leftovers == [])
    }

    @Test("a second tap within the multi-tap interval sends touchDown then touchDownRepeat; a later one does not")
    func touchDownRepeat() {
        let stage = Stage()
        _ = stage.probe()
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.tap(at: CGPoint(x: 152, y: 150), time: 0.2)
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 2)
        let tap = ["beginTracking", "touchDown", "endTracking", "touchUpInside"]
        let repeated = ["beginTracking", "touchDown", "touchDownRepeat", "endTracking", "touchUpInside"]
        #expect(stage.log.lines == tap + repeated + tap)
        #expect(stage.app.leftovers == [])
    }

    @Test("when beginTracking returns false the control sends no events and still keeps the touch")
    func beginRefused() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.beginsTracking = false
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 160, y: 150), time: 0.2)
        #expect(stage.log.lines == ["beginTracking"])
        #expect(!control.isHighlighted)
        #expect(stage.app.leftovers == [])
    }

    @Test("when continueTracking returns false tracking ends at once and the lift sends nothing")
    func continueRefused() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.continuesTracking = false
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 160, y: 150), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 170, y: 150), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 170, y: 150), time: 0.3)
        #expect(stage.log.lines == ["beginTracking", "touchDown", "continueTracking", "endTracking"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a disabled control starts no tracking, sends nothing and forwards its touches up the chain")
    func disabledForwards() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.isEnabled = false
        stage.app.tap(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(stage.log.lines == ["Container.began[1]", "Container.ended[1]"])
        #expect(control.state == .disabled)
        #expect(stage.app.leftovers == [])
    }

    @Test("a multi-touch control tracks only its first touch and keeps the others from the chain")
    func firstTouchOnly() {
        let stage = Stage()
        let (control, _, _) = stage.probe()
        control.isMultipleTouchEnabled = true
        stage.app.touches(
            [(2, .began, CGPoint(x: 160, y: 160)), (1, .began, CGPoint(x: 150, y: 150))], time: 0)
        stage.app.touch(.ended, finger: 2, at: CGPoint(x: 160, y: 160), time: 0.1)
        stage.log.add("finger 2 lifted")
        stage.app.touch(.ended, finger: 1, at: CGPoint(x: 150, y: 150), time: 0.2)
        #expect(
            stage.log.lines == ["beginTracking", "touchDown", "finger 2 lifted", "endTracking", "touchUpInside"])
        #expect(stage.app.leftovers == [])
    }
}
