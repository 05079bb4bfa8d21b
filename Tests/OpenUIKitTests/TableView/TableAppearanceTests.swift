import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Unconfigured cells (the built-in `textLabel`/`detailTextLabel`) in plain, grouped and
/// inset-grouped tables, drawn at scale 3 in light and dark: the palette's colours, rounded
/// inset-grouped sections, the 20-point text margin, separators, header and footer titles.
/// The PNGs are written to the temporary folder to look at.
@MainActor
@Suite struct TableAppearanceTests {
    /// A data source of `.value1` rows, made without a registered class, with section titles.
    final class TitledRowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        let sections: [[(String, String?)]] = [
            [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", nil)],
            [("General", nil), ("Display", nil)],
        ]

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : nil
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "Turn radios off in flight." : nil
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
            let (text, detail) = sections[indexPath.section][indexPath.row]
            cell.textLabel?.text = text
            cell.detailTextLabel?.text = detail
            return cell
        }
    }

    @MainActor
    struct Screen {
        let app = HeadlessApp(device: .bareScreen)
        let table: UITableView
        let source = TitledRowsSource()
        var pixels: PixelBuffer

        init(style: UITableView.Style, dark: Bool, name: String, selecting: IndexPath? = nil) throws {
            if dark { app.userInterfaceStyle = .dark }
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 420), style: style)
            table.dataSource = source
            table.delegate = source
            controller.view.addSubview(table)
            app.runTurn()
            if let selecting {
                table.selectRow(at: selecting, animated: false, scrollPosition: .none)
                app.runTurn()
            }
            try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-\(name).png"))
            pixels = PixelBuffer(app.render())
        }

        func row(_ row: Int, _ section: Int) -> CGRect {
            table.rectForRow(at: IndexPath(row: row, section: section))
        }

        func cell(_ row: Int, _ section: Int) -> UITableViewCell {
            table.cellForRow(at: IndexPath(row: row, section: section))!
        }

        func pixel(_ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
            pixels[Int(x * 3), Int(y * 3)]
        }

        /// The pixel just above the bottom edge of a row (where its separator is drawn).
        func separatorPixel(_ row: Int, _ section: Int, x: CGFloat) -> PixelBuffer.Pixel {
            pixel(x, self.row(row, section).maxY - 0.2)
        }

        /// The shown header or footer title labels, by text.
        func titleLabel(_ text: String) -> UILabel? {
            func find(_ view: UIView) -> UILabel? {
                if let label = view as? UILabel, label.text == text { return label }
                for subview in view.subviews { if let found = find(subview) { return found } }
                return nil
            }
            return find(table)
        }
    }

    static func bytes(_ red: Int, _ green: Int, _ blue: Int) -> PixelBuffer.Pixel {
        PixelBuffer.Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
    }

    @Test("Unconfigured inset-grouped rows: grouped colours, rounded sections, 20-point text, no last separator",
        arguments: [false, true])
    func insetGroupedUnconfigured(dark: Bool) throws {
        let screen = try Screen(style: .insetGrouped, dark: dark, name: "table-inset-unconfigured-\(dark ? "dark" : "light")")
        let background = dark ? Self.bytes(0, 0, 0) : Self.bytes(242, 242, 247)
        let rowColor = dark ? Self.bytes(28, 28, 30) : Self.bytes(255, 255, 255)
        let first = screen.row(0, 0)
        #expect(first.minX == 20 && first.width == 350)
        #expect(screen.pixel(10, first.midY).isClose(to: background))
        #expect(screen.pixel(360, first.midY).isClose(to: rowColor))
        // The section's outer corners are rounded (10 points): the corner shows the table.
        #expect(screen.pixel(first.minX + 0.4, first.minY + 0.4).isClose(to: background))
        #expect(screen.pixel(first.minX + 10, first.minY + 0.4).isClose(to: rowColor))
        let last = screen.row(2, 0)
        #expect(screen.pixel(last.maxX - 0.4, last.maxY - 0.4).isClose(to: background))
        #expect(screen.pixel(screen.row(1, 0).minX + 0.4, screen.row(1, 0).minY + 0.4).isClose(to: rowColor))
        // Separators start under the text (20 points in) and none follows the last row.
        #expect(screen.separatorPixel(0, 0, x: first.minX + 10).isClose(to: rowColor))
        #expect(!screen.separatorPixel(0, 0, x: 200).isClose(to: rowColor))
        #expect(screen.separatorPixel(2, 0, x: 200).isClose(to: rowColor))
        let cell = screen.cell(0, 0)
        #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
        #expect(cell.separatorInset.left == 20)
        #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: nil).minX == 40)
        #expect(cell.detailTextLabel!.convert(cell.detailTextLabel!.bounds, to: nil).maxX == 350)
    }

    @Test("Grouped titles: the header in capitals, the footer as given, footnote text in secondaryLabel lined up with the rows",
        arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedTitles(style: UITableView.Style) throws {
        let screen = try Screen(style: style, dark: false, name: "table-titles-\(style == .grouped ? "grouped" : "inset")")
        let header = try #require(screen.titleLabel("CONNECTIONS"))
        let footer = try #require(screen.titleLabel("Turn radios off in flight."))
        #expect(header.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(header.textColor == .secondaryLabel && footer.textColor == .secondaryLabel)
        let textX = screen.cell(0, 0).textLabel!.convert(screen.cell(0, 0).textLabel!.bounds, to: nil).minX
        #expect(header.convert(header.bounds, to: nil).minX == textX)
        // The header sits over the section, the footer right under it.
        let headerFrame = header.convert(header.bounds, to: nil)
        let footerFrame = footer.convert(footer.bounds, to: nil)
        #expect(headerFrame.maxY <= screen.row(0, 0).minY && screen.row(0, 0).minY - headerFrame.maxY <= 8)
        #expect(footerFrame.minY >= screen.row(2, 0).maxY && footerFrame.minY - screen.row(2, 0).maxY <= 8)
    }

    @Test("Unconfigured grouped rows: full width in secondarySystemGroupedBackground, no separator after a section's last row",
        arguments: [false, true])
    func groupedUnconfigured(dark: Bool) throws {
        let screen = try Screen(style: .grouped, dark: dark, name: "table-grouped-unconfigured-\(dark ? "dark" : "light")")
        let background = dark ? Self.bytes(0, 0, 0) : Self.bytes(242, 242, 247)
        let rowColor = dark ? Self.bytes(28, 28, 30) : Self.bytes(255, 255, 255)
        let first = screen.row(0, 0)
        #expect(first.minX == 0 && first.width == 390)
        #expect(screen.pixel(1, first.midY).isClose(to: rowColor))
        #expect(screen.pixel(1, first.minY + 0.4).isClose(to: rowColor))
        #expect(screen.pixel(1, first.minY - 2).isClose(to: background))
        #expect(!screen.separatorPixel(0, 0, x: 200).isClose(to: rowColor))
        #expect(screen.separatorPixel(2, 0, x: 200).isClose(to: rowColor))
        #expect(screen.cell(0, 0).textLabel!.convert(screen.cell(0, 0).textLabel!.bounds, to: nil).minX == 16)
    }

    @Test("A selected row hides its own separator and the one above it, as iOS draws it",
        arguments: [false, true])
    func selectedRowSeparators(dark: Bool) throws {
        let screen = try Screen(
            style: .plain, dark: dark, name: "table-selected-\(dark ? "dark" : "light")",
            selecting: IndexPath(row: 1, section: 0))
        let rowColor = dark ? Self.bytes(0, 0, 0) : Self.bytes(255, 255, 255)
        let gray4 = dark ? Self.bytes(58, 58, 60) : Self.bytes(209, 209, 214)
        #expect(screen.pixel(200, screen.row(1, 0).midY).isClose(to: gray4))
        #expect(screen.separatorPixel(0, 0, x: 200).isClose(to: rowColor))
        #expect(screen.separatorPixel(1, 0, x: 200).isClose(to: gray4))
        // The next row down keeps its separator.
        #expect(!screen.separatorPixel(2, 0, x: 200).isClose(to: rowColor))
        #expect(screen.cell(0, 0).selectionStyle == .default)

        // Deselecting brings both lines back.
        screen.table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        screen.app.runTurn()
        let after = PixelBuffer(screen.app.render())
        #expect(!after[200 * 3, Int((screen.row(0, 0).maxY - 0.2) * 3)].isClose(to: rowColor))
        #expect(!after[200 * 3, Int((screen.row(1, 0).maxY - 0.2) * 3)].isClose(to: rowColor))
    }

    @Test("A background colour the app sets survives the table's style; configured rows keep 20-point text in inset-grouped")
    func appBackgroundKept() throws {
        let app = HeadlessApp(device: .bareScreen)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .insetGrouped)
        let source = TitledRowsSource()
        table.dataSource = source
        controller.view.addSubview(table)
        app.runTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.backgroundColor = .systemRed
        table.reloadData()
        app.runTurn()
        let reused = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let redCells = table.visibleCells.filter { $0.backgroundColor == .systemRed }
        #expect(redCells.count == 1)
        #expect(reused.contentView.layoutMargins.left == 20)
    }

    @Test("A system button with a title is its title plus 6 points above and below (30 points for the 15-point font)")
    func systemButtonHeight() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        let size = button.intrinsicContentSize
        #expect(size.height == title.height + 12)
        #expect(abs(size.height - 30) <= 1.5)
        #expect(size.width == title.width)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17)
        button.invalidateIntrinsicContentSize()
        #expect(abs(button.intrinsicContentSize.height - 34) <= 1.5)
        // Insets the app gives replace the padding.
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        #expect(button.intrinsicContentSize.height == button.titleLabel!.intrinsicContentSize.height + 4)
    }

    @Test("System buttons drawn at 3x in light and dark: a tinted title centred in its 30-point box",
        arguments: [false, true])
    func systemButtonPixels(dark: Bool) throws {
        let app = HeadlessApp(device: .bareScreen)
        if dark { app.userInterfaceStyle = .dark }
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 40, y: 100)
        controller.view.addSubview(button)
        app.runTurn()
        try app.renderPNG().write(
            to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-button-system-\(dark ? "dark" : "light").png"))
        let pixels = PixelBuffer(app.render())
        let blue = dark ? Self.bytes(10, 132, 255) : Self.bytes(0, 122, 255)
        let background = dark ? Self.bytes(0, 0, 0) : Self.bytes(255, 255, 255)
        var tinted = 0
        for y in Int(button.frame.minY * 3)..<Int(button.frame.maxY * 3) {
            for x in Int(button.frame.minX * 3)..<Int(button.frame.maxX * 3) where pixels[x, y].isClose(to: blue, tolerance: 6) {
                tinted += 1
            }
        }
        #expect(tinted > 100)
        // The 6-point bands above and below the title stay background.
        #expect(pixels[Int(button.frame.midX * 3), Int((button.frame.minY + 2) * 3)].isClose(to: background))
        #expect(pixels[Int(button.frame.midX * 3), Int((button.frame.maxY - 2) * 3)].isClose(to: background))
        #expect(button.frame.height >= 29)
    }
}
