import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A row whose content shows an image before its text starts its separator where the text
/// starts, not at the image, as iOS's automatic separator inset does; right to left, the
/// same distance from the right edge. Rows without an image, and separator insets the app
/// set, keep the inset.
@MainActor
@Suite struct SeparatorFollowsTextTests {
    /// A 390 × 44 cell of `style` showing a 24-point square image and text, in the window of
    /// an application of `direction`, laid out.
    private func builtInCell(
        _ style: UITableViewCell.CellStyle, _ direction: UIUserInterfaceLayoutDirection
    ) -> (HeadlessApp, UITableViewCell) {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
        let window = app.makeWindow()
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.imageView?.image = UIImage(size: CGSize(width: 24, height: 24)) { _ in }
        cell.textLabel?.text = "Wi-Fi"
        if style != .default { cell.detailTextLabel?.text = "Home" }
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        window.addSubview(cell)
        cell.layoutIfNeeded()
        return (app, cell)
    }

    /// The text label's frame in the cell's coordinates.
    private func textFrame(_ cell: UITableViewCell) throws -> CGRect {
        let label = try #require(cell.textLabel)
        return label.convert(label.bounds, to: cell)
    }

    @Test("Built-in .default, .subtitle and .value1 rows start the separator at the text, mirrored right to left",
          arguments: [UITableViewCell.CellStyle.default, .subtitle, .value1])
    func builtInStyles(style: UITableViewCell.CellStyle) throws {
        let (ltrApp, ltr) = builtInCell(style, .leftToRight)
        let (rtlApp, rtl) = builtInCell(style, .rightToLeft)
        defer { withExtendedLifetime((ltrApp, rtlApp)) {} }
        let ltrText = try textFrame(ltr)
        #expect(abs(ltrText.minX - (16 + 24 + 16)) < 0.01)
        #expect(abs(ltr.separatorView.frame.minX - ltrText.minX) < 0.01)
        #expect(ltr.separatorView.frame.maxX == 390)
        let rtlText = try textFrame(rtl)
        #expect(abs(rtl.separatorView.frame.maxX - rtlText.maxX) < 0.01)
        #expect(rtl.separatorView.frame.minX == 0)
    }

    @Test("A row without an image keeps the 16-point inset")
    func noImage() {
        let app = HeadlessApp(device: .bareScreen)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "General"
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        app.makeWindow().addSubview(cell)
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 16)
    }

    /// A table whose rows show the default content configuration with an image and text.
    private final class ConfiguredSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: "wifi")
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test("A content configuration with an image starts the separator at its text; a table's own inset wins",
          arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func contentConfiguration(direction: UIUserInterfaceLayoutDirection) throws {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
        let source = ConfiguredSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        controller.view.addSubview(table)
        app.runTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let listView = try #require(cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView)
        listView.layoutIfNeeded()
        let text = listView.textLabel.convert(listView.textLabel.bounds, to: cell)
        #expect(text.width > 0)
        let separator = cell.separatorView.frame
        if direction == .leftToRight {
            #expect(separator.minX == text.minX)
            #expect(separator.minX > 40)
        } else {
            #expect(separator.maxX == text.maxX)
            #expect(separator.maxX < cell.bounds.width - 40)
        }
        table.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        app.runTurn()
        cell.layoutIfNeeded()
        if direction == .leftToRight {
            #expect(cell.separatorView.frame.minX == 10)
        } else {
            #expect(cell.separatorView.frame.maxX == cell.bounds.width - 10)
        }
        withExtendedLifetime(source) {}
    }

    @Test("A list cell with an image starts its automatic separator at the text, mirrored right to left",
          arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func listCell(direction: UIUserInterfaceLayoutDirection) throws {
        let stage = ListStage(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [("s", ["Wi-Fi", "Bluetooth"])],
            layoutDirection: direction, images: ["Wi-Fi": try #require(UIImage(systemName: "wifi"))])
        let cell = try #require(stage.cell(0))
        cell.layoutIfNeeded()
        let listView = try #require(cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView)
        let text = listView.textLabel.convert(listView.textLabel.bounds, to: cell)
        let separator = cell.bottomSeparator.frame
        #expect(!cell.bottomSeparator.isHidden)
        if direction == .leftToRight {
            #expect(abs(separator.minX - text.minX) < 0.01)
            #expect(separator.minX > 40)
        } else {
            #expect(abs(separator.maxX - text.maxX) < 0.01)
            #expect(separator.maxX < cell.bounds.width - 40)
        }
    }
}
