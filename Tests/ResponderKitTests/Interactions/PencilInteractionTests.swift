import Foundation
import ResponderKit
import Testing

/// A canvas's pencil delegate, as drawing apps write one: it logs what it hears.
@MainActor
private final class PencilLog: NSObject, UIPencilInteractionDelegate {
    let name: String
    let log: EventLog
    var onTap: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        log.add("\(name) tap at \(CGFloat(tap.timestamp).formatted)" + (tap.hoverPose.map { " \($0)" } ?? ""))
        onTap?()
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        log.add(
            "\(name) squeeze \(squeeze.phase) at \(CGFloat(squeeze.timestamp).formatted)"
                + (squeeze.hoverPose.map { " \($0)" } ?? ""))
    }
}

/// A delegate written before iOS 17.5: only the older method.
@MainActor
private final class OldPencilDelegate: NSObject, UIPencilInteractionDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
        log.add("old delegate: tap, preferred \(UIPencilInteraction.preferredTapAction)")
    }
}

@MainActor
@Suite("PencilInteractionTests")
struct PencilInteractionTests {
    private func tap(_ time: TimeInterval, at point: CGPoint? = nil) -> InputEvent {
        .pencil(
            PencilSample(
                timestamp: time, gesture: .tap, hover: point.map { PencilSample.Hover(location: $0, zOffset: 0.25) }))
    }

    private func squeeze(_ time: TimeInterval, _ phase: UIPencilInteraction.Phase) -> InputEvent {
        .pencil(PencilSample(timestamp: time, gesture: .squeeze, phase: phase))
    }

    @Test(
        "§12 pencil double tap: every visible enabled interaction hears it, front window first, in subview order, with its hover pose in its view's coordinates"
    )
    func tapReachesVisibleInteractions() {
        let stage = Stage()
        let canvas = stage.view("canvas", CGRect(x: 0, y: 100, width: 300, height: 300))
        let palette = stage.view("palette", CGRect(x: 20, y: 20, width: 100, height: 40), in: canvas)
        let hiddenPanel = stage.view("panel", CGRect(x: 0, y: 0, width: 50, height: 50))
        hiddenPanel.isHidden = true
        let disabled = stage.view("disabled", CGRect(x: 200, y: 0, width: 50, height: 50))
        let delegates = ["canvas", "palette", "panel", "disabled"].map { PencilLog($0, log: stage.log) }
        for (view, delegate) in zip([canvas, palette, hiddenPanel, disabled], delegates) {
            view.addInteraction(UIPencilInteraction(delegate: delegate))
        }
        (disabled.interactions.first as? UIPencilInteraction)?.isEnabled = false
        // A window made visible later is in front: its interactions hear the pencil first.
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100), application: stage.app)
        overlay.isHidden = false
        let toolbarLog = PencilLog("toolbar", log: stage.log)
        overlay.addInteraction(UIPencilInteraction(delegate: toolbarLog))
        let recorder = stage.app.trace.recorder()
        stage.app.inject(tap(1, at: CGPoint(x: 50, y: 130)))
        stage.app.inject(tap(2))
        #expect(
            stage.log.lines == [
                "toolbar tap at 1 location (50, 130) z 0.25", "canvas tap at 1 location (50, 30) z 0.25",
                "palette tap at 1 location (30, 10) z 0.25", "toolbar tap at 2", "canvas tap at 2", "palette tap at 2",
            ])
        #expect(
            recorder.lines.filter { $0.hasPrefix("pencil") || $0.hasPrefix("input") } == [
                "input: t=1 pencil double tap hovering at (50, 130) z 0.25", "pencil double tap -> UIWindow",
                "pencil double tap -> canvas", "pencil double tap -> palette", "input: t=2 pencil double tap",
                "pencil double tap -> UIWindow", "pencil double tap -> canvas", "pencil double tap -> palette",
            ])
        // Interactions hold their delegates weakly, as UIKit's do: the test keeps them alive.
        withExtendedLifetime((delegates, toolbarLog)) {}
    }

    @Test(
        "§12 pencil double tap: a delegate with only pencilInteractionDidTap is called through the newer method's default, once; the preferred action is the application's setting"
    )
    func olderDelegateMethod() {
        let stage = Stage()
        let canvas = stage.view("canvas", CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = OldPencilDelegate(log: stage.log)
        canvas.addInteraction(UIPencilInteraction(delegate: delegate))
        stage.app.inject(tap(1))
        stage.app.environment.pencilPreferredTapAction = .showColorPalette
        stage.app.inject(tap(2))
        #expect(
            stage.log.lines == [
                "old delegate: tap, preferred switchEraser", "old delegate: tap, preferred showColorPalette",
            ])
        withExtendedLifetime(delegate) {}
    }

    @Test(
        "§12 pencil squeeze: began reaches the visible interactions; an interaction whose view is hidden mid-squeeze hears cancelled once; the others hear changed and ended"
    )
    func squeezePhases() {
        let stage = Stage()
        let canvas = stage.view("canvas", CGRect(x: 0, y: 0, width: 200, height: 200))
        let sidebar = stage.view("sidebar", CGRect(x: 200, y: 0, width: 100, height: 200))
        let canvasLog = PencilLog("canvas", log: stage.log)
        let sidebarLog = PencilLog("sidebar", log: stage.log)
        canvas.addInteraction(UIPencilInteraction(delegate: canvasLog))
        sidebar.addInteraction(UIPencilInteraction(delegate: sidebarLog))
        stage.app.inject(squeeze(1, .began))
        #expect(stage.app.leftovers == ["pencil squeeze under way in canvas, sidebar"])
        sidebar.isHidden = true
        stage.app.inject(squeeze(1.1, .changed))
        stage.app.inject(squeeze(1.2, .changed))
        sidebar.isHidden = false
        stage.app.inject(squeeze(1.3, .ended))
        #expect(
            stage.log.lines == [
                "canvas squeeze began at 1", "sidebar squeeze began at 1", "canvas squeeze changed at 1.1",
                "sidebar squeeze cancelled at 1.1", "canvas squeeze changed at 1.2", "canvas squeeze ended at 1.3",
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime((canvasLog, sidebarLog)) {}
    }

    @Test(
        "§12 pencil squeeze, bad input: a change without a began is dropped, a second began cancels the first, an input reset cancels the squeeze, a NaN pose is dropped and the gesture still delivered"
    )
    func squeezeRepairs() {
        let stage = Stage()
        let canvas = stage.view("canvas", CGRect(x: 0, y: 0, width: 200, height: 200))
        let canvasLog = PencilLog("canvas", log: stage.log)
        canvas.addInteraction(UIPencilInteraction(delegate: canvasLog))
        let recorder = stage.app.trace.recorder()
        stage.app.inject(squeeze(1, .ended))
        stage.app.inject(squeeze(2, .began))
        stage.app.inject(squeeze(3, .began))
        stage.app.inject(.inputReset(timestamp: 4))
        stage.app.inject(
            .pencil(
                PencilSample(
                    timestamp: 5, gesture: .tap, hover: PencilSample.Hover(location: CGPoint(x: .nan, y: 1e40)))))
        #expect(
            stage.log.lines == [
                "canvas squeeze began at 2", "canvas squeeze cancelled at 3", "canvas squeeze began at 3",
                "canvas squeeze cancelled at 4", "canvas tap at 5",
            ])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: pencil squeeze change without a began: dropped",
                "repaired: pencil pose has a NaN or out-of-range value: delivered without it",
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(canvasLog) {}
    }

    @Test(
        "§12 pencil double tap: a delegate that removes another canvas during delivery is obeyed at once, and the removed one is not called"
    )
    func delegateMutatesDuringDelivery() {
        let stage = Stage()
        let first = stage.view("first", CGRect(x: 0, y: 0, width: 100, height: 100))
        var second: UIView? = stage.view("second", CGRect(x: 100, y: 0, width: 100, height: 100))
        let firstLog = PencilLog("first", log: stage.log)
        let secondLog = PencilLog("second", log: stage.log)
        first.addInteraction(UIPencilInteraction(delegate: firstLog))
        second?.addInteraction(UIPencilInteraction(delegate: secondLog))
        firstLog.onTap = {
            second?.removeFromSuperview()
            second = nil
        }
        stage.app.inject(tap(1))
        stage.app.inject(tap(2))
        #expect(stage.log.lines == ["first tap at 1", "first tap at 2"])
        withExtendedLifetime((firstLog, secondLog)) {}
    }
}
