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
        .executable(name: "demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "OpenCoreGraphics", dependencies: ["CCairo", "CJPEG"]),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        .target(name: "OpenUIKit", dependencies: ["OpenCoreGraphics", "OpenQuartzCore", "ConstraintSolver"]),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .executableTarget(name: "Demo", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"], exclude: ["Rendering/Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
