// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses, built apart from the library and its tests (`make fuzz`):
//
//     swift build -c release -Xswiftc -sanitize=fuzzer
//
// instruments every Swift target (OpenUIKit included) for coverage and links libFuzzer's
// driver, which supplies `main` and calls each harness's `LLVMFuzzerTestOneInput`.
let harnessFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "OpenUIKitFuzz",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        // Arbitrary bytes as an InputRecording's JSON Lines text.
        .executableTarget(
            name: "FuzzRecording",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
        // Arbitrary bytes decoded into a stream of input events for a soak scene.
        .executableTarget(
            name: "FuzzInput",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: harnessFlags),
    ],
    swiftLanguageModes: [.v6]
)
