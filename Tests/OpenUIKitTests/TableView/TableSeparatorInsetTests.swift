import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A source whose row 1 cell sets its own separator inset.
@MainActor
private final class InsetCellSource: TableViewDelegateRecorder, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if indexPath.row == 1 { cell.separatorInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0) }
        return cell
    }
}

@MainActor @Suite struct TableSeparatorInsetTests {
    /// A 320-point table in a window, red separators, rows 44 points tall.
    private func stage(style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in })
        -> (HeadlessApp, UITableView, InsetCellSource)
    {
        let app = HeadlessApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        table.rowHeight = 44
        table.contentInsetAdjustmentBehavior = .never
        table.separatorColor = .systemRed
        let source = InsetCellSource(table, name: "table")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        configure(table)
        app.makeWindow().addSubview(table)
        app.runUntilIdle()
        return (app, table, source)
    }

    /// Whether the pixel at `x` points on the separator line under `row` is the separator's red.
    private func isRed(_ app: HeadlessApp, x: CGFloat, row: Int) -> Bool {
        let pixels = PixelBuffer(app.render())
        let y = Int(CGFloat(row + 1) * 44 * 3) - 1
        let pixel = pixels[Int(x * 3), y]
        return pixel.red > 200 && pixel.green < 100 && pixel.blue < 100
    }

    @Test("By default the separators start 16 points in and reach the right edge")
    func defaultInset() {
        let (app, table, _) = stage()
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(!isRed(app, x: 15, row: 0))
        #expect(isRed(app, x: 17, row: 0))
        #expect(isRed(app, x: 319, row: 0))
    }

    @Test("The table's separatorInset moves every separator whose cell sets none; a cell's own inset wins")
    func tableInset() {
        let (app, table, _) = stage { $0.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 30) }
        #expect(table.separatorInset.left == 60)
        #expect(!isRed(app, x: 59, row: 0))
        #expect(isRed(app, x: 61, row: 0))
        #expect(isRed(app, x: 289, row: 0))
        #expect(!isRed(app, x: 291, row: 0))
        #expect(!isRed(app, x: 99, row: 1))
        #expect(isRed(app, x: 101, row: 1))
        #expect(isRed(app, x: 310, row: 1), "the cell's own inset has no right inset")
        table.separatorInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        app.runUntilIdle()
        #expect(isRed(app, x: 9, row: 0))
    }

    @Test("An inset-grouped table's default separator inset is 20 points")
    func insetGroupedDefault() {
        let (_, table, _) = stage(style: .insetGrouped)
        #expect(table.separatorInset.left == 20)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 20)
    }
}
