import Foundation
import Testing

@testable import ResponderKit

/// The gating machine as a table: each row names the rule of the behaviour contract it checks, starts a gate in
/// a state, feeds it inputs with the recognizers' verdict, and expects the answers in order and the state after.
@Suite("TouchGate")
struct TouchGateTests {
    typealias Verdict = TouchGate.Recognizers

    /// One input to the gate.
    enum Input: CustomStringConvertible {
        case arrive(UITouch.Phase, Verdict)
        case beganDelivered
        case endDelivered
        case cancel
        case cancelDelivered
        case releaseBegan(Verdict)
        case releaseEnded(Verdict)

        var description: String {
            switch self {
            case .arrive(let phase, _): "arrive \(phase)"
            case .beganDelivered: "began delivered"
            case .endDelivered: "end delivered"
            case .cancel: "cancel"
            case .cancelDelivered: "cancel delivered"
            case .releaseBegan: "release began"
            case .releaseEnded: "release ended"
            }
        }
    }

    /// One answer of the gate.
    enum Answer: Equatable {
        case action(TouchGate.Action)
        case cancellation(TouchGate.Cancellation)
        case began(TouchGate.BeganRelease)
        case yes
        case no
        case none
    }

    /// One row of the table.
    struct Row: CustomTestStringConvertible, Sendable {
        var rule: String
        var start: TouchGate
        var inputs: [Input]
        var answers: [Answer]
        var end: TouchGate

        var testDescription: String { rule }
    }

    static let taken = Verdict(haveTaken: true, delayBegan: false, delayEnded: false)
    static let delaysBegan = Verdict(haveTaken: false, delayBegan: true, delayEnded: false)
    static let delaysEnded = Verdict(haveTaken: false, delayBegan: false, delayEnded: true)

    static let rows: [Row] = [
        Row(
            rule: "§4 a touch-down with no recognizer in the way reaches its hit view at once",
            start: TouchGate(), inputs: [.arrive(.began, .none), .beganDelivered, .arrive(.moved, .none)],
            answers: [.action(.deliver), .none, .action(.deliver)], end: TouchGate(stage: .active)),
        Row(
            rule: "§5 cancelsTouchesInView: a touch a recognizer already took never reaches the view",
            start: TouchGate(), inputs: [.arrive(.began, taken), .arrive(.moved, .none)],
            answers: [.action(.discard), .action(.skip)], end: TouchGate(stage: .finished)),
        Row(
            rule: "§5 delaysTouchesBegan: the began is withheld while a recognizer may still recognize",
            start: TouchGate(), inputs: [.arrive(.began, delaysBegan), .arrive(.moved, .none)],
            answers: [.action(.hold), .action(.skip)], end: TouchGate(stage: .pending, beganHeld: true)),
        Row(
            rule: "§5 delaysTouchesBegan: an end that comes while the began is withheld waits with it",
            start: TouchGate(stage: .pending, beganHeld: true), inputs: [.arrive(.ended, .none)],
            answers: [.action(.skip)], end: TouchGate(stage: .pending, beganHeld: true, endHeld: true)),
        Row(
            rule: "§5 delaysTouchesBegan: when the recognizer fails, the withheld began and end go to the view",
            start: TouchGate(stage: .pending, beganHeld: true, endHeld: true),
            inputs: [.releaseBegan(.none), .beganDelivered, .releaseEnded(.none), .endDelivered],
            answers: [.began(.deliver), .none, .yes, .yes], end: TouchGate(stage: .finished)),
        Row(
            rule: "§5 delaysTouchesBegan: when the recognizer recognizes, the withheld began is discarded",
            start: TouchGate(stage: .pending, beganHeld: true, endHeld: true),
            inputs: [.releaseBegan(taken), .releaseEnded(.none)], answers: [.began(.discard), .no],
            end: TouchGate(stage: .finished, endHeld: true)),
        Row(
            rule: "§5 delaysTouchesBegan: while a recognizer is undecided the began stays withheld",
            start: TouchGate(stage: .pending, beganHeld: true), inputs: [.releaseBegan(delaysBegan)],
            answers: [.began(.keep)], end: TouchGate(stage: .pending, beganHeld: true)),
        Row(
            rule: "§5 delaysTouchesEnded: the end is withheld while a recognizer may still recognize",
            start: TouchGate(stage: .active), inputs: [.arrive(.ended, delaysEnded), .releaseEnded(delaysEnded)],
            answers: [.action(.hold), .no], end: TouchGate(stage: .active, endHeld: true)),
        Row(
            rule: "§5 delaysTouchesEnded: the withheld end reaches the view once the recognizer fails",
            start: TouchGate(stage: .active, endHeld: true), inputs: [.releaseEnded(.none), .endDelivered],
            answers: [.yes, .yes], end: TouchGate(stage: .finished)),
        Row(
            rule: "§5 delaysTouchesEnded: if the recognizer recognizes, the view gets touchesCancelled instead",
            start: TouchGate(stage: .active, endHeld: true), inputs: [.cancel, .cancelDelivered, .endDelivered],
            answers: [.cancellation(.queue), .yes, .yes], end: TouchGate(stage: .finished)),
        Row(
            rule: "§4 a cancellation asked for during a delivery waits for it; nothing else reaches the view meanwhile",
            start: TouchGate(stage: .active), inputs: [.cancel, .arrive(.moved, .none), .arrive(.ended, .none)],
            answers: [.cancellation(.queue), .action(.skip), .action(.skip)],
            end: TouchGate(stage: .active, cancelPending: true)),
        Row(
            rule: "§4 a second cancellation of the same touch is ignored: one touchesCancelled",
            start: TouchGate(stage: .active, cancelPending: true), inputs: [.cancel],
            answers: [.cancellation(.ignore)], end: TouchGate(stage: .active, cancelPending: true)),
        Row(
            rule: "§4 cancelling a touch whose began never reached the view calls nothing",
            start: TouchGate(stage: .pending, beganHeld: true), inputs: [.cancel, .releaseBegan(.none)],
            answers: [.cancellation(.discard), .began(.keep)], end: TouchGate(stage: .finished)),
        Row(
            rule: "§4 a system cancel of a touch whose began was withheld finishes it without a call",
            start: TouchGate(stage: .pending, beganHeld: true), inputs: [.arrive(.cancelled, .none)],
            answers: [.action(.skip)], end: TouchGate(stage: .finished)),
        Row(
            rule: "§4 every touch that began ends exactly once: a second end finds it finished",
            start: TouchGate(stage: .active), inputs: [.arrive(.ended, .none), .endDelivered, .endDelivered],
            answers: [.action(.deliver), .yes, .no], end: TouchGate(stage: .finished)),
        Row(
            rule: "§4 isExclusiveTouch: a withheld touch never reaches the view, not even its cancel",
            start: TouchGate(stage: .withheld(.exclusiveTouch)),
            inputs: [.arrive(.began, .none), .cancel, .arrive(.cancelled, .none)],
            answers: [.action(.skip), .cancellation(.ignore), .action(.skip)],
            end: TouchGate(stage: .withheld(.exclusiveTouch))),
        Row(
            rule: "§4 isMultipleTouchEnabled false: the second finger is withheld from the view",
            start: TouchGate(stage: .withheld(.multipleTouchDisabled)), inputs: [.arrive(.moved, .none)],
            answers: [.action(.skip)], end: TouchGate(stage: .withheld(.multipleTouchDisabled))),
    ]

    @Test("each row of the gating table", arguments: rows)
    func row(_ row: Row) {
        var gate = row.start
        var answers: [Answer] = []
        for input in row.inputs {
            switch input {
            case .arrive(let phase, let verdict): answers.append(.action(gate.arrive(phase, verdict)))
            case .beganDelivered:
                gate.beganDelivered()
                answers.append(.none)
            case .endDelivered: answers.append(gate.endDelivered() ? .yes : .no)
            case .cancel: answers.append(.cancellation(gate.cancel()))
            case .cancelDelivered: answers.append(gate.cancelDelivered() ? .yes : .no)
            case .releaseBegan(let verdict): answers.append(.began(gate.releaseBegan(verdict)))
            case .releaseEnded(let verdict): answers.append(gate.releaseEnded(verdict) ? .yes : .no)
            }
        }
        #expect(answers == row.answers)
        #expect(gate == row.end)
    }

    @Test("§4 a lifted touch whose end never went out is ended by the driver, unless its end is on its way")
    func finishAtLift() {
        #expect(TouchGate(stage: .active).needsFinishAtLift)
        #expect(!TouchGate(stage: .active, endHeld: true).needsFinishAtLift)
        #expect(!TouchGate(stage: .active, cancelPending: true).needsFinishAtLift)
        #expect(!TouchGate(stage: .finished).needsFinishAtLift)
    }

    @Test("the recognizers are asked only at the phases they can change")
    func verdictAskedLazily() {
        var asked: [UITouch.Phase] = []
        var gate = TouchGate(stage: .active)
        func verdict(_ phase: UITouch.Phase) -> Verdict {
            asked.append(phase)
            return .none
        }
        _ = gate.arrive(.moved, verdict(.moved))
        _ = gate.arrive(.ended, verdict(.ended))
        #expect(asked == [.ended])
    }
}

extension TouchGateTests.Input: Sendable {}
