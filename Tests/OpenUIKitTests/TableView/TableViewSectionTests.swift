import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Section headers from titles: their heights per style, and plain headers floating.
@MainActor
@Suite struct TableViewSectionTests {
    @MainActor
    final class TitledSource: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    private func makeTable(_ style: UITableView.Style, in app: HeadlessApp) -> (UITableView, TitledSource) {
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
        table.rowHeight = 44
        let source = TitledSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        controller.view.addSubview(table)
        app.runTurn()
        return (table, source)
    }

    @Test("A plain header stays at the top while its section scrolls under it, until the next section pushes it")
    func floatingHeaders() {
        let app = HeadlessApp(device: .bareScreen)
        let (table, source) = makeTable(.plain, in: app)
        _ = source
        // Section 0: header 0…28, rows 28…1348; section 1 starts at 1348.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28 + 30 * 44))
        table.contentOffset = CGPoint(x: 0, y: 500)
        app.runTurn()
        #expect(table.headerView(forSection: 0)?.frame.minY == 500)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        table.contentOffset = CGPoint(x: 0, y: 1340)
        app.runTurn()
        // Pushed up by section 1, which begins at 1348: 1348 − 28.
        #expect(table.headerView(forSection: 0)?.frame.minY == 1320)
        #expect(table.headerView(forSection: 1)?.frame.minY == 1348)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        app.runTurn()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == 2000)
    }

    @Test("Grouped headers are 38 points and scroll with their section; inset grouped rows are inset by 20")
    func groupedStyles() {
        let app = HeadlessApp(device: .bareScreen)
        let (grouped, groupedSource) = makeTable(.grouped, in: app)
        _ = groupedSource
        #expect(grouped.rectForHeader(inSection: 1) == CGRect(x: 0, y: 38 + 30 * 44 + 18, width: 390, height: 38))
        grouped.contentOffset = CGPoint(x: 0, y: 1300)
        app.runTurn()
        // Not floating: section 0's header stays at its section's top, off screen.
        #expect(grouped.headerView(forSection: 0)?.frame.minY == 0)
        #expect(grouped.headerView(forSection: 1)?.frame.minY == CGFloat(38 + 30 * 44 + 18))
        #expect(grouped.headerView(forSection: 1)?.textLabel?.text == "SECTION 1")

        let (inset, insetSource) = makeTable(.insetGrouped, in: app)
        _ = insetSource
        #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 38, width: 350, height: 44))
        #expect(inset.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width == 350)
    }
}
