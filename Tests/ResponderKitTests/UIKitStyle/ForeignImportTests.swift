// A file that also imports Foundation (and Dispatch): there, `Timer` and `DispatchTime.now()` would be
// ambiguous between Foundation's and ResponderKit's — a compile error, never a silent wall-clock timer. The
// remedy for such a file (or module) is to name ResponderKit's types once, at module scope:
import Dispatch
import Foundation
import ResponderKit
import Testing

typealias Timer = ResponderKit.Timer
typealias DispatchTime = ResponderKit.DispatchTime
typealias DispatchQueue = ResponderKit.DispatchQueue
typealias DispatchWorkItem = ResponderKit.DispatchWorkItem

@MainActor
@Suite("ForeignImportTests")
struct ForeignImportTests {
    @Test("§11 with Foundation imported too, the module's typealiases keep Timer and DispatchQueue on the clock")
    func typealiasesPickResponderKit() {
        let stage = ComponentStage()
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in stage.add("timer") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { stage.add("asyncAfter") }
        stage.clock.advance(by: 1)
        #expect(stage.log == ["asyncAfter @0.25", "timer @0.5"])
        #expect(stage.app.leftovers == [])
    }
}
