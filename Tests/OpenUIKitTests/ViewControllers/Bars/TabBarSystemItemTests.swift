import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct TabBarSystemItemTests {
    @Test("Every system item has its title, a symbol image and the tag")
    func titlesAndImages() {
        let expected: [(UITabBarItem.SystemItem, String)] = [
            (.more, "More"), (.favorites, "Favorites"), (.featured, "Featured"), (.topRated, "Top Rated"),
            (.recents, "Recents"), (.contacts, "Contacts"), (.history, "History"), (.bookmarks, "Bookmarks"),
            (.search, "Search"), (.downloads, "Downloads"), (.mostRecent, "Most Recent"), (.mostViewed, "Most Viewed"),
        ]
        #expect(expected.count == UITabBarItem.SystemItem.allCases.count)
        for (index, (system, title)) in expected.enumerated() {
            let item = UITabBarItem(tabBarSystemItem: system, tag: index)
            #expect(item.title == title)
            #expect(item.image != nil, "\(title) has an image")
            #expect(item.tag == index)
            #expect(system.rawValue == index)
        }
    }

    @Test("A tab bar controller shows a system item's title in its tab")
    func shownInTabBar() {
        let app = HeadlessApp()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        app.makeWindow(rootViewController: tabs)
        app.runTurn()
        #expect(tabs.tabBar.items?.map(\.title) == ["Favorites", "Search"])
        // The tab views draw their titles; what they read out is the title.
        func labels(in view: UIView) -> [String] {
            [view.accessibilityLabel].compactMap { $0 } + view.subviews.flatMap(labels(in:))
        }
        let spoken = labels(in: tabs.tabBar)
        #expect(spoken.contains("Favorites") && spoken.contains("Search"))
    }
}
