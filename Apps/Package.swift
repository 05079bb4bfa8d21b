// swift-tools-version:6.0
import PackageDescription

// The project's applications, apart from the library so that a package depending on OpenUIKit
// never resolves swift-argument-parser: the gallery (`make demo`, `make gallery`,
// `make gallery-window`) and the text demo (`make demo-trace`), with the tests that run the
// gallery binary.
let package = Package(
    name: "OpenUIKitApps",
    products: [
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        // The gallery's driver mode (`gallery --driver`) under the name tools look for.
        .executable(name: "openuikit-driver", targets: ["Gallery"]),
        .executable(name: "notes-app", targets: ["NotesApp"]),
        .executable(name: "tasks-app", targets: ["TasksApp"]),
    ],
    dependencies: [
        .package(name: "OpenUIKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "Demo",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ]),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "SDLBackend", package: "OpenUIKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The notes sample, written as an iOS developer writes it (`@main` application delegate,
        // scene delegate, navigation controller, table, text view, search, action sheet), in
        // Swift 5 mode as most iOS apps still are; SDLBackend linked so that it opens a window,
        // OpenUIKitTesting so that a tool can drive it (`OPENUIKIT_DRIVER=stdio`).
        .executableTarget(
            name: "NotesApp",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "SDLBackend", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The tasks sample: an iOS 15-style app (tab bar, compositional list with a diffable data
        // source, swipe actions, context menu, search, a form in a sheet, settings, alerts), in
        // Swift 5 mode, written with UIAction rather than selectors so it compiles for iOS as is;
        // drivable like the notes sample.
        .executableTarget(
            name: "TasksApp",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "SDLBackend", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "TasksAppTests",
            dependencies: [
                "TasksApp",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ]),
        // The notes app driven headless like a user: add, edit, search, delete with confirmation.
        .testTarget(
            name: "NotesAppTests",
            dependencies: [
                "NotesApp",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ]),
        // The gallery binary run as a user runs it: headless (`make test`), and in a live window
        // under Xvfb and its report in Chromium (`make test-window`).
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
