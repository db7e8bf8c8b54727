import Foundation
import ResponderKit

/// A pencil and pointer interactions' delegate whose callbacks may change the world: remove their own view
/// mid-squeeze or mid-region, disable their interaction, refuse a region or split the view into two, and animate
/// alongside the pointer.
@MainActor
final class ChaosInteractionDelegate: NSObject, UIPencilInteractionDelegate, UIPointerInteractionDelegate {
    unowned let world: StreamWorld
    weak var view: UIView?

    init(world: StreamWorld, view: UIView) {
        self.world = world
        self.view = view
    }

    private func act(_ interaction: UIInteraction?) {
        guard world.isBuilt else { return }
        if world.source.chance(world.mutationPercent) { world.mutate(near: view) }
        if world.source.chance(3) {
            (interaction as? UIPencilInteraction)?.isEnabled.toggle()
            (interaction as? UIPointerInteraction)?.isEnabled.toggle()
        }
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        act(interaction)
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        act(interaction)
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        act(interaction)
        switch world.source.next(below: 4) {
        case 0: return nil
        case 1:
            let left = request.location.x < defaultRegion.rect.midX
            var rect = defaultRegion.rect
            rect.size.width /= 2
            if !left { rect.origin.x += rect.width }
            return UIPointerRegion(rect: rect, identifier: left ? 0 : 1)
        default: return defaultRegion
        }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        act(interaction)
        guard let view = interaction.view else { return nil }
        return world.source.chance(50) ? UIPointerStyle(effect: .lift(UITargetedPreview(view: view))) : .hidden()
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        act(interaction)
        let view = interaction.view
        animator.addAnimations { view?.alpha = 0.9 }
        animator.addCompletion { [weak self] _ in self?.act(nil) }
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        act(interaction)
        let view = interaction.view
        animator.addAnimations { view?.alpha = 1 }
    }
}

extension StreamWorld {
    /// Gives `view` a pencil interaction, a pointer interaction, or both, with a ``ChaosInteractionDelegate``.
    func addInteractions(to view: UIView) {
        let delegate = ChaosInteractionDelegate(world: self, view: view)
        interactionDelegates.append(delegate)
        let kind = source.next(below: 3)
        if kind != 1 { view.addInteraction(UIPencilInteraction(delegate: delegate)) }
        if kind != 0 { view.addInteraction(UIPointerInteraction(delegate: delegate)) }
    }
}
