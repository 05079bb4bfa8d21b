import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Appearance calls stay balanced when a navigation controller is covered by a full-screen
/// presentation while it pushes or pops (the app soak's "Unbalanced calls to begin/end
/// appearance transitions" for its note screen: a cell tapped, and a screen presented full
/// screen before the push had ended).
@MainActor
@Suite struct AppearanceBalanceTests {
    /// Records its appearance callbacks by name.
    final class Recording: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
    }

    private func makeApp() -> (HeadlessApp, UINavigationController, Recording) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let list = Recording()
        let navigation = UINavigationController(rootViewController: list)
        _ = app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        list.calls.removeAll()
        return (app, navigation, list)
    }

    private func presentFullScreenAndDismiss(over navigation: UINavigationController, _ app: HeadlessApp) {
        let cover = UINavigationController(rootViewController: UIViewController())
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: true)
        app.advance(by: 2)
        cover.dismiss(animated: true)
        app.advance(by: 2)
    }

    @Test("Covered while a push animates: the pushed screen disappears under the cover and appears once at the dismissal")
    func coveredDuringPush() {
        let (app, navigation, list) = makeApp()
        let detail = Recording()
        navigation.pushViewController(detail, animated: true)
        app.advance(by: 0.05)
        presentFullScreenAndDismiss(over: navigation, app)
        #expect(detail.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(list.calls == ["willDisappear", "didDisappear"])
        #expect(navigation.topViewController === detail)
    }

    @Test("Covered while a pop animates: the revealed screen disappears under the cover and appears once at the dismissal")
    func coveredDuringPop() {
        let (app, navigation, list) = makeApp()
        let detail = Recording()
        navigation.pushViewController(detail, animated: false)
        app.advance(by: 1)
        list.calls.removeAll()
        detail.calls.removeAll()
        navigation.popViewController(animated: true)
        app.advance(by: 0.05)
        presentFullScreenAndDismiss(over: navigation, app)
        #expect(list.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(detail.calls == ["willDisappear", "didDisappear"])
    }
}

extension AppearanceBalanceTests {
    @Test("Dismissing at once a screen whose own full-screen presentation is still arriving: it disappears once, nothing is unbalanced")
    func dismissedWhileCovering() {
        let (app, navigation, _) = makeApp()
        let sheet = Recording()
        navigation.present(sheet, animated: false)
        app.advance(by: 1)
        sheet.calls.removeAll()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        app.advance(by: 0.05)
        navigation.dismiss(animated: false)
        app.advance(by: 2)
        #expect(sheet.calls == ["willDisappear", "didDisappear"])
        #expect(navigation.presentedViewController == nil)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") })
    }

    @Test("Taken away at once while its dismissal already runs: the presented screen disappears once")
    func removedWhileDisappearing() {
        let (app, navigation, _) = makeApp()
        let sheet = Recording()
        let top = Recording()
        navigation.present(sheet, animated: false)
        app.advance(by: 1)
        sheet.present(top, animated: false)
        app.advance(by: 1)
        top.calls.removeAll()
        // The top one starts leaving, then the whole stack is dismissed at once.
        top.dismiss(animated: true)
        app.advance(by: 0.05)
        navigation.dismiss(animated: false)
        app.advance(by: 2)
        #expect(top.calls == ["willDisappear", "didDisappear"])
        #expect(navigation.presentedViewController == nil)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") })
    }
}

/// The cases the random sequences of `AppearanceBalancePropertyTests` found, reduced.
extension AppearanceBalanceTests {
    @Test("A push onto a navigation controller that is being dismissed ends the old top's disappearance")
    func pushWhileDismissing() {
        let (app, navigation, _) = makeApp()
        let first = Recording()
        let cover = UINavigationController(rootViewController: first)
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: false)
        app.advance(by: 1)
        first.calls.removeAll()
        navigation.dismiss(animated: true)
        let second = Recording()
        cover.pushViewController(second, animated: false)
        app.advance(by: 2)
        #expect(first.calls == ["willDisappear", "didDisappear"])
        #expect(second.calls.isEmpty)
        #expect(cover.viewControllers.count == 2)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") })
    }

    @Test("Dismissed while a released back swipe slides to its end: the pop ends first, then both screens disappear once")
    func dismissedDuringBackSwipeFinish() {
        let (app, navigation, _) = makeApp()
        let first = Recording()
        let cover = UINavigationController(rootViewController: first)
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: false)
        app.advance(by: 1)
        let second = Recording()
        cover.pushViewController(second, animated: false)
        app.advance(by: 1)
        first.calls.removeAll()
        second.calls.removeAll()
        app.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 351, y: 400), steps: 8, duration: 0.3)
        navigation.dismiss(animated: false)
        app.advance(by: 2)
        #expect(second.calls == ["willDisappear", "didDisappear"])
        #expect(first.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(cover.viewControllers.map { $0 as? Recording } == [first])
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") })
    }

    @Test("A push while a released back swipe slides back keeps the swiped screen under the pushed one")
    func pushDuringBackSwipeCancel() {
        let (app, navigation, list) = makeApp()
        let detail = Recording()
        navigation.pushViewController(detail, animated: false)
        app.advance(by: 1)
        list.calls.removeAll()
        detail.calls.removeAll()
        app.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 58, y: 400), steps: 8, duration: 0.3)
        let next = Recording()
        navigation.pushViewController(next, animated: false)
        app.advance(by: 2)
        #expect(navigation.viewControllers.map { $0 as? Recording } == [list, detail, next])
        #expect(list.calls == ["willAppear", "willDisappear", "didDisappear"])
        #expect(detail.calls == ["willDisappear", "willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(next.calls == ["willAppear", "didAppear"])
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") })
    }
}
