import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A navigation controller in a tab bar controller shows its root controller's tab bar item
/// unless it has one of its own, so an item configured in the root's initializer is the tab's.
@MainActor @Suite struct NavigationTabBarItemTests {
    final class Inbox: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 3)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test("The root's item, the root's title, or the navigation controller's own item")
    func itemComesFromRoot() {
        let inbox = Inbox()
        let fromItem = UINavigationController(rootViewController: inbox)
        #expect(fromItem.tabBarItem === inbox.tabBarItem && fromItem.tabBarItem.title == "Inbox")

        let titled = UIViewController()
        titled.title = "Settings"
        let fromTitle = UINavigationController(rootViewController: titled)
        #expect(fromTitle.tabBarItem.title == "Settings")

        let own = UINavigationController(rootViewController: Inbox())
        let item = UITabBarItem(title: "Mine", image: nil, tag: 0)
        own.tabBarItem = item
        #expect(own.tabBarItem === item)
    }

    @Test("A tab bar controller of navigation controllers shows their roots' titles in its bar")
    func tabBarShowsRootItems() throws {
        let app = HeadlessApp()
        let settings = UIViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: Inbox()), UINavigationController(rootViewController: settings),
        ]
        app.makeWindow(rootViewController: tabs)
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["Inbox", "Settings"])
        #expect(app.element(label: "Settings") != nil && app.element(label: "Inbox") != nil)
        try #require(app.element(label: "Settings")).tap()
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
    }
}
