import Foundation
import OpenUIKit

/// Renders one screen under every combination of appearance, Dynamic Type size, layout
/// direction and size classes, in one call, and compares each rendering with its reference.
///
/// Every variant is a fresh instance of the screen, made by the closure you pass, in an
/// application whose traits are the variant's and reach the screen the way they reach an app
/// on a device: the appearance and text size as system traits (what Settings sets), the
/// direction as the application's `userInterfaceLayoutDirection` (what a right-to-left
/// localization sets, so leading and trailing flip), the size classes as the window's trait
/// overrides. The screen is laid out and its appearance transitions run before it is drawn.
///
/// ```swift
/// let images = TraitMatrix.phone.render { SettingsViewController() }   // 96 images
/// TraitMatrix.phone.assertSnapshots(named: "settings") { SettingsViewController() }
/// ```
///
/// References are named `BASE.VARIANT.png` (see ``TraitVariant/name``) and follow the record
/// modes of ``Snapshot``.
public struct TraitMatrix: Sendable {
    /// Appearances rendered.
    public var userInterfaceStyles: [UIUserInterfaceStyle]
    /// Dynamic Type sizes rendered.
    public var contentSizeCategories: [UIContentSizeCategory]
    /// Layout directions rendered.
    public var layoutDirections: [UIUserInterfaceLayoutDirection]
    /// Size classes rendered, as (horizontal, vertical) pairs.
    public var sizeClasses: [(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)]

    public init(
        userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
        contentSizeCategories: [UIContentSizeCategory] = [.large],
        layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft],
        sizeClasses: [(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)] = [(.compact, .regular)]
    ) {
        self.userInterfaceStyles = userInterfaceStyles
        self.contentSizeCategories = contentSizeCategories
        self.layoutDirections = layoutDirections
        self.sizeClasses = sizeClasses
    }

    /// Every Dynamic Type size, extra small to the largest accessibility size (twelve).
    public static let allContentSizeCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// A phone's matrix: light and dark × all twelve text sizes × left-to-right and
    /// right-to-left × portrait (compact width, regular height) and landscape (compact, compact):
    /// 96 variants.
    public static let phone = TraitMatrix(
        contentSizeCategories: allContentSizeCategories, sizeClasses: [(.compact, .regular), (.compact, .compact)])

    /// Every combination, direction outermost, then size classes, text size and appearance.
    public var variants: [TraitVariant] {
        var all: [TraitVariant] = []
        for direction in layoutDirections {
            for classes in sizeClasses {
                for category in contentSizeCategories {
                    for style in userInterfaceStyles {
                        all.append(TraitVariant(
                            userInterfaceStyle: style, preferredContentSizeCategory: category, layoutDirection: direction,
                            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical))
                    }
                }
            }
        }
        return all
    }

    /// Renders a fresh screen from `makeViewController` as the root of a screen-sized window of
    /// `device` for every variant; names each image `name.VARIANT`. The application current
    /// before the call is current again after it.
    @MainActor
    public func render(
        named name: String = "screen", device: HeadlessDevice = .iPhone15,
        _ makeViewController: () -> UIViewController
    ) -> [TraitMatrixImage] {
        render(named: name, device: device) { app, window in
            window.rootViewController = makeViewController()
            return window
        }
    }

    /// Renders a fresh view from `makeView` for every variant: added to a screen-sized window
    /// of `device` (laid out at its own frame, or filling the window when it has none) and
    /// drawn alone.
    @MainActor
    public func render(
        named name: String = "view", device: HeadlessDevice = .iPhone15, view makeView: () -> UIView
    ) -> [TraitMatrixImage] {
        render(named: name, device: device) { _, window in
            let view = makeView()
            if view.frame.isEmpty { view.frame = window.bounds }
            window.addSubview(view)
            return view
        }
    }

    /// Renders each variant and compares it with the reference `name.VARIANT` (in `directory`,
    /// else the `__Snapshots__` folder beside the test file), reporting each failure as
    /// ``HeadlessApp/assertSnapshot(of:named:scale:tolerance:record:directory:reporter:fileID:filePath:line:column:)``
    /// does. Returns the failures.
    @MainActor
    @discardableResult
    public func assertSnapshots(
        named name: String, device: HeadlessDevice = .iPhone15, tolerance: SnapshotTolerance = .exact,
        record: SnapshotRecordMode? = nil, directory: URL? = nil, reporter: TestFailureReporter = .automatic,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ makeViewController: () -> UIViewController
    ) -> [SnapshotFailure] {
        let images = render(named: name, device: device, makeViewController)
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var failures: [SnapshotFailure] = []
        for image in images {
            guard let failure = Snapshot.verify(
                image.image, named: image.name, tolerance: tolerance, record: record, directory: directory,
                filePath: filePath, scale: device.scale, traits: image.traits)
            else { continue }
            SnapshotAttachments.record(failure, at: location)
            reporter.report(TestFailure(message: failure.message, location: location))
            failures.append(failure)
        }
        return failures
    }

    /// One application and window per layout direction; per variant, its traits applied, a fresh screen
    /// installed by `install` (which returns the view to draw), laid out, drawn, and removed.
    @MainActor
    private func render(
        named name: String, device: HeadlessDevice, _ install: (HeadlessApp, UIWindow) -> UIView
    ) -> [TraitMatrixImage] {
        Fatal.check(
            !userInterfaceStyles.isEmpty && !contentSizeCategories.isEmpty && !layoutDirections.isEmpty && !sizeClasses.isEmpty,
            "TraitMatrix: every dimension needs at least one value")
        let previous = UIApplication.existing
        defer { previous?.makeCurrent() }
        var images: [TraitMatrixImage] = []
        let all = variants
        for direction in layoutDirections {
            let app = HeadlessApp(device: device, layoutDirection: direction)
            let window = app.makeWindow()
            for variant in all where variant.layoutDirection == direction {
                app.updateSystemTraits { traits in
                    traits.userInterfaceStyle = variant.userInterfaceStyle
                    traits.preferredContentSizeCategory = variant.preferredContentSizeCategory
                }
                window.traitOverrides.horizontalSizeClass = variant.horizontalSizeClass
                window.traitOverrides.verticalSizeClass = variant.verticalSizeClass
                let drawn = install(app, window)
                app.runTurn()
                // The appearance transitions and layout passes that turn schedules.
                app.runFrames(for: 2.0 / 60)
                images.append(TraitMatrixImage(
                    variant: variant, name: name + "." + variant.name, image: app.render(drawn, scale: device.scale),
                    traits: drawn.traitCollection))
                if drawn === window { window.rootViewController = nil } else { drawn.removeFromSuperview() }
            }
            app.application.resignCurrent()
        }
        return images
    }
}
