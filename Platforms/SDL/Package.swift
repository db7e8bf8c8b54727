// swift-tools-version: 6.2
// responder-window: ResponderKit as the input layer of a native SDL2 window. A package of its own, so that the root
// package never needs SDL: install it with `apt-get install libsdl2-dev`, then `swift build` here.
import PackageDescription

let package = Package(
    name: "ResponderWindow",
    products: [
        .executable(name: "responder-window", targets: ["responder-window"])
    ],
    dependencies: [
        // The root package, by path; only ResponderKit and ResponderScenes (and what they use) are built.
        .package(name: "ResponderKit", path: "../..")
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        .executableTarget(
            name: "responder-window",
            dependencies: [
                "CSDL2",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScenes", package: "ResponderKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
