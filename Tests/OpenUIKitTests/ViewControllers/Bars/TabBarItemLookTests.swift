import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Tab bar items as iOS draws them: stacked in compact width, inline in regular width,
/// compact inline in compact height; the selected item in the tint, the others in system
/// grey; badges over the icon's top trailing corner; the item appearances honoured. Set
/// `OPENUIKIT_TAB_PNG_DIR` to also write each bar as a PNG.
@MainActor @Suite struct TabBarItemLookTests {
    /// A 20-point filled square: drawn as a template, its middle shows the item's colour.
    static func square() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    static func makeTabs(
        style: UIUserInterfaceStyle = .light, badges: [String?] = [nil, nil, nil],
        configure: (UITabBarController) -> Void = { _ in }
    ) -> (HeadlessApp, UITabBarController, UIWindow) {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        let titles = ["Home", "Search", "Profile"]
        let controllers = titles.enumerated().map { index, title in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, image: square(), tag: index)
            controller.tabBarItem.badgeValue = badges[index]
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        configure(tabs)
        let window = app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        return (app, tabs, window)
    }

    static func write(_ app: HeadlessApp, _ bar: UITabBar, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TAB_PNG_DIR"] else { return }
        try? UIImage(cgImage: app.render(bar)).pngData()?.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }

    /// The pixel at `point` (in `view`'s coordinates) of the rendered bar.
    static func pixel(_ app: HeadlessApp, _ bar: UITabBar, _ point: CGPoint, in view: UIView) -> PixelBuffer.Pixel {
        let inBar = view.convert(point, to: bar)
        return PixelBuffer(app.render(bar))[Int(inBar.x * 3), Int(inBar.y * 3)]
    }

    static func bytes(_ color: UIColor, _ traits: UITraitCollection) -> PixelBuffer.Pixel {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return .rgb(Double(red), Double(green), Double(blue))
    }

    @Test("In compact width an item stacks its icon over a 10-point medium title, both centred in the item")
    func stacked() {
        let (app, tabs, window) = Self.makeTabs()
        let bar = tabs.tabBar
        #expect(bar.itemLayoutStyle == .stacked)
        let item = bar.itemViews[1]
        let place = item.placement(in: item.bounds)
        guard let icon = place.icon, let title = place.title else {
            Issue.record("no icon or title placed")
            return
        }
        #expect(item.titleFont == UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(abs(icon.midX - item.bounds.midX) <= 0.5 && abs(title.midX - item.bounds.midX) <= 0.5)
        #expect(icon.size == CGSize(width: 20, height: 20) && icon.midY == 17)
        #expect(title.minY == 34 && title.minY >= icon.maxY && title.maxY <= 49)
        #expect(item.frame == CGRect(x: 130, y: 0, width: 130, height: 49))
        Self.write(app, bar, "tabbar-stacked-light")
        withExtendedLifetime(window) {}
    }

    @Test("In regular width the title sits beside the icon, the pair centred; in compact height symbols shrink to 18 points")
    func inline() {
        let (_, tabs, window) = Self.makeTabs { $0.traitOverrides.horizontalSizeClass = .regular }
        let bar = tabs.tabBar
        #expect(bar.itemLayoutStyle == .inline)
        let item = bar.itemViews[0]
        let place = item.placement(in: item.bounds)
        guard let icon = place.icon, let title = place.title else {
            Issue.record("no icon or title placed")
            return
        }
        #expect(item.titleFont.pointSize == 13)
        #expect(title.minX == icon.maxX + 6)
        #expect(abs((icon.minX + title.maxX) / 2 - item.bounds.midX) <= 1)
        #expect(abs(icon.midY - 24.5) <= 0.5 && abs(title.midY - 24.5) <= 1)

        let (_, compact, compactWindow) = Self.makeTabs { tabs in
            tabs.traitOverrides.verticalSizeClass = .compact
            tabs.viewControllers?[0].tabBarItem.image = UIImage(systemName: "star.fill")
        }
        let compactItem = compact.tabBar.itemViews[0]
        #expect(compact.tabBar.itemLayoutStyle == .compactInline)
        #expect(compactItem.placement(in: compactItem.bounds).icon?.size == CGSize(width: 18, height: 18))
        withExtendedLifetime((window, compactWindow)) {}
    }

    @Test("The selected item draws in the tint, the others in system grey, in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func selectionColours(style: UIUserInterfaceStyle) {
        let (app, tabs, window) = Self.makeTabs(style: style)
        let bar = tabs.tabBar
        let traits = bar.traitCollection
        let selected = bar.itemViews[0]
        let other = bar.itemViews[2]
        guard let selectedIcon = selected.placement(in: selected.bounds).icon, let otherIcon = other.placement(in: other.bounds).icon
        else {
            Issue.record("no icons placed")
            return
        }
        let centre = { (rect: CGRect) in CGPoint(x: rect.midX, y: rect.midY) }
        #expect(Self.pixel(app, bar, centre(selectedIcon), in: selected).isClose(to: Self.bytes(.systemBlue, traits)))
        #expect(Self.pixel(app, bar, centre(otherIcon), in: other).isClose(to: Self.bytes(.systemGray, traits)))
        Self.write(app, bar, "tabbar-selection-\(style == .dark ? "dark" : "light")")
        withExtendedLifetime(window) {}
    }

    @Test("A badge is an 18-point system-red capsule over the icon's top trailing corner; badgeColor and the appearance's colour replace the red")
    func badges() {
        let (app, tabs, window) = Self.makeTabs(badges: ["", "3", "12"]) { tabs in
            tabs.viewControllers?[1].tabBarItem.badgeColor = .systemGreen
            let appearance = UITabBarAppearance()
            appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemPurple
            tabs.tabBar.standardAppearance = appearance
        }
        let bar = tabs.tabBar
        let traits = bar.traitCollection
        let views = bar.itemViews
        let places = views.map { $0.placement(in: $0.bounds) }
        guard let dot = places[0].badge, let icon = places[0].icon, let three = places[1].badge, let twelve = places[2].badge else {
            Issue.record("badges not placed")
            return
        }
        #expect(dot.height == 18 && three.height == 18 && twelve.width > three.width)
        #expect(dot.minX == icon.midX + 6 && dot.minY == 2 && dot.minY < icon.minY && dot.minX < icon.maxX)
        // The selected first item has no appearance colour for its state: red; the green item
        // keeps its own colour; the third takes the normal state's purple.
        #expect(Self.pixel(app, bar, CGPoint(x: dot.midX, y: dot.midY), in: views[0]).isClose(to: Self.bytes(.systemRed, traits)))
        #expect(Self.pixel(app, bar, CGPoint(x: three.minX + 2, y: three.midY), in: views[1]).isClose(to: Self.bytes(.systemGreen, traits)))
        #expect(Self.pixel(app, bar, CGPoint(x: twelve.minX + 2, y: twelve.midY), in: views[2]).isClose(to: Self.bytes(.systemPurple, traits)))
        #expect(views[1].accessibilityValue == "3" && views[0].accessibilityTraits.contains(.selected))
        Self.write(app, bar, "tabbar-badges-light")
        withExtendedLifetime(window) {}
    }

    @Test("The layout's item appearance colours icons and sets title fonts per state; an item's own appearance wins over the bar's")
    func itemAppearances() {
        let (app, tabs, window) = Self.makeTabs { tabs in
            let appearance = UITabBarAppearance()
            appearance.stackedLayoutAppearance.normal.iconColor = .systemOrange
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 12, weight: .bold)]
            appearance.inlineLayoutAppearance.normal.iconColor = .systemPink
            tabs.tabBar.standardAppearance = appearance
            let own = UITabBarAppearance()
            own.stackedLayoutAppearance.normal.iconColor = .systemTeal
            tabs.viewControllers?[2].tabBarItem.standardAppearance = own
        }
        let bar = tabs.tabBar
        let traits = bar.traitCollection
        let views = bar.itemViews
        #expect(views[0].titleFont == UIFont.systemFont(ofSize: 12, weight: .bold))
        #expect(views[1].titleFont == UIFont.systemFont(ofSize: 10, weight: .medium))
        guard let orange = views[1].placement(in: views[1].bounds).icon, let teal = views[2].placement(in: views[2].bounds).icon else {
            Issue.record("no icons placed")
            return
        }
        #expect(Self.pixel(app, bar, CGPoint(x: orange.midX, y: orange.midY), in: views[1]).isClose(to: Self.bytes(.systemOrange, traits)))
        #expect(Self.pixel(app, bar, CGPoint(x: teal.midX, y: teal.midY), in: views[2]).isClose(to: Self.bytes(.systemTeal, traits)))
        #expect(views[1].titleColor.resolvedColor(with: traits) == UIColor.systemOrange.resolvedColor(with: traits))
        withExtendedLifetime(window) {}
    }
}
