import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What replacing the window's root (or a container taking a screen away) frees while a
/// navigation item's search controller is active in it (the app soak's seed 2: the notes list
/// and its search controller outlived the gallery's switch away from its notes screen).
///
/// An active search controller is presented by the controller that holds it (here the list):
/// the list's `presentedViewController` is the search controller and the search controller's
/// `presentingViewController` the list, as in UIKit. UIKit's `rootViewController` setter
/// dismisses nothing, and a presentation holds both ends until it is dismissed (the presenter
/// its presented controller, the presentation its presenter), so UIKit keeps both alive too; an
/// app must end the search (or dismiss) before it replaces the root. These tests pin that what
/// keeps them is that presentation and nothing else: ending the search frees both.
@MainActor @Suite struct SearchRootReplacementTests {
    private struct Scene {
        let app: HeadlessApp
        let window: UIWindow
    }

    /// A window showing a navigation controller whose root list has an active search
    /// controller; weak references to the three controllers.
    private func makeActiveSearch(
        focused: Bool
    ) -> (Scene, weakNavigation: () -> UINavigationController?, weakList: () -> UIViewController?, weakSearch: () -> UISearchController?) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        weak var weakNavigation: UINavigationController?
        weak var weakList: UIViewController?
        weak var weakSearch: UISearchController?
        let window: UIWindow
        do {
            let list = UIViewController()
            list.title = "Notes"
            let search = UISearchController(searchResultsController: nil)
            list.navigationItem.searchController = search
            let navigation = UINavigationController(rootViewController: list)
            window = app.makeWindow(rootViewController: navigation)
            app.runUntilIdle()
            if focused {
                app.tap(at: search.searchBar.convert(CGPoint(x: search.searchBar.bounds.midX, y: search.searchBar.bounds.midY), to: nil))
            } else {
                search.isActive = true
            }
            app.runUntilIdle()
            weakNavigation = navigation
            weakList = list
            weakSearch = search
        }
        return (Scene(app: app, window: window), { weakNavigation }, { weakList }, { weakSearch })
    }

    @Test("Replacing the root while the search is active keeps the list and its search controller, as UIKit's presentation does", arguments: [false, true])
    func activeSearchOutlivesRootReplacement(focused: Bool) throws {
        let (scene, navigation, list, search) = makeActiveSearch(focused: focused)
        #expect(try #require(search()).isActive)
        #expect(list()?.presentedViewController === search())
        #expect(search()?.presentingViewController === list())

        scene.window.rootViewController = UIViewController()
        scene.app.runUntilIdle()
        scene.app.advance(by: 1)
        // The navigation controller is not part of the presentation: it goes.
        #expect(navigation() == nil)
        // The presentation keeps its two ends, as UIKit's does until it is dismissed.
        do {
            let survivor = try #require(search())
            #expect(list() != nil)
            #expect(survivor.isActive)
            #expect(survivor.presentingViewController === list())
            #expect(survivor.viewIfLoaded?.window == nil)

            // Ending the search ends the presentation: nothing else holds either of them.
            survivor.isActive = false
        }
        scene.app.runUntilIdle()
        scene.app.advance(by: 1)
        #expect(search() == nil, "the search controller outlived the end of its presentation")
        #expect(list() == nil, "the list outlived the end of its search's presentation")
    }

    @Test("A container taking away the screen whose search is active keeps the list and the search until the search ends")
    func containerRemovesScreenWithActiveSearch() throws {
        // The gallery's screen switch: the notes screen (a navigation controller in a child)
        // is removed from its parent while its list's search is active.
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let container = UIViewController()
        let window = app.makeWindow(rootViewController: container)
        weak var weakScreen: UINavigationController?
        weak var weakList: UIViewController?
        weak var weakSearch: UISearchController?
        do {
            let list = UIViewController()
            let search = UISearchController(searchResultsController: nil)
            list.navigationItem.searchController = search
            let screen = UINavigationController(rootViewController: list)
            container.addChild(screen)
            screen.view.frame = container.view.bounds
            container.view.addSubview(screen.view)
            screen.didMove(toParent: container)
            app.runUntilIdle()
            search.isActive = true
            app.runUntilIdle()
            #expect(list.presentedViewController === search)
            screen.willMove(toParent: nil)
            screen.view.removeFromSuperview()
            screen.removeFromParent()
            weakScreen = screen
            weakList = list
            weakSearch = search
        }
        app.runUntilIdle()
        app.advance(by: 1)
        #expect(weakScreen == nil)
        #expect(weakList != nil && weakSearch != nil, "the unended presentation keeps both ends, as UIKit's does")
        #expect(weakSearch?.presentingViewController === weakList)
        #expect(weakList?.presentedViewController === weakSearch)
        weakSearch?.isActive = false
        app.runUntilIdle()
        app.advance(by: 1)
        #expect(weakSearch == nil)
        #expect(weakList == nil)
        _ = window
    }

    @Test("Ending the search before replacing the root frees the whole old tree", arguments: [false, true])
    func endedSearchFreesEverything(focused: Bool) throws {
        let (scene, navigation, list, search) = makeActiveSearch(focused: focused)
        try #require(search()).isActive = false
        scene.app.runUntilIdle()
        scene.window.rootViewController = UIViewController()
        scene.app.runUntilIdle()
        scene.app.advance(by: 1)
        #expect(navigation() == nil)
        #expect(list() == nil)
        #expect(search() == nil)
    }
}
