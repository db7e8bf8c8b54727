// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer) for ResponderKit; built by run.sh with `-Xswiftc -sanitize=fuzzer`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder (the checkout's name), so it is computed.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A fuzz target's `main.swift` holds declarations only (its entry is `<Target>_main`, called by SwiftPM's
/// launcher, which hands control to libFuzzer). The flag is the target's own, not the whole build's: the root
/// package's build-tool plugin runs an executable with top-level code.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "ResponderKitFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzStreams",
            dependencies: [
                "FuzzDriver", .product(name: "ResponderStreams", package: root),
                .product(name: "ResponderKit", package: root),
            ],
            swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzScenes", dependencies: ["FuzzDriver", .product(name: "ResponderScenes", package: root)],
            swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzScripts", dependencies: ["FuzzDriver", .product(name: "ResponderScenes", package: root)],
            swiftSettings: fuzzTarget),
        // The playground's session and message protocol, without its web server (Hummingbird, NIO): the same
        // source files as the root package's ResponderPlayground (Sources/ResponderPlayground/Session and
        // Protocol, linked here), which import only Foundation, ResponderKit and ResponderScenes.
        .target(
            name: "PlaygroundSessionCore",
            dependencies: [
                .product(name: "ResponderKit", package: root), .product(name: "ResponderScenes", package: root),
            ]),
        .executableTarget(
            name: "FuzzMessages", dependencies: ["FuzzDriver", "PlaygroundSessionCore"], swiftSettings: fuzzTarget),
        .executableTarget(name: "DepthProbe", dependencies: [.product(name: "ResponderKit", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
