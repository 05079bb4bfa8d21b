import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A note whose text is copied, selected and deleted whole: what the edit menu's commands act on.
private final class MenuNoteView: UIView, UIResponderStandardEditActions {
    var text = "hello"
    var isAllSelected = false

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .copy, .cut, .delete: return isAllSelected && !text.isEmpty
        case .paste: return UIPasteboard.general.hasStrings
        case .select, .selectAll: return !text.isEmpty && !isAllSelected
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    func copy(_ sender: Any?) { UIPasteboard.general.string = text }
    func cut(_ sender: Any?) {
        copy(sender)
        delete(sender)
    }
    func paste(_ sender: Any?) { text += UIPasteboard.general.string ?? "" }
    func select(_ sender: Any?) { selectAll(sender) }
    func selectAll(_ sender: Any?) { isAllSelected = true }
    func delete(_ sender: Any?) {
        text = ""
        isAllSelected = false
    }
}

/// A delegate that adds its own entries to the suggested ones and records the calls it gets and
/// the animator's blocks as they run: `.call("delegate", "willPresentMenuFor")`, then
/// `.call("presenting", "animations")` and `.call("presenting", "completion")`; the same for
/// dismissing (`willDismissMenuFor`, then `.call("dismissing", "completion")`).
private final class MenuDelegate: UIEditMenuInteractionDelegate {
    var extra: [UIMenuElement] = []
    var returnsNoMenu = false
    var target: CGRect = .null
    let recorder = EventRecorder()

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        returnsNoMenu ? nil : UIMenu(children: suggestedActions + extra)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        target
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        recorder.record(.call("delegate", "willPresentMenuFor"))
        animator.addAnimations { self.recorder.record(.call("presenting", "animations")) }
        animator.addCompletion { self.recorder.record(.call("presenting", "completion")) }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        recorder.record(.call("delegate", "willDismissMenuFor"))
        animator.addCompletion { self.recorder.record(.call("dismissing", "completion")) }
    }
}

@MainActor
@Suite struct UIEditMenuInteractionTests {
    /// A window of 390 × 844 points with a note at (20, 300, 350, 60) that is first responder.
    private func makeStage() -> (HeadlessApp, UIWindow, MenuNoteView, UIEditMenuInteraction) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let note = MenuNoteView(frame: CGRect(x: 20, y: 300, width: 350, height: 60))
        window.addSubview(note)
        let interaction = UIEditMenuInteraction(delegate: nil)
        note.addInteraction(interaction)
        #expect(note.becomeFirstResponder())
        app.runTurn()
        return (app, window, note, interaction)
    }

    private func menuView(in window: UIWindow) -> UIView? {
        window.subviews.last { String(describing: type(of: $0)) == "EditMenuView" }
    }

    @Test("Interactions attach to one view at a time and are told before and after")
    func interactionsAttach() {
        let first = UIView()
        let second = UIView()
        let interaction = UIEditMenuInteraction(delegate: nil)
        first.addInteraction(interaction)
        #expect(interaction.view === first && first.interactions.count == 1)
        second.addInteraction(interaction)
        #expect(interaction.view === second && first.interactions.isEmpty && second.interactions.count == 1)
        second.removeInteraction(interaction)
        #expect(interaction.view == nil && second.interactions.isEmpty)
    }

    @Test("The menu lists the standard commands the chain can perform; choosing one sends it and the menu fades away")
    func standardCommandsThroughTheChain() throws {
        let (app, window, note, interaction) = makeStage()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
        #expect(interaction.visibleMenuTitles == ["Select", "Select All"])
        try #require(app.element(label: "Select All")).tap()
        #expect(note.isAllSelected)
        #expect(!interaction.isMenuVisible)
        // The menu fades for 0.2 s on the application clock, then leaves the window.
        #expect(menuView(in: window) != nil)
        app.advance(by: 0.3)
        #expect(menuView(in: window) == nil)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
        #expect(interaction.visibleMenuTitles == ["Cut", "Copy", "Delete"])
        try #require(app.element(label: "Copy")).tap()
        #expect(UIPasteboard.general.string == "hello")
    }

    @Test("The menu sits centred above its source point, below it when there is no room, and inside the window")
    func placement() throws {
        let (app, window, _, interaction) = makeStage()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
        let menu = try #require(menuView(in: window))
        // Source point (175, 10) in the note is (195, 310) in the window; 8 points above it.
        #expect(menu.frame.maxY == 302)
        #expect(abs(menu.frame.midX - 195) <= 0.5)
        #expect(menu.frame.height == 38)

        let top = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: -290))
        interaction.presentEditMenu(with: top)
        let below = try #require(menuView(in: window))
        // (25, 10) in the window: no room above, so 8 points below; clamped 8 points from the left edge.
        #expect(below.frame.minY == 18)
        #expect(below.frame.minX == 8)

        let upward = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10))
        upward.preferredArrowDirection = .up
        interaction.presentEditMenu(with: upward)
        #expect(try #require(menuView(in: window)).frame.minY == 318)
        app.runTurn()
    }

    @Test("A delegate's actions, submenus, disabled and hidden entries, and its target rectangle")
    func delegateMenus() throws {
        let (app, window, note, interaction) = makeStage()
        let delegate = MenuDelegate()
        let chosen = EventRecorder()
        delegate.extra = [
            UIAction(title: "Bold") { _ in chosen.record(.action("bold")) },
            UIAction(title: "Hidden", attributes: .hidden) { _ in chosen.record(.action("hidden")) },
            UICommand(title: "Never", action: .paste, attributes: .disabled),
            UIMenu(title: "Format", children: [
                UIAction(title: "Italic") { _ in chosen.record(.action("italic")) },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Underline") { _ in chosen.record(.action("underline")) },
                ]),
            ]),
        ]
        delegate.target = CGRect(x: 0, y: 0, width: 350, height: 60)
        interaction.delegate = delegate
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 30)))
        #expect(interaction.visibleMenuTitles == ["Select", "Select All", "Bold", "Never", "Format ›"])
        // Placed against the target rectangle (the whole note), not the source point.
        #expect(try #require(menuView(in: window)).frame.maxY == 292)
        #expect(delegate.recorder.events == [
            .call("delegate", "willPresentMenuFor"), .call("presenting", "animations"),
        ])
        app.advance(by: 0.3)
        #expect(delegate.recorder.events == [
            .call("delegate", "willPresentMenuFor"), .call("presenting", "animations"),
            .call("presenting", "completion"),
        ])

        // A disabled entry is drawn but cannot be chosen.
        let never = try #require(app.element(label: "Never"))
        #expect(never.traits.contains(.notEnabled))

        try #require(app.element(label: "Format ›")).tap()
        #expect(interaction.visibleMenuTitles == ["‹", "Italic", "Underline"])
        try #require(app.element(label: "‹")).tap()
        #expect(interaction.visibleMenuTitles == ["Select", "Select All", "Bold", "Never", "Format ›"])
        try #require(app.element(label: "Format ›")).tap()
        try #require(app.element(label: "Underline")).tap()
        #expect(chosen.events == [.action("underline")])
        #expect(!interaction.isMenuVisible && !note.isAllSelected)
        #expect(delegate.recorder.events.suffix(1) == [.call("delegate", "willDismissMenuFor")])
        app.advance(by: 0.3)
        #expect(delegate.recorder.events.suffix(1) == [.call("dismissing", "completion")])

        delegate.returnsNoMenu = true
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(!interaction.isMenuVisible && menuView(in: window) == nil)
    }

    @Test("A tap outside the menu dismisses it and still reaches what it landed on")
    func tapOutsideDismisses() throws {
        let (app, window, _, interaction) = makeStage()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 20, y: 600, width: 200, height: 44))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
        #expect(interaction.isMenuVisible)
        app.tap(at: CGPoint(x: 120, y: 622))
        #expect(taps == 1)
        #expect(!interaction.isMenuVisible)
        #expect(window.gestureRecognizers?.isEmpty ?? true)
    }

    @Test("Presenting from a view outside a window is logged and shows nothing")
    func presentingOutsideAWindowIsLogged() {
        let app = HeadlessApp()
        app.application.log.echoesToStandardError = false
        let view = UIView()
        let interaction = UIEditMenuInteraction(delegate: nil)
        view.addInteraction(interaction)
        // A view outside every window belongs to no application: the console log reports it.
        let console = ApplicationLog.console.loggedCount
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(!interaction.isMenuVisible)
        #expect(ApplicationLog.console.loggedCount == console + 1)
        #expect(app.application.log.messages.isEmpty)
    }

    @Test("The menu is drawn: a light rounded row in light mode, a dark one in dark mode, with a hairline between entries")
    func menuPixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, window, _, interaction) = makeStage()
            window.overrideUserInterfaceStyle = style
            window.backgroundColor = .systemBackground
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 10)))
            app.advance(by: 0.3)
            let menu = try #require(menuView(in: window))
            let pixels = PixelBuffer(app.render())
            let scale = window.traitCollection.displayScale
            func pixel(_ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel { pixels[Int(x * scale), Int(y * scale)] }
            // Inside the row, left of the first title: the menu's background.
            let inside = pixel(menu.frame.minX + 4, menu.frame.midY)
            if style == .dark {
                #expect(inside.red < 60 && inside.green < 60 && inside.blue < 60)
            } else {
                #expect(inside.red > 240 && inside.green > 240 && inside.blue > 240)
            }
            // The separator between "Select" and "Select All" differs from the background.
            let items = menu.subviews.first?.subviews.compactMap { $0 as? UIControl } ?? []
            #expect(items.count == 2)
            let separatorX = items[0].frame.maxX + menu.frame.minX
            let separator = pixel(separatorX, menu.frame.midY)
            #expect(separator != inside)
        }
    }
}
