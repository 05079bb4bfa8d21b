import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@testable import TasksApp

/// The tasks app launched as `@main` launches it, then used like a person uses it: tick, swipe,
/// press and hold, search, add in a sheet, change settings. Set `OPENUIKIT_TASKS_PNG_DIR` to also
/// write its screens (scale 3, light and dark) there.
@MainActor @Suite struct TasksAppTests {
    struct Running {
        let app: HeadlessApp
        let tabs: UITabBarController
        let navigation: UINavigationController
        let list: TaskListViewController
        let store: TaskStore
    }

    /// Launches the app on the standard headless iPhone (390 × 844 points at 3×, with its
    /// status bar and home indicator insets).
    func launch(style: UIUserInterfaceStyle = .light, direction: UIUserInterfaceLayoutDirection = .leftToRight) throws -> Running {
        let app = HeadlessApp(launching: AppDelegate.self, layoutDirection: direction)
        app.userInterfaceStyle = style
        app.runUntilIdle()
        let tabs = try #require(app.window?.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? TaskListViewController)
        let store = try #require((app.delegate as? AppDelegate)?.store)
        return Running(app: app, tabs: tabs, navigation: navigation, list: list, store: store)
    }

    /// The texts the list's cells show, section by section, read from the cells themselves.
    func shown(_ list: TaskListViewController) -> [[String]] {
        let collectionView = list.collectionView!
        return (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
            }
        }
    }

    func cell(_ title: String, in list: TaskListViewController) throws -> UICollectionViewCell {
        try #require(list.collectionView.visibleCells.first {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text == title
        }, "a visible cell shows \(title)")
    }

    @Test("The app launches into a tab bar whose first tab lists Today and Later, the first row clear of the bar")
    func launches() throws {
        let running = try launch()
        #expect(running.app.application.applicationState == .active)
        #expect(running.tabs.viewControllers?.map { $0.tabBarItem.title ?? "" } == ["Tasks", "Settings"])
        #expect(running.list.title == "Tasks" && running.navigation.navigationBar.prefersLargeTitles)
        #expect(shown(running.list) == [["Buy oat milk", "Reply to Maya", "Water the plants"], ["Renew passport", "Plan the weekend hike"]])
        let first = try cell("Buy oat milk", in: running.list)
        let top = first.convert(first.bounds, to: nil).minY
        let bar = running.navigation.navigationBar
        #expect(top >= bar.convert(bar.bounds, to: nil).maxY, "the first row starts below the navigation bar")
        let header = running.list.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? UICollectionViewListCell)?.contentConfiguration.flatMap { ($0 as? UIListContentConfiguration)?.text } == "Later")
        #expect(running.app.element(label: "New Task") != nil)
    }

    @Test("Tapping a task ticks it: the store and the cell's traits change, and tapping again unticks it")
    func tick() throws {
        let running = try launch()
        let app = running.app
        _ = app.tap(try cell("Buy oat milk", in: running.list))
        app.advance(by: 1)
        #expect(running.store.task(1)?.isDone == true)
        #expect(try cell("Buy oat milk", in: running.list).accessibilityTraits.contains(.selected))
        _ = app.tap(try cell("Buy oat milk", in: running.list))
        app.advance(by: 1)
        #expect(running.store.task(1)?.isDone == false)
    }

    @Test("Swiping a task left shows Delete, which deletes it; swiping right flags it")
    func swipeActions() throws {
        let running = try launch()
        let app = running.app
        // A partial swipe: 120 points of the 350-point row, well past half the actions' width
        // (the row opens) and well short of the 60 % full swipe (210 points) that would run
        // the first action at once.
        _ = app.swipe(try cell("Reply to Maya", in: running.list), direction: .left, distance: 120)
        app.advance(by: 1)
        #expect(running.store.task(2) != nil, "a partial swipe only shows the actions")
        try #require(app.element(label: "Delete")).tap()
        app.advance(by: 1)
        #expect(running.store.task(2) == nil)
        #expect(shown(running.list).first == ["Buy oat milk", "Water the plants"])
        _ = app.swipe(try cell("Buy oat milk", in: running.list), direction: .right, distance: 120)
        app.advance(by: 1)
        #expect(running.store.task(1)?.isFlagged == false, "a partial swipe only shows the action")
        try #require(app.element(label: "Flag")).tap()
        app.advance(by: 1)
        #expect(running.store.task(1)?.isFlagged == true)
    }

    /// Every label under `view`, depth first.
    func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { [$0 as? UILabel].compactMap { $0 } + labels(in: $0) }
    }

    @Test("A due task's second line starts with a calendar symbol drawn inline, in the line's colour")
    func dueDateSymbol() throws {
        let running = try launch()
        let row = try cell("Buy oat milk", in: running.list)
        let content = try #require(row.contentConfiguration as? UIListContentConfiguration)
        let details = try #require(content.secondaryAttributedText)
        #expect(details.string.hasPrefix("\u{FFFC} Due "))
        let attachment = try #require(details.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment)
        #expect(attachment.image != nil)
        // The symbol widens the line: the label is wider than the same words without it.
        let label = try #require(labels(in: row.contentView).first { $0.attributedText?.string == details.string })
        let plain = NSAttributedString(string: String(details.string.dropFirst()), attributes: [.font: label.font!])
        #expect(label.intrinsicContentSize.width > plain.size().width + 8)
    }

    @Test("Launched right to left (as in Arabic or Hebrew): rows, title and tabs start at the right; the swipes change sides", arguments: [UIUserInterfaceStyle.light, .dark])
    func rightToLeft(style: UIUserInterfaceStyle) throws {
        let running = try launch(style: style, direction: .rightToLeft)
        let app = running.app
        let window = try #require(app.window)
        #expect(running.list.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(shown(running.list).first == ["Buy oat milk", "Reply to Maya", "Water the plants"])
        // The row's text sits against the right edge, its checkbox image past it on the right.
        let row = try cell("Reply to Maya", in: running.list)
        let rowFrame = row.convert(row.bounds, to: nil)
        let label = try #require(labels(in: row.contentView).first { $0.text == "Reply to Maya" })
        let labelFrame = label.convert(label.bounds, to: nil)
        #expect(labelFrame.maxX > rowFrame.midX && labelFrame.maxX <= rowFrame.maxX)
        #expect(label.textAlignment == .natural || label.textAlignment == .right)
        // The large title's label starts at the right margin.
        let bar = running.navigation.navigationBar
        let title = try #require(labels(in: bar).first { $0.text == "Tasks" && !$0.isHidden && $0.alpha > 0 })
        let titleFrame = title.convert(title.bounds, to: nil)
        #expect(titleFrame.maxX > window.bounds.midX, "the title at the right: \(titleFrame)")
        // The first tab is on the right.
        let tasksTab = try #require(app.accessibilityElements().first { $0.label == "Tasks" && $0.traits.contains(.button) })
        #expect(tasksTab.frame.midX > window.bounds.midX, "the Tasks tab at the right: \(tasksTab.frame)")
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TASKS_PNG_DIR"] {
            let name = style == .dark ? "dark" : "light"
            try app.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: directory).appendingPathComponent("tasks-rtl-list-\(name).png"))
        }
        // Trailing actions (Delete) are at the left edge now: the row is swiped to the right.
        _ = app.swipe(row, direction: .right, distance: 120)
        app.advance(by: 1)
        let delete = try #require(app.element(label: "Delete"))
        #expect(delete.frame.midX < rowFrame.midX, "Delete at the left: \(delete.frame)")
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TASKS_PNG_DIR"] {
            let name = style == .dark ? "dark" : "light"
            try app.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: directory).appendingPathComponent("tasks-rtl-swipe-\(name).png"))
        }
        delete.tap()
        app.advance(by: 1)
        #expect(running.store.task(2) == nil)
        // Leading actions (Flag) come from the right: the row is swiped to the left.
        _ = app.swipe(try cell("Buy oat milk", in: running.list), direction: .left, distance: 120)
        app.advance(by: 1)
        let flag = try #require(app.element(label: "Flag"))
        #expect(flag.frame.midX > rowFrame.midX, "Flag at the right: \(flag.frame)")
        flag.tap()
        app.advance(by: 1)
        #expect(running.store.task(1)?.isFlagged == true)
    }

    @Test("Pressing and holding a task opens its menu; Move to Later moves it to the Later section")
    func contextMenu() throws {
        let running = try launch()
        let app = running.app
        _ = app.longPress(try cell("Buy oat milk", in: running.list))
        app.advance(by: 1)
        try #require(app.element(label: "Move to Later")).tap()
        app.advance(by: 1)
        #expect(running.store.task(1)?.isLater == true)
        #expect(shown(running.list) == [["Reply to Maya", "Water the plants"], ["Buy oat milk", "Renew passport", "Plan the weekend hike"]])
    }

    @Test("+ opens the form in a sheet with its title field focused; Add is enabled by typing and adds the task")
    func addTask() throws {
        let running = try launch()
        let app = running.app
        try #require(app.element(label: "New Task")).tap()
        app.advance(by: 1)
        let sheetNavigation = try #require(running.tabs.presentedViewController as? UINavigationController)
        let form = try #require(sheetNavigation.topViewController as? NewTaskViewController)
        #expect(sheetNavigation.sheetPresentationController?.detents.count == 2)
        #expect(form.titleField.isFirstResponder)
        let add = try #require(form.navigationItem.rightBarButtonItem)
        #expect(!add.isEnabled)
        app.type("Call the bank")
        app.runUntilIdle()
        #expect(add.isEnabled)
        _ = app.tap(form.flagSwitch)
        app.runUntilIdle()
        try #require(app.element(label: "Add")).tap()
        app.advance(by: 1)
        #expect(running.tabs.presentedViewController == nil)
        let added = try #require(running.store.tasks.first)
        #expect(added.title == "Call the bank" && added.isFlagged && added.due == nil)
        #expect(shown(running.list).first?.first == "Call the bank")
    }

    @Test("Typing in the search bar filters the tasks; Cancel shows them all again")
    func search() throws {
        let running = try launch()
        let app = running.app
        let searchBar = running.list.searchController.searchBar
        _ = app.tap(searchBar.searchTextField)
        app.type("pa")
        app.runUntilIdle()
        #expect(shown(running.list) == [["Renew passport"]])
        try #require(app.element(label: "Cancel")).tap()
        app.runUntilIdle()
        #expect(shown(running.list).joined().count == 5)
    }

    @Test("Settings: hiding completed tasks, the reminder stepper, renaming with an alert, deleting completed with a sheet")
    func settings() throws {
        let running = try launch()
        let app = running.app
        try #require(app.element(label: "Settings")).tap()
        app.advance(by: 1)
        let settingsNavigation = try #require(running.tabs.selectedViewController as? UINavigationController)
        let settings = try #require(settingsNavigation.topViewController as? SettingsViewController)
        _ = app.tap(settings.completedSwitch)
        app.advance(by: 1)
        #expect(!running.store.showsCompleted)
        #expect(!running.list.shownTasks.contains { $0.title == "Water the plants" })
        _ = app.tap(settings.completedSwitch)
        app.advance(by: 1)

        let stepper = settings.reminderStepper
        _ = app.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: nil))
        app.advance(by: 1)
        #expect(running.store.reminderMinutes == 20)
        let reminderCell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect((reminderCell.contentConfiguration as? UIListContentConfiguration)?.text == "Remind 20 min before")

        _ = app.tap(try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 2))))
        app.advance(by: 1)
        let alert = try #require(settingsNavigation.presentedViewController as? UIAlertController ?? running.tabs.presentedViewController as? UIAlertController)
        let field = try #require(alert.textFields?.first)
        #expect(field.text == "Tasks")
        _ = app.tap(field)
        field.text = ""
        app.type("Home")
        try #require(app.element(label: "Rename")).tap()
        app.advance(by: 1)
        #expect(running.store.listName == "Home" && running.list.title == "Home")

        _ = app.tap(try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 2))))
        app.advance(by: 1)
        try #require(app.element(label: "Delete Completed")).tap()
        app.advance(by: 1)
        #expect(running.store.tasks.count == 4 && !running.store.tasks.contains { $0.isDone })
    }

    @Test("The app's screens render at scale 3 in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func screens(style: UIUserInterfaceStyle) throws {
        let running = try launch(style: style)
        let app = running.app
        let name = style == .dark ? "dark" : "light"
        let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TASKS_PNG_DIR"]
        var written: [String] = []
        func shoot(_ screen: String) {
            let png = app.renderPNG(includingStatusBar: true)
            #expect(png.count > 1000, "\(screen) renders")
            written.append(screen)
            guard let directory else { return }
            try? png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("tasks-\(screen)-\(name).png"))
        }
        shoot("list")
        _ = app.swipe(try cell("Reply to Maya", in: running.list), direction: .left, distance: 120)
        app.advance(by: 1)
        shoot("swipe")
        _ = app.tap(try cell("Buy oat milk", in: running.list))
        app.advance(by: 1)
        _ = app.longPress(try cell("Renew passport", in: running.list))
        app.advance(by: 1)
        shoot("menu")
        try #require(app.element(label: "Flag")).tap()
        app.advance(by: 1)
        app.isHardwareKeyboardAttached = false
        try #require(app.element(label: "New Task")).tap()
        app.advance(by: 1)
        app.type("Call the bank")
        app.runUntilIdle()
        shoot("new-task")
        try #require(app.element(label: "Cancel")).tap()
        app.advance(by: 1)
        try #require(app.element(label: "Settings")).tap()
        app.advance(by: 1)
        shoot("settings")
        #expect(written == ["list", "swipe", "menu", "new-task", "settings"])
    }
}
