import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@testable import NotesApp

/// The notes app launched as `@main` launches it, then used like a person uses it: add, edit,
/// search, delete with confirmation. Set `OPENUIKIT_NOTES_PNG_DIR` to also write its screens
/// (scale 3, light and dark) there.
@MainActor @Suite struct NotesAppTests {
    struct Running {
        let app: HeadlessApp
        let navigation: UINavigationController
        let list: NotesListViewController
        let store: NoteStore
    }

    func launch(style: UIUserInterfaceStyle = .light, scale: CGFloat = 1) throws -> Running {
        let app = HeadlessApp(launching: AppDelegate.self, scale: scale)
        app.userInterfaceStyle = style
        app.runUntilIdle()
        let navigation = try #require(app.window?.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? NotesListViewController)
        let store = try #require((app.delegate as? AppDelegate)?.store)
        return Running(app: app, navigation: navigation, list: list, store: store)
    }

    func titles(_ list: NotesListViewController) -> [String] {
        (0..<list.tableView.numberOfRows(inSection: 0)).map { list.shownNotes[$0].title }
    }

    @Test("The app launches into a large-title list of its notes with a + button and a search bar")
    func launches() throws {
        let running = try launch()
        #expect(running.app.application.applicationState == .active)
        #expect(running.list.title == "Notes" && running.navigation.navigationBar.prefersLargeTitles)
        #expect(titles(running.list) == ["Groceries", "Call the plumber", "Ideas for the weekend", "Book club"])
        #expect(running.app.element(label: "New Note") != nil)
        #expect(running.list.navigationItem.searchController?.searchBar.window != nil)
    }

    @Test("+ opens an empty note whose text view is first responder; what is typed becomes its title in the list")
    func addNote() throws {
        let running = try launch()
        let app = running.app
        try #require(app.element(label: "New Note")).tap()
        app.advance(by: 1)
        let detail = try #require(running.navigation.topViewController as? NoteDetailViewController)
        #expect(detail.textView.isFirstResponder)
        app.type("Dentist\nTuesday at 9")
        app.runUntilIdle()
        #expect(detail.title == "Dentist" && running.store.notes.first?.body == "Dentist\nTuesday at 9")
        try #require(app.element(label: "Notes")).tap()
        app.advance(by: 1)
        #expect(titles(running.list).first == "Dentist" && running.list.tableView.numberOfRows(inSection: 0) == 5)
    }

    @Test("Tapping a note opens it; editing its text view changes the note")
    func editNote() throws {
        let running = try launch()
        let app = running.app
        let cell = try #require(running.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        _ = app.tap(cell)
        app.advance(by: 1)
        let detail = try #require(running.navigation.topViewController as? NoteDetailViewController)
        #expect(detail.textView.text == "Call the plumber\nThe kitchen tap drips" && detail.title == "Call the plumber")
        _ = app.tap(detail.textView)
        app.type(" again")
        app.runUntilIdle()
        #expect(running.store.note(2)?.body.hasSuffix("again") == true)
    }

    @Test("Back from a note, the list's large title and search bar are open again, as before the push")
    func largeTitleReturnsAfterBack() throws {
        let running = try launch()
        let app = running.app
        let bar = running.navigation.navigationBar
        let table = running.list.tableView!
        let before = bar.frame.height
        #expect(abs(before - (44 + 52 + 52)) < 0.5, "the row, the large title and the search bar")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        _ = app.tap(cell)
        app.advance(by: 1)
        #expect(running.navigation.topViewController is NoteDetailViewController && abs(bar.frame.height - 44) < 0.5)
        try #require(app.element(label: "Notes")).tap()
        app.advance(by: 1)
        #expect(running.navigation.topViewController === running.list)
        #expect(abs(bar.frame.height - before) < 0.5, "the bar is back to its full height, not left collapsed at 44 points")
        let searchBar = try #require(running.list.navigationItem.searchController?.searchBar)
        #expect(searchBar.alpha == 1 && searchBar.window != nil, "the search bar shows whole again")
        #expect(abs(table.contentOffset.y + table.adjustedContentInset.top) < 0.5, "the list rests at its top")
    }

    @Test("Typing in the search bar filters the notes on each change; Cancel brings them all back")
    func search() throws {
        let running = try launch()
        let app = running.app
        let searchBar = try #require(running.list.navigationItem.searchController?.searchBar)
        _ = app.tap(searchBar.searchTextField)
        app.type("the")
        app.runUntilIdle()
        #expect(titles(running.list) == ["Call the plumber", "Ideas for the weekend"])
        app.type(" w")
        app.runUntilIdle()
        #expect(titles(running.list) == ["Ideas for the weekend"])
        try #require(app.element(label: "Cancel")).tap()
        app.runUntilIdle()
        #expect(titles(running.list).count == 4 && searchBar.text == "")
    }

    @Test("The trash button asks with an action sheet: Cancel keeps the note, Delete Note deletes it and goes back")
    func deleteWithConfirmation() throws {
        let running = try launch()
        let app = running.app
        _ = app.tap(try #require(running.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
        app.advance(by: 1)
        let detail = try #require(running.navigation.topViewController as? NoteDetailViewController)
        try #require(app.element(label: "Delete")).tap()
        app.advance(by: 1)
        let sheet = try #require(detail.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        try #require(app.element(label: "Cancel")).tap()
        app.advance(by: 1)
        #expect(detail.presentedViewController == nil && running.store.notes.count == 4)
        try #require(app.element(label: "Delete")).tap()
        app.advance(by: 1)
        try #require(app.element(label: "Delete Note")).tap()
        app.advance(by: 1)
        #expect(running.store.note(1) == nil && running.navigation.topViewController === running.list)
        #expect(titles(running.list) == ["Call the plumber", "Ideas for the weekend", "Book club"])
    }

    @Test("In a regular-width window the delete confirmation is a popover on the trash button (the app soak stopped here)")
    func deleteConfirmationInRegularWidth() throws {
        let app = HeadlessApp(launching: AppDelegate.self, screenSize: CGSize(width: 1024, height: 768))
        app.runUntilIdle()
        let navigation = try #require(app.window?.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? NotesListViewController)
        _ = app.tap(try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
        app.advance(by: 1)
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        try #require(app.element(label: "Delete")).tap()
        app.advance(by: 1)
        let sheet = try #require(detail.presentedViewController as? UIAlertController)
        #expect(sheet.popoverPresentationController?.barButtonItem === detail.navigationItem.rightBarButtonItem)
        #expect(sheet.presentationController is UIPopoverPresentationController)
        try #require(app.element(label: "Delete Note")).tap()
        app.advance(by: 1)
        #expect(navigation.topViewController === list)
    }

    @Test("The app's screens render at scale 3 in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func screens(style: UIUserInterfaceStyle) throws {
        let running = try launch(style: style, scale: 3)
        let app = running.app
        let name = style == .dark ? "dark" : "light"
        let directory = ProcessInfo.processInfo.environment["OPENUIKIT_NOTES_PNG_DIR"]
        var written: [String] = []
        func shoot(_ screen: String) {
            let png = app.renderPNG()
            #expect(png.count > 1000, "\(screen) renders")
            written.append(screen)
            guard let directory else { return }
            try? png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("notes-\(screen)-\(name).png"))
        }
        shoot("list")
        let searchBar = try #require(running.list.navigationItem.searchController?.searchBar)
        _ = app.tap(searchBar.searchTextField)
        app.type("the")
        app.runUntilIdle()
        shoot("search")
        try #require(app.element(label: "Cancel")).tap()
        app.runUntilIdle()
        app.isHardwareKeyboardAttached = false
        _ = app.tap(try #require(running.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
        app.advance(by: 1)
        let detail = try #require(running.navigation.topViewController as? NoteDetailViewController)
        _ = app.tap(detail.textView)
        app.advance(by: 1)
        #expect(app.isSoftwareKeyboardShown)
        shoot("detail-keyboard")
        detail.textView.resignFirstResponder()
        app.advance(by: 1)
        try #require(app.element(label: "Delete")).tap()
        app.advance(by: 1)
        shoot("action-sheet")
        #expect(written == ["list", "search", "detail-keyboard", "action-sheet"])
    }
}
