import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A table of stack-view cells under a navigation controller, an animated push of a screen
/// with a pinned label, then a change to that label's text: the push moves views between layout
/// engines (removals the solver re-solves lazily), and the label's new intrinsic size arrives
/// while that re-solve is pending. It used to trap with an index out of range in the solver's
/// constant update (the slot of the size constraint was read before the re-solve renumbered it).
@MainActor @Suite struct NavigationPushConstantChangeTests {
    /// A cell whose content is a vertical stack of two labels pinned to the content view.
    final class TwoLabelCell: UITableViewCell {
        let title = UILabel()
        let detail = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let stack = UIStackView(arrangedSubviews: [title, detail])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    /// A list of such cells.
    final class TwoLabelList: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TwoLabelCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! TwoLabelCell
            cell.title.text = "Row \(indexPath.row)"
            cell.detail.text = "Detail \(indexPath.row)"
            return cell
        }
    }

    @Test("Changing a label's text after an animated push lays the label out at its new size", arguments: [true, false])
    func labelTextAfterPush(animated: Bool) throws {
        let app = HeadlessApp()
        let nav = UINavigationController(rootViewController: TwoLabelList())
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let second = UIViewController()
        let label = UILabel()
        label.text = "Before"
        label.translatesAutoresizingMaskIntoConstraints = false
        second.view.addSubview(label)
        label.topAnchor.constraint(equalTo: second.view.topAnchor, constant: 100).isActive = true
        label.leadingAnchor.constraint(equalTo: second.view.leadingAnchor, constant: 20).isActive = true
        nav.pushViewController(second, animated: animated)
        app.advance(by: 1)
        let before = label.frame
        label.text = "After, a longer text"
        app.runUntilIdle()
        #expect(nav.topViewController === second)
        #expect(label.frame.origin == CGPoint(x: 20, y: 100))
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > before.width)
        // And back: the list's cells still lay out.
        nav.popViewController(animated: animated)
        app.advance(by: 1)
        label.text = "Gone"
        app.runUntilIdle()
        #expect(nav.topViewController is TwoLabelList)
    }
}
