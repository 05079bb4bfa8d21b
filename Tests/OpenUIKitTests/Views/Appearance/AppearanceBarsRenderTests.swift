import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A screen with a switch turned on, for the bars around it.
final class AppearanceTogglesScreen: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 40, y: 200)
        view.addSubview(toggle)
    }
}

/// A navigation bar, a tab bar and a switch styled only through appearance proxies, drawn in
/// light and dark.
@MainActor @Suite struct AppearanceBarsRenderTests {
    nonisolated static let navigationLight = UIColor(red: 0.05, green: 0.30, blue: 0.55, alpha: 1)
    nonisolated static let navigationDark = UIColor(red: 0.02, green: 0.12, blue: 0.25, alpha: 1)
    nonisolated static let tabLight = UIColor(red: 0.98, green: 0.90, blue: 0.75, alpha: 1)
    nonisolated static let tabDark = UIColor(red: 0.25, green: 0.18, blue: 0.08, alpha: 1)
    nonisolated static let track = UIColor(red: 0.55, green: 0.20, blue: 0.75, alpha: 1)

    /// Records the proxies' values and shows a tab bar controller holding a navigation
    /// controller with the switch screen.
    static func makeStage(style: UIUserInterfaceStyle) -> (HeadlessApp, AppearanceTogglesScreen, UITabBarController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        app.userInterfaceStyle = style
        let navigation = UINavigationBarAppearance()
        navigation.configureWithOpaqueBackground()
        navigation.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? navigationDark : navigationLight }
        navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigation
        UINavigationBar.appearance().scrollEdgeAppearance = navigation
        UINavigationBar.appearance().tintColor = .white
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? tabDark : tabLight }
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().tintColor = .systemOrange
        UITabBar.appearance().unselectedItemTintColor = .systemBrown
        UISwitch.appearance().onTintColor = track

        let screen = AppearanceTogglesScreen()
        let navigationController = UINavigationController(rootViewController: screen)
        navigationController.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [navigationController, other]
        _ = app.makeWindow(rootViewController: tabBarController)
        app.runUntilIdle()
        return (app, screen, tabBarController)
    }

    /// The colour `color` resolves to for `style`, as 8-bit pixel values.
    static func pixel(_ color: UIColor, _ style: UIUserInterfaceStyle) -> PixelBuffer.Pixel {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(
            &red, green: &green, blue: &blue, alpha: &alpha)
        return .rgb(Double(red), Double(green), Double(blue), alpha: Double(alpha))
    }

    @Test("Bars and a switch styled through proxies draw their colours, in light and in dark", arguments: [
        UIUserInterfaceStyle.light, .dark,
    ])
    func barsDrawProxyColors(style: UIUserInterfaceStyle) throws {
        let (app, screen, tabBarController) = Self.makeStage(style: style)
        let pixels = PixelBuffer(app.render())
        let navigationBar = try #require(screen.navigationController?.navigationBar)
        // Points → pixels at scale 3; a point inside each bar away from its text.
        let navigationPoint = navigationBar.convert(CGPoint(x: 8, y: 8), to: nil)
        let navigationColor = style == .dark ? Self.navigationDark : Self.navigationLight
        #expect(pixels[Int(navigationPoint.x * 3), Int(navigationPoint.y * 3)].isClose(to: Self.pixel(navigationColor, style), tolerance: 3))
        let tabPoint = tabBarController.tabBar.convert(CGPoint(x: 4, y: 4), to: nil)
        let tabColor = style == .dark ? Self.tabDark : Self.tabLight
        #expect(pixels[Int(tabPoint.x * 3), Int(tabPoint.y * 3)].isClose(to: Self.pixel(tabColor, style), tolerance: 3))
        // The track of the switch, left of the thumb (the switch is on).
        let trackPoint = screen.toggle.convert(CGPoint(x: 6, y: 15.5), to: nil)
        #expect(pixels[Int(trackPoint.x * 3), Int(trackPoint.y * 3)].isClose(to: Self.pixel(Self.track, style), tolerance: 3))
        #expect(navigationBar.tintColor == UIColor.white)
        #expect(tabBarController.tabBar.unselectedItemTintColor == UIColor.systemBrown)
    }
}
