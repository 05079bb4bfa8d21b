import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `.value1` and `.value2` cells, and `UIListContentConfiguration.valueCell()`, keep their
/// texts side by side at the standard text sizes and stack the secondary text under the
/// primary one at the accessibility sizes, as iOS does. Set `OPENUIKIT_VALUE1_PNG_DIR` to
/// also write the list as a PNG.
@MainActor @Suite struct Value1StackingTests {
    final class ValueList: UITableViewController {
        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch indexPath.row {
            case 0:
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Bluetooth"
                cell.detailTextLabel?.text = "On"
                cell.accessoryType = .disclosureIndicator
                return cell
            case 1:
                let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
                cell.textLabel?.text = "Name"
                cell.detailTextLabel?.text = "iPhone"
                return cell
            default:
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = UIListContentConfiguration.valueCell()
                content.text = "Version"
                content.secondaryText = "17.5"
                cell.contentConfiguration = content
                return cell
            }
        }
    }

    func show(_ category: UIContentSizeCategory, style: UIUserInterfaceStyle = .light) -> (HeadlessApp, ValueList, UIWindow) {
        let app = HeadlessApp(scale: 3)
        app.preferredContentSizeCategory = category
        app.userInterfaceStyle = style
        let list = ValueList()
        let window = app.makeWindow(rootViewController: list)
        app.runUntilIdle()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_VALUE1_PNG_DIR"] {
            let name = "value1-\(category.rawValue)-\(style == .dark ? "dark" : "light").png"
            try? app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
        return (app, list, window)
    }

    func cell(_ list: ValueList, _ row: Int) -> UITableViewCell {
        list.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
    }

    @Test("At the standard sizes a value1 cell's detail sits at the trailing edge on the title's line")
    func sideBySide() {
        let (_, list, window) = show(.large)
        let value1 = cell(list, 0)
        let text = value1.textLabel!.frame
        let detail = value1.detailTextLabel!.frame
        #expect(detail.minX > text.minX + 100 && abs(detail.midY - text.midY) < 1)
        let content = cell(list, 2).contentView.subviews.compactMap({ $0 as? UIListContentView }).first
        if let content {
            #expect(content.secondaryTextLabel.frame.minX > content.textLabel.frame.maxX)
        }
        #expect(abs(value1.frame.height - 44) < 0.5)
        withExtendedLifetime(window) {}
    }

    @Test("At an accessibility size value1 and value2 details and a value cell's secondary text go under the title, at its leading edge, and the rows grow", arguments: [UIUserInterfaceStyle.light, .dark])
    func stacked(style: UIUserInterfaceStyle) {
        let (_, list, window) = show(.accessibilityLarge, style: style)
        for row in [0, 1] {
            let cell = cell(list, row)
            let text = cell.textLabel!.frame
            let detail = cell.detailTextLabel!.frame
            #expect(detail.minX == text.minX, "row \(row): the detail starts where the title does")
            #expect(detail.minY >= text.maxY - 0.5, "row \(row): the detail is under the title")
            #expect(detail.maxY <= cell.contentView.bounds.height + 0.5 && text.minY >= 0)
            #expect(cell.frame.height >= text.height + detail.height + 22 - 0.5, "row \(row): the row holds both lines")
        }
        let content = cell(list, 2).contentView.subviews.compactMap({ $0 as? UIListContentView }).first
        #expect(content != nil)
        if let content {
            let text = content.textLabel.frame
            let secondary = content.secondaryTextLabel.frame
            #expect(secondary.minX == text.minX && secondary.minY >= text.maxY)
            #expect(cell(list, 2).frame.height >= text.height + secondary.height)
        }
        withExtendedLifetime(window) {}
    }
}
