// swift-tools-version:6.0
import PackageDescription

// An application package as a team would write it, depending on the library by path: a view
// in its own target and a test target using the headless test kit. scripts/check-consumer.sh
// builds and tests it from a scratch directory and checks what it resolved and linked.
let package = Package(
    name: "ConsumerPackage",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(name: "Tally", dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")]),
        .testTarget(
            name: "TallyTests",
            dependencies: ["Tally", .product(name: "OpenUIKitTesting", package: "OpenUIKit")]),
    ],
    swiftLanguageModes: [.v6]
)
