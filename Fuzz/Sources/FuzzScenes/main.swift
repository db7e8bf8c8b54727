import Foundation
import FuzzDriver
import ResponderScenes

/// libFuzzer entry: any bytes given to the scene decoder must decode or throw a `SceneFileError`, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    _ = try? SceneDecoder().decode(input, file: "fuzz.yaml")
    return 0
}

/// SwiftPM links an executable's entry point as `FuzzScenes_main`; it hands control to libFuzzer's driver.
@_cdecl("FuzzScenes_main")
public func FuzzScenesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzEntry)
}
