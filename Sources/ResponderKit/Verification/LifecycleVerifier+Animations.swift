import Foundation

/// The animation rules (BehaviourContract §13): every layer animation stops exactly once and every `UIView.animate`
/// completion runs exactly once (`animationStopsOnce`), each saying `finished == true` exactly when its animations ran
/// to their ends (`animationFinishedMeansEnded`); none runs on after its layer has left the window it was added in.
///
/// ```
/// UIView.animate ──────────────► viewAnimationBegan ──► a completion book (its animations' stops, all finished?)
/// removed, replaced, layer gone ► animationInterrupted ─► the animation may stop only with finished == false
/// an animation stops ──────────► animationStopped ─────► a second stop ─────────────────► animationStopsOnce
///                                                     └► finished, yet removed or early ─► animationFinishedMeansEnded
///                                                        not finished, yet never removed ─► animationFinishedMeansEnded
/// the completion runs ─────────► viewAnimationCompleted ► a second run, or one before its animations stopped
///                                                                                       ─► animationStopsOnce
///                                                     └► finished ≠ every animation finished ─► …FinishedMeansEnded
/// each display frame ──────────► animationsRan ────────► one added in a window, its layer out of it now
///                                                                                       ─► animationStopsOnce
/// verifyQuiescent ─────────────► a completion whose animations all stopped (or were lost) and never ran,
///                                an animation running on a freed layer ─────────────────► animationStopsOnce
/// ```
extension LifecycleVerifier {
    /// One `UIView.animate` call's completion, in the verifier's books.
    struct CompletionBook {
        /// The animated views, named, for messages.
        var name: String
        /// The call's animations, while they may still stop: the group, weakly.
        weak var group: ViewAnimationGroup?
        /// How many of its animations the verifier heard stop, and whether each ran to its end.
        var stops = 0
        var allFinished = true
        /// How many of its animations were removed and have not stopped yet (their stop is queued).
        var pendingStops = 0
    }

    /// A `UIView.animate` call (or a transition) made `group`, animating `views`: its completion must run once.
    func viewAnimationBegan(_ group: ViewAnimationGroup, views: [UIView]) {
        completionSerial += 1
        group.verifierSerial = completionSerial
        group.verifier = self
        let names = views.prefix(3).map(\.traceName).joined(separator: ", ")
        completionBooks[completionSerial] = CompletionBook(
            name: names.isEmpty ? "no view" : names, group: group)
    }

    /// `animation` was removed before its end: it may stop only with `finished == false`.
    func animationInterrupted(_ animation: LayerAnimation) {
        animation.verifiedInterrupted = true
        if let serial = animation.animation.viewAnimation?.verifierSerial, serial != 0 {
            completionBooks[serial]?.pendingStops += 1
        }
    }

    /// An animation stopped: its delegate and completion are about to hear it, with `finished`.
    func animationStopped(_ animation: LayerAnimation, finished: Bool) {
        animation.verifiedStops += 1
        let name = "animation \(animation.key) of \(animation.layerReference.object?.traceName ?? "a freed layer")"
        guard animation.verifiedStops == 1 else {
            report(
                .animationStopsOnce, "\(name) stopped \(animation.verifiedStops) times",
                subjects: animationSubjects(animation))
            return
        }
        // An animation in a percent-driven transition runs on the transition's time, not the clock's; its end,
        // reached through the inverse of the transition's curve, may land a rounding error early.
        let now = animation.driver?.sampleTime(at: application.clock.now) ?? application.clock.now
        let end = animation.timing.end
        if finished, animation.verifiedInterrupted || now < end - 1e-6 {
            report(
                .animationFinishedMeansEnded,
                "\(name) stopped with finished == true "
                    + (animation.verifiedInterrupted ? "after it was removed" : "at \(now), before its end at \(end)"),
                subjects: animationSubjects(animation))
        } else if !finished, !animation.verifiedInterrupted {
            report(
                .animationFinishedMeansEnded, "\(name) stopped with finished == false, but nothing removed it",
                subjects: animationSubjects(animation))
        }
        if let group = animation.animation.viewAnimation, group.verifierSerial != 0,
            var book = completionBooks[group.verifierSerial]
        {
            book.stops += 1
            book.allFinished = book.allFinished && finished
            if animation.verifiedInterrupted, book.pendingStops > 0 { book.pendingStops -= 1 }
            completionBooks[group.verifierSerial] = book
        }
    }

    /// The completion of `group` (a `UIView.animate` call or a transition) runs, with `finished`.
    func viewAnimationCompleted(_ group: ViewAnimationGroup, finished: Bool) {
        group.verifiedCompletions += 1
        guard group.verifiedCompletions == 1 else {
            report(
                .animationStopsOnce, "a UIView animation's completion ran \(group.verifiedCompletions) times",
                subjects: [])
            return
        }
        guard let book = completionBooks.removeValue(forKey: group.verifierSerial) else { return }
        if book.stops < group.addedAnimations {
            report(
                .animationStopsOnce,
                "the completion of a UIView animation of \(book.name) ran when \(book.stops) of its "
                    + "\(group.addedAnimations) animations had stopped",
                subjects: [])
        } else if finished != book.allFinished {
            report(
                .animationFinishedMeansEnded,
                "the completion of a UIView animation of \(book.name) ran with finished == \(finished), but "
                    + (book.allFinished ? "every animation ran to its end" : "an animation was removed early"),
                subjects: [])
        }
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

    /// At the end of a scenario: every completion whose animations all stopped, or were lost without stopping, ran;
    /// and no animation runs on a freed layer. A completion whose animations still run (a `.repeat`) or whose stop
    /// is queued is not owed yet: `leftovers` lists what runs.
    func verifyAnimationsQuiescent() {
        let running = application.motion.engine?.running ?? []
        for serial in completionBooks.keys.sorted() {
            guard let book = completionBooks[serial] else { continue }
            var problem = "its animations were let go without stopping"
            if let group = book.group {
                let added = group.addedAnimations
                let live = book.pendingStops + running.count { $0.animation.viewAnimation === group }
                if book.stops < added, book.stops + live >= added { continue }
                if book.stops >= added {
                    // The completion of a call that animated nothing is queued: owed only once the queue is empty.
                    if application.pendingWorkCount > 0 { continue }
                    problem = "its \(added) animation(s) stopped"
                } else {
                    problem = "\(added - book.stops - live) of its \(added) animation(s) were lost without stopping"
                }
            }
            completionBooks[serial] = nil
            report(
                .animationStopsOnce, "the completion of a UIView animation of \(book.name) never ran: \(problem)",
                subjects: [])
        }
        for animation in running where animation.layerReference.object == nil {
            report(
                .animationStopsOnce, "animation \(animation.key) still runs after its layer was freed",
                subjects: [])
        }
    }

    private func animationSubjects(_ animation: LayerAnimation) -> [TraceSubject] {
        guard let view = animation.layerReference.object?.nearestView else { return [] }
        return [subject(view)]
    }
}
