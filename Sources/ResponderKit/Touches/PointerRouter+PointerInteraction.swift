import Foundation

/// The region a pointer is in: the interaction that gave it, and where the pointer was last.
struct PointerRegionHold {
    weak var interaction: UIPointerInteraction?
    weak var view: UIView?
    let region: UIPointerRegion
    var location: CGPoint
}

/// `UIPointerInteraction` (BehaviourContract §12): which interaction holds a mouse or trackpad pointer, and when
/// its regions are entered and left.
///
/// ```
/// hover sample ──► hit view (as a touch) ──► its pointer interactions, then its ancestors', in order:
///                  regionFor(request at the pointer, default: the view's bounds) ── nil: ask the next
///   the same interaction and region as before ──► nothing
///   else ──► willExit(old region) ──► styleFor(new region) ──► willEnter(new region)
/// pointer exits, its view leaves the window, the interaction is disabled or removed, input reset ──► willExit
/// invalidate() ──► asked again at the pointer's last location
/// ```
///
/// Each `willEnter`/`willExit` gets an animator whose animations run after it returns (`PointerRegionAnimator`).
extension PointerRouter {
    /// Finds the region at the pointer among `candidates` (the views on the hit view's path that have pointer
    /// interactions, innermost first) and enters it, leaving the one the pointer was in if it differs.
    func updatePointerRegion(
        _ pointer: Int, hit: (view: UIView, window: UIWindow, point: CGPoint)?, candidates: [UIView],
        location: CGPoint
    ) {
        let found = hit.flatMap { region(at: $0, among: candidates) }
        if let hold = pointerRegions[pointer], let found, hold.interaction === found.interaction,
            hold.region.isSame(as: found.region)
        {
            pointerRegions[pointer]?.location = location
            return
        }
        if pointerRegions[pointer] != nil { leaveRegion(of: pointer) }
        guard let found, let view = found.interaction.view else { return }
        pointerRegions[pointer] = PointerRegionHold(
            interaction: found.interaction, view: view, region: found.region, location: location)
        let style = found.interaction.delegate?.pointerInteraction(found.interaction, styleFor: found.region)
        if let trace {
            trace.record(
                .pointerRegionEntered(
                    pointer: pointer, view: trace.subject(view), region: found.region.summary,
                    style: style?.description ?? "system"))
        }
        let animator = PointerRegionAnimator()
        found.interaction.delegate?.pointerInteraction(found.interaction, willEnter: found.region, animator: animator)
        animator.run()
    }

    /// The pointer leaves the region it is in: `willExit`.
    func leaveRegion(of pointer: Int) {
        guard let hold = pointerRegions.removeValue(forKey: pointer) else { return }
        if let trace {
            trace.record(
                .pointerRegionExited(
                    pointer: pointer, view: hold.view.map { trace.subject($0) }, region: hold.region.summary))
        }
        guard let interaction = hold.interaction else { return }
        let animator = PointerRegionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: hold.region, animator: animator)
        animator.run()
    }

    /// `interaction` changed (invalidated, disabled, removed): each pointer it holds is asked again where it is.
    func invalidate(_ interaction: UIPointerInteraction) {
        for pointer in pointerRegions.keys.sorted() where pointerRegions[pointer]?.interaction === interaction {
            guard let location = pointerRegions[pointer]?.location else { continue }
            let hit = hitTest(location, type: .hover, timestamp: application.clock.now)
            let candidates = sequence(first: hit?.view, next: { $0?.superview }).compactMap { $0 }
                .filter(\.hasPointerInteraction)
            updatePointerRegion(pointer, hit: hit, candidates: candidates, location: location)
        }
    }

    /// The first region the pointer interactions of `candidates` give at the pointer.
    private func region(
        at hit: (view: UIView, window: UIWindow, point: CGPoint), among candidates: [UIView]
    ) -> (interaction: UIPointerInteraction, region: UIPointerRegion)? {
        for view in candidates {
            for case let interaction as UIPointerInteraction in view.interactions where interaction.isEnabled {
                let defaultRegion = UIPointerRegion(rect: view.bounds)
                guard let delegate = interaction.delegate else { return (interaction, defaultRegion) }
                let request = UIPointerRegionRequest(location: view.convert(hit.point, from: hit.window))
                if let region = delegate.pointerInteraction(
                    interaction, regionFor: request, defaultRegion: defaultRegion)
                {
                    return (interaction, region)
                }
            }
        }
        return nil
    }
}

extension UIView {
    /// Whether the view has a `UIPointerInteraction` (views without interactions answer from a nil side box).
    var hasPointerInteraction: Bool {
        traitState?.interactions.contains { $0 is UIPointerInteraction } ?? false
    }
}
