import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A note that can be selected whole and highlighted, through a custom menu item.
private final class HighlightNoteView: UIView, UIResponderStandardEditActions {
    var isAllSelected = false
    var canHighlight = true
    var highlights: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .selectAll: return !isAllSelected
        case .cut, .copy, .paste, .select, .delete: return false
        case Self.highlightAction: return canHighlight && sender is UIMenuController
        case Self.archiveAction: return false
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    func selectAll(_ sender: Any?) { isAllSelected = true }
    func cut(_ sender: Any?) {}
    func copy(_ sender: Any?) {}
    func paste(_ sender: Any?) {}
    func select(_ sender: Any?) {}
    func delete(_ sender: Any?) {}

    func highlight(_ sender: Any?) {
        highlights.append(sender is UIMenuController ? "from the menu controller" : "from elsewhere")
    }

    func archive(_ sender: Any?) { highlights.append("archived") }

    static let highlightAction = ResponderAction(HighlightNoteView.highlight, name: "highlight")
    static let archiveAction = ResponderAction(HighlightNoteView.archive, name: "archive")
}

@MainActor @Suite struct UIMenuControllerTests {
    private func makeStage() -> (HeadlessApp, UIWindow, HighlightNoteView) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let note = HighlightNoteView(frame: CGRect(x: 20, y: 300, width: 350, height: 60))
        window.addSubview(note)
        #expect(note.becomeFirstResponder())
        app.runTurn()
        return (app, window, note)
    }

    private func menuTitles(in window: UIWindow) -> [String] {
        guard let menu = window.subviews.last(where: { String(describing: type(of: $0)) == "EditMenuView" }) else { return [] }
        var titles: [String] = []
        var stack = Array(menu.subviews.reversed())
        while let view = stack.popLast() {
            if let control = view as? UIControl, let label = control.accessibilityLabel { titles.append(label) }
            stack += view.subviews.reversed()
        }
        return titles
    }

    @Test("Custom items follow the standard commands, only when the chain can perform them, and are sent from the menu controller")
    func customItems() throws {
        let (app, window, note) = makeStage()
        let controller = UIMenuController.shared
        controller.menuItems = [
            UIMenuItem(title: "Highlight", action: HighlightNoteView.highlightAction),
            UIMenuItem(title: "Archive", action: HighlightNoteView.archiveAction),
        ]
        #expect(!controller.isMenuVisible)
        controller.showMenu(from: note, rect: note.bounds)
        #expect(controller.isMenuVisible)
        #expect(menuTitles(in: window) == ["Select All", "Highlight"])
        try #require(app.element(label: "Highlight")).tap()
        #expect(note.highlights == ["from the menu controller"])
        #expect(!controller.isMenuVisible)
    }

    @Test("update() lists the entries again and hideMenu() hides the menu")
    func updateAndHide() {
        let (app, window, note) = makeStage()
        let controller = UIMenuController.shared
        controller.menuItems = [UIMenuItem(title: "Highlight", action: HighlightNoteView.highlightAction)]
        controller.showMenu(from: note, rect: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(menuTitles(in: window) == ["Select All", "Highlight"])
        note.canHighlight = false
        controller.update()
        #expect(menuTitles(in: window) == ["Select All"])
        controller.hideMenu()
        #expect(!controller.isMenuVisible)
        app.advance(by: 0.3)
        #expect(menuTitles(in: window).isEmpty)
    }

    @Test("Each application has its own menu controller; a view outside a window shows no menu")
    func perApplication() {
        let first = HeadlessApp()
        let firstController = UIMenuController.shared
        let second = HeadlessApp()
        #expect(UIMenuController.shared !== firstController)
        let loose = UIView()
        UIMenuController.shared.showMenu(from: loose, rect: .zero)
        #expect(!UIMenuController.shared.isMenuVisible)
        withExtendedLifetime((first, second)) {}
    }
}
