import Foundation
import Testing

@testable import ResponderKit

/// The arena's decisions as tables, answered from facts written out by hand instead of live recognizers: each
/// row names the rule of the behaviour contract it checks.
@MainActor
@Suite("GestureArena")
struct GestureArenaTests {
    typealias State = UIGestureRecognizer.State

    /// The facts of one table row: recognizers by name.
    struct Facts: ArenaFacts {
        var members: [String]
        var states: [String: State] = [:]
        var awaited: [String: State] = [:]
        /// Each member's failure requirements, in order.
        var requirements: [String: [String]] = [:]
        var refusals: [String: RecognizerTransitionReason] = [:]
        /// Pairs that saw no common touch (every other pair competes).
        var apart: Set<[String]> = []
        var simultaneousPairs: Set<[String]> = []
        /// Pairs (a, b) where a may not prevent b.
        var mayNotPrevent: Set<[String]> = []

        func isSame(_ a: String, _ b: String) -> Bool { a == b }
        func state(of member: String) -> State { states[member] ?? .possible }
        func awaitedState(of member: String) -> State? { awaited[member] }
        func blockingRequirement(of member: String) -> String? {
            requirements[member]?.first { state(of: $0) == .possible && members.contains($0) }
        }
        func requires(_ member: String, toFail other: String) -> Bool {
            requirements[member]?.contains(other) ?? false
        }
        func refusal(of member: String) -> RecognizerTransitionReason? { refusals[member] }
        func competes(_ a: String, _ b: String) -> Bool { !apart.contains([a, b]) && !apart.contains([b, a]) }
        func simultaneous(_ a: String, _ b: String) -> Bool {
            simultaneousPairs.contains([a, b]) || simultaneousPairs.contains([b, a])
        }
        func mayPrevent(_ a: String, _ b: String) -> Bool { !mayNotPrevent.contains([a, b]) }
        func subject(_ member: String) -> TraceSubject { TraceSubject(name: member, serial: 0) }
    }

    nonisolated static func s(_ name: String) -> TraceSubject { TraceSubject(name: name, serial: 0) }

    @Test("§5 require(toFail:): a recognizer that asks to recognize waits while its requirement is undecided")
    func waitsForRequirement() {
        var facts = Facts(members: ["tap", "doubleTap"], requirements: ["tap": ["doubleTap"]])
        #expect(
            GestureArena.request("tap", from: .possible, to: .ended, reason: .recognized, facts)
                == .wait(for: Self.s("doubleTap"), isNew: true))
        facts.awaited["tap"] = .ended
        #expect(
            GestureArena.request("tap", from: .possible, to: .ended, reason: .recognized, facts)
                == .wait(for: Self.s("doubleTap"), isNew: false))
    }

    @Test("§5 require(toFail:): when the requirement fails, the waiter recognizes as it asked")
    func retriesAfterFailure() {
        let facts = Facts(
            members: ["tap", "doubleTap"], states: ["doubleTap": .failed], awaited: ["tap": .ended],
            requirements: ["tap": ["doubleTap"]])
        let retry = GestureArena.retry("tap", after: "doubleTap", facts)
        #expect(retry?.state == .ended)
        #expect(retry?.reason == .requirementFailed(Self.s("doubleTap")))
        #expect(GestureArena.retry("doubleTap", after: "tap", facts) == nil)
    }

    @Test("§5 require(toFail:): a waiter still blocked by another undecided requirement keeps waiting")
    func stillBlocked() {
        let facts = Facts(
            members: ["tap", "doubleTap", "tripleTap"], states: ["doubleTap": .failed], awaited: ["tap": .ended],
            requirements: ["tap": ["doubleTap", "tripleTap"]])
        #expect(GestureArena.retry("tap", after: "doubleTap", facts) == nil)
    }

    /// One row of the consequences table: once `winner` recognized, what happens to `other`.
    struct ConsequenceRow: CustomTestStringConvertible, Sendable {
        var rule: String
        var build: @MainActor @Sendable () -> Facts
        var expected: RecognizerTransitionReason?
        var testDescription: String { rule }
    }

    nonisolated static let consequences: [ConsequenceRow] = [
        ConsequenceRow(
            rule: "§5 exclusion: by default the first to recognize prevents the others sharing its touches",
            build: { Facts(members: ["pan", "swipe"], states: ["pan": .began]) },
            expected: .prevented(by: s("pan"))),
        ConsequenceRow(
            rule: "§5 shouldRecognizeSimultaneouslyWith true on either side lets both go on",
            build: {
                Facts(members: ["pan", "swipe"], states: ["pan": .began], simultaneousPairs: [["swipe", "pan"]])
            },
            expected: nil),
        ConsequenceRow(
            rule: "§5 canPrevent / canBePrevented false lets the other go on",
            build: { Facts(members: ["pan", "swipe"], states: ["pan": .began], mayNotPrevent: [["pan", "swipe"]]) },
            expected: nil),
        ConsequenceRow(
            rule: "§5 recognizers with no common touch do not prevent each other",
            build: { Facts(members: ["pan", "swipe"], states: ["pan": .began], apart: [["pan", "swipe"]]) },
            expected: nil),
        ConsequenceRow(
            rule: "§5 require(toFail:): if the other recognizes, the waiter fails",
            build: {
                Facts(
                    members: ["doubleTap", "tap"], states: ["doubleTap": .ended], requirements: ["tap": ["doubleTap"]])
            },
            expected: .requirementRecognized(s("doubleTap"))),
        ConsequenceRow(
            rule: "§5 a recognizer already decided is not touched by another's recognition",
            build: { Facts(members: ["pan", "swipe"], states: ["pan": .began, "swipe": .failed]) },
            expected: nil),
    ]

    @Test("what one recognizer's recognition does to another", arguments: consequences)
    func consequence(_ row: ConsequenceRow) {
        let facts = row.build()
        let winner = facts.members[0]
        #expect(GestureArena.consequence(of: winner, for: facts.members[1], facts) == row.expected)
    }

    @Test("§5 a recognizer that recognizes after a rival already did is prevented by it")
    func preventedLate() {
        let facts = Facts(members: ["rotation", "pinch"], states: ["rotation": .changed])
        #expect(
            GestureArena.attempt("pinch", as: .began, reason: .recognized, facts)
                == .fail(.prevented(by: Self.s("rotation"))))
        let together = Facts(
            members: ["rotation", "pinch"], states: ["rotation": .changed],
            simultaneousPairs: [["rotation", "pinch"]])
        #expect(
            GestureArena.attempt("pinch", as: .began, reason: .recognized, together)
                == .recognize(as: .began, reason: .recognized))
    }

    @Test("§5 gestureRecognizerShouldBegin false (delegate or view) fails the recognizer at recognition")
    func refused() {
        let facts = Facts(
            members: ["tap", "buttonTap"],
            refusals: ["tap": .delegateRefused, "buttonTap": .viewRefused(Self.s("button"))])
        #expect(GestureArena.attempt("tap", as: .ended, reason: .recognized, facts) == .fail(.delegateRefused))
        #expect(
            GestureArena.attempt("buttonTap", as: .ended, reason: .recognized, facts)
                == .fail(.viewRefused(Self.s("button"))))
    }

    @Test("§9 a scroll view's own refusal (ScrollPanDecision) fails its pan; the pan behind it may then recognize")
    func scrollPanRefused() {
        let facts = Facts(
            members: ["listPan", "pagerPan"], refusals: ["listPan": .cannotScroll(along: .horizontal)])
        #expect(
            GestureArena.attempt("listPan", as: .began, reason: .recognized, facts)
                == .fail(.cannotScroll(along: .horizontal)))
        #expect(
            GestureArena.attempt("pagerPan", as: .began, reason: .recognized, facts)
                == .recognize(as: .began, reason: .recognized))
    }

    /// One row of the requests table.
    struct RequestRow: CustomTestStringConvertible, Sendable {
        var rule: String
        var from: State
        var to: State
        var reason: RecognizerTransitionReason
        var expected: GestureArena.Request
        var testDescription: String { rule }
    }

    nonisolated static let requests: [RequestRow] = [
        RequestRow(
            rule: "§5 states: a subclass setting .began from .possible asks to recognize", from: .possible, to: .began,
            reason: .stateAssigned, expected: .attempt(as: .began, reason: .recognized)),
        RequestRow(
            rule: "§5 states: a discrete gesture's .recognized (= .ended) asks to recognize", from: .possible,
            to: .ended, reason: .recognized, expected: .attempt(as: .ended, reason: .recognized)),
        RequestRow(
            rule: "§5 states: a logic's failure fails the recognizer with its numbers", from: .possible, to: .failed,
            reason: .logicFailed(.movedTooFar(distance: 12, allowed: 10)),
            expected: .fail(.logicFailed(.movedTooFar(distance: 12, allowed: 10)))),
        RequestRow(
            rule: "§5 states: .cancelled before the gesture began is a failure", from: .possible, to: .cancelled,
            reason: .stateAssigned, expected: .fail(.failed)),
        RequestRow(
            rule: "§5 states: a continuous gesture moves began → changed", from: .began, to: .changed,
            reason: .stateAssigned, expected: .move(to: .changed, reason: .stateAssigned)),
        RequestRow(
            rule: "§5 states: a continuous gesture ends on its touches' lift", from: .changed, to: .ended,
            reason: .touchesEnded, expected: .move(to: .ended, reason: .touchesEnded)),
        RequestRow(
            rule: "§5 states: .failed after the gesture began cancels it", from: .changed, to: .failed,
            reason: .stateAssigned, expected: .move(to: .cancelled, reason: .failedAfterBegan)),
        RequestRow(
            rule: "§5 reset: setting .possible after the gesture is over resets the recognizer", from: .ended,
            to: .possible, reason: .stateAssigned, expected: .reset),
        RequestRow(
            rule: "§5 states: .possible during a gesture is not a legal move", from: .began, to: .possible,
            reason: .stateAssigned, expected: .ignore),
        RequestRow(
            rule: "§5 states: nothing leaves .failed but a reset", from: .failed, to: .began, reason: .recognized,
            expected: .ignore),
    ]

    @Test("each legal and illegal state request", arguments: requests)
    func request(_ row: RequestRow) {
        let facts = Facts(members: ["recognizer"])
        #expect(
            GestureArena.request("recognizer", from: row.from, to: row.to, reason: row.reason, facts) == row.expected)
    }

    @Test("§5 no recognizer stays half-way: with nothing down, undecided fails, began is cancelled, done resets")
    func settle() {
        #expect(
            GestureArena.settle(.possible, hasTimer: false, isWaiting: false) == .fail(.touchesEndedBeforeRecognizing))
        #expect(GestureArena.settle(.possible, hasTimer: true, isWaiting: false) == .keep)
        #expect(GestureArena.settle(.possible, hasTimer: false, isWaiting: true) == .keep)
        #expect(
            GestureArena.settle(.changed, hasTimer: false, isWaiting: false) == .cancel(.touchesEndedWhileRecognizing))
        #expect(GestureArena.settle(.ended, hasTimer: false, isWaiting: false) == .reset)
    }

    @Test("§5 isEnabled = false (or removal) during a gesture: undecided fails, going on is cancelled")
    func abort() {
        #expect(GestureArena.abort(.possible) == .failed)
        #expect(GestureArena.abort(.began) == .cancelled)
        #expect(GestureArena.abort(.changed) == .cancelled)
        #expect(GestureArena.abort(.ended) == nil)
    }
}
