import Foundation

/// The layer animations one `UIView.animate` call (or one transition) made: its completion runs once, when the
/// last of them stops, with `finished` true only when every one ran to its end; and while they run, the views they
/// animate refuse touches unless the call allowed user interaction (BehaviourContract §13).
@MainActor
final class ViewAnimationGroup {
    /// The completion, nil once it ran.
    private var completion: ((Bool) -> Void)?
    /// How many animations have not stopped.
    private(set) var pending = 0
    /// Whether every stopped animation ran to its end.
    private var allFinished = true
    /// The views refusing touches because of this group, released when it completes.
    private var refusingViews: [UIView] = []
    /// Whether the completion ran.
    private(set) var isComplete = false
    /// How many animations were added.
    private(set) var addedAnimations = 0
    /// The lifecycle verifier's book: the group's number in it (0: not verified), the verifier, and how many times
    /// it heard the completion run.
    var verifierSerial = 0
    weak var verifier: LifecycleVerifier?
    var verifiedCompletions = 0

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// An animation of the group was added.
    func animationAdded() {
        pending += 1
        addedAnimations += 1
    }

    /// `view` refuses touches until the group completes.
    func refuseTouches(on view: UIView) {
        guard !refusingViews.contains(where: { $0 === view }) else { return }
        refusingViews.append(view)
        view.touchRefusingAnimations += 1
        view.updateHitTestKind()
    }

    /// One of the group's animations stopped.
    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if pending <= 0 { complete() }
    }

    /// Runs the completion (once) and lets the views take touches again.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        for view in refusingViews {
            view.touchRefusingAnimations -= 1
            view.updateHitTestKind()
        }
        refusingViews = []
        let completion = completion
        self.completion = nil
        verifier?.viewAnimationCompleted(self, finished: allFinished)
        completion?(allFinished)
    }
}
