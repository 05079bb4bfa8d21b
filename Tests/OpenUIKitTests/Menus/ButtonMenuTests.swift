import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Menus shown from buttons and bar button items: the context menu's platter anchored to the
/// control, pull-down and pop-up buttons, long presses, and dismissal.
@MainActor
@Suite struct ButtonMenuTests {
    /// A 390 × 844 window holding `button` at `frame`.
    private func makeStage(_ button: UIButton, frame: CGRect) -> (HeadlessApp, UIWindow) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        window.backgroundColor = .white
        button.frame = frame
        window.addSubview(button)
        app.runTurn()
        return (app, window)
    }

    private func tap(_ app: HeadlessApp, _ view: UIView) {
        let frame = view.convert(view.bounds, to: nil)
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.advance(by: 0.3)
    }

    /// The row of the shown menu labelled `title` (the button may carry the same label).
    private func row(_ title: String, of button: UIButton) -> UIView? {
        var stack = button.contextMenuInteraction?.visibleMenuView.map { [$0] } ?? []
        while let view = stack.popLast() {
            if view.accessibilityLabel == title, view is UIControl { return view }
            stack += view.subviews
        }
        return nil
    }

    private func sortMenu(_ chosen: EventRecorder) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Name") { _ in chosen.record(.action("Name")) },
            UIAction(title: "Date") { _ in chosen.record(.action("Date")) },
            UIAction(title: "Size") { _ in chosen.record(.action("Size")) },
        ])
    }

    /// A plain "Sort" button whose primary action records "primary" and whose menu (the sort
    /// menu) is shown on a tap.
    private func pullDownButton(_ chosen: EventRecorder) -> UIButton {
        let button = UIButton(
            configuration: .plain(), primaryAction: UIAction(title: "Sort") { _ in chosen.record(.action("primary")) })
        button.menu = sortMenu(chosen)
        button.showsMenuAsPrimaryAction = true
        return button
    }

    @Test("A pull-down button's tap opens the platter below it, leading-aligned, with nothing dimmed; the choice runs once")
    func pullDown() throws {
        let chosen = EventRecorder()
        let button = pullDownButton(chosen)
        let (app, window) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction.menuAppearance == .compact)
        #expect(interaction.visibleMenuTitles == ["Name", "Date", "Size"])
        let menuView = try #require(interaction.visibleMenuView)
        let frame = menuView.convert(menuView.bounds, to: window)
        #expect(frame.minX == 20 && frame.minY == 152 && frame.height == 3 * 44)
        // Nothing dims the window: the point left of the menu keeps the window's white.
        let pixels = PixelBuffer(app.render())
        let outside = pixels[3 * 5, 3 * 700]
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255)
        try #require(app.element(label: "Date")).tap()
        app.advance(by: 0.3)
        #expect(chosen.events == [.action("Date")])
        #expect(interaction.menuAppearance == .unknown)
        #expect(menuView.window == nil)
    }

    @Test("A menu button opens its menu as the finger comes down; sliding onto an entry highlights it and lifting there chooses it")
    func slideToChoose() throws {
        let chosen = EventRecorder()
        let button = pullDownButton(chosen)
        let (app, window) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        app.touchDown(at: CGPoint(x: 80, y: 122))
        app.advance(by: 0.3)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction.visibleMenuTitles == ["Name", "Date", "Size"])
        let name = try #require(row("Name", of: button) as? UIControl)
        let date = try #require(row("Date", of: button) as? UIControl)
        let onName = name.convert(CGPoint(x: name.bounds.midX, y: name.bounds.midY), to: window)
        let onDate = date.convert(CGPoint(x: date.bounds.midX, y: date.bounds.midY), to: window)
        app.touchMove(to: onName)
        #expect(name.isHighlighted && !date.isHighlighted)
        app.touchMove(to: onDate)
        #expect(!name.isHighlighted && date.isHighlighted)
        app.touchUp()
        app.advance(by: 0.3)
        // The entry under the lift runs once; the button's own action never does.
        #expect(chosen.events == [.action("Date")])
        #expect(interaction.menuAppearance == .unknown)
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("A tap on a menu button leaves the menu it opened on screen; sliding off every entry and lifting chooses nothing")
    func tapKeepsMenuOpen() throws {
        let chosen = EventRecorder()
        let button = pullDownButton(chosen)
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction.visibleMenuTitles == ["Name", "Date", "Size"])
        #expect(chosen.events.isEmpty)
        interaction.dismissMenu()
        app.advance(by: 0.3)
        // Down on the button, across the menu, lifted beside it: nothing chosen, the menu stays.
        app.drag(from: CGPoint(x: 80, y: 122), to: CGPoint(x: 300, y: 400), steps: 8, duration: 0.4)
        app.advance(by: 0.3)
        #expect(chosen.events.isEmpty)
        #expect(interaction.visibleMenuTitles == ["Name", "Date", "Size"])
    }

    @Test("A button low on the trailing half opens its menu above it, trailing-aligned")
    func opensAbove() throws {
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = sortMenu(EventRecorder())
        button.showsMenuAsPrimaryAction = true
        let (app, window) = makeStage(button, frame: CGRect(x: 280, y: 760, width: 90, height: 44))
        tap(app, button)
        let menuView = try #require(button.contextMenuInteraction?.visibleMenuView)
        let frame = menuView.convert(menuView.bounds, to: window)
        #expect(frame.maxX == 370)
        #expect(frame.maxY == 752)
    }

    @Test("A pull-down button's menu opened above it lists from the bottom unless its order is fixed; a pop-up button's lists from the top")
    func elementOrderAbove() throws {
        let button = pullDownButton(EventRecorder())
        #expect(button.preferredMenuElementOrder == .automatic)
        let (app, window) = makeStage(button, frame: CGRect(x: 280, y: 760, width: 90, height: 44))
        tap(app, button)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction.visibleMenuTitles == ["Size", "Date", "Name"])
        // The first element is the row nearest the button.
        let name = try #require(row("Name", of: button))
        #expect(name.convert(name.bounds, to: window).maxY == 752)
        interaction.dismissMenu()
        app.advance(by: 0.3)

        button.preferredMenuElementOrder = .fixed
        tap(app, button)
        #expect(interaction.visibleMenuTitles == ["Name", "Date", "Size"])
        interaction.dismissMenu()
        app.advance(by: 0.3)

        let popUp = UIButton(type: .system)
        popUp.changesSelectionAsPrimaryAction = true
        popUp.showsMenuAsPrimaryAction = true
        popUp.menu = sortMenu(EventRecorder())
        let (popUpApp, _) = makeStage(popUp, frame: CGRect(x: 280, y: 760, width: 90, height: 44))
        tap(popUpApp, popUp)
        #expect(popUp.contextMenuInteraction?.visibleMenuTitles == ["Name", "Date", "Size"])
        popUp.contextMenuInteraction?.dismissMenu()
        popUpApp.advance(by: 0.3)
        popUp.preferredMenuElementOrder = .priority
        tap(popUpApp, popUp)
        #expect(popUp.contextMenuInteraction?.visibleMenuTitles == ["Size", "Date", "Name"])
    }

    @Test("Tapping outside a button's menu closes it and runs nothing")
    func tapOutside() throws {
        let chosen = EventRecorder()
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.menu = sortMenu(chosen)
        button.showsMenuAsPrimaryAction = true
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        app.tap(at: CGPoint(x: 300, y: 600))
        app.advance(by: 0.3)
        #expect(button.contextMenuInteraction?.menuAppearance == .unknown)
        #expect(chosen.events.isEmpty)
    }

    @Test("A button whose menu is not its primary action sends its action on a tap and shows the menu on a long press")
    func longPressMenu() throws {
        let chosen = EventRecorder()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in chosen.record(.action("primary")) })
        button.menu = sortMenu(chosen)
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        #expect(chosen.events == [.action("primary")])
        #expect(button.contextMenuInteraction?.menuAppearance == .unknown)
        app.touchDown(at: CGPoint(x: 80, y: 122))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.3)
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        #expect(chosen.events == [.action("primary")])
        try #require(app.element(label: "Size")).tap()
        #expect(chosen.events == [.action("primary"), .action("Size")])
    }

    @Test("A pop-up button shows its selected element's title, checks it, and moves the selection to the choice")
    func popUp() throws {
        let chosen = EventRecorder()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Placeholder"
        let button = UIButton(configuration: configuration)
        var senders: [String] = []
        let menu = UIMenu(children: [
            UIAction(title: "Name") { _ in chosen.record(.action("Name")) },
            UIAction(title: "Date", state: .on) { _ in chosen.record(.action("Date")) },
            UIAction(title: "Size") { action in
                chosen.record(.action("Size"))
                senders.append(action.sender is UIButton ? "button" : "other")
            },
        ])
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 160, height: 44))
        #expect(button.configuration?.title == "Date")
        tap(app, button)
        let checked = try #require(row("Date", of: button))
        #expect(checked.accessibilityValue == "checked")
        #expect(row("Name", of: button)?.accessibilityValue == nil)
        try #require(app.element(label: "Size")).tap()
        app.advance(by: 0.3)
        #expect(chosen.events == [.action("Size")])
        #expect(menu.selectedElements.map(\.title) == ["Size"])
        #expect(button.configuration?.title == "Size")
        // The action's sender is the button, as in UIKit.
        #expect(senders == ["button"])
    }

    @Test("A pop-up button with nothing selected selects its first element")
    func popUpSelectsFirst() {
        let button = UIButton(type: .system)
        let menu = sortMenu(EventRecorder())
        button.changesSelectionAsPrimaryAction = true
        button.showsMenuAsPrimaryAction = true
        button.menu = menu
        #expect(menu.selectedElements.map(\.title) == ["Name"])
        #expect(button.title(for: .normal) == "Name")
    }

    @Test("A single-selection submenu in a button's menu keeps one element on")
    func singleSelection() throws {
        let chosen = EventRecorder()
        let small = UIAction(title: "Small", state: .on) { _ in chosen.record(.action("Small")) }
        let large = UIAction(title: "Large") { _ in chosen.record(.action("Large")) }
        let button = UIButton(type: .system)
        button.setTitle("View", for: .normal)
        button.menu = UIMenu(children: [UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large])])
        button.showsMenuAsPrimaryAction = true
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        #expect(button.contextMenuInteraction?.visibleMenuTitles == ["Size", "Small", "Large"])
        try #require(app.element(label: "Large")).tap()
        #expect(chosen.events == [.action("Large")])
        #expect(small.state == .off && large.state == .on)
        #expect(button.title(for: .normal) == "View")
    }

    @Test("A bar item's menu opens on a tap when it has no action and on a long press when it has one")
    func barItem() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let chosen = EventRecorder()
        let sort = UIBarButtonItem(title: "Sort", menu: sortMenu(chosen))
        let add = UIBarButtonItem(
            title: "Add", image: nil, primaryAction: UIAction { _ in chosen.record(.action("add")) }, menu: sortMenu(chosen))
        root.navigationItem.rightBarButtonItems = [sort, add]
        let nav = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let buttons = nav.navigationBar.rightItemViews.compactMap { $0 as? UIButton }
        let sortButton = try #require(buttons.first { $0.title(for: .normal) == "Sort" })
        let addButton = try #require(buttons.first { $0.title(for: .normal) == "Add" })
        tap(app, sortButton)
        #expect(sortButton.contextMenuInteraction?.menuAppearance == .compact)
        try #require(app.element(label: "Name")).tap()
        app.advance(by: 0.3)
        tap(app, addButton)
        #expect(addButton.contextMenuInteraction?.menuAppearance == .unknown)
        let frame = addButton.convert(addButton.bounds, to: nil)
        app.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.3)
        #expect(addButton.contextMenuInteraction?.menuAppearance == .compact)
        #expect(chosen.events == [.action("Name"), .action("add")])
    }

    @Test("A button sends menuActionTriggered once, before its menu is presented as the primary action, and not for a choice")
    func menuActionTriggered() throws {
        let chosen = EventRecorder()
        let button = pullDownButton(chosen)
        var menuShownAtEvent: [Bool] = []
        button.addAction(
            UIAction { _ in menuShownAtEvent.append(button.contextMenuInteraction?.menuAppearance == .compact) },
            for: .menuActionTriggered)
        let (app, _) = makeStage(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        tap(app, button)
        #expect(menuShownAtEvent == [false], "sent once, before the platter is up")
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        try #require(app.element(label: "Size")).tap()
        app.advance(by: 0.3)
        #expect(chosen.events == [.action("Size")])
        #expect(menuShownAtEvent.count == 1, "choosing an entry sends no second event")
    }
}
