import Foundation
import FuzzDriver
import ResponderScenes

/// Smaller than a file's limits, so that one input replays in milliseconds and libFuzzer covers more of them.
private let limits = SceneDecoder.Limits(maximumFileSize: 1 << 16, maximumViews: 2_000, maximumNodes: 100_000)

/// libFuzzer entry: any bytes given to the scene decoder must decode or throw a `SceneFileError`, never crash;
/// a scene that decodes is built, its script replayed, and the replay written as text, JSON lines and a
/// picture, as `responder replay` would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    guard let scene = try? SceneDecoder(limits: limits).decode(input, file: "fuzz.yaml") else { return 0 }
    MainActor.assumeIsolated {
        guard let result = try? SceneReplayer().replay(scene, snapshotsPerInput: true) else { return }
        _ = ReplayText.render(result, colored: false)
        _ = ReplayJSONLines.render(result)
        _ = ReplaySVG.render(result)
        if let first = result.inputs.first { _ = ReplaySVG.render(result, step: first.number) }
    }
    return 0
}

/// SwiftPM links an executable's entry point as `FuzzScenes_main`; it hands control to libFuzzer's driver.
@_cdecl("FuzzScenes_main")
public func FuzzScenesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzEntry)
}
