import Foundation
import ResponderKit
import Testing

/// A toolbar's pointer delegate as iPad apps write one: a lift on each button, a region per half of a wide view.
@MainActor
private final class PointerLog: NSObject, UIPointerInteractionDelegate {
    let log: EventLog
    var halves = false
    var refuses = false

    init(log: EventLog) { self.log = log }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        let name = (interaction.view as? LoggingView)?.name ?? "?"
        log.add("\(name) region at (\(request.location.x.formatted), \(request.location.y.formatted))")
        if refuses { return nil }
        guard halves else { return defaultRegion }
        let half = defaultRegion.rect.width / 2
        let left = request.location.x < half
        return UIPointerRegion(
            rect: CGRect(x: left ? 0 : half, y: 0, width: half, height: defaultRegion.rect.height),
            identifier: left ? "left" : "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        let view = interaction.view
        log.add("\((view as? LoggingView)?.name ?? "?") enter \(region.identifier.map { "\($0)" } ?? "bounds")")
        animator.addAnimations { view?.alpha = 0.8 }
        animator.addCompletion { [log] finished in log.add("enter animation finished \(finished)") }
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        let view = interaction.view
        log.add("\((view as? LoggingView)?.name ?? "?") exit \(region.identifier.map { "\($0)" } ?? "bounds")")
        animator.addAnimations { view?.alpha = 1 }
    }
}

@MainActor
@Suite("PointerInteractionTests")
struct PointerInteractionTests {
    private func move(_ stage: Stage, _ time: TimeInterval, _ x: CGFloat, _ y: CGFloat) {
        stage.app.inject(.hover(HoverSample(timestamp: time, location: CGPoint(x: x, y: y))))
    }

    @Test(
        "§12 pointer interaction: moving over a view asks its region, enters it once with its style, and leaves it for the next view; the enter animation runs on the clock"
    )
    func enterAndExit() {
        let stage = Stage()
        let back = stage.view("back", CGRect(x: 0, y: 0, width: 100, height: 44))
        let forward = stage.view("forward", CGRect(x: 100, y: 0, width: 100, height: 44))
        let delegate = PointerLog(log: stage.log)
        back.addInteraction(UIPointerInteraction(delegate: delegate))
        forward.addInteraction(UIPointerInteraction(delegate: delegate))
        let recorder = stage.app.trace.recorder()
        move(stage, 0, 10, 10)
        move(stage, 0.1, 20, 12)
        #expect(
            stage.app.leftovers == [
                "display link: 1 running animation", "animation back opacity (ends at t=0.25)",
                "pointer 1 in region (0, 0, 100, 44) of back",
            ])
        stage.clock.advance(to: 0.5)
        #expect(back.alpha == 0.8)
        move(stage, 0.6, 150, 10)
        stage.app.inject(.hover(HoverSample(timestamp: 0.7, phase: .exited, location: .zero)))
        stage.clock.advance(to: 1.2)
        #expect(
            stage.log.lines == [
                "back region at (10, 10)", "back enter bounds", "back region at (20, 12)",
                "enter animation finished true",
                "forward region at (50, 10)", "back exit bounds", "forward enter bounds", "forward exit bounds",
                // Leaving forward while its enter animation runs replaces it (beginFromCurrentState): interrupted.
                "enter animation finished false",
            ])
        #expect(
            recorder.lines.filter { $0.contains("region") } == [
                "pointer 1 enters region (0, 0, 100, 44) of back: lift",
                "pointer 1 leaves region (0, 0, 100, 44) of back",
                "pointer 1 enters region (0, 0, 100, 44) of forward: lift",
                "pointer 1 leaves region (0, 0, 100, 44) of forward",
            ])
        #expect(stage.app.leftovers == [])
        #expect((back.alpha, forward.alpha) == (1, 1))
        // Interactions hold their delegates weakly, as UIKit's do: the test keeps them alive.
        withExtendedLifetime(delegate) {}
    }

    @Test(
        "§12 pointer interaction: regions with identifiers split a view; a delegate returning nil lets the interaction of the view behind answer; a pencil's hover takes no pointer region"
    )
    func regionsAndFallThrough() {
        let stage = Stage()
        let slider = stage.view("slider", CGRect(x: 0, y: 0, width: 200, height: 40))
        let badge = stage.view("badge", CGRect(x: 150, y: 0, width: 40, height: 40), in: slider)
        let sliderDelegate = PointerLog(log: stage.log)
        sliderDelegate.halves = true
        let badgeDelegate = PointerLog(log: stage.log)
        badgeDelegate.refuses = true
        slider.addInteraction(UIPointerInteraction(delegate: sliderDelegate))
        badge.addInteraction(UIPointerInteraction(delegate: badgeDelegate))
        move(stage, 0, 20, 20)
        move(stage, 0.1, 80, 20)
        move(stage, 0.2, 120, 20)
        move(stage, 0.3, 160, 20)
        stage.app.inject(
            .hover(HoverSample(timestamp: 0.4, pointer: 2, location: CGPoint(x: 20, y: 20), type: .pencil)))
        #expect(
            stage.log.lines == [
                "slider region at (20, 20)", "slider enter left", "slider region at (80, 20)",
                "slider region at (120, 20)", "slider exit left", "slider enter right",
                "enter animation finished false",
                "badge region at (10, 20)", "slider region at (160, 20)",
            ])
        withExtendedLifetime((sliderDelegate, badgeDelegate)) {}
    }

    @Test(
        "§12 pointer interaction: removing the view under the pointer, disabling the interaction and invalidate() each leave or re-ask at once"
    )
    func leavesOnChanges() {
        let stage = Stage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = PointerLog(log: stage.log)
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        move(stage, 0, 50, 50)
        delegate.halves = true
        interaction.invalidate()
        interaction.isEnabled = false
        interaction.isEnabled = true
        move(stage, 0.1, 60, 50)
        card.removeFromSuperview()
        #expect(
            stage.log.lines == [
                "card region at (50, 50)", "card enter bounds",
                // invalidate(): asked again where the pointer is; the halves make it another region.
                "card region at (50, 50)", "card exit bounds", "enter animation finished false", "card enter right",
                // Disabled: left at once. Enabled again: nothing until the pointer moves.
                "card exit right", "enter animation finished false",
                "card region at (60, 50)", "card enter right",
                // The view left its window: its animation stops first (BehaviourContract §13), then the region is left.
                "enter animation finished false", "card exit right",
            ])
        withExtendedLifetime(delegate) {}
        #expect(stage.app.leftovers == [])
    }
}
