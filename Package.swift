// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderScenes", targets: ["ResponderScenes"]),
        .executable(name: "responder", targets: ["responder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "ResponderKit",
            dependencies: [.product(name: "Collections", package: "swift-collections")]
        ),
        .target(
            name: "ResponderScenes",
            dependencies: ["ResponderKit", "Yams", "Rainbow"],
            exclude: ["Model/SCHEMA.md"],
            resources: [.copy("Bundled")]
        ),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit", "ResponderScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test-only: counts heap allocations, for the allocation-free delivery tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "AllocationCounter"]),
        .testTarget(name: "ResponderScenesTests", dependencies: ["ResponderScenes", "ResponderKit"]),
    ],
    swiftLanguageModes: [.v6]
)
