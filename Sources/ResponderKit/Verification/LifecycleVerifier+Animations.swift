import Foundation

/// The animation rule (BehaviourContract §13): every layer animation stops exactly once, and none runs on after its
/// layer has left the window it was added in.
///
/// ```
/// an animation stops (finished or not) ──► animationStopped ──► a second stop ─► animationStopsOnce
/// each display frame of the animations ──► animationsRan ──► one added in a window, its layer out of it now
///                                                          ─► animationStopsOnce
/// ```
extension LifecycleVerifier {
    /// An animation stopped: its delegate and completion are about to hear it.
    func animationStopped(_ animation: LayerAnimation) {
        animation.verifiedStops += 1
        guard animation.verifiedStops > 1 else { return }
        report(
            .animationStopsOnce,
            "animation \(animation.key) of \(animation.layerReference.object?.traceName ?? "a freed layer") stopped "
                + "\(animation.verifiedStops) times",
            subjects: animationSubjects(animation))
    }

    /// A display frame sampled `running`: none may run on a layer that left the window it was added in.
    func animationsRan(_ running: [LayerAnimation]) {
        for animation in running where animation.addedInWindow {
            guard animation.layerReference.object?.isInWindow != true else { continue }
            animation.addedInWindow = false
            report(
                .animationStopsOnce,
                "animation \(animation.key) of \(animation.layerReference.object?.traceName ?? "a freed layer") "
                    + "still runs after its layer left its window",
                subjects: animationSubjects(animation))
        }
    }

    private func animationSubjects(_ animation: LayerAnimation) -> [TraceSubject] {
        guard let view = animation.layerReference.object?.nearestView else { return [] }
        return [subject(view)]
    }
}
