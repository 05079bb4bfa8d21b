import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A grouped list of standard cells of every style, with section titles: the settings-style
/// screen of the Dynamic Type tests.
final class ChromeSettingsList: UITableViewController {
    static let rows: [(UITableViewCell.CellStyle, String, String?)] = [
        (.default, "Wi-Fi", nil), (.value1, "Bluetooth", "On"), (.subtitle, "Notifications", "Banners, sounds"),
        (.value2, "Name", "iPhone"),
    ]

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "General"
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (style, text, detail) = Self.rows[indexPath.row]
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// One row whose built-in title wraps, with a disclosure indicator.
final class WrappingTitleList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Ideas for the weekend"
        cell.textLabel?.numberOfLines = 0
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Dynamic Type in the standard chrome: the built-in labels of table cells and headers and the
/// navigation bar's titles, items and search field use text-style fonts that follow the
/// content size category (bar text stops growing at the largest standard size, the large
/// title does not); rows, headers and the bar grow with them. Also the search bar's padding
/// taking touches for its field, and the large title coming back after a pop.
@MainActor @Suite struct StandardChromeDynamicTypeTests {
    func makeSettings(category: UIContentSizeCategory = .large) -> (HeadlessApp, ChromeSettingsList, UIWindow) {
        let app = HeadlessApp()
        app.preferredContentSizeCategory = category
        let list = ChromeSettingsList()
        list.title = "Settings"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return (app, list, window)
    }

    func cell(_ list: ChromeSettingsList, row: Int) -> UITableViewCell {
        list.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
    }

    @Test("Standard cells' labels use the body, subheadline and caption styles at their default sizes and adjust")
    func cellFontsAtDefault() {
        let (_, list, _) = makeSettings()
        let plain = cell(list, row: 0)
        #expect(plain.textLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(plain.textLabel?.font.pointSize == 17 && plain.textLabel?.adjustsFontForContentSizeCategory == true)
        #expect(cell(list, row: 1).detailTextLabel?.font.pointSize == 17)
        #expect(cell(list, row: 2).detailTextLabel?.font.pointSize == 12)
        #expect(cell(list, row: 3).textLabel?.font.pointSize == 15 && cell(list, row: 3).detailTextLabel?.font.pointSize == 15)
        for row in 0..<4 {
            let labels = [cell(list, row: row).textLabel, cell(list, row: row).detailTextLabel].compactMap { $0 }
            #expect(labels.allSatisfy { $0.font.dynamicType != nil && $0.adjustsFontForContentSizeCategory })
        }
        #expect(abs(plain.frame.height - 44) < 0.5, "a one-line row keeps the standard 44 points")
    }

    @Test("A new content size category makes the cells' fonts again and the rows and title headers grow to fit")
    func cellsGrowWithCategory() {
        let (app, list, _) = makeSettings()
        let header = list.tableView.headerView(forSection: 0)
        let headerHeight = header?.frame.height ?? 0
        app.preferredContentSizeCategory = .accessibilityExtraLarge
        app.runUntilIdle()
        let subtitle = cell(list, row: 2)
        #expect(subtitle.textLabel?.font.pointSize == 40, "body at AX3")
        #expect(subtitle.detailTextLabel?.font.pointSize == 32, "caption 1 at AX3")
        let text = subtitle.textLabel!.frame
        let detail = subtitle.detailTextLabel!.frame
        #expect(subtitle.frame.height >= text.height + detail.height + 22 - 0.5, "the row self-sizes around both lines")
        #expect(text.minY >= 0 && detail.maxY <= subtitle.contentView.bounds.height + 0.5)
        #expect(abs(text.height - subtitle.textLabel!.font.lineHeight) < 1)
        let value2 = cell(list, row: 3).textLabel!
        #expect(value2.frame.width >= value2.intrinsicContentSize.width - 0.5, "the value2 title column widens with its text")
        let grownHeader = list.tableView.headerView(forSection: 0)
        #expect(grownHeader?.textLabel?.font.pointSize == 33, "footnote at AX3")
        #expect((grownHeader?.frame.height ?? 0) > headerHeight, "the title header grows with its text")
        if let label = grownHeader?.textLabel, let grownHeader {
            #expect(label.frame.minY >= 0 && label.frame.maxY <= grownHeader.bounds.height + 0.5)
        }
        app.preferredContentSizeCategory = .large
        app.runUntilIdle()
        #expect(cell(list, row: 2).textLabel?.font.pointSize == 17)
        #expect(abs(cell(list, row: 0).frame.height - 44) < 0.5, "rows shrink back")
    }

    @Test("A wrapping built-in title beside a disclosure indicator gets a row tall enough for all its lines at AX5")
    func wrappingTitleRowHeight() {
        let app = HeadlessApp()
        app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let list = WrappingTitleList()
        let window = app.makeWindow(rootViewController: list)
        app.runUntilIdle()
        let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let label = cell.textLabel!
        let lines = label.textRect(forBounds: CGRect(x: 0, y: 0, width: label.bounds.width, height: 10_000), limitedToNumberOfLines: 0)
        #expect(lines.height > label.font.lineHeight * 1.5, "the 53-point title wraps")
        #expect(label.frame.height >= lines.height - 0.5, "every line fits the label")
        #expect(label.frame.maxY <= cell.contentView.bounds.height + 0.5 && label.frame.minY >= 0, "and the label fits the row")
        withExtendedLifetime(window) {}
    }

    @Test("Navigation bar titles and items grow through the standard sizes and stop there; the large title keeps growing")
    func barFonts() {
        let (app, list, _) = makeSettings()
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let detail = UIViewController()
        detail.title = "Wi-Fi"
        detail.navigationItem.largeTitleDisplayMode = .never
        let nav = list.navigationController!
        app.runUntilIdle()
        let bar = nav.navigationBar
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(bar.titleLabel.adjustsFontForContentSizeCategory && bar.largeTitleLabel.adjustsFontForContentSizeCategory)
        let edit = bar.rightItemViews.first as? UIButton
        #expect(edit?.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        #expect(abs(bar.frame.height - 96) < 0.5)

        app.preferredContentSizeCategory = .extraExtraExtraLarge
        app.runUntilIdle()
        #expect(bar.titleLabel.font.pointSize == 23 && bar.largeTitleLabel.font.pointSize == 40)
        #expect(edit?.titleLabel?.font.pointSize == 23)

        app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        app.runUntilIdle()
        #expect(bar.titleLabel.font.pointSize == 23, "the inline title stops at the largest standard size")
        #expect(edit?.titleLabel?.font.pointSize == 23, "bar button titles stop there too")
        #expect(bar.largeTitleLabel.font.pointSize == 60, "the large title grows to its AX5 size")
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 60, weight: .bold))
        let grownArea = 52 + (bar.largeTitleLabel.font.lineHeight - UIFont.systemFont(ofSize: 34, weight: .bold).lineHeight).rounded(.up)
        #expect(abs(bar.frame.height - (44 + grownArea)) < 0.5, "the bar grows by the large title's taller line")
        let table = list.tableView!
        let top = nav.view.safeAreaInsets.top
        #expect(abs(table.adjustedContentInset.top - (top + bar.frame.height)) < 0.5)
        #expect(abs(table.contentOffset.y + table.adjustedContentInset.top) < 0.5, "the list still rests at its top")
        let largeFrame = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar)
        #expect(largeFrame.minY >= 44 - 0.5 && largeFrame.maxY <= bar.bounds.height + 0.5)

        nav.pushViewController(detail, animated: false)
        app.runUntilIdle()
        #expect(bar.backButton.titleLabel?.font.pointSize == 23, "the back button's title is capped like the items")
        #expect(bar.titleLabel.font.pointSize == 23 && !bar.titleLabel.isHidden)
    }

    @Test("A touch in the search bar's padding around the field reaches the field; the Cancel button keeps its own")
    func searchBarPaddingReachesField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.layoutIfNeeded()
        let field = bar.searchTextField
        #expect(field.frame.height == 36)
        #expect(bar.hitTest(CGPoint(x: 20, y: 2), with: nil) === field, "above the field")
        #expect(bar.hitTest(CGPoint(x: 200, y: 54), with: nil) === field, "below the field")
        #expect(bar.hitTest(CGPoint(x: 2, y: 28), with: nil) === field, "in the leading margin")
        #expect(bar.hitTest(CGPoint(x: 388, y: 28), with: nil) === field, "in the trailing margin")
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let cancelHit = bar.hitTest(CGPoint(x: 388, y: 28), with: nil)
        #expect(cancelHit !== field, "past the gap the touch is the Cancel button's")
        #expect(bar.hitTest(CGPoint(x: field.frame.maxX + 1, y: 2), with: nil) === field)
        field.isUserInteractionEnabled = false
        #expect(bar.hitTest(CGPoint(x: 20, y: 2), with: nil) === bar, "a field that takes no touches gets none")
    }

    @Test("A tap in the padding of a navigation bar's search bar starts editing the field")
    func searchBarPaddingTap() {
        let app = HeadlessApp()
        let list = FruitListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let field = list.search.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: window)
        app.tap(at: CGPoint(x: frame.midX, y: frame.maxY + 6))
        app.runUntilIdle()
        #expect(field.isFirstResponder, "the 8 points below the field are part of its target")
    }

    @Test("After a push and a pop, the list's large title and search bar come back as they were (148-point bar)")
    func largeTitleAndSearchReturnAfterPop() {
        let app = HeadlessApp()
        let list = FruitListController(style: .plain)
        list.repeats = 6
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let bar = nav.navigationBar
        let table = list.tableView!
        let top = nav.view.safeAreaInsets.top
        #expect(abs(bar.frame.height - 148) < 0.5)
        #expect(abs(table.contentOffset.y + top + 148) < 0.5)

        let detail = UIViewController()
        detail.title = "Apple"
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        app.runUntilIdle()
        #expect(abs(bar.frame.height - 44) < 0.5, "the detail's bar is inline")

        nav.popViewController(animated: false)
        app.runUntilIdle()
        #expect(abs(bar.frame.height - 148) < 0.5, "the large title and the search bar are open again")
        #expect(abs(bar.visibleLargeTitleHeight - 52) < 0.5 && abs(bar.shownSearchHeight - 52) < 0.5)
        #expect(bar.titleLabel.isHidden && !bar.largeTitleLabel.isHidden)
        #expect(abs(table.adjustedContentInset.top - (top + 148)) < 0.5)
        #expect(abs(table.contentOffset.y + top + 148) < 0.5, "the list rests at its top under the full bar")
    }

    @Test("After an animated push and pop the large title and search bar come back too")
    func largeTitleAndSearchReturnAfterAnimatedPop() {
        let app = HeadlessApp()
        let list = FruitListController(style: .plain)
        list.repeats = 6
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        app.settle()
        nav.popViewController(animated: true)
        app.settle()
        let top = nav.view.safeAreaInsets.top
        #expect(abs(nav.navigationBar.frame.height - 148) < 0.5)
        #expect(abs(list.tableView.contentOffset.y + top + 148) < 0.5)
    }
}
