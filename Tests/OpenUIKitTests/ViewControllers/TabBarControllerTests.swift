import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private final class TabDelegateRecorder: UITabBarControllerDelegate {
    let recorder: EventRecorder
    var allows = true
    init(_ recorder: EventRecorder) { self.recorder = recorder }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        recorder.record(.call("delegate", "shouldSelect", arguments: [viewController.accessibilityIdentifier ?? "?"]))
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        recorder.record(.call("delegate", "didSelect", arguments: [viewController.accessibilityIdentifier ?? "?"]))
    }
}

@MainActor @Suite struct TabBarControllerTests {
    @Test("Tapping a tab switches controllers with the lifecycle calls; the delegate decides and hears")
    func tabSwitching() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let b = RecordingViewController("B", recorder: recorder)
        a.title = "A"
        b.title = "B"
        let tabs = UITabBarController()
        tabs.accessibilityIdentifier = "Tabs"
        tabs.viewControllers = [a, b]
        #expect(
            recorder.take() == [
                .viewController("A", .willMove(toParent: "Tabs")), .viewController("B", .willMove(toParent: "Tabs")),
                .viewController("A", .didMove(toParent: "Tabs")), .viewController("B", .didMove(toParent: "Tabs")),
            ])
        let delegate = TabDelegateRecorder(recorder)
        tabs.delegate = delegate
        app.makeWindow(rootViewController: tabs)
        #expect(
            recorder.take() == lifecycle("A", .loadView, .viewDidLoad) + appearing("A") + lifecycle("A", .viewDidAppear(false)))
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"] && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.view.safeAreaInsets.bottom == 49)

        app.tap(at: CGPoint(x: 240, y: 455))
        #expect(
            recorder.take() == [
                .call("delegate", "shouldSelect", arguments: ["B"]), .viewController("B", .loadView),
                .viewController("B", .viewDidLoad), .viewController("A", .viewWillDisappear(false)),
                .viewController("B", .viewWillAppear(false)), .call("delegate", "didSelect", arguments: ["B"]),
                .viewController("B", .viewIsAppearing(false)), .viewController("B", .viewWillLayoutSubviews),
                .viewController("B", .viewDidLayoutSubviews), .viewController("A", .viewDidDisappear(false)),
                .viewController("B", .viewDidAppear(false)),
            ])
        #expect(tabs.selectedIndex == 1 && a.view.superview == nil && b.view.superview === tabs.view)
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)

        // The delegate can refuse.
        delegate.allows = false
        app.tap(at: CGPoint(x: 80, y: 455))
        #expect(recorder.take() == [.call("delegate", "shouldSelect", arguments: ["A"])])
        #expect(tabs.selectedIndex == 1)

        // Selecting in code tells the delegate nothing.
        tabs.selectedIndex = 0
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("B", .viewWillDisappear(false)), .viewController("A", .viewWillAppear(false)),
                .viewController("A", .viewIsAppearing(false)), .viewController("A", .viewWillLayoutSubviews),
                .viewController("A", .viewDidLayoutSubviews), .viewController("B", .viewDidDisappear(false)),
                .viewController("A", .viewDidAppear(false)),
            ])
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0)
        #expect(app.log.messages.last == "UITabBarController selectedIndex 5 is out of range 0..<2; ignored")
    }
}
