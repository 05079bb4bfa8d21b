// swift-tools-version:6.0
// The `openuikit-port` command: rewrites an iOS UIKit source tree so it compiles against
// OpenUIKit. Its own package so that the library's consumers never resolve swift-syntax or
// swift-argument-parser (the root package depends on nothing).
import PackageDescription

let package = Package(
    name: "OpenUIKitPort",
    products: [
        .executable(name: "openuikit-port", targets: ["openuikit-port"]),
        .library(name: "PortKit", targets: ["PortKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The rewriting passes, the report and the file walker: everything the command does,
        // testable without a process.
        .target(
            name: "PortKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "openuikit-port",
            dependencies: [
                "PortKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PortKitTests",
            dependencies: ["PortKit"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
