import Foundation
import FuzzDriver
import PlaygroundSessionCore

/// libFuzzer entry: the input's lines are one page's messages, sent in order to one playground session (the
/// first byte picks the bundled lesson it starts on), as `PlaygroundSession.receive` gets them from a WebSocket;
/// due timers fire after each. Every message must get its replies, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    MainActor.assumeIsolated {
        let catalog = SceneCatalog.bundled
        let session = PlaygroundSession(id: 1, catalog: catalog, limits: PlaygroundLimits())
        let lesson = bytes.first.map { catalog.entries[Int($0) % catalog.entries.count].name }
        _ = session.start(scene: lesson)
        var now = ContinuousClock.now
        for line in bytes.dropFirst().split(separator: UInt8(ascii: "\n")).prefix(64) {
            _ = session.receive(String(decoding: line, as: UTF8.self))
            now += .milliseconds(50)
            _ = session.fireDueTimers(at: now)
        }
    }
    return 0
}

/// SwiftPM links an executable's entry point as `FuzzMessages_main`; it hands control to libFuzzer's driver.
@_cdecl("FuzzMessages_main")
public func FuzzMessagesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzEntry)
}
