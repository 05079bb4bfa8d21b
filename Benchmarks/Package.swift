// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so `make test` never builds them.
let package = Package(
    name: "OpenUIKitBenchmarks",
    dependencies: [.package(name: "OpenUIKit", path: "..")],
    targets: [
        .executableTarget(
            name: "bench",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "ConstraintSolver", package: "OpenUIKit"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
