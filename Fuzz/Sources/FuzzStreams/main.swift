import FuzzDriver
import ResponderKit
import ResponderStreams

/// libFuzzer entry: the input's bytes drive every decision of one random stream; a lifecycle violation or a
/// leftover is a crash, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let outcome = RandomStream.run(source: ByteEntropy(bytes), steps: 400)
        if let first = outcome.violations.first { fatalError("lifecycle violation:\n\(first)") }
    }
    return 0
}

/// SwiftPM links an executable's entry point as `FuzzStreams_main`; it hands control to libFuzzer's driver.
@_cdecl("FuzzStreams_main")
public func FuzzStreamsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzEntry)
}
