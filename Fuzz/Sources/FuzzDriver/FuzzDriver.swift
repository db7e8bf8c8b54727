/// What the fuzz targets share: handing control to libFuzzer's driver from the entry point SwiftPM links.
///
/// Each target defines `LLVMFuzzerTestOneInput` and a `<Target>_main` entry that calls ``runFuzzer(_:_:_:)``.

/// The signature of a target's `LLVMFuzzerTestOneInput`.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// Runs libFuzzer's driver with the process's arguments and `callback` as the target.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: FuzzCallback
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzCallback
) -> CInt
