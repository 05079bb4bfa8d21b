import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Large titles: a 96-point bar with a 34-point bold title that collapses to the inline title as
/// the content scrolls, the safe area and the adjusted inset following the bar's height.
@MainActor @Suite struct LargeTitleTests {
    @Test("A large title bar is 96 points at the top and collapses point for point as the table scrolls")
    func collapsesWithScroll() {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 40)
        list.title = "Notes"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let bar = nav.navigationBar
        let table = list.tableView!
        let top = window.safeAreaInsets.top
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == top + 96)
        #expect(table.contentOffset.y == -(top + 96))
        #expect(bar.largeTitleLabel.text == "Notes" && bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(bar.titleLabel.isHidden, "the inline title waits until the large one has scrolled away")

        table.contentOffset = CGPoint(x: 0, y: -(top + 76))
        app.runTurn()
        #expect(bar.frame.height == 76)
        #expect(table.adjustedContentInset.top == top + 76)
        #expect(table.contentOffset.y == -(top + 76), "the content stays where it was scrolled")

        table.contentOffset = CGPoint(x: 0, y: 300)
        app.runTurn()
        #expect(bar.frame.height == 44 && table.adjustedContentInset.top == top + 44)
        #expect(!bar.titleLabel.isHidden)

        table.contentOffset = CGPoint(x: 0, y: -(top + 96))
        app.runTurn()
        #expect(bar.frame.height == 96 && table.adjustedContentInset.top == top + 96)
    }

    @Test("largeTitleDisplayMode: .never keeps a pushed controller's bar inline; .automatic follows the item below")
    func displayModes() {
        let app = HeadlessApp()
        let root = BarsTestList(rows: 3)
        root.title = "Notes"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        #expect(nav.navigationBar.showsLargeTitle)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        app.runUntilIdle()
        #expect(!nav.navigationBar.showsLargeTitle && nav.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == nav.view.safeAreaInsets.top + 44)
        detail.navigationItem.largeTitleDisplayMode = .automatic
        app.runUntilIdle()
        #expect(nav.navigationBar.showsLargeTitle)
        nav.navigationBar.prefersLargeTitles = false
        root.navigationItem.largeTitleDisplayMode = .always
        #expect(!nav.navigationBar.showsLargeTitle, "nothing is large unless the bar prefers large titles")
    }

    @Test("largeTitleTextAttributes colour the large title; a prompt makes the bar 30 points taller")
    func attributesAndPrompt() {
        let app = HeadlessApp()
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.prompt = "Choose a note"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        #expect(nav.navigationBar.largeTitleLabel.textColor == UIColor.systemRed)
        #expect(abs(nav.navigationBar.frame.height - (30 + 96)) < 0.001)
        #expect(nav.navigationBar.promptLabel.text == "Choose a note" && !nav.navigationBar.promptLabel.isHidden)
        #expect(abs(root.view.safeAreaInsets.top - (nav.view.safeAreaInsets.top + 30 + 96)) < 0.001)
    }
}
