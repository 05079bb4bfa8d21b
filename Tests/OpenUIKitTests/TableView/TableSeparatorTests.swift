import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A cell that counts `awakeFromNib()` calls: without nibs, nothing calls it.
private final class AwakeCountingCell: UITableViewCell {
    static var awakeCalls = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        Self.awakeCalls += 1
    }
}

@MainActor @Suite struct TableSeparatorTests {
    @Test("UITableViewCell.SeparatorStyle has UIKit's cases and raw values; the etched style draws a single line")
    func separatorStyles() {
        #expect(UITableViewCell.SeparatorStyle.none.rawValue == 0)
        #expect(UITableViewCell.SeparatorStyle.singleLine.rawValue == 1)
        #expect(UITableViewCell.SeparatorStyle.singleLineEtched.rawValue == 2)
        let app = HeadlessApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.separatorStyle == .singleLine)
        let source = CountingTableSource(table, counts: [3])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.separatorStyle = .singleLineEtched
        app.makeWindow().addSubview(table)
        app.runUntilIdle()
        // A one-pixel separator at the bottom of each row, as with .singleLine.
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.subviews.contains { $0.frame.height == 1.0 / 3 && !$0.isHidden && $0.frame.maxY == cell?.bounds.height } == true)
    }

    @Test("The separator colour, set directly or through appearance, colours each row's separator")
    func separatorColor() {
        let app = HeadlessApp()
        UITableView.appearance().separatorColor = .systemRed
        #expect(UITableView.appearance().separatorColor == UIColor.systemRed)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.separatorColor == UIColor.separator)
        let source = CountingTableSource(table, counts: [2])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        app.makeWindow().addSubview(table)
        app.runUntilIdle()
        #expect(table.separatorColor == UIColor.systemRed)
        let separatorColors = { (cell: UITableViewCell?) in
            cell?.subviews.filter { $0.frame.height == 1.0 / 3 }.compactMap(\.backgroundColor) ?? []
        }
        #expect(separatorColors(table.cellForRow(at: IndexPath(row: 0, section: 0))) == [UIColor.systemRed])
        table.separatorColor = .systemGreen
        app.runUntilIdle()
        #expect(separatorColors(table.cellForRow(at: IndexPath(row: 1, section: 0))) == [UIColor.systemGreen])
    }

    @Test("awakeFromNib() can be overridden but is never called without nibs")
    func awakeFromNibIsNotCalled() {
        let app = HeadlessApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = CountingTableSource(table, counts: [2])
        table.register(AwakeCountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        app.makeWindow().addSubview(table)
        app.runUntilIdle()
        #expect(table.visibleCells.count == 2)
        #expect(AwakeCountingCell.awakeCalls == 0)
    }
}
