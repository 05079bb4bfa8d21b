// swift-tools-version:6.2
import PackageDescription

// The porting corpus: iOS code in iOS/ (never edited for OpenUIKit) is copied by
// `make port-corpus` (build.sh) into Ported/Swift5 and Ported/Swift6, `openuikit-port` rewrites
// the copies, and the two targets below build them against the library in both language modes.
// The behaviour tests are OpenUIKit-side code driving the Swift 5 build.
// Unported/ holds the unchanged copy count_errors.py builds (PORTING_CORPUS_UNPORTED=1 adds its
// target) to classify the compile errors; it never builds otherwise, as it cannot.
let package = Package(
    name: "PortingCorpus",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(
            name: "PortedCorpus",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Ported/Swift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "PortedCorpusSwift6",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Ported/Swift6",
            // As Xcode 26 sets for new projects: code not marked otherwise is main-actor isolated
            // (SE-0466; the corpus's plain helper types build view controllers), and a main-actor
            // class's conformance to a delegate protocol with no actor (the corpus's ported
            // `@objc` protocols, CAAnimationDelegate) is inferred main-actor isolated (SE-0470);
            // without them Swift 6 mode rejects both, on iOS too.
            swiftSettings: [
                .swiftLanguageMode(.v6), .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]),
        .testTarget(
            name: "PortingCorpusTests",
            dependencies: [
                "PortedCorpus",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

if Context.environment["PORTING_CORPUS_UNPORTED"] != nil {
    // `import UIKit` and `import QuartzCore` resolve to shim modules re-exporting OpenUIKit, so
    // the count sees what lies behind the imports (the import rename is the port's first edit).
    package.targets += [
        .target(
            name: "UIKit", dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Shims/UIKit"),
        .target(
            name: "QuartzCore", dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Shims/QuartzCore"),
        .target(
            name: "UnportedCorpus",
            dependencies: ["UIKit", "QuartzCore", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Unported",
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
}
