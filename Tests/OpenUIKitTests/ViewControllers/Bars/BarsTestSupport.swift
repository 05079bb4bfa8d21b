import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A list of numbered rows whose rows can be edited, for the bar tests.
final class BarsTestList: UITableViewController {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        rows = 0
        super.init(coder: coder)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Note \(indexPath.row + 1)"
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// Counts the calls of its action methods.
@MainActor final class BarsTestTarget {
    var calls: [String] = []
    func add() { calls.append("add") }
    func done(_ item: UIBarButtonItem) { calls.append("done:\(item.tag)") }
}

@MainActor
extension UIView {
    /// The receiver's frame in its window.
    var frameInWindow: CGRect { convert(bounds, to: window) }
}
