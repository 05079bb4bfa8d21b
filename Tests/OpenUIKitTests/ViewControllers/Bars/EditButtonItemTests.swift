import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `editButtonItem` toggles `setEditing(_:animated:)`, and a table view controller's table follows.
@MainActor @Suite struct EditButtonItemTests {
    @Test("Tapping Edit puts the table in editing mode and turns the item into a bold Done; Done ends it")
    func editDoneTogglesTable() throws {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 5)
        list.title = "Notes"
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let nav = UINavigationController(rootViewController: list)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let item = list.editButtonItem
        #expect(item === list.navigationItem.rightBarButtonItem)
        #expect(item.title == "Edit" && item.style == .plain && !list.isEditing && !list.tableView.isEditing)

        try #require(app.element(label: "Edit")).tap()
        app.advance(by: 0.5)
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        let button = try #require(nav.navigationBar.rightItemViews.first as? UIButton)
        #expect(button.title(for: .normal) == "Done")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))

        try #require(app.element(label: "Done")).tap()
        app.advance(by: 0.5)
        #expect(!list.isEditing && !list.tableView.isEditing && item.title == "Edit" && item.style == .plain)
    }

    @Test("setEditing(_:animated:) from code and isEditing keep the table and the button in step")
    func editingFromCode() {
        let list = BarsTestList(rows: 2)
        list.loadViewIfNeeded()
        list.setEditing(true, animated: false)
        #expect(list.tableView.isEditing && list.editButtonItem.title == "Done")
        list.isEditing = false
        #expect(!list.tableView.isEditing && list.editButtonItem.title == "Edit")
        let plain = UIViewController()
        plain.isEditing = true
        #expect(plain.isEditing && plain.editButtonItem.title == "Done" && plain.editButtonItem.style == .done)
    }
}
