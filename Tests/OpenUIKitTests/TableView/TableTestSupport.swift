import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A data source over section row counts, with cells showing "s.r", that counts
/// `tableView(_:cellForRowAt:)` calls and the distinct cells it was handed; as the table's
/// delegate (the kit's `TableViewDelegateRecorder`) it records the highlight and selection calls
/// as `.call("table", "didSelectRowAt", at: indexPath)`, and the data source's commits as
/// `.call("table", "commit", arguments: [style, indexPath])`.
@MainActor
final class CountingTableSource: TableViewDelegateRecorder, UITableViewDataSource {
    var counts: [Int]
    var cellForRowCalls = 0
    var cellsSeen = Set<ObjectIdentifier>()
    var editable = false
    /// Whether cells get a text ("s.r"); without, they only get the row as their tag.
    var configuresText = true
    var swipeActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingSwipeActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The rows' texts for self-sizing tables, by section.
    var texts: [[String]] = []

    /// Becomes `table`'s delegate, recording as "table"; the caller makes it the data source.
    init(_ table: UITableView, counts: [Int]) {
        self.counts = counts
        super.init(table, name: "table")
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellForRowCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.tag = indexPath.row
        if !configuresText {
            return cell
        }
        if let multiline = cell as? MultilineCell {
            multiline.label.text = texts[indexPath.section][indexPath.row]
        } else {
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        }
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        recorder.record(
            .call(name, "commit", arguments: [editingStyle == .delete ? "delete" : "other", "\(indexPath)"]))
        guard editingStyle == .delete else { return }
        counts[indexPath.section] -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeActions?(indexPath)
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        leadingSwipeActions?(indexPath)
    }
}

/// A cell with one multi-line label pinned by constraints 11 points from the content view's
/// top and bottom and 16 from its sides: its row's height comes from the label's text.
final class MultilineCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// One application with a full-screen (390 × 844) table view over a counting source.
@MainActor
struct TableStage {
    let app: HeadlessApp
    let table: UITableView
    let source: CountingTableSource

    init(
        counts: [Int], style: UITableView.Style = .plain, rowHeight: CGFloat? = 44,
        cellClass: UITableViewCell.Type = UITableViewCell.self, texts: [[String]] = [],
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        app = HeadlessApp(device: .bareScreen, layoutDirection: layoutDirection)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
        if let rowHeight { table.rowHeight = rowHeight }
        source = CountingTableSource(table, counts: counts)
        source.texts = texts
        table.register(cellClass, forCellReuseIdentifier: "row")
        table.dataSource = source
        controller.view.addSubview(table)
        app.runTurn()
    }

    /// The cells that are the table's subviews now.
    var liveCells: [UITableViewCell] { table.subviews.compactMap { $0 as? UITableViewCell } }

    /// The centre of the row, in the window (the table is at the window's origin).
    func center(of indexPath: IndexPath) -> CGPoint {
        let rect = table.rectForRow(at: indexPath)
        return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
    }
}
