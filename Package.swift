// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .target(name: "OpenCoreGraphics", dependencies: ["CCairo", "CJPEG"]),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenCoreGraphics", "OpenQuartzCore", "ConstraintSolver", "CPangoCairo"]),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .executableTarget(name: "Demo", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        // SDL stays in its own targets: only the gallery and the backend's tests link libSDL2.
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .target(name: "SDLBackend", dependencies: ["OpenUIKit", "CSDL2"]),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "OpenUIKit", "OpenUIKitTesting", "SDLBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"], exclude: ["Rendering/Golden", "TestKit/__Snapshots__"]),
        // Components written as everyday iOS code is, compiled in Swift 5 mode as most ported
        // UIKit code still is.
        .testTarget(
            name: "PortedComponentsTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "CSDL2", "OpenUIKit", "OpenUIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
