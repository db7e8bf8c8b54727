// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// `RESPONDER_CORE_ONLY=1` leaves out the playground server (`responder-playground`) and its dependencies
/// (Hummingbird, NIO; swift-log stays, for the `OSLog` façade): the engine, the scene files, the `responder` tool
/// and the random streams build and test alone. CI's release and sanitizer runs use it, so that they build the
/// code they test and not a web server's TLS stack.
let coreOnly = ProcessInfo.processInfo.environment["RESPONDER_CORE_ONLY"] == "1"
/// `RESPONDER_SELECTOR_PLUGIN=0` leaves out the UIKitSources plugin, its rewriter and their tests, and so swift-syntax,
/// whose cold release build alone costs minutes; `RESPONDER_CORE_ONLY=1` leaves them out too (CI's release and
/// sanitizer runs test the engine; its debug run tests the plugin).
let withSelectorPlugin = ProcessInfo.processInfo.environment["RESPONDER_SELECTOR_PLUGIN"] != "0" && !coreOnly

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderScenes", targets: ["ResponderScenes"]),
        .library(name: "ResponderPlayground", targets: ["ResponderPlayground"]),
        .library(name: "ResponderStreams", targets: ["ResponderStreams"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
        .executable(name: "responder", targets: ["responder"]),
        .executable(name: "responder-playground", targets: ["responder-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
    ],
    targets: [
        .target(
            name: "ResponderKit",
            dependencies: [.product(name: "DequeModule", package: "swift-collections")],
            // The engine runs on the main actor and never hands out inout access to its own state across a call
            // into user code, so the runtime's exclusivity checks find nothing; in release they were 40% of a
            // touch move (a runtime call and a thread-local lookup per field access). Debug builds, where the
            // tests, the verifier and the random streams run, keep every check.
            // Likewise, release builds skip the dynamic actor-isolation checks: a main-actor closure handed to the
            // standard library (`contains(where:)`, `_withUnsafeGuaranteedRef`) otherwise asks the runtime for the
            // current executor at every call. Every entry point is `@MainActor`, which the compiler checks
            // statically; debug builds keep the runtime check too.
            swiftSettings: [
                .unsafeFlags(
                    ["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"],
                    .when(configuration: .release))
            ]
        ),
        .target(
            name: "ResponderScenes",
            dependencies: ["ResponderKit", "Yams", "Rainbow"],
            exclude: ["Model/SCHEMA.md"],
            resources: [.copy("Bundled")],
            // Scene files are read byte by byte and node by node: unoptimized, that is ten times slower, and
            // loading is the first thing a learner waits for (a 100,000-view file: several seconds instead of
            // a fraction of one). So the loader is optimized in debug builds too; its checks (bounds,
            // overflow, preconditions) stay on, as in any -O build.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))],
            plugins: ["GenerateSceneViews"]
        ),
        // Writes the scene's view classes, whose sixteen overrides Swift cannot share between subclasses of
        // different UIKit classes, from one template at build time.
        .executableTarget(name: "SceneViewsGenerator", path: "Plugins/SceneViewsGenerator"),
        .plugin(name: "GenerateSceneViews", capability: .buildTool(), dependencies: ["SceneViewsGenerator"]),
        // Compiles an iOS app's view code unmodified: rewrites `#selector`, `@objc`, `@IBOutlet` and `@objc optional`
        // requirements onto ResponderKit's selectors at build time (see the SelectorPlugin article).
        .target(
            name: "SelectorRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "UIKitSourcesRewriter", dependencies: ["SelectorRewriting"], path: "Plugins/UIKitSourcesRewriter"),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["UIKitSourcesRewriter"]),
        .target(
            name: "ResponderPlayground",
            dependencies: [
                "ResponderKit", "ResponderScenes",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            exclude: ["PROTOCOL.md"],
            resources: [.copy("Resources")]
        ),
        // The command-line tool builds without the playground's server stack (Hummingbird, NIO): `responder
        // demo`, the README's first command, needs none of it. `responder serve` runs `responder-playground`.
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit", "ResponderScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "responder-playground",
            dependencies: [
                "ResponderScenes", "ResponderPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "ResponderStreams", dependencies: ["ResponderKit"]),
        // Tests UIKit code the way iOS developers test it with Lyft's Hammer: an event generator over an application
        // on a manual clock, accessibility targeting, hittability errors that say why, exact waits.
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        .testTarget(name: "ResponderKitTestingTests", dependencies: ["ResponderKitTesting", "ResponderKit"]),
        // Test-only: counts heap allocations, for the allocation-free delivery tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(
            name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderStreams", "AllocationCounter"]),
        // iOS-style view code of our own (Tests/UIKitSourcesFixture), compiled through the UIKitSources plugin.
        .target(
            name: "UIKitSourcesFixture", dependencies: ["ResponderKit"], path: "Tests/UIKitSourcesFixtureLinux",
            plugins: ["UIKitSources"]),
        .testTarget(
            name: "SelectorPluginTests", dependencies: ["SelectorRewriting", "UIKitSourcesFixture", "ResponderKit"]),
        .testTarget(
            name: "ResponderScenesTests", dependencies: ["ResponderScenes", "ResponderKit"], exclude: ["Golden"]),
        .testTarget(
            name: "ResponderPlaygroundTests",
            dependencies: [
                "ResponderPlayground", "ResponderScenes", "ResponderKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The framework names iOS touch code imports — `UIKit`, `QuartzCore`, `CoreGraphics` — answered by ResponderKit, so
// that a file written for iOS keeps its own imports and `#if canImport(UIKit)` is true (see "Bringing an iOS app's
// code" in the documentation). Only where the host has no Apple SDK: on macOS these names are Apple's frameworks, and
// a package module of the same name would clash with them. (`canImport(Darwin)` is the host's: a manifest is
// evaluated on the machine that builds.)
#if !canImport(Darwin)
    package.products += [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "OSLog", targets: ["OSLog"]),
    ]
    package.targets += [
        .target(
            name: "UIKit",
            dependencies: ["ResponderKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "UIKitSubmodules"],
            path: "Sources/Facades/UIKit"),
        // `import UIKit.UIGestureRecognizerSubclass`: a Clang module map declares the submodule (see the file).
        .systemLibrary(name: "UIKitSubmodules", path: "Sources/Facades/UIKitSubmodules"),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"], path: "Sources/Facades/QuartzCore"),
        .target(
            name: "CoreGraphics", dependencies: ["ResponderKit", "_Testing_CoreGraphics"],
            path: "Sources/Facades/CoreGraphics"),
        // `import OSLog`: the logging API (`Logger`, `OSLog`, `os_log`), written through swift-log. Not a module named
        // `os`: packages check `#if canImport(os)` to use Darwin's `os_unfair_lock` (swift-argument-parser,
        // swift-syntax), so the UIKitSources plugin spells `import os` and `import os.log` as `import OSLog`.
        .target(
            name: "OSLog", dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Sources/Facades/OSLog"),
        // Swift Testing's cross-import overlays for UIKit and CoreGraphics, empty: a test file importing Testing and
        // UIKit loads them (see the files).
        .target(name: "_Testing_UIKit", path: "Sources/Facades/_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/Facades/_Testing_CoreGraphics"),
        // iOS touch code written as iOS code is written (`import UIKit` beside `import Foundation`), in the package's
        // Swift 6 language mode and, in `UIKitSwift5Tests`, in Swift 5 mode as most iOS apps still build.
        .testTarget(
            name: "UIKitFacadeTests",
            dependencies: ["UIKit", "ResponderKit", "OSLog", .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "UIKitSwift5Tests", dependencies: ["UIKit", "ResponderKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
    // The fixture's iOS files import os.log, which the plugin spells `import OSLog` (Apple's own module on macOS).
    package.targets.first { $0.name == "UIKitSourcesFixture" }?.dependencies.append("OSLog")
#endif

if !withSelectorPlugin {
    let plugin: Set<String> = [
        "SelectorRewriting", "UIKitSourcesRewriter", "UIKitSources", "UIKitSourcesFixture", "SelectorPluginTests",
    ]
    package.targets.removeAll { plugin.contains($0.name) }
    package.products.removeAll { plugin.contains($0.name) }
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return location.hasSuffix("/swift-syntax")
    }
}

if coreOnly {
    let server: Set<String> = ["ResponderPlayground", "responder-playground", "ResponderPlaygroundTests"]
    package.targets.removeAll { server.contains($0.name) }
    package.products.removeAll { server.contains($0.name) }
    // swift-log stays: the `OSLog` façade writes through it.
    let serverPackages = ["hummingbird", "hummingbird-websocket", "swift-nio"]
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return serverPackages.contains { location.hasSuffix("/\($0)") || location.hasSuffix("/\($0).git") }
    }
}
