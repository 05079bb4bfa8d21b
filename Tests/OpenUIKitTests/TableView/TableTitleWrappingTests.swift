import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Section titles given by `titleForHeaderInSection`/`titleForFooterInSection` wrap, as iOS's
/// do, and the header or footer grows to hold every line: a long footer at the default text
/// size, and a short one at an accessibility size.
@MainActor @Suite struct TableTitleWrappingTests {
    final class FooterList: UITableViewController {
        let footer: String
        init(style: UITableView.Style, footer: String) {
            self.footer = footer
            super.init(style: style)
        }
        required init?(coder: NSCoder) { Fatal.stop("not decoded") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footer }
    }

    /// The footer's title label once the list is shown.
    func footerLabel(_ list: FooterList) -> UILabel? {
        list.tableView.subviews.compactMap { $0 as? TableTitleView }.first { $0.isFooter }?.textLabel
    }

    @Test("A long footer wraps onto several lines and the footer grows to hold them all", arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
    func longFooter(style: UITableView.Style) {
        let app = HeadlessApp(scale: 3)
        let text = "This footer explains at some length what the setting above does, so it needs more than one line."
        let list = FooterList(style: style, footer: text)
        let window = app.makeWindow(rootViewController: list)
        app.runUntilIdle()
        guard let label = footerLabel(list), let footer = label.superview?.superview else {
            Issue.record("no footer shown")
            return
        }
        let line = label.font.lineHeight
        #expect(label.numberOfLines == 0)
        #expect(label.frame.height >= 2 * line - 0.5, "at least two lines")
        #expect(label.frame.maxY <= footer.bounds.height + 0.5, "every line inside the footer")
        withExtendedLifetime(window) {}
    }

    @Test("At an accessibility size a short footer wraps too instead of ending in an ellipsis")
    func accessibilityFooter() {
        let app = HeadlessApp(scale: 3)
        app.preferredContentSizeCategory = .accessibilityExtraLarge
        let list = FooterList(style: .insetGrouped, footer: "A footer under the last section.")
        let window = app.makeWindow(rootViewController: list)
        app.runUntilIdle()
        guard let label = footerLabel(list), let footer = label.superview?.superview else {
            Issue.record("no footer shown")
            return
        }
        let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
        #expect(needed > 1.5 * label.font.lineHeight && label.frame.height >= needed - 0.5)
        #expect(label.frame.maxY <= footer.bounds.height + 0.5)
        withExtendedLifetime(window) {}
    }

    @Test("A new width measures a wrapped footer again: narrower, it grows; wider again, it shrinks back")
    func widthChange() {
        let app = HeadlessApp(scale: 3)
        let text = "This footer explains at some length what the setting above does, so it needs more than one line."
        let list = FooterList(style: .insetGrouped, footer: text)
        let window = app.makeWindow(rootViewController: list)
        app.runUntilIdle()
        let wide = list.tableView.rectForFooter(inSection: 0).height
        window.frame = CGRect(x: 0, y: 0, width: 240, height: 844)
        app.runUntilIdle()
        let narrow = list.tableView.rectForFooter(inSection: 0).height
        #expect(narrow > wide, "more lines at 240 points than at 390 (\(narrow) against \(wide))")
        guard let label = footerLabel(list), let footer = label.superview?.superview else {
            Issue.record("no footer shown")
            return
        }
        #expect(label.frame.maxY <= footer.bounds.height + 0.5, "every line inside the footer")
        #expect(list.tableView.contentSize.height >= list.tableView.rectForFooter(inSection: 0).maxY)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        app.runUntilIdle()
        #expect(list.tableView.rectForFooter(inSection: 0).height == wide)
        withExtendedLifetime(window) {}
    }
}
