import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What an app does before it replaces its window's root — every controller dismisses what it
/// presents, without animation — while an alert is up in different states (the app soak's seed
/// 3 logged "Unbalanced calls to begin/end appearance transitions for UIAlertController" there).
@MainActor @Suite struct AlertRootReplacementTests {
    private func endEverything(in window: UIWindow) {
        guard let root = window.rootViewController else { return }
        func endPresentations(madeWithin controller: UIViewController) {
            for child in controller.children { endPresentations(madeWithin: child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controller.dismiss(animated: false)
            }
        }
        for child in root.children { endPresentations(madeWithin: child) }
        if root.presentedViewController != nil { root.dismiss(animated: false) }
        window.rootViewController = UIViewController()
    }

    private func topController(_ window: UIWindow) -> UIViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    private func alert() -> UIAlertController {
        let alert = UIAlertController(title: "Soak", message: "Step", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    @Test("A screen presented over an alert still arriving is refused as UIKit refuses it; once the alert is up it is presented; replacing the root then balances every call", arguments: [false, true])
    func fullScreenOverAlert(animated: Bool) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: UIViewController()))
        app.settle()
        let shown = alert()
        topController(window)?.present(shown, animated: true)
        app.advance(by: 0.004)
        let early = UINavigationController(rootViewController: UIViewController())
        early.modalPresentationStyle = .fullScreen
        topController(window)?.present(early, animated: animated)
        #expect(shown.presentedViewController == nil && early.presentingViewController == nil)
        #expect(app.log.messages.contains {
            $0.hasPrefix("Attempt to present UINavigationController") && $0.hasSuffix("while a presentation is in progress")
        }, "\(app.log.messages)")
        app.log.clear()
        app.settle()
        let share = UINavigationController(rootViewController: UIViewController())
        share.modalPresentationStyle = .fullScreen
        topController(window)?.present(share, animated: animated)
        #expect(shown.presentedViewController === share)
        app.advance(by: 0.1)
        endEverything(in: window)
        app.settle()
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }

    @Test("An alert presented during an animated push, an edge drag, then the root replaced", arguments: [0.0, 0.004, 0.1, 1])
    func alertDuringPush(wait: TimeInterval) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = app.makeWindow(rootViewController: navigation)
        app.settle()
        navigation.pushViewController(UIViewController(), animated: true)
        topController(window)?.present(alert(), animated: true)
        app.advance(by: wait)
        app.drag(from: CGPoint(x: 4, y: 137), to: CGPoint(x: 380, y: 83), steps: 8, duration: 0.2)
        endEverything(in: window)
        app.settle()
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }
}

/// Dismissing from the bottom of a stack of full-screen presentations without animation: UIKit
/// removes the intermediate controllers and shows the presenter again.
@MainActor @Suite struct FullScreenStackDismissalTests {
    @Test("Two full-screen presentations dismissed from the bottom: the root is back in the window and has appeared once more", arguments: [false, true])
    func dismissFromBottom(animated: Bool) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = app.makeWindow(rootViewController: navigation)
        app.settle()
        let first = UIViewController()
        first.modalPresentationStyle = .fullScreen
        navigation.present(first, animated: false)
        app.settle()
        let second = UIViewController()
        second.modalPresentationStyle = .fullScreen
        first.present(second, animated: true)
        app.settle()
        #expect(navigation.view.window == nil && first.view.window == nil)
        navigation.dismiss(animated: animated)
        app.settle()
        #expect(navigation.presentedViewController == nil && first.presentingViewController == nil)
        #expect(navigation.view.window === window && first.viewIfLoaded?.window == nil && second.viewIfLoaded?.window == nil)
        #expect(window.subviews.count == 1)
        #expect(root.isViewLoaded && root.view.window === window)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }
}
