import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ShowViewControllerTests {
    @Test("show(_:sender:) from a controller inside a navigation controller pushes, animated")
    func showPushes() {
        let app = HeadlessApp()
        let root = UIViewController()
        let child = UIViewController()
        // The caller is a child of the navigation controller's root: the lookup goes up.
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let navigation = UINavigationController(rootViewController: root)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let detail = UIViewController()
        child.show(detail, sender: nil)
        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.presentingViewController == nil)
        app.runFrames(for: UINavigationController.hideShowBarDuration + 0.1)
        #expect(detail.view.window != nil)
        #expect(detail.view.frame.minX == 0)
    }

    @Test("show(_:sender:) outside any navigation controller presents; showDetailViewController(_:sender:) too")
    func showPresents() {
        let app = HeadlessApp()
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        app.runTurn()
        let detail = UIViewController()
        root.show(detail, sender: nil)
        #expect(root.presentedViewController === detail)
        app.runFrames(for: 0.6)
        #expect(detail.view.window != nil)
        detail.dismiss(animated: false)
        app.runFrames(for: 0.1)
        let other = UIViewController()
        root.showDetailViewController(other, sender: nil)
        #expect(root.presentedViewController === other)
    }

    @Test("show(_:sender:) called on the navigation controller itself pushes")
    func showOnNavigation() {
        let app = HeadlessApp()
        let navigation = UINavigationController(rootViewController: UIViewController())
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let next = UIViewController()
        navigation.show(next, sender: self)
        #expect(navigation.topViewController === next)
    }
}
