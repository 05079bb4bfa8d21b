import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The first button under `root` whose accessibility label is `label`.
@MainActor
private func button(labelled label: String, in root: UIView) -> UIButton? {
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
        if let button = view as? UIButton, button.accessibilityLabel == label { return button }
        stack.append(contentsOf: view.subviews)
    }
    return nil
}

@MainActor @Suite struct BarItemAppearanceTests {
    /// A navigation controller whose screen has a right bar item and toolbar items, in a window.
    private func stage(_ configure: () -> Void) -> (app: HeadlessApp, nav: UINavigationController, right: UIBarButtonItem, tool: UIBarButtonItem) {
        let app = HeadlessApp()
        configure()
        let screen = UIViewController()
        let right = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        let tool = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = right
        screen.toolbarItems = [tool]
        let nav = UINavigationController(rootViewController: screen)
        nav.isToolbarHidden = false
        app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return (app, nav, right, tool)
    }

    @Test("UIBarButtonItem.appearance().tintColor reaches items as their bar shows them, and the button draws in it")
    func tintReachesItems() {
        let (app, nav, right, tool) = stage { UIBarButtonItem.appearance().tintColor = .systemRed }
        #expect(right.tintColor == .systemRed)
        #expect(tool.tintColor == .systemRed)
        // Read back through the proxy of the application the value was recorded in.
        withExtendedLifetime(app) { #expect(UIBarButtonItem.appearance().tintColor == .systemRed) }
        let saveButton = button(labelled: "Save", in: nav.navigationBar)
        #expect(saveButton?.tintColor == .systemRed)
        // Drawn in it: the title's pixels are red (PNGs at 3x, light and dark, for a look).
        let frame = saveButton?.convert(saveButton?.bounds ?? .zero, to: nil) ?? .zero
        let pixels = PixelBuffer(app.render())
        var reddest = 0
        // The default headless screen is at 3x: points × 3 are pixels.
        for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
            for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
                let pixel = pixels[x, y]
                reddest = max(reddest, Int(pixel.red) - Int(max(pixel.green, pixel.blue)))
            }
        }
        #expect(reddest > 120, "the title is drawn in systemRed")
        for style in [UIUserInterfaceStyle.light, .dark] {
            let shot = HeadlessApp()
            shot.userInterfaceStyle = style
            UIBarButtonItem.appearance().tintColor = .systemRed
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
                .setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            screen.title = "Notes"
            screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
            screen.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
            let navigation = UINavigationController(rootViewController: screen)
            navigation.isToolbarHidden = false
            shot.makeWindow(rootViewController: navigation)
            shot.runUntilIdle()
            try? shot.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-baritem-appearance-\(style == .light ? "light" : "dark").png"))
        }
    }

    @Test("An item's own tint wins over the proxy's, set before or after the item is shown")
    func ownTintWins() {
        let app = HeadlessApp()
        UIBarButtonItem.appearance().tintColor = .systemRed
        let screen = UIViewController()
        let before = UIBarButtonItem(title: "Before", style: .plain, target: nil, action: nil)
        before.tintColor = .systemGreen
        let after = UIBarButtonItem(title: "After", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItems = [before, after]
        let nav = UINavigationController(rootViewController: screen)
        app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        #expect(before.tintColor == .systemGreen)
        #expect(after.tintColor == .systemRed)
        after.tintColor = .systemTeal
        app.runUntilIdle()
        #expect(button(labelled: "After", in: nav.navigationBar)?.tintColor == .systemTeal)
    }

    @Test("Containment selects the bar: toolbar items get the toolbar's rule, navigation bar items the bar's")
    func containmentSelectsTheBar() {
        let (_, nav, right, tool) = stage {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
                .setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
                .setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 21)], for: .normal)
        }
        #expect(tool.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
        #expect(tool.titleTextAttributes(for: .normal)?[.font] == nil)
        #expect((right.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 21)
        #expect(right.titleTextAttributes(for: .normal)?[.foregroundColor] == nil)
        let saveButton = button(labelled: "Save", in: nav.navigationBar)
        #expect(saveButton?.titleLabel?.font.pointSize == 21)
        let shareButton = button(labelled: "Share", in: nav.toolbar)
        #expect(shareButton?.titleColor(for: .normal) == .systemOrange)
    }

    @Test("UITabBarItem.appearance() title attributes reach the tab bar's items; an item's own win")
    func tabBarItems() {
        let app = HeadlessApp()
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
        second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemIndigo], for: .normal)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        #expect(first.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemPink)
        #expect(first.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemBrown)
        #expect(second.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemIndigo)
        #expect(second.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemPink)
    }

    @Test("Nothing reaches an item that no bar in a window shows")
    func notShownNotApplied() {
        _ = HeadlessApp()
        UIBarButtonItem.appearance().tintColor = .systemRed
        let item = UIBarButtonItem(title: "Alone", style: .plain, target: nil, action: nil)
        #expect(item.tintColor == nil)
    }

    @Test("UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]) styles a search bar's Cancel button")
    func searchBarCancel() throws {
        let app = HeadlessApp()
        let proxy = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
        proxy.tintColor = .systemPink
        proxy.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20, weight: .bold)], for: .normal)
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        bar.showsCancelButton = true
        controller.view.addSubview(bar)
        app.runUntilIdle()
        let cancel = try #require(button(labelled: "Cancel", in: bar))
        #expect(cancel.tintColor == .systemPink)
        #expect(cancel.titleLabel?.font.pointSize == 20)
        // A bar button item outside a search bar is not styled by that rule.
        let screen = UIViewController()
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = save
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        app.runUntilIdle()
        #expect(save.tintColor == nil)
    }
}
