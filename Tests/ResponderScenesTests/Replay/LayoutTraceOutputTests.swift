import ResponderKit
import Testing

@testable import ResponderScenes

@MainActor
@Suite("LayoutTraceOutputTests")
struct LayoutTraceOutputTests {
    @Test("§10 a layout in the trace reads the same in text and in the replay's JSON lines")
    func layoutRenderings() {
        let event = TraceEvent.layout(view: TraceSubject(name: "stars", serial: 3))
        #expect(event.text() == "layout stars")
        #expect(
            ReplayJSONLines.line(ReplayJSONLines.object(for: .trace(event))) == #"{"type":"layout","view":"stars"}"#)
    }
}
