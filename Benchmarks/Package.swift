// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so `make test` never builds them. `swift build -c release`
// builds every target, `bench` included, with `-O`: what an application ships, checks kept.
let package = Package(
    name: "OpenUIKitBenchmarks",
    dependencies: [.package(name: "OpenUIKit", path: "..")],
    targets: [
        // Counts heap allocations for `bench events` (Linux/glibc).
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "bench",
            dependencies: [
                "MallocCounter",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "ConstraintSolver", package: "OpenUIKit"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
