import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Bars on a phone in landscape (compact height), as iOS draws them: the tab bar is 32 points
/// tall with compact-inline items, the navigation bar's row and the toolbar are 32 points and no
/// large title shows; a right-to-left tab bar puts its first tab at the right and each badge on
/// its icon's top-left corner. The bars are given opaque yellow backgrounds over red content so
/// that their edges can be read from the rendered pixels. Set `OPENUIKIT_COMPACT_BARS_PNG_DIR`
/// to also write the screens as PNGs.
@MainActor @Suite struct CompactHeightBarTests {
    /// A phone turned to landscape: 844 × 390 points at scale 3 (compact height).
    static let landscape = CGSize(width: 844, height: 390)

    /// `appearance` made an opaque yellow without a hairline.
    static func opaque<Appearance: UIBarAppearance>(_ appearance: Appearance) -> Appearance {
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemYellow
        appearance.shadowColor = .clear
        return appearance
    }

    static func content() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemRed
        return controller
    }

    static func write(_ app: HeadlessApp, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_COMPACT_BARS_PNG_DIR"] else { return }
        try? app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }

    /// Whether the rendered row `y` (points) at `x` is the bars' yellow or the content's red.
    static func colour(_ pixels: PixelBuffer, x: CGFloat, y: CGFloat, _ color: UIColor, _ traits: UITraitCollection) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return pixels[Int(x * 3), Int(y * 3)].isClose(to: .rgb(Double(red), Double(green), Double(blue)))
    }

    @Test("In compact height the tab bar is 32 points tall with compact-inline items, and the content's safe area ends above it", arguments: [UIUserInterfaceStyle.light, .dark])
    func tabBar(style: UIUserInterfaceStyle) {
        let app = HeadlessApp(screenSize: Self.landscape, scale: 3)
        app.userInterfaceStyle = style
        let tabs = UITabBarController()
        let controllers = ["Home", "Search", "Profile"].map { title in
            let controller = Self.content()
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star.fill"), tag: 0)
            return controller
        }
        tabs.viewControllers = controllers
        tabs.tabBar.standardAppearance = Self.opaque(UITabBarAppearance())
        tabs.tabBar.scrollEdgeAppearance = Self.opaque(UITabBarAppearance())
        let window = app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        let bar = tabs.tabBar
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.frame == CGRect(x: 0, y: 390 - 32, width: 844, height: 32))
        #expect(bar.itemLayoutStyle == .compactInline)
        #expect(bar.itemViews.allSatisfy { $0.frame.height == 32 })
        #expect(controllers[0].view.safeAreaInsets.bottom == 32)
        let item = bar.itemViews[0]
        if let icon = item.placement(in: item.bounds).icon, let title = item.placement(in: item.bounds).title {
            #expect(abs(icon.midY - 16) <= 0.5 && abs(title.midY - 16) <= 1 && title.minX > icon.maxX)
        } else {
            Issue.record("the compact item has no icon or title")
        }
        let pixels = PixelBuffer(app.render(window))
        let traits = bar.traitCollection
        // The content's red ends 32 points above the bottom, where the bar's yellow begins.
        #expect(Self.colour(pixels, x: 4, y: 390 - 32 - 0.5, .systemRed, traits))
        #expect(Self.colour(pixels, x: 4, y: 390 - 32 + 0.4, .systemYellow, traits))
        #expect(Self.colour(pixels, x: 4, y: 389.6, .systemYellow, traits))
        Self.write(app, "tabbar-compact-\(style == .dark ? "dark" : "light")")
        withExtendedLifetime(window) {}
    }

    @Test("In compact height the navigation bar and the toolbar are 32 points tall and a preferred large title stays inline")
    func navigationBar() {
        let app = HeadlessApp(screenSize: Self.landscape, scale: 3)
        let root = Self.content()
        root.title = "Title"
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.standardAppearance = Self.opaque(UINavigationBarAppearance())
        nav.navigationBar.scrollEdgeAppearance = Self.opaque(UINavigationBarAppearance())
        nav.navigationBar.compactAppearance = Self.opaque(UINavigationBarAppearance())
        nav.navigationBar.compactScrollEdgeAppearance = Self.opaque(UINavigationBarAppearance())
        nav.isToolbarHidden = false
        nav.toolbar.standardAppearance = Self.opaque(UIToolbarAppearance())
        nav.toolbar.scrollEdgeAppearance = Self.opaque(UIToolbarAppearance())
        nav.toolbar.compactAppearance = Self.opaque(UIToolbarAppearance())
        nav.toolbar.compactScrollEdgeAppearance = Self.opaque(UIToolbarAppearance())
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let bar = nav.navigationBar
        #expect(!bar.showsLargeTitle)
        #expect(bar.frame.height == 32 && bar.frame.minY == window.safeAreaInsets.top)
        #expect(nav.toolbar.frame.height == 32 && nav.toolbar.frame.maxY == 390 - window.safeAreaInsets.bottom)
        #expect(root.view.safeAreaInsets.top == bar.frame.maxY && root.view.safeAreaInsets.bottom == 390 - nav.toolbar.frame.minY)
        let pixels = PixelBuffer(app.render(window))
        let traits = bar.traitCollection
        let top = bar.frame.minY
        #expect(Self.colour(pixels, x: 4, y: top + 31.6, .systemYellow, traits))
        #expect(Self.colour(pixels, x: 4, y: top + 32.4, .systemRed, traits))
        #expect(Self.colour(pixels, x: 4, y: 390 - 32.4, .systemRed, traits))
        #expect(Self.colour(pixels, x: 4, y: 390 - 31.6, .systemYellow, traits))
        Self.write(app, "navigationbar-compact")
        withExtendedLifetime(window) {}
    }

    @Test("A portrait phone keeps the 49-point tab bar and the 44-point navigation bar with its large title")
    func portrait() {
        let app = HeadlessApp(scale: 3)
        let nav = UINavigationController(rootViewController: Self.content())
        nav.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let window = app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        #expect(tabs.tabBar.frame.height == 49 && tabs.tabBar.itemLayoutStyle == .stacked)
        #expect(nav.navigationBar.showsLargeTitle && nav.navigationBar.rowHeight == 44)
        withExtendedLifetime(window) {}
    }

    @Test("Right to left the first tab is at the right and a badge sits on its icon's top-left corner")
    func rightToLeftBadges() {
        let app = HeadlessApp(scale: 3, layoutDirection: .rightToLeft)
        let tabs = UITabBarController()
        let controllers = ["Home", "Search"].map { title in
            let controller = Self.content()
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star.fill"), tag: 0)
            controller.tabBarItem.badgeValue = "3"
            return controller
        }
        tabs.viewControllers = controllers
        let window = app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        let bar = tabs.tabBar
        #expect(bar.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(bar.itemViews[0].frame.minX == 195 && bar.itemViews[1].frame.minX == 0)
        let item = bar.itemViews[0]
        guard let icon = item.placement(in: item.bounds).icon, let badge = item.placement(in: item.bounds).badge else {
            Issue.record("the item has no icon or badge")
            return
        }
        // Left to right the badge starts 6 points right of the icon's centre; mirrored, it ends
        // 6 points left of it, over the icon's top-left corner.
        #expect(badge.maxX == icon.midX - 6 && badge.minX < icon.minX && badge.minY < icon.minY)
        let pixels = PixelBuffer(app.render(bar))
        let point = item.convert(CGPoint(x: badge.minX + 3, y: badge.midY), to: bar)
        #expect(Self.colour(pixels, x: point.x, y: point.y, .systemRed, bar.traitCollection))
        let ltrSide = item.convert(CGPoint(x: icon.maxX + 3, y: badge.midY), to: bar)
        #expect(!Self.colour(pixels, x: ltrSide.x, y: ltrSide.y, .systemRed, bar.traitCollection))
        Self.write(app, "tabbar-rtl")
        withExtendedLifetime(window) {}
    }
}
