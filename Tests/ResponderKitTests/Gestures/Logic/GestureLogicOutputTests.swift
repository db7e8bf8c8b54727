import Foundation
import Testing

@testable import ResponderKit

@Suite struct GestureLogicOutputTests {
    @Test("an output prints its outcome, then its timer request")
    func outputDescription() {
        #expect(GestureLogicOutput.none.description == "none")
        #expect(GestureLogicOutput.none.isNone)
        #expect(GestureLogicOutput(outcome: .began).description == "began")
        #expect(GestureLogicOutput(timer: .schedule(at: 0.1 + 0.35)).description == "schedule 0.45")
        let failed = GestureLogicOutput(outcome: .failed(.touchesCancelled), timer: .cancel)
        #expect(failed.description == "failed: its touches were cancelled; cancel timer")
        #expect(!failed.isNone)
    }

    @Test("only recognized, ended, cancelled and failed are terminal")
    func terminalOutcomes() {
        let outcomes: [GestureOutcome] = [
            .began, .changed, .recognized, .ended, .cancelled, .failed(.touchesCancelled),
        ]
        #expect(outcomes.map(\.isTerminal) == [false, false, true, true, true, true])
    }
}
