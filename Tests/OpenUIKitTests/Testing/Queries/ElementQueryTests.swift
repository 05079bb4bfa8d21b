import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that can be first responder and select all, for the edit menu.
private final class SelectableNote: UIView, UIResponderStandardEditActions {
    var isAllSelected = false
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        action == .selectAll && !isAllSelected
    }
    func selectAll(_ sender: Any?) { isAllSelected = true }
    // The other commands are never offered (canPerformAction says no).
    func cut(_ sender: Any?) {}
    func copy(_ sender: Any?) {}
    func paste(_ sender: Any?) {}
    func select(_ sender: Any?) {}
    func delete(_ sender: Any?) {}
}

@MainActor @Suite struct ElementQueryTests {
    /// A form: a title label, two "Save" buttons (one identified), a text field, a switch, and a
    /// container identified "footer" holding a "Help" label.
    private func makeForm() -> (HeadlessApp, CollectedFailures, [String: UIView]) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let window = app.makeWindow()
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        title.text = "Settings"
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        save.setTitle("Save", for: .normal)
        save.accessibilityIdentifier = "save-primary"
        let saveCopy = UIButton(type: .system)
        saveCopy.frame = CGRect(x: 140, y: 100, width: 100, height: 44)
        saveCopy.setTitle("Save", for: .normal)
        let field = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 34))
        field.accessibilityIdentifier = "name"
        field.text = "Ada"
        let toggle = UISwitch(frame: CGRect(x: 20, y: 210, width: 51, height: 31))
        toggle.accessibilityLabel = "Notifications"
        toggle.isOn = true
        let footer = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
        footer.accessibilityIdentifier = "footer"
        let help = UILabel(frame: CGRect(x: 20, y: 10, width: 100, height: 20))
        help.text = "Help"
        footer.addSubview(help)
        let hidden = UILabel(frame: CGRect(x: 20, y: 260, width: 100, height: 20))
        hidden.text = "Secret"
        hidden.isHidden = true
        for view in [title, save, saveCopy, field, toggle, footer, hidden] { window.addSubview(view) }
        app.runTurn()
        return (app, collected, ["title": title, "save": save, "saveCopy": saveCopy, "field": field, "toggle": toggle, "footer": footer])
    }

    @Test("Queries by type find what a person sees; a button's title label is the button, not a static text")
    func byType() {
        let (app, collected, views) = makeForm()
        #expect(app.buttons.count == 2)
        #expect(app.staticTexts.allElements.map(\.label) == ["Settings", "Help"])
        #expect(app.textFields.count == 1 && app.switches.count == 1)
        #expect(app.otherElements.allElements.map(\.identifier) == ["footer"])
        #expect(app.windows.count == 1)
        #expect(app.switches.element.value == "1")
        #expect(app.textFields["name"].value == "Ada")
        #expect(app.switches["Notifications"].view === views["toggle"])
        #expect(collected.failures.isEmpty)
    }

    @Test("One match: the subscript finds by identifier first, then by label")
    func exactlyOne() {
        let (app, collected, views) = makeForm()
        #expect(app.buttons["save-primary"].view === views["save"])
        #expect(app.staticTexts["Settings"].frame == CGRect(x: 20, y: 60, width: 200, height: 30))
        #expect(app.buttons["save-primary"].isHittable)
        #expect(app.buttons["save-primary"].isEnabled)
        #expect(collected.failures.isEmpty)
    }

    @Test("Several matches: using the element fails, saying how many and listing each, at the line that made it")
    func several() throws {
        let (app, collected, _) = makeForm()
        let line = #line + 1
        let save = app.buttons["Save"]
        #expect(save.exists)  // exists never fails
        #expect(collected.failures.isEmpty)
        #expect(save.label == "")
        let failure = try #require(collected.failures.first)
        #expect(failure.location.line == line)
        #expect(
            failure.message == """
                app.buttons["Save"] matched 2 elements; expected exactly one:
                  1. Button "Save" (identifier: save-primary) at (20, 100, 100, 44) <UIButton>
                  2. Button "Save" at (140, 100, 100, 44) <UIButton>
                """)
        #expect(app.buttons.matching(label: "Save").count == 2)
        #expect(app.buttons.firstMatch.identifier == "save-primary")
        #expect(collected.failures.count == 1)
    }

    @Test("No match: using the element fails, saying so and listing the screen's labelled elements; tap sends nothing")
    func none() throws {
        let (app, collected, _) = makeForm()
        let missing = app.buttons["Delete"]
        #expect(!missing.exists)
        #expect(!missing.tap().wasPerformed)
        let failure = try #require(collected.failures.first)
        #expect(failure.message.hasPrefix("app.buttons[\"Delete\"] matched no element; expected exactly one. The screen's labelled or identified elements:\n  1. StaticText \"Settings\""))
        #expect(failure.message.contains("Switch \"Notifications\" (value: 1)"))
        #expect(!failure.message.contains("Secret"))  // hidden views are not elements
        #expect(app.buttons.element(boundBy: 5).label == "")
        #expect(collected.failures.last?.message.hasPrefix("app.buttons.element(boundBy: 5): the query matched 2 elements, so there is no element at index 5") == true)
    }

    @Test("Chained queries search inside their matches; children are one level down")
    func chained() {
        let (app, collected, _) = makeForm()
        #expect(app.otherElements["footer"].staticTexts.allElements.map(\.label) == ["Help"])
        #expect(app.otherElements["footer"].buttons.count == 0)
        #expect(app.windows.element.children(matching: .button).count == 2)
        #expect(app.windows.element.children(matching: .staticText).count == 1)  // Help is inside the footer
        #expect(app.descendants(matching: .any).containing(.staticText, identifier: "Help").count == 2)  // window, footer
        #expect(app.otherElements.staticTexts["Help"].exists)
        #expect(app.descendants(matching: .any).matching(.button, identifier: "save-primary").count == 1)
        #expect(app.buttons.matching(traits: .button).count == 2)
        #expect(app.switches.matching(value: "1").count == 1)
        #expect(app.staticTexts.matching("starts with S") { $0.label.hasPrefix("S") }.count == 1)
        #expect(collected.failures.isEmpty)
    }

    @Test("Tapping an element sends a real tap; queries see the screen as it is now")
    func tapAndLiveness() {
        let (app, collected, views) = makeForm()
        let toggle = app.switches["Notifications"]
        #expect(toggle.tap().wasPerformed)
        app.advance(by: 0.5)
        #expect((views["toggle"] as? UISwitch)?.isOn == false)
        #expect(toggle.value == "0")
        views["footer"]?.isHidden = true
        #expect(!app.staticTexts["Help"].exists)
        #expect(collected.failures.isEmpty)
    }

    @Test("Cells of a table are found with their contents")
    func cells() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let controller = UITableViewController(style: .plain)
        let source = CellSource(rows: ["Apples", "Pears", "Plums"])
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller.tableView.dataSource = source
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        #expect(app.tables.count == 1)
        #expect(app.cells.count == 3)
        #expect(app.cells.staticTexts.allElements.map(\.label) == ["Apples", "Pears", "Plums"])
        #expect(app.cells.containing(.staticText, identifier: "Pears").count == 1)
        #expect(app.tables.element.cells.element(boundBy: 2).staticTexts.element.label == "Plums")
        #expect(collected.failures.isEmpty)
        _ = source
    }

    @Test("An alert is an alert named by its title; its actions are its buttons")
    func alerts() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let alert = UIAlertController(title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        root.present(alert, animated: true)
        app.advance(by: 1)
        #expect(app.alerts.count == 1)
        #expect(app.alerts.element.buttons.allElements.map(\.label) == ["Cancel", "Delete"])
        #expect(app.alerts.element.staticTexts["Delete note?"].exists)
        #expect(app.alerts.buttons["Delete"].tap().wasPerformed)
        app.advance(by: 1)
        #expect(chosen == ["delete"])
        #expect(!app.alerts.element.exists)
        #expect(collected.failures.isEmpty)
    }

    @Test("The edit menu is a menu; its commands are menu items")
    func menus() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let window = app.makeWindow()
        let note = SelectableNote(frame: CGRect(x: 20, y: 300, width: 350, height: 60))
        window.addSubview(note)
        let interaction = UIEditMenuInteraction(delegate: nil)
        note.addInteraction(interaction)
        #expect(note.becomeFirstResponder())
        app.runTurn()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
        app.runTurn()
        #expect(app.menus.count == 1)
        #expect(app.menus.element.menuItems.allElements.map(\.label) == ["Select All"])
        // The menu fades in; actions refuse a view that is still animating.
        app.settle()
        #expect(app.menuItems["Select All"].tap().wasPerformed)
        #expect(note.isAllSelected)
        #expect(collected.failures.isEmpty)
    }

    @Test("waitForExistence advances the application's clock until the element appears")
    func waitForExistence() {
        let (app, collected, _) = makeForm()
        let late = UILabel(frame: CGRect(x: 20, y: 300, width: 100, height: 20))
        late.text = "Done"
        let start = app.now
        app.application.runLoop.schedule(after: 0.5) { _ in app.window?.addSubview(late) }
        #expect(!app.staticTexts["Done"].waitForExistence(timeout: 0.2))
        #expect(app.staticTexts["Done"].waitForExistence(timeout: 1))
        #expect(app.now - start >= 0.5 && app.now - start < 0.6)
        #expect(collected.failures.isEmpty)
    }
}

private final class CellSource: NSObject, UITableViewDataSource {
    let rows: [String]
    init(rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
