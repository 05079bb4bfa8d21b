import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private final class TabDelegateRecorder: UITabBarControllerDelegate {
    let log: LifecycleLog
    var allows = true
    init(_ log: LifecycleLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("delegate.shouldSelect(\(viewController.accessibilityIdentifier ?? "?"))")
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("delegate.didSelect(\(viewController.accessibilityIdentifier ?? "?"))")
    }
}

@MainActor @Suite struct TabBarControllerTests {
    @Test("Tapping a tab switches controllers with the lifecycle calls; the delegate decides and hears")
    func tabSwitching() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let b = LifecycleController("B", log)
        let tabs = UITabBarController()
        tabs.accessibilityIdentifier = "Tabs"
        tabs.viewControllers = [a, b]
        #expect(
            log.take() == [
                "A.willMove(toParent: Tabs)", "B.willMove(toParent: Tabs)", "A.didMove(toParent: Tabs)",
                "B.didMove(toParent: Tabs)",
            ])
        let delegate = TabDelegateRecorder(log)
        tabs.delegate = delegate
        app.makeWindow(rootViewController: tabs)
        #expect(log.take() == ["A.loadView", "A.viewDidLoad"] + appearing("A") + ["A.viewDidAppear(false)"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"] && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.view.safeAreaInsets.bottom == 49)

        app.tap(at: CGPoint(x: 240, y: 455))
        #expect(
            log.take() == [
                "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)",
                "B.viewWillAppear(false)", "delegate.didSelect(B)", "B.viewIsAppearing(false)",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(tabs.selectedIndex == 1 && a.view.superview == nil && b.view.superview === tabs.view)
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)

        // The delegate can refuse.
        delegate.allows = false
        app.tap(at: CGPoint(x: 80, y: 455))
        #expect(log.take() == ["delegate.shouldSelect(A)"])
        #expect(tabs.selectedIndex == 1)

        // Selecting in code tells the delegate nothing.
        tabs.selectedIndex = 0
        app.runTurn()
        #expect(
            log.take() == [
                "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "B.viewDidDisappear(false)",
                "A.viewDidAppear(false)",
            ])
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0)
        #expect(app.log.messages.last == "UITabBarController selectedIndex 5 is out of range 0..<2; ignored")
    }
}
