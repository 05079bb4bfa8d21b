import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A table screen drawn to pixels: section titles, standard cells, a selected row, an open
/// swipe.
@MainActor
@Suite struct TableViewRenderTests {
    @MainActor
    final class SettingsSource: UITableViewDataSource, UITableViewDelegate {
        let sections = [("General", ["About", "Software Update", "Storage"]), ("Display", ["Brightness", "Text Size"])]

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].1.count
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].0
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "value1")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
            cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
            cell.detailTextLabel?.text = indexPath.row == 0 ? "On" : nil
            cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .checkmark
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test("The screen shows the title headers, rows with accessories, the selected row and a Delete action")
    func renderSettings() throws {
        let app = HeadlessApp(device: .bareScreen)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let source = SettingsSource()
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        app.runTurn()
        // Headers are 28 points: section 0's rows start at 28, section 1's header at 28 + 3 × 44.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 188)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.drag(from: CGPoint(x: 300, y: 210), to: CGPoint(x: 150, y: 210), steps: 10, duration: 0.3)
        app.runTurn()
        let png = app.renderPNG()
        try png.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-table.png"))
        let pixels = PixelBuffer(app.render())
        let scale = 3
        // The selected row (28 + 44 … 28 + 88) is filled with the selection grey.
        #expect(pixels[200 * scale, 80 * scale].isClose(to: .rgb(209 / 255, 209 / 255, 214 / 255)))
        // The header's background, left of its title.
        #expect(pixels[5 * scale, 5 * scale].isClose(to: .rgb(242 / 255, 242 / 255, 247 / 255)))
        // The open swipe of "Brightness" (188 … 232) shows the red Delete button at the right.
        #expect(pixels[385 * scale, 192 * scale].isClose(to: .rgb(1, 59 / 255, 48 / 255)))
        // An unselected row is white.
        #expect(pixels[200 * scale, 40 * scale].isClose(to: .rgb(1, 1, 1)))
    }
}
