import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISearchController: the search bar in the navigation bar (its height added to the bar and
/// to the table's adjusted inset, collapsing as the table scrolls), activation by a tap and by
/// code, results updated on each change typed through the test kit, Cancel, the dimmed
/// background and the delegates' call order.
@MainActor @Suite struct SearchControllerTests {
    struct Screen {
        let app: HeadlessApp
        let nav: UINavigationController
        let list: FruitListController
        let window: UIWindow
    }

    func makeScreen(largeTitles: Bool = false, repeats: Int = 1, configure: (FruitListController) -> Void = { _ in }) -> Screen {
        let app = HeadlessApp()
        let list = FruitListController(style: .plain)
        list.repeats = repeats
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = largeTitles
        list.loadViewIfNeeded()
        configure(list)
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return Screen(app: app, nav: nav, list: list, window: window)
    }

    @Test("navigationItem.searchController puts a 52-point search bar under the bar, added to the table's adjusted inset")
    func barPlacement() {
        let screen = makeScreen()
        let bar = screen.nav.navigationBar
        let searchBar = screen.list.search.searchBar
        let top = screen.window.safeAreaInsets.top
        #expect(searchBar.superview?.superview === bar)
        #expect(bar.frame.height == 96)
        #expect(searchBar.frameInWindow == CGRect(x: 0, y: top + 44, width: 390, height: 52))
        #expect(searchBar.searchTextField.frameInWindow == CGRect(x: 16, y: top + 44 + 8, width: 358, height: 36))
        #expect(screen.list.tableView.adjustedContentInset.top == top + 96)
        #expect(screen.list.tableView.contentOffset.y == -(top + 96))
    }

    @Test("With a large title the bar is 148 points: the row, the 52-point title, the 52-point search bar")
    func largeTitlePlacement() {
        let screen = makeScreen(largeTitles: true)
        let top = screen.window.safeAreaInsets.top
        #expect(screen.nav.navigationBar.frame.height == 148)
        #expect(screen.list.search.searchBar.frameInWindow.minY == top + 96)
        #expect(screen.list.tableView.adjustedContentInset.top == top + 148)
    }

    @Test("hidesSearchBarWhenScrolling: the search bar closes first as the table scrolls, then the large title")
    func collapsesWhenScrolling() {
        let screen = makeScreen(largeTitles: true, repeats: 6)
        let bar = screen.nav.navigationBar
        let table = screen.list.tableView!
        let top = screen.window.safeAreaInsets.top
        table.contentOffset = CGPoint(x: 0, y: -(top + 148) + 30)
        screen.app.runTurn()
        #expect(bar.frame.height == 118 && bar.visibleLargeTitleHeight == 52)
        #expect(table.adjustedContentInset.top == top + 118)
        table.contentOffset = CGPoint(x: 0, y: -(top + 148) + 80)
        screen.app.runTurn()
        #expect(bar.frame.height == 68 && bar.shownSearchHeight == 0 && bar.visibleLargeTitleHeight == 24)
        table.contentOffset = CGPoint(x: 0, y: 600)
        screen.app.runTurn()
        #expect(bar.frame.height == 44)
        table.contentOffset = CGPoint(x: 0, y: -(top + 148))
        screen.app.runTurn()
        #expect(bar.frame.height == 148)
    }

    @Test("hidesSearchBarWhenScrolling = false keeps the search bar while the large title collapses")
    func staysWhenScrolling() {
        let screen = makeScreen(largeTitles: true, repeats: 6) { $0.navigationItem.hidesSearchBarWhenScrolling = false }
        let table = screen.list.tableView!
        table.contentOffset = CGPoint(x: 0, y: 600)
        screen.app.runTurn()
        #expect(screen.nav.navigationBar.frame.height == 96)
        #expect(screen.list.search.searchBar.alpha == 1)
    }

    @Test("Typing through the test kit activates the search and updates the results on each change, in UIKit's order")
    func typingUpdatesResults() {
        let recorder = SearchRecorder()
        let screen = makeScreen { list in
            list.search.delegate = recorder
            list.search.searchBar.delegate = recorder
        }
        let list = screen.list
        let updater = FruitFilterSpy(list: list, recorder: recorder)
        list.search.searchResultsUpdater = updater
        _ = screen.app.tap(list.search.searchBar.searchTextField)
        #expect(list.search.isActive && list.presentedViewController === list.search)
        #expect(list.search.presentingViewController === list)
        screen.app.type("ap")
        screen.app.runUntilIdle()
        #expect(recorder.trace == [
                "shouldBegin", "willPresent", "didBegin", "update:", "didPresent", "shouldChange:0,0,a", "textDidChange:a",
                "update:a", "shouldChange:1,0,p", "textDidChange:ap", "update:ap",
            ])
        #expect(list.shown == ["Apple", "Apricot", "Grape"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(!list.search.searchBar.cancelButton.isHidden, "the Cancel button shows while active")
    }

    @Test("Cancel deactivates: the text empties, the field resigns, the results update once more, then didDismiss")
    func cancelDeactivates() {
        let recorder = SearchRecorder()
        let screen = makeScreen { list in
            list.search.delegate = recorder
            list.search.searchBar.delegate = recorder
        }
        let list = screen.list
        let updater = FruitFilterSpy(list: list, recorder: recorder)
        list.search.searchResultsUpdater = updater
        _ = screen.app.tap(list.search.searchBar.searchTextField)
        screen.app.type("ch")
        screen.app.runUntilIdle()
        recorder.trace = []
        _ = screen.app.tap(list.search.searchBar.cancelButton)
        screen.app.runUntilIdle()
        #expect(recorder.trace == ["cancel", "willDismiss", "shouldEnd", "didEnd", "update:", "didDismiss"])
        #expect(!list.search.isActive && list.presentedViewController == nil)
        #expect(list.search.searchBar.text == "" && !list.search.searchBar.searchTextField.isFirstResponder)
        #expect(list.search.searchBar.cancelButton.isHidden && list.shown.count == 10)
    }

    @Test("hidesNavigationBarDuringPresentation leaves only the search bar in the navigation bar while active")
    func hidesNavigationBar() {
        let screen = makeScreen(largeTitles: true)
        let bar = screen.nav.navigationBar
        let top = screen.window.safeAreaInsets.top
        _ = screen.app.tap(screen.list.search.searchBar.searchTextField)
        screen.app.runUntilIdle()
        #expect(bar.frame.height == 52 && bar.titleLabel.isHidden)
        #expect(screen.list.search.searchBar.frameInWindow.minY == top)
        #expect(screen.list.tableView.adjustedContentInset.top == top + 52)
        screen.list.search.isActive = false
        screen.app.runUntilIdle()
        #expect(bar.frame.height == 148)

        screen.list.search.hidesNavigationBarDuringPresentation = false
        _ = screen.app.tap(screen.list.search.searchBar.searchTextField)
        screen.app.runUntilIdle()
        #expect(bar.frame.height == 148)
    }

    @Test("obscuresBackgroundDuringPresentation dims the content; a tap on the dimmed content deactivates")
    func obscuresBackground() throws {
        let screen = makeScreen { $0.search.obscuresBackgroundDuringPresentation = true }
        let search = screen.list.search
        _ = screen.app.tap(search.searchBar.searchTextField)
        screen.app.runUntilIdle()
        let view = try #require(search.viewIfLoaded)
        let bar = screen.nav.navigationBar.frameInWindow
        #expect(view.superview === screen.nav.view && view.frameInWindow.minY == bar.maxY)
        let point = CGPoint(x: 200, y: bar.maxY + 100)
        #expect(screen.window.hitTest(point, with: nil)?.accessibilityIdentifier == "UISearchController.dimming")
        screen.app.tap(at: point)
        screen.app.runUntilIdle()
        #expect(!search.isActive && search.viewIfLoaded?.superview == nil)
    }

    @Test("Without obscuring, touches reach the searched table while active")
    func tableStaysUsable() {
        let screen = makeScreen()
        _ = screen.app.tap(screen.list.search.searchBar.searchTextField)
        screen.app.runUntilIdle()
        let bar = screen.nav.navigationBar.frameInWindow
        let hit = screen.window.hitTest(CGPoint(x: 200, y: bar.maxY + 20), with: nil)
        #expect(hit?.isDescendant(of: screen.list.tableView) == true)
    }

    @Test("A results controller shows over the content once the text is not empty")
    func resultsController() throws {
        let app = HeadlessApp()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let list = BarsTestList(rows: 5)
        list.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: list)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        _ = app.tap(search.searchBar.searchTextField)
        app.runUntilIdle()
        #expect(results.viewIfLoaded?.superview == nil && !search.showsSearchResultsController)
        app.type("n")
        app.runUntilIdle()
        let resultsView = try #require(results.viewIfLoaded)
        #expect(search.showsSearchResultsController && resultsView.superview === search.view)
        #expect(resultsView.frame == search.view.bounds && results.parent === search)
    }

    @Test("isActive set in code presents over the controller that defines the context and updates the results once")
    func activeInCode() {
        let app = HeadlessApp()
        let recorder = SearchRecorder()
        let search = UISearchController(searchResultsController: nil)
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        let inner = UIViewController()
        inner.definesPresentationContext = true
        let outer = UIViewController()
        outer.addChild(inner)
        outer.view.addSubview(inner.view)
        inner.didMove(toParent: outer)
        search.searchBar.frame = CGRect(x: 0, y: 120, width: 390, height: 56)
        inner.view.addSubview(search.searchBar)
        _ = app.makeWindow(rootViewController: outer)
        app.runUntilIdle()
        search.isActive = true
        app.runUntilIdle()
        #expect(inner.presentedViewController === search && search.presentingViewController === inner)
        #expect(search.view.superview === inner.view && search.view.frame.minY == 176)
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        search.isActive = false
        app.runUntilIdle()
        #expect(recorder.trace == ["willPresent", "update:", "didPresent", "willDismiss", "update:", "didDismiss"])
    }
}

/// Filters the fruit list and records the update in the shared trace.
@MainActor final class FruitFilterSpy: UISearchResultsUpdating {
    let list: FruitListController
    let recorder: SearchRecorder

    init(list: FruitListController, recorder: SearchRecorder) {
        self.list = list
        self.recorder = recorder
    }

    func updateSearchResults(for searchController: UISearchController) {
        recorder.updateSearchResults(for: searchController)
        list.updateSearchResults(for: searchController)
    }
}
