import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A form of 20 rows, each with a text field, in a table view controller.
@MainActor
private final class FormController: UITableViewController {
    var fields: [IndexPath: UITextField] = [:]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let field = UITextField(frame: CGRect(x: 16, y: 5, width: 200, height: 34))
        field.placeholder = "Row \(indexPath.row)"
        cell.contentView.addSubview(field)
        fields[indexPath] = field
        return cell
    }
}

@MainActor
@Suite struct TableViewControllerKeyboardTests {
    @Test("A table view controller makes room for the software keyboard and shows the edited row; the room goes with it")
    func keyboardAvoidance() throws {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let form = FormController(style: .plain)
        let window = app.makeWindow(rootViewController: form)
        app.runUntilIdle()
        let table = try #require(form.tableView)
        let safeBottom = window.safeAreaInsets.bottom
        #expect(table.contentInset.bottom == 0)
        let row = IndexPath(row: 12, section: 0)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        app.runUntilIdle()
        let field = try #require(form.fields[row])
        let before = try #require(table.cellForRow(at: row)).convert(field.frame, to: nil)
        #expect(before.minY > app.application.screen.bounds.height - 291, "the keyboard would cover the field")
        field.becomeFirstResponder()
        app.advance(by: 0.5)
        let keyboard = try #require(app.softwareKeyboardFrame)
        #expect(keyboard.height > 0)
        let covered = table.convert(table.bounds, to: nil).maxY - keyboard.minY
        #expect(table.contentInset.bottom == covered - safeBottom, "the covered height, less the safe area the table already adds")
        #expect(table.verticalScrollIndicatorInsets.bottom == covered - safeBottom)
        let cell = try #require(table.cellForRow(at: row))
        let cellInWindow = cell.convert(cell.bounds, to: nil)
        #expect(cellInWindow.maxY <= keyboard.minY, "the edited row is above the keyboard")
        #expect(cellInWindow.minY >= window.safeAreaInsets.top)

        field.resignFirstResponder()
        app.advance(by: 0.5)
        #expect(table.contentInset.bottom == 0)
        #expect(table.verticalScrollIndicatorInsets.bottom == 0)
        #expect(table.contentOffset.y <= table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
    }

    @Test("A hardware keyboard leaves the table as it is")
    func hardwareKeyboard() throws {
        let app = HeadlessApp()
        let form = FormController(style: .plain)
        app.makeWindow(rootViewController: form)
        app.runUntilIdle()
        let field = try #require(form.fields[IndexPath(row: 3, section: 0)])
        field.becomeFirstResponder()
        app.advance(by: 0.5)
        #expect(form.tableView.contentInset.bottom == 0)
    }

    @Test("The controller's refresh control is its table view's, also when set before the view loads")
    func refreshControl() {
        let early = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        early.refreshControl = control
        #expect(early.refreshControl === control)
        #expect(early.tableView.refreshControl === control)
        let late = UITableViewController(style: .insetGrouped)
        late.loadViewIfNeeded()
        let other = UIRefreshControl()
        late.refreshControl = other
        #expect(late.tableView.refreshControl === other)
        late.tableView.refreshControl = nil
        #expect(late.refreshControl == nil)
    }

    @Test("A form with the keyboard up renders its edited row above the keyboard in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func renders(style: UIUserInterfaceStyle) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        app.userInterfaceStyle = style
        app.isHardwareKeyboardAttached = false
        let form = FormController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: form)
        form.title = "Form"
        app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        let row = IndexPath(row: 15, section: 0)
        form.tableView.scrollToRow(at: row, at: .bottom, animated: false)
        app.runUntilIdle()
        let field = try #require(form.fields[row])
        field.becomeFirstResponder()
        field.insertText("Edited row")
        app.advance(by: 0.5)
        let image = app.render(includingStatusBar: true)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try data.write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("table-keyboard-\(style == .dark ? "dark" : "light").png"))
        }
        #expect(image.width == 390 * 3)
        let keyboard = try #require(app.softwareKeyboardFrame)
        let fieldInWindow = field.convert(field.bounds, to: nil)
        #expect(fieldInWindow.maxY <= keyboard.minY)
        #expect(fieldInWindow.minY >= navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil).maxY)
    }
}
