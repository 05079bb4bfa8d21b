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
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .target(name: "OpenCoreGraphics", dependencies: ["CCairo"]),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenCoreGraphics", "OpenQuartzCore", "ConstraintSolver", "CPangoCairo"]),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .executableTarget(name: "Demo", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
