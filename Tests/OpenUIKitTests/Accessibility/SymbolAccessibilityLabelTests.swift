import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Symbol images carry a spoken name (`UIImage.accessibilityLabel`), and controls that show an
/// image without a title of their own are announced by it, as on iOS: an image-only button,
/// bar button item, tab bar item, segment and swipe action. A label set by the app wins.
@MainActor
@Suite struct SymbolAccessibilityLabelTests {
    @Test("Symbols speak the action or meaning they stand for; drawn images have no label")
    func symbolLabels() throws {
        #expect(UIImage(systemName: "trash")?.accessibilityLabel == "Delete")
        #expect(UIImage(systemName: "square.and.arrow.up")?.accessibilityLabel == "Share")
        #expect(UIImage(systemName: "plus")?.accessibilityLabel == "Add")
        #expect(UIImage(systemName: "magnifyingglass")?.accessibilityLabel == "Search")
        #expect(UIImage(size: CGSize(width: 8, height: 8)) { _ in }.accessibilityLabel == nil)
    }

    @Test("Every symbol of the table has a short spoken name")
    func everySymbolHasAName() {
        let names = SymbolGlyphTable.glyphs.keys.sorted()
        #expect(names.filter { SymbolSpokenNames.names[$0] == nil } == [])
        #expect(Set(SymbolSpokenNames.names.keys) == Set(names))
        for name in names {
            let spoken = UIImage(systemName: name)?.accessibilityLabel ?? ""
            #expect(!spoken.isEmpty && spoken.count <= 24, "\(name) → \(spoken)")
        }
    }

    @Test("A set label wins and travels to derived images; setting nil gives the symbol's back")
    func setLabelWins() throws {
        let image = try #require(UIImage(systemName: "trash"))
        image.accessibilityLabel = "Remove draft"
        #expect(image.accessibilityLabel == "Remove draft")
        #expect(image.withRenderingMode(.alwaysOriginal).accessibilityLabel == "Remove draft")
        #expect(image.withTintColor(.red).accessibilityLabel == "Remove draft")
        let big = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(big?.accessibilityLabel == "Remove draft")
        #expect(UIImage(systemName: "trash")?.accessibilityLabel == "Delete", "other images keep the symbol's")
        image.accessibilityLabel = nil
        #expect(image.accessibilityLabel == "Delete")
        let drawn = UIImage(size: CGSize(width: 8, height: 8)) { _ in }
        drawn.accessibilityLabel = "Logo"
        #expect(drawn.withRenderingMode(.alwaysTemplate).accessibilityLabel == "Logo")
    }

    @Test("An image-only button reads its image's label; a title or a set label wins")
    func buttons() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        let share = UIButton(type: .system)
        share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        share.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        let titled = UIButton(type: .system)
        titled.setImage(UIImage(systemName: "plus"), for: .normal)
        titled.setTitle("New List", for: .normal)
        titled.frame = CGRect(x: 80, y: 100, width: 120, height: 44)
        let custom = UIButton(type: .system)
        custom.setImage(UIImage(systemName: "trash"), for: .normal)
        custom.accessibilityLabel = "Empty Bin"
        custom.frame = CGRect(x: 220, y: 100, width: 44, height: 44)
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "magnifyingglass")
        let configured = UIButton(configuration: configuration)
        configured.frame = CGRect(x: 20, y: 160, width: 44, height: 44)
        let drawn = UIButton(type: .custom)
        drawn.setImage(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, for: .normal)
        drawn.frame = CGRect(x: 80, y: 160, width: 44, height: 44)
        for button in [share, titled, custom, configured, drawn] { controller.view.addSubview(button) }
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()

        #expect(share.accessibilityLabel == "Share")
        #expect(titled.accessibilityLabel == "New List")
        #expect(custom.accessibilityLabel == "Empty Bin")
        #expect(configured.accessibilityLabel == "Search")
        #expect(drawn.accessibilityLabel == nil)
        #expect(try #require(app.element(label: "Share")).object === share)
        #expect(try #require(app.element(label: "Search")).object === configured)
        share.setImage(UIImage(systemName: "heart"), for: .highlighted)
        share.isHighlighted = true
        #expect(share.accessibilityLabel == "Favorite", "the current image speaks")
    }

    @Test("Image-only bar button items read their image's label; a title, system item or set label wins")
    func barButtonItems() throws {
        let app = HeadlessApp()
        let content = UIViewController()
        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
        let labelled = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        labelled.accessibilityLabel = "Preferences"
        content.navigationItem.rightBarButtonItems = [add, labelled]
        content.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        app.makeWindow(rootViewController: UINavigationController(rootViewController: content))
        app.runUntilIdle()

        #expect(app.element(label: "Add") != nil)
        #expect(app.element(label: "Preferences") != nil)
        #expect(app.element(label: "Settings") == nil)
        #expect(app.element(label: "Delete") != nil, "the system trash item keeps its own name")
    }

    @Test("An image-only tab bar item reads its image's label")
    func tabBarItems() throws {
        let app = HeadlessApp()
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "house"), selectedImage: nil)
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(title: "Find", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search]
        app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()

        #expect(app.element(label: "Home") != nil)
        #expect(app.element(label: "Find") != nil)
        #expect(app.element(label: "Search") == nil)
    }

    @Test("Image segments read their image's label; title segments their title; a set element label wins")
    func segments() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        let control = UISegmentedControl(items: [
            try #require(UIImage(systemName: "list.bullet")), try #require(UIImage(systemName: "square.grid.2x2")), "Map",
        ])
        control.frame = CGRect(x: 20, y: 120, width: 300, height: 32)
        controller.view.addSubview(control)
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()

        #expect(app.accessibilityElements().compactMap(\.label) == ["List", "Grid", "Map"])
        let grid = try #require(app.element(label: "Grid"))
        grid.object.accessibilityLabel = "Tiles"
        #expect(app.accessibilityElements().compactMap(\.label) == ["List", "Tiles", "Map"])
        try #require(app.element(label: "Tiles")).activate()
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("An image-only swipe action is read by its image's label; one with a title by its title")
    func swipeActions() throws {
        let flag = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        flag.image = UIImage(systemName: "flag.fill")
        let delete = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
        delete.image = UIImage(systemName: "trash")
        let flagButton = SwipeActionButton(action: flag, traitCollection: nil, rowHeight: 44)
        let deleteButton = SwipeActionButton(action: delete, traitCollection: nil, rowHeight: 44)
        #expect(flagButton.accessibilityLabel == "Flag")
        #expect(deleteButton.accessibilityLabel == "Remove", "a hidden title still names the button")

        // On a real row, opened by a swipe, the image-only action is found by that label.
        let stage = TableStage(counts: [4], rowHeight: 44)
        // A drag across the whole row opens the actions rather than running the first one.
        stage.source.swipeActions = { _ in
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let y = stage.center(of: IndexPath(row: 1, section: 0)).y
        stage.app.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), steps: 12, duration: 0.3)
        stage.app.runTurn()
        let found = try #require(stage.app.element(label: "Flag"))
        #expect(found.object is SwipeActionButton)
        #expect(stage.app.element(label: "Remove") != nil)
    }
}
