import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The disclosure chevron and the checkmark grow with the text size (the body style's
/// scaling, up to twice their default size), and the content view leaves room for them.
@MainActor
@Suite struct TableAccessoryScalingTests {
    private final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "General" : "Chosen"
            cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .checkmark
            return cell
        }
    }

    /// A table of a chevron row and a checkmark row at `category`; returns the app, the
    /// table and the chevron row's cell.
    private func makeStage(_ category: UIContentSizeCategory, style: UIUserInterfaceStyle = .light)
        -> (HeadlessApp, UITableView, Source)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 400))
        app.userInterfaceStyle = style
        app.preferredContentSizeCategory = category
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .insetGrouped)
        let source = Source()
        table.dataSource = source
        controller.view.addSubview(table)
        app.runUntilIdle()
        return (app, table, source)
    }

    /// The subview of `cell` that is neither its content view nor a background: the accessory.
    private func accessory(of cell: UITableViewCell) -> UIView? {
        cell.subviews.first { view in
            view !== cell.contentView && view.frame.width < 60 && view.frame.height < 60 && view.frame.height >= 20
                && view.frame.minX > cell.bounds.width / 2
        }
    }

    @Test("At the default size the chevron is 14 × 20 pt; larger text makes it larger, at most twice")
    func chevronSizes() throws {
        var widths: [CGFloat] = []
        var contentWidths: [CGFloat] = []
        for category in [UIContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let (_, table, source) = makeStage(category)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let chevron = try #require(accessory(of: cell))
            widths.append(chevron.frame.width)
            contentWidths.append(cell.contentView.frame.width)
            #expect(abs(chevron.frame.height / chevron.frame.width - 20.0 / 14.0) < 0.01)
            #expect(chevron.frame.maxX <= cell.bounds.width)
            withExtendedLifetime(source) {}
        }
        #expect(widths[0] == 14)
        #expect(widths[1] > 14 && widths[1] < 28, "\(widths)")
        #expect(widths[2] == 28, "capped at twice the default: \(widths)")
        #expect(contentWidths[0] > contentWidths[1] && contentWidths[1] > contentWidths[2], "\(contentWidths)")
    }

    @Test("A text-size change on a shown table gives the chevron and the content view their new sizes in the next layout", arguments: [
        (UIContentSizeCategory.accessibilityExtraLarge, UIContentSizeCategory.extraSmall),
        (UIContentSizeCategory.large, UIContentSizeCategory.accessibilityExtraExtraExtraLarge),
    ])
    func textSizeChangeOnAShownTable(from: UIContentSizeCategory, to: UIContentSizeCategory) throws {
        // The app soak's seed 2 (step 199,680): rows of the gallery's list kept the content
        // width of the previous text size until something else laid the cell out again; the
        // row's frame stays the same, so nothing had.
        // Rows of a fixed height, as the gallery's were: the text size changes no row's frame.
        let (app, table, source) = makeStage(from)
        table.rowHeight = 62
        app.runUntilIdle()
        let fresh = makeStage(to)
        fresh.1.rowHeight = 62
        fresh.0.runUntilIdle()
        app.preferredContentSizeCategory = to
        app.runUntilIdle()
        for row in 0..<2 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let expected = try #require(fresh.1.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.frame.width == expected.frame.width)
            #expect(cell.contentView.frame == expected.contentView.frame, "row \(row)")
            #expect(accessory(of: cell)?.frame == accessory(of: expected)?.frame, "row \(row)")
        }
        withExtendedLifetime((source, fresh)) {}
    }

    private final class ConfiguredSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = ["Lists", "Buttons", "Menus"][indexPath.row]
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test("Rows with content configurations under a sheet take the new text size's chevron room, as a fresh table does")
    func configuredRowsUnderASheet() throws {
        func stage(_ category: UIContentSizeCategory) -> (HeadlessApp, UITableView, UIViewController) {
            let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
            app.preferredContentSizeCategory = category
            let controller = UITableViewController(style: .insetGrouped)
            controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
            app.makeWindow(rootViewController: UINavigationController(rootViewController: controller))
            app.settle()
            return (app, controller.tableView, controller)
        }
        let source = ConfiguredSource()
        let (app, table, controller) = stage(.accessibilityExtraLarge)
        table.dataSource = source
        table.reloadData()
        app.settle()
        controller.present(UINavigationController(rootViewController: UIViewController()), animated: true)
        app.settle()
        app.preferredContentSizeCategory = .extraSmall
        app.settle()
        let fresh = stage(.extraSmall)
        fresh.1.dataSource = source
        fresh.1.reloadData()
        fresh.0.settle()
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let expected = try #require(fresh.1.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.contentView.frame.width == expected.contentView.frame.width, "row \(row)")
            // Found while tracing the soak's seed 2 (not fixed yet): under the sheet the rows
            // keep the height they had at the previous text size (62 pt) where a fresh table at
            // the new one gives 44.
            withKnownIssue("configured rows under a sheet keep the previous text size's height (whether the cover or the configuration is the cause is not known yet)") {
                #expect(cell.contentView.frame.height == expected.contentView.frame.height, "row \(row)")
            }
        }
        // Laying every cell out again moves nothing.
        let before = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentView.frame }
        for row in 0..<3 { table.cellForRow(at: IndexPath(row: row, section: 0))?.setNeedsLayout() }
        table.layoutIfNeeded()
        let after = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentView.frame }
        #expect(before == after)
    }

    @Test("The larger chevron and checkmark are drawn larger: their pixels span more rows; PNGs at 3x, light and dark")
    func drawnLarger() throws {
        func inkRows(_ category: UIContentSizeCategory) throws -> Int {
            let (app, table, source) = makeStage(category)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let chevron = try #require(accessory(of: cell))
            let frame = chevron.convert(chevron.bounds, to: nil)
            let pixels = PixelBuffer(app.render())
            var rows = 0
            for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
                let inked = (Int(frame.minX * 3)..<Int(frame.maxX * 3)).contains { x in
                    let pixel = pixels[x, y]
                    return Int(pixel.red) < 230
                }
                if inked { rows += 1 }
            }
            withExtendedLifetime(source) {}
            return rows
        }
        let small = try inkRows(.large)
        let large = try inkRows(.accessibilityExtraExtraExtraLarge)
        #expect(small > 20 && large > small + small / 2, "\(small) rows at the default size, \(large) at AX3")
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, _, source) = makeStage(.accessibilityExtraExtraExtraLarge, style: style)
            try? app.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-accessory-ax3-\(style == .light ? "light" : "dark").png"))
            withExtendedLifetime(source) {}
        }
    }
}
