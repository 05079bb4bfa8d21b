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
