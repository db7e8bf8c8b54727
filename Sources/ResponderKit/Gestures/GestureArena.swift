import Foundation

/// What the arena needs to know about the recognizers in play. It asks only when a decision needs the answer:
/// some answers come from delegates and subclasses (`gestureRecognizerShouldBegin`, `canPrevent`,
/// `shouldRecognizeSimultaneouslyWith`), which UIKit asks at these moments and no others.
///
/// `GestureArbiter` answers from live recognizers; the arena's tests answer from a table.
@MainActor
protocol ArenaFacts {
    /// One recognizer in play.
    associatedtype Member
    /// The recognizers in play, in the order they joined.
    var members: [Member] { get }
    /// Whether two members are the same recognizer.
    func isSame(_ a: Member, _ b: Member) -> Bool
    /// The member's state.
    func state(of member: Member) -> UIGestureRecognizer.State
    /// The state the member asked for and waits to reach, if it waits.
    func awaitedState(of member: Member) -> UIGestureRecognizer.State?
    /// The first of the member's failure requirements that is in play, enabled and still undecided.
    func blockingRequirement(of member: Member) -> Member?
    /// Whether `member` must wait for `other` to fail (`require(toFail:)`, the subclass methods, the delegates).
    func requires(_ member: Member, toFail other: Member) -> Bool
    /// Why the member may not begin (its delegate or a view on its touches' path said no), or nil.
    func refusal(of member: Member) -> RecognizerTransitionReason?
    /// Whether two members saw a common touch or press since their last reset.
    func competes(_ a: Member, _ b: Member) -> Bool
    /// Whether a delegate lets the two recognize at the same time.
    func simultaneous(_ a: Member, _ b: Member) -> Bool
    /// Whether `a` recognizing may prevent `b`: `a.canPrevent(b)` and `b.canBePrevented(by: a)`.
    func mayPrevent(_ a: Member, _ b: Member) -> Bool
    /// How the member appears in the trace.
    func subject(_ member: Member) -> TraceSubject
}

/// The recognizers' arena: pure decisions about which recognizer may leave `.possible`, when, and what that
/// does to the others. It reads facts (``ArenaFacts``) and returns typed outcomes; `GestureArbiter`, its driver,
/// carries them out (states, actions, cancelled touches) and records each outcome in the trace.
///
/// ```
/// request(member → began/recognized) ──► a requirement undecided ──► .wait(for:)
///                                    └─► attempt ──► refused ──────────────────────► .fail(.delegateRefused …)
///                                                ├─► a recognized rival may prevent ──► .fail(.prevented(by:))
///                                                └─► .recognize ──► each other member: consequence(of:for:)
///                                                                   ├─ required it to fail ─► .requirementRecognized
///                                                                   └─ prevented ───────────► .prevented(by:)
/// a member fails ──► each waiter: retry(after:) ──► recognize now (.requirementFailed)
/// after a frame ──► settle: undecided with nothing down fails, began/changed with nothing down is cancelled
/// ```
@MainActor
enum GestureArena {
    /// What to do with a recognizer's request to move its state.
    enum Request: Hashable, Sendable {
        /// Wait for `blocker` to fail before recognizing; `isNew` when it was not waiting yet (the trace notes it
        /// once).
        case wait(for: TraceSubject, isNew: Bool)
        /// Try to recognize now (see ``attempt(_:as:reason:_:)``).
        case attempt(as: UIGestureRecognizer.State, reason: RecognizerTransitionReason)
        /// Fail the recognizer.
        case fail(RecognizerTransitionReason)
        /// Move a gesture that is going on to `state` (changed, ended, cancelled).
        case move(to: UIGestureRecognizer.State, reason: RecognizerTransitionReason)
        /// Reset a recognizer whose gesture is over (a subclass set `.possible`).
        case reset
        /// Nothing happens: the request is not a legal move from the current state.
        case ignore
    }

    /// Decides a member's request to move from `old` to `new`.
    static func request<Facts: ArenaFacts>(
        _ member: Facts.Member, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State,
        reason: RecognizerTransitionReason, _ facts: Facts
    ) -> Request {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if let blocker = facts.blockingRequirement(of: member) {
                return .wait(for: facts.subject(blocker), isNew: facts.awaitedState(of: member) == nil)
            }
            return .attempt(as: new, reason: reason == .stateAssigned ? .recognized : reason)
        case (.possible, .failed), (.possible, .cancelled):
            return .fail(reason == .stateAssigned ? .failed : reason)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            return .move(to: new, reason: reason)
        case (.began, .failed), (.changed, .failed):
            return .move(to: .cancelled, reason: reason == .stateAssigned ? .failedAfterBegan : reason)
        case (_, .possible):
            return old.isTerminal ? .reset : .ignore
        default:
            return .ignore
        }
    }

    /// What an attempt to recognize comes to.
    enum Attempt: Hashable, Sendable {
        /// The recognizer fails instead (refused, or prevented by a rival that recognized first).
        case fail(RecognizerTransitionReason)
        /// The recognizer recognizes, moving to `state`.
        case recognize(as: UIGestureRecognizer.State, reason: RecognizerTransitionReason)
    }

    /// Decides whether a member with no undecided requirement recognizes now: the delegate and the views on its
    /// touches' path may refuse; a rival that already recognized prevents it unless the two may recognize at
    /// the same time or the rival may not prevent it.
    static func attempt<Facts: ArenaFacts>(
        _ member: Facts.Member, as new: UIGestureRecognizer.State, reason: RecognizerTransitionReason, _ facts: Facts
    ) -> Attempt {
        if let refusal = facts.refusal(of: member) { return .fail(refusal) }
        for other in facts.members
        where !facts.isSame(other, member) && facts.state(of: other).isRecognized
            && facts.competes(member, other) && !facts.simultaneous(member, other) && facts.mayPrevent(other, member)
        {
            return .fail(.prevented(by: facts.subject(other)))
        }
        return .recognize(as: new, reason: reason)
    }

    /// Once `winner` recognized: why `other`, still undecided, fails now, or nil when it goes on.
    static func consequence<Facts: ArenaFacts>(
        of winner: Facts.Member, for other: Facts.Member, _ facts: Facts
    ) -> RecognizerTransitionReason? {
        guard !facts.isSame(other, winner), facts.state(of: other) == .possible else { return nil }
        if facts.requires(other, toFail: winner) { return .requirementRecognized(facts.subject(winner)) }
        if facts.competes(winner, other) && !facts.simultaneous(winner, other) && facts.mayPrevent(winner, other) {
            return .prevented(by: facts.subject(winner))
        }
        return nil
    }

    /// Once `failed` failed: the state `waiter` asked for and may now try to reach, with the reason, or nil when
    /// it does not wait or another requirement still blocks it.
    static func retry<Facts: ArenaFacts>(
        _ waiter: Facts.Member, after failed: Facts.Member, _ facts: Facts
    ) -> (state: UIGestureRecognizer.State, reason: RecognizerTransitionReason)? {
        guard !facts.isSame(waiter, failed), facts.state(of: waiter) == .possible,
            let wanted = facts.awaitedState(of: waiter), facts.blockingRequirement(of: waiter) == nil
        else { return nil }
        return (wanted, .requirementFailed(facts.subject(failed)))
    }

    /// What happens to a recognizer when nothing it tracked is down any more.
    enum Settlement: Hashable, Sendable {
        /// It fails: its touches ended before it recognized.
        case fail(RecognizerTransitionReason)
        /// It is cancelled: its touches ended while its gesture went on.
        case cancel(RecognizerTransitionReason)
        /// Its gesture is over: it is reset.
        case reset
        /// It keeps its state: a timer or a failure requirement may still decide it.
        case keep
    }

    /// Decides what happens, after a frame or a press, to a recognizer with no touch and no press down, so none
    /// stays half-way.
    static func settle(_ state: UIGestureRecognizer.State, hasTimer: Bool, isWaiting: Bool) -> Settlement {
        switch state {
        case .possible: hasTimer || isWaiting ? .keep : .fail(.touchesEndedBeforeRecognizing)
        case .began, .changed: .cancel(.touchesEndedWhileRecognizing)
        case .ended, .cancelled, .failed: .reset
        }
    }

    /// What ending a gesture from outside does (disabled, removed, its view or window gone, an interruption).
    static func abort(_ state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch state {
        case .possible: .failed
        case .began, .changed: .cancelled
        case .ended, .cancelled, .failed: nil
        }
    }
}
