// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer) for ResponderKit; built by run.sh with -sanitize=fuzzer.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder (the checkout's name), so it is computed.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

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
            ]),
        .executableTarget(name: "FuzzScenes", dependencies: ["FuzzDriver", .product(name: "ResponderScenes", package: root)]),
        .executableTarget(name: "FuzzScripts", dependencies: ["FuzzDriver", .product(name: "ResponderScenes", package: root)]),
        .executableTarget(name: "DepthProbe", dependencies: [.product(name: "ResponderKit", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
