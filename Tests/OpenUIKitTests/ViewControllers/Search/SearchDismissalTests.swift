import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What `dismiss(animated:)` does to an active search. The active search controller is
/// presented by the list that holds it in its navigation item, so `dismiss` sent to the list
/// dismisses the search controller, and a dismissed search controller is no longer active (the
/// delegate hears `willDismissSearchController` and `didDismissSearchController`). The same for
/// a dismissal of a presented screen the list is in: the search is presented in the list's
/// context, above that screen. Before, the presentation was unlinked and the search left active,
/// holding the list while the list's navigation item held it: a cycle nothing ended (the app
/// soak's `dismiss`-with-active-search path, issue 28).
@MainActor @Suite struct SearchDismissalTests {
    @Test("dismiss(animated:) on the list ends its active search and runs the completion after didDismiss")
    func dismissOnListEndsSearch() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let recorder = SearchRecorder()
        let list = FruitListController(style: .plain)
        list.loadViewIfNeeded()
        list.search.delegate = recorder
        let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: list))
        app.runUntilIdle()
        list.search.isActive = true
        app.runUntilIdle()
        #expect(list.presentedViewController === list.search)
        recorder.trace.removeAll()

        var completed = false
        list.dismiss(animated: true) {
            completed = true
            recorder.trace.append("completion")
        }
        app.runUntilIdle()
        app.advance(by: 1)
        #expect(completed)
        #expect(!list.search.isActive)
        #expect(list.presentedViewController == nil)
        #expect(list.search.presentingViewController == nil)
        #expect(list.search.viewIfLoaded?.window == nil)
        #expect(recorder.trace == ["willDismiss", "didDismiss", "completion"])
        _ = window
    }

    @Test("The list and its search are freed once the window lets go after a dismiss of the active search")
    func dismissedSearchFreesListAndSearch() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        weak var weakList: FruitListController?
        weak var weakSearch: UISearchController?
        do {
            let list = FruitListController(style: .plain)
            window.rootViewController = UINavigationController(rootViewController: list)
            app.runUntilIdle()
            list.search.isActive = true
            app.runUntilIdle()
            list.dismiss(animated: false)
            app.runUntilIdle()
            weakList = list
            weakSearch = list.search
        }
        window.rootViewController = UIViewController()
        app.runUntilIdle()
        app.advance(by: 1)
        #expect(weakSearch == nil, "the dismissed search controller is still alive")
        #expect(weakList == nil, "the list whose search was dismissed is still alive")
    }

    @Test("Dismissing a presented screen whose list has an active search ends the search and frees all of it")
    func dismissingPresentedScreenEndsSearch() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        app.runUntilIdle()
        weak var weakScreen: UINavigationController?
        weak var weakList: FruitListController?
        weak var weakSearch: UISearchController?
        do {
            let list = FruitListController(style: .plain)
            let screen = UINavigationController(rootViewController: list)
            screen.modalPresentationStyle = .fullScreen
            root.present(screen, animated: false)
            app.runUntilIdle()
            list.search.isActive = true
            app.runUntilIdle()
            #expect(list.presentedViewController === list.search)
            weakScreen = screen
            weakList = list
            weakSearch = list.search
        }
        root.dismiss(animated: true)
        app.runUntilIdle()
        app.advance(by: 1)
        app.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(weakSearch?.isActive != true)
        #expect(weakScreen == nil)
        #expect(weakSearch == nil, "the search presented inside the dismissed screen is still alive")
        #expect(weakList == nil, "the list inside the dismissed screen is still alive")
        _ = window
    }

    @Test("dismiss(animated:) on the active search controller itself ends the search")
    func dismissOnSearchControllerEndsSearch() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let list = FruitListController(style: .plain)
        let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: list))
        app.runUntilIdle()
        list.search.isActive = true
        app.runUntilIdle()
        list.search.dismiss(animated: false)
        app.runUntilIdle()
        #expect(!list.search.isActive)
        #expect(list.presentedViewController == nil)
        _ = window
    }
}
