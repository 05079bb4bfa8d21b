import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The navigation controller's toolbar: hidden by default, the top controller's items laid out
/// with flexible and fixed spaces, and the safe area ending above it.
@MainActor @Suite struct ToolbarTests {
    @Test("The toolbar is hidden by default; shown, it holds the top controller's items across its width")
    func toolbarItemsLayout() throws {
        let app = HeadlessApp()
        let root = UIViewController()
        let a = UIBarButtonItem(title: "A")
        let b = UIBarButtonItem(title: "B")
        let c = UIBarButtonItem(systemItem: .compose)
        root.toolbarItems = [a, .flexibleSpace(), b, .fixedSpace(30), c]
        let nav = UINavigationController(rootViewController: root)
        #expect(nav.isToolbarHidden)
        nav.setToolbarHidden(false, animated: false)
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let toolbar = try #require(nav.toolbar)
        #expect(!toolbar.isHidden && toolbar.items?.count == 5)
        #expect(toolbar.frameInWindow.maxY == window.bounds.height - window.safeAreaInsets.bottom)
        #expect(toolbar.bounds.height == 44)
        let views = toolbar.itemViews
        try #require(views.count == 3)
        #expect(abs(views[0].frame.minX - 16) < 0.01)
        #expect(abs(views[2].frame.maxX - (toolbar.bounds.width - 16)) < 0.01)
        #expect(abs(views[2].frame.minX - views[1].frame.maxX - (8 + 30 + 8)) < 0.01)
        #expect(views[1].frame.minX > views[0].frame.maxX + 100, "the flexible space takes the rest")

        // Items change with setToolbarItems, and with the top controller.
        root.setToolbarItems([UIBarButtonItem(title: "Only")], animated: false)
        app.runTurn()
        #expect(toolbar.itemViews.count == 1)
        let pushed = UIViewController()
        pushed.toolbarItems = [UIBarButtonItem(title: "X"), UIBarButtonItem(title: "Y")]
        nav.pushViewController(pushed, animated: false)
        app.runUntilIdle()
        #expect(toolbar.itemViews.compactMap { ($0 as? UIButton)?.title(for: .normal) } == ["X", "Y"])
    }

    @Test("The top controller's safe area ends above the toolbar, which sits above the home indicator")
    func toolbarSafeArea() {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 3)
        let nav = UINavigationController(rootViewController: list)
        let window = app.makeWindow(rootViewController: nav)
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        app.runUntilIdle()
        #expect(list.view.safeAreaInsets.bottom == 34)
        nav.setToolbarHidden(false, animated: false)
        app.runUntilIdle()
        #expect(abs(list.view.safeAreaInsets.bottom - (34 + 44)) < 0.001)
        #expect(abs(list.tableView.adjustedContentInset.bottom - (34 + 44)) < 0.001)
        #expect(nav.toolbar.frameInWindow == CGRect(x: 0, y: window.bounds.height - 34 - 44, width: window.bounds.width, height: 44))
        nav.isToolbarHidden = true
        app.runUntilIdle()
        #expect(list.view.safeAreaInsets.bottom == 34 && nav.toolbar.isHidden)
    }
}
