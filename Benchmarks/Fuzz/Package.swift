// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses, built apart from the library and its tests (`make fuzz`):
//
//     swift build -c release -Xswiftc -sanitize=fuzzer
//
// instruments every Swift target (OpenUIKit included) for coverage and links libFuzzer's
// runtime. SwiftPM gives each executable its own entry point (`<Module>_main`, aliased to
// `main`), so each harness starts libFuzzer with `LLVMFuzzerRunDriver` from there.
let harnessFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "OpenUIKitFuzz",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(name: "FuzzerDriver"),
        // Arbitrary bytes as an InputRecording's JSON Lines text.
        .executableTarget(
            name: "FuzzRecording",
            dependencies: [
                "FuzzerDriver",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
        // Arbitrary bytes decoded into a stream of input events for a soak scene.
        .executableTarget(
            name: "FuzzInput",
            dependencies: [
                "FuzzerDriver",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
        // Arbitrary bytes as a program of constraint operations on a small view tree, the
        // layout engines' invariants checked after every layout.
        .executableTarget(
            name: "FuzzLayout",
            dependencies: [
                "FuzzerDriver",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
        // Arbitrary bytes as an image file for UIImage(data:), on the PNG and JPEG paths.
        .executableTarget(
            name: "FuzzImage",
            dependencies: [
                "FuzzerDriver",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
    ],
    swiftLanguageModes: [.v6]
)
