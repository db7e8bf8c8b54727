import Foundation
import ResponderKit
import Testing

/// The repair policy of <doc:BadInput>, one row each: what the view sees and what the trace reports.
@MainActor
@Suite("RepairPolicyTests")
struct RepairPolicyTests {
    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let inputs: [InputEvent]
        let log: [String]
        let repairs: [String]
    }

    nonisolated static func frame(_ time: TimeInterval, _ samples: (Int, UITouch.Phase, CGFloat)...) -> InputEvent {
        .touches(
            TouchFrame(
                timestamp: time,
                samples: samples.map { TouchSample(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: 10)) }))
    }

    nonisolated static let rows: [Row] = [
        Row(
            description: "a move or lift for an unknown finger is dropped",
            inputs: [frame(0, (3, .moved, 10)), frame(0.1, (3, .ended, 10))], log: [],
            repairs: ["finger 3 is not down: sample dropped", "finger 3 is not down: sample dropped"]),
        Row(
            description: "a second down for a live finger cancels the live touch first",
            inputs: [frame(0, (1, .began, 10)), frame(0.1, (1, .began, 20)), frame(0.2, (1, .ended, 20))],
            log: ["V.began[1]", "V.cancelled[1]", "V.began[1]", "V.ended[1]"],
            repairs: ["finger 1 is already down: live touch cancelled"]),
        Row(
            description: "a finger that never lifts before the input reset is cancelled",
            inputs: [frame(0, (1, .began, 10)), .inputReset(timestamp: 0.1), frame(0.2, (1, .ended, 10))],
            log: ["V.began[1]", "V.cancelled[1]"],
            repairs: [
                "finger 1 never lifted before the input reset: touch cancelled", "finger 1 is not down: sample dropped",
            ]),
        Row(
            description: "a NaN move is dropped; a NaN lift still ends the touch at its last good location",
            inputs: [frame(0, (1, .began, 10)), frame(0.1, (1, .moved, .nan)), frame(0.2, (1, .ended, .infinity))],
            log: ["V.began[1]", "V.ended[1]"],
            repairs: [
                "finger 1 has a NaN or infinite value: sample dropped",
                "finger 1 has a NaN or infinite value: sample dropped",
            ]),
        Row(
            description: "a NaN down is dropped",
            inputs: [frame(0, (1, .began, .nan))], log: [],
            repairs: ["finger 1 has a NaN or infinite value: sample dropped"]),
        Row(
            description: "a move beyond the coordinate bound (1e40) is dropped; a lift there ends the touch",
            inputs: [frame(0, (1, .began, 10)), frame(0.1, (1, .moved, 1e40)), frame(0.2, (1, .ended, -1e10))],
            log: ["V.began[1]", "V.ended[1]"],
            repairs: [
                "finger 1 has a value beyond 1000000000: sample dropped",
                "finger 1 has a value beyond 1000000000: sample dropped",
            ]),
        Row(
            description: "a down beyond the coordinate bound is dropped; one at the bound is delivered as any other",
            inputs: [frame(0, (1, .began, 1.0000001e9)), frame(0.1, (2, .began, 1e9)), frame(0.2, (2, .ended, 10))],
            log: [],
            repairs: [
                "finger 1 has a value beyond 1000000000: sample dropped",
                "finger 2 is over no window that answers: not delivered",
            ]),
        Row(
            description: "a time beyond the clock's bound (1e40 s) is clamped to the clock's time",
            inputs: [frame(0, (1, .began, 10)), frame(1e40, (1, .ended, 10))], log: ["V.began[1]", "V.ended[1]"],
            repairs: ["timestamp 1e+40 is not a time the clock can reach: clamped to 0.0"]),
        Row(
            description: "time going backwards is clamped to the previous input's time",
            inputs: [frame(1, (1, .began, 10)), frame(0.5, (1, .ended, 10))], log: ["V.began[1]", "V.ended[1]"],
            repairs: ["timestamp 0.5 goes backwards: clamped to 1.0"]),
        Row(
            description: "a down over no window is tracked, never delivered",
            inputs: [frame(0, (1, .began, 500)), frame(0.1, (1, .ended, 500))], log: [],
            repairs: ["finger 1 is over no window that answers: not delivered"]),
    ]

    @Test("bad input is dropped, clamped or cancelled with a reason, and reported", arguments: rows)
    func repair(_ row: Row) {
        let stage = Stage()
        _ = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = stage.app.trace.recorder()
        for input in row.inputs { stage.app.inject(input) }
        stage.app.verifier.verifyQuiescent()
        #expect(stage.log.lines == row.log)
        #expect(recorder.lines.filter { $0.hasPrefix("repaired: ") }.map { String($0.dropFirst(10)) } == row.repairs)
        #expect(stage.app.leftovers == [])
    }

    @Test("input for a finger whose window was hidden is consumed and reported; the view got its cancel")
    func inputForGoneWindow() {
        let stage = Stage()
        _ = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.window.isHidden = true
        stage.app.touch(.moved, at: CGPoint(x: 20, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 20, y: 10), time: 0.2)
        stage.app.verifier.verifyQuiescent()
        #expect(stage.log.lines == ["V.began[1]", "V.cancelled[1]"])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
                "repaired: finger 1's window is gone: sample consumed, nothing delivered",
            ])
        #expect(stage.app.leftovers == [])
    }
}
