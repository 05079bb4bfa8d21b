import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A settings-style table reloaded from an alert's action keeps showing its rows.
@MainActor @Suite struct TableReloadFromAlertTests {
    final class Settings: UITableViewController {
        var name = "Tasks"

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 3 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 2 ? 2 : 1 }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = indexPath == IndexPath(row: 0, section: 2) ? "Rename \(name)" : "Row \(indexPath.section).\(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            let alert = UIAlertController(title: "New Name", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak self] _ in
                self?.name = "Home"
                self?.tableView.reloadData()
            })
            present(alert, animated: true)
        }
    }

    @Test("Every row is there after an alert action reloads the table", arguments: [false, true])
    func rowsAfterReload(inTabs: Bool) throws {
        let app = HeadlessApp()
        let settings = Settings(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: settings)
        if inTabs {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: UIViewController()), navigation]
            tabs.selectedIndex = 1
            app.makeWindow(rootViewController: tabs)
        } else {
            app.makeWindow(rootViewController: navigation)
        }
        app.advance(by: 1)
        let table = try #require(settings.tableView)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) != nil)
        _ = app.tap(try #require(table.cellForRow(at: IndexPath(row: 0, section: 2))))
        app.advance(by: 1)
        try #require(app.element(label: "Rename")).tap()
        app.advance(by: 1)
        let renamed = table.cellForRow(at: IndexPath(row: 0, section: 2))
        #expect((renamed?.contentConfiguration as? UIListContentConfiguration)?.text == "Rename Home")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) != nil, "the row below is still shown")
        #expect(table.visibleCells.count == 4)
    }
}
