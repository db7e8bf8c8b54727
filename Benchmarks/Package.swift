// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so the root package's `swift test` never builds them.
// `swift package benchmark` runs `Benchmarks/ResponderBenchmarks`; `compare.sh` runs `hitcompare` against the C
// reference in ../../shared/bench.
let package = Package(
    name: "ResponderKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ResponderKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkScenes",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
            path: "Sources/BenchmarkScenes"
        ),
        .executableTarget(
            name: "hitcompare",
            dependencies: ["BenchmarkScenes", .product(name: "ResponderKit", package: "ResponderKit")],
            path: "Sources/hitcompare"
        ),
        // `swift run [-c release] loadbench`: scene file loading against Python's json.load (see load.sh).
        .executableTarget(
            name: "loadbench",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScenes", package: "ResponderKit"),
            ],
            path: "Sources/loadbench"
        ),
        // `layout.sh`: a 1,000-view constraint screen through the UIKit API against the bare solve.
        .executableTarget(
            name: "layoutbench",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
            path: "Sources/layoutbench"
        ),
        .executableTarget(
            name: "ResponderBenchmarks",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScenes", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ResponderBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
