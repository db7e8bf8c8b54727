import Foundation

/// The responder chain's climb for forwarded touches, fast: the rule is `UIResponder`'s (each responder passes a
/// touch method to `next`); this applies it to the engine's own classes, which keep the default methods and `next`,
/// in one loop through unretained references, and remembers where a finger's moves end up.
///
/// ```
/// forward(move) ──► moveReceiver(forwardedFrom:) ──► remembered under the application's epoch? ──► that receiver
///                                                   └─► climbDefaultViews: plain views and windows, no retain
/// debug builds ──► safeFirstOverridable: the same answer by the chain of `next`, with ordinary references
/// ```
///
/// Measured by `ResponderBenchmarks` ("touch move, 20-deep chain").
@MainActor
enum ResponderClimb {
    /// The responder a move forwarded from `responder` reaches: `firstOverridable(from:)`, remembered while the
    /// chain's links stay as they are (the application's `ResponderChainEpoch`, `epoch`), so a finger moving on a
    /// deep hierarchy climbs it once, not at every move. Only an answer that one unretained climb found from this
    /// responder is kept: an overridable responder's `next` may answer anything, and a view controller's depends on
    /// more than links. It is kept only by a view in a window of the application whose event is forwarded (a view
    /// leaving its window forgets it, `forgetMoveReceiver()`), so the epoch covers every link it depends on.
    static func moveReceiver(forwardedFrom responder: UIResponder, _ event: UIEvent?) -> UIResponder? {
        // The epoch's number is read without holding the epoch: the event holds it.
        guard let epoch = event?.chainEpoch?.value else {
            return firstOverridable(from: responder.touchPassing == .overridable ? responder.next : responder)
        }
        if responder.rememberedClimb.epoch == epoch {
            let receiver = responder.rememberedClimb.receiver?.takeUnretainedValue()
            assert(
                safeFirstOverridable(from: responder).map { $0 === receiver } ?? true,
                "ResponderKit: a remembered move receiver disagrees with the chain of `next`")
            return receiver
        }
        guard responder.touchPassing != .overridable else { return firstOverridable(from: responder.next) }
        guard let stop = climbDefaultViews(from: Unmanaged.passUnretained(responder)) else {
            if remembersClimbs(responder, for: event) {
                responder.rememberedClimb = RememberedClimb(receiver: nil, epoch: epoch)
            }
            return nil
        }
        let stopped = stop.takeUnretainedValue()
        guard stopped.touchPassing == .overridable else { return firstOverridable(from: responder) }
        if remembersClimbs(responder, for: event) {
            responder.rememberedClimb = RememberedClimb(receiver: stop, epoch: epoch)
        }
        return stopped
    }

    /// Whether this responder may remember a climb under `event`'s epoch: it is a view in a window of the
    /// application the event belongs to. One climb to the root, paid only when nothing is remembered.
    private static func remembersClimbs(_ responder: UIResponder, for event: UIEvent?) -> Bool {
        guard let epoch = event?.chainEpoch, let view = responder as? UIView else { return false }
        var root = view
        while let parent = root.storedSuperview { root = parent }
        guard let window = root as? UIWindow else { return false }
        return window.application?.chainEpoch === epoch
    }

    /// The first responder from `start` up the chain that may override the touch methods, or nil at the end of
    /// the chain. Views and windows are climbed without a retain or a release (see `climbDefaultViews`); a
    /// view controller or an application costs one call of its `next`.
    private static func firstOverridable(from start: UIResponder?) -> UIResponder? {
        var responder = start
        while let current = responder {
            guard let stop = climbDefaultViews(from: Unmanaged.passUnretained(current)) else {
                assert(
                    safeFirstOverridable(from: current).map { $0 == nil } ?? true,
                    "ResponderKit: the unretained climb ended early")
                return nil
            }
            let stopped = stop.takeUnretainedValue()
            if stopped.touchPassing == .overridable {
                assert(
                    safeFirstOverridable(from: current).map { $0 === stopped } ?? true,
                    "ResponderKit: the unretained climb disagrees with the chain of `next`")
                return stopped
            }
            responder = stopped.next
        }
        return nil
    }

    /// `firstOverridable(from:)` by the chain of `next`, with ordinary references: the reference debug builds
    /// check the unretained climb against. Nil (no answer) past 64 responders, so the check costs a bounded
    /// amount per call and a touch forwarded through a chain thousands of levels deep stays linear.
    private static func safeFirstOverridable(from start: UIResponder?) -> UIResponder?? {
        var responder = start
        var steps = 0
        while let current = responder {
            if current.touchPassing == .overridable { return .some(current) }
            steps += 1
            if steps > 64 { return nil }
            responder = current.next
        }
        return .some(nil)
    }

    /// From `start`, climbs for as long as the responder is a plain view that is no view controller's root
    /// view (its `next` is its superview) or a plain window (its `next` is its application), and returns the
    /// first responder that is neither, or nil past the top (a plain application without a responder
    /// delegate is the top). It runs no code but these loads, so the chain
    /// cannot change under it, and it neither retains nor releases.
    ///
    /// This is one of ResponderKit's three unsafe boundaries (with `UnretainedReference` and `HitTestWalk`). Its invariant: every responder it passes is held by the one below it (a view by its superview's
    /// `subviews`, a window by its application's windows) and it runs no code that could change the chain.
    /// Debug builds check each answer against `safeFirstOverridable(from:)`. A view in a window may remember an
    /// answer (`moveReceiver(forwardedFrom:_:)`) while its application's `ResponderChainEpoch` stays the same: every
    /// setter of a link the climb reads in that application's windows advances the epoch, and a view that changes
    /// window forgets, so the links that held the answer still hold it; debug builds check each remembered answer
    /// too.
    private static func climbDefaultViews(from start: Unmanaged<UIResponder>) -> Unmanaged<UIResponder>? {
        var current = start
        while true {
            // Plain views, one flag and one load per level: most of a deep chain.
            while current._withUnsafeGuaranteedRef({ $0.climbsToSuperview }) {
                let superview = current._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: UIView.self).superviewReference.unmanaged
                }
                guard let superview else { return nil }
                current = superview.asResponder
            }
            let step: Unmanaged<UIResponder>?? = current._withUnsafeGuaranteedRef { responder in
                switch responder.touchPassing {
                case .defaultToApplication:
                    return .some(
                        unsafeDowncast(responder, to: UIWindow.self).applicationReference.unmanaged?.asResponder)
                case .defaultToDelegate:
                    // Without a responder delegate, the application ends the chain.
                    return unsafeDowncast(responder, to: UIApplication.self).delegateIsResponder ? .none : .some(nil)
                case .overridable, .defaultToSuperview, .defaultToNext:
                    return .none
                }
            }
            guard let step else { return current }
            guard let next = step else { return nil }
            current = next
        }
    }
}

/// Where moves forwarded from a responder go, found by one unretained climb, and the epoch of the application's
/// chain it was found under (`ResponderChainEpoch`); epoch 0: nothing remembered.
///
/// Its invariant: while the application's epoch is `epoch`, no link between the responder and `receiver` changed,
/// so the links that held `receiver` still hold it; a view that changes window forgets (`forgetMoveReceiver()`).
struct RememberedClimb {
    /// The receiver, unretained; nil: the moves reach the end of the chain.
    var receiver: Unmanaged<UIResponder>?
    /// The chain's epoch when the receiver was found.
    var epoch: UInt = 0
}

extension UIResponder {
    /// Forgets the remembered move receiver: the view changed window, so the epoch it was remembered under may no
    /// longer cover its links.
    final func forgetMoveReceiver() {
        rememberedClimb = RememberedClimb()
    }
}

extension Unmanaged where Instance: UIResponder {
    /// The same unretained reference, typed as a responder.
    var asResponder: Unmanaged<UIResponder> { .fromOpaque(toOpaque()) }
}
