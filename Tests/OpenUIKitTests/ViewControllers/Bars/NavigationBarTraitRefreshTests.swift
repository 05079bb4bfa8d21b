import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The navigation bar shows the appearance and fonts of its current traits whichever traits
/// change: the vertical size class alone (turning the phone), or the size class together with
/// the text size, which the bar handles in one refresh (the text-size callback comes first).
@MainActor @Suite struct NavigationBarTraitRefreshTests {
    static func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    static func navigation(in app: HeadlessApp) -> UINavigationController {
        let root = UIViewController()
        root.title = "Title"
        let nav = UINavigationController(rootViewController: root)
        let bar = nav.navigationBar
        bar.standardAppearance = opaque(.systemBlue)
        bar.scrollEdgeAppearance = opaque(.systemBlue)
        bar.compactAppearance = opaque(.systemYellow)
        bar.compactScrollEdgeAppearance = opaque(.systemYellow)
        app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return nav
    }

    @Test("Turning the phone changes only the vertical size class: the bar takes its compact appearance and back")
    func sizeClassAlone() {
        let app = HeadlessApp(scale: 3)
        let bar = Self.navigation(in: app).navigationBar
        #expect(bar.traitCollection.verticalSizeClass == .regular)
        #expect(bar.background.shownFillColors == [.systemBlue])
        let category = bar.traitCollection.preferredContentSizeCategory
        app.resizeScreen(to: CGSize(width: 844, height: 390))
        app.runUntilIdle()
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.traitCollection.preferredContentSizeCategory == category)
        #expect(bar.background.shownFillColors == [.systemYellow])
        #expect(bar.frame.height == 32)
        app.resizeScreen(to: CGSize(width: 390, height: 844))
        app.runUntilIdle()
        #expect(bar.background.shownFillColors == [.systemBlue])
        #expect(bar.frame.height == 44)
    }

    @Test("A bar entering a landscape window at a larger text size gets both: the compact appearance and the larger title font")
    func sizeClassWithTextSize() {
        let app = HeadlessApp(screenSize: CGSize(width: 844, height: 390), scale: 3)
        app.preferredContentSizeCategory = .accessibilityLarge
        let bar = Self.navigation(in: app).navigationBar
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(bar.background.shownFillColors == [.systemYellow])
        #expect(bar.titleLabel.font == BarFonts.title(compatibleWith: bar.traitCollection))
        #expect(bar.titleLabel.font.pointSize > BarFonts.title(compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize)
    }
}
