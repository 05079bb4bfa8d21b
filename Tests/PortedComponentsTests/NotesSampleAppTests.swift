import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The notes sample launched as `@main` would launch it, then used like a person would.
@MainActor @Suite struct NotesSampleAppTests {
    @Test("The notes sample launches into its scene's navigation controller and pushes a note's detail on a tap")
    func launchAndOpenNote() throws {
        let app = HeadlessApp(launching: NotesAppDelegate.self)
        let window = try #require(app.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? NotesListViewController)
        #expect(window.windowScene === app.application.connectedScenes.first)
        #expect(app.application.applicationState == .active)
        #expect(list.title == "Notes" && list.tableView.numberOfRows(inSection: 0) == 3)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        app.tap(cell)
        app.advance(by: 1)
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        #expect(detail.bodyLabel.text == "Call the plumber" && navigation.viewControllers.count == 2)
    }

    @Test("The notes sample saves when its scene goes to the background, and comes back active")
    func backgroundSaves() throws {
        let app = HeadlessApp(launching: NotesAppDelegate.self)
        let delegate = try #require(app.delegate as? NotesAppDelegate)
        app.moveToBackground()
        #expect(delegate.store.saveCount == 1 && app.application.applicationState == .background)
        app.moveToForeground()
        #expect(app.application.applicationState == .active && app.scenes.first?.activationState == .foregroundActive)
        // The type is a valid `@main` entry point: the protocol gives it `main()`.
        let entryPoint: @MainActor () -> Void = NotesAppDelegate.main
        _ = entryPoint
    }
}
