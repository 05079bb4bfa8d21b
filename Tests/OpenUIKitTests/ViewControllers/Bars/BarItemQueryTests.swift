import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Bar items are found in tests as XCUITest finds them: by identifier, label and title.
@MainActor @Suite struct BarItemQueryTests {
    @Test("Bar items are found by accessibilityIdentifier, accessibilityLabel and title, and tapped through the query")
    func findBarItems() throws {
        let app = HeadlessApp()
        let root = UIViewController()
        var log: [String] = []
        let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { _ in log.append("save") })
        save.accessibilityIdentifier = "save-note"
        let share = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in log.append("share") })
        share.accessibilityLabel = "Share note"
        share.accessibilityHint = "Sends the note"
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in log.append("trash") })
        root.navigationItem.rightBarButtonItems = [save, share]
        root.toolbarItems = [.flexibleSpace(), trash]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()

        let byIdentifier = try #require(app.element(identifier: "save-note"))
        #expect(byIdentifier.label == "Save" && byIdentifier.traits.contains(.button))
        #expect(app.view(withIdentifier: "save-note") is UIButton)
        let byLabel = try #require(app.element(label: "Share note"))
        #expect(byLabel.hint == "Sends the note")
        let glyph = try #require(app.element(label: "Delete"), "a trash glyph reads Delete")
        byIdentifier.tap()
        byLabel.tap()
        glyph.tap()
        #expect(log == ["save", "share", "trash"])

        // A changed identifier or title reaches the bar's view at once.
        save.accessibilityIdentifier = "save"
        share.accessibilityLabel = nil
        share.title = "Send"
        #expect(app.element(identifier: "save") != nil && app.element(identifier: "save-note") == nil)
        #expect(app.element(label: "Send") != nil)
    }
}
