import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The detail accessories: an info button that tells the delegate and does not select the
/// row, and for `.detailDisclosureButton` a chevron after it.
@MainActor
@Suite struct TableDetailAccessoryTests {
    private final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var events: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
            cell.accessoryType = indexPath.row == 0 ? .detailButton : .detailDisclosureButton
            return cell
        }
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            events.append("info \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("select \(indexPath.row)")
        }
    }

    private func makeStage(scale: CGFloat = 1, style: UIUserInterfaceStyle = .light) -> (HeadlessApp, UITableView, Source) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 300), scale: scale)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        let source = Source()
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        app.runUntilIdle()
        return (app, table, source)
    }

    @Test("The info button tells the delegate and does not select; the rest of the row selects it")
    func infoButton() throws {
        let (app, table, source) = makeStage()
        let info = try #require(app.element(label: "More Info"))
        info.tap()
        app.advance(by: 0.3)
        #expect(source.events == ["info 0"])
        #expect(table.indexPathForSelectedRow == nil)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let frame = cell.convert(cell.bounds, to: nil)
        app.tap(at: CGPoint(x: 100, y: frame.midY))
        app.advance(by: 0.3)
        #expect(source.events == ["info 0", "select 1"])
        // The disclosure accessory is wider: its content view leaves room for the info button and the chevron.
        let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.width < plain.contentView.frame.width)
    }

    @Test("The info glyph is drawn in the tint and the chevron after it, light and dark at 3x")
    func pixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, table, _) = makeStage(scale: 3, style: style)
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try app.renderPNG().write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent("table-detail-\(style == .light ? "light" : "dark").png"))
            }
            let pixels = PixelBuffer(app.render())
            for row in 0..<2 {
                let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
                let frame = cell.convert(cell.bounds, to: nil)
                var tinted = 0
                for y in Int(3 * frame.minY)..<Int(3 * frame.maxY) {
                    for x in Int(3 * (frame.maxX - 90))..<Int(3 * frame.maxX) {
                        let pixel = pixels[x, y]
                        if Int(pixel.blue) > Int(pixel.red) + 100 { tinted += 1 }
                    }
                }
                #expect(tinted > 100, "row \(row) draws the info glyph in the tint")
            }
        }
    }
}
