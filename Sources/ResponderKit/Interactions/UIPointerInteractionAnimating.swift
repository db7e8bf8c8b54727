import Foundation

/// What a pointer interaction's delegate animates alongside the pointer entering or leaving a region (UIKit's
/// protocol). ResponderKit runs the added animations in one `UIView.animate` of 0.25 s with
/// `.allowUserInteraction` and `.beginFromCurrentState` (its own duration: UIKit's is not published), after the
/// delegate returns; the completions run with its `finished`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    /// Adds changes to animate with the pointer.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the animations end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator a pointer interaction's delegate is handed.
@MainActor
final class PointerRegionAnimator: NSObject, UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Runs what was added: the animations in one animation, the completions after it.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = animations
        let completions = completions
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { for animation in animations { animation() } },
            completion: { finished in for completion in completions { completion(finished) } })
    }
}
