import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A delegate that answers a configuration from `makeConfiguration` and records every call it
/// gets, and the animators' blocks as they run, in one history.
private final class ContextMenuDelegate: UIContextMenuInteractionDelegate {
    var makeConfiguration: () -> UIContextMenuConfiguration? = { nil }
    let recorder = EventRecorder()

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        recorder.record(.call("delegate", "configurationForMenuAtLocation", arguments: ["\(location.x),\(location.y)"]))
        return makeConfiguration()
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        recorder.record(.call("delegate", "previewForHighlighting"))
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        recorder.record(.call("delegate", "previewForDismissing"))
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        recorder.record(.call("delegate", "willDisplayMenuFor"))
        animator?.addCompletion { self.recorder.record(.call("display", "completion")) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        recorder.record(.call("delegate", "willPerformPreviewAction"))
        animator.addCompletion { self.recorder.record(.call("commit", "completion")) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        recorder.record(.call("delegate", "willEndFor"))
        animator?.addCompletion { self.recorder.record(.call("end", "completion")) }
    }
}

@MainActor
@Suite struct UIContextMenuInteractionTests {
    /// A 390 × 844 window with a 200 × 100 card at (20, 100) carrying a context menu interaction.
    private func makeStage() -> (HeadlessApp, UIWindow, UIView, UIContextMenuInteraction, ContextMenuDelegate) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        let delegate = ContextMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        return (app, window, card, interaction, delegate)
    }

    /// Holds a finger on the card for `duration` seconds, then lifts it.
    private func longPress(_ app: HeadlessApp, at point: CGPoint = CGPoint(x: 70, y: 150), duration: TimeInterval = 0.6) {
        app.touchDown(at: point)
        app.advance(by: duration)
        app.touchUp()
        app.runTurn()
    }

    @Test("A long press asks the delegate, shows the menu, runs the chosen action once and dismisses in UIKit's order")
    func contextMenuFlow() throws {
        let (app, window, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = {
            UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                        chosen.record(.action("copy"))
                        delegate.recorder.record(.action("copy"))
                    },
                    UIAction(title: "Share") { _ in chosen.record(.action("share")) },
                ])
            }
        }
        longPress(app)
        #expect(interaction.visibleMenuTitles == ["Copy", "Share"])
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: window) == CGPoint(x: 70, y: 150))
        app.advance(by: 0.3)
        try #require(app.element(label: "Copy")).tap()
        #expect(chosen.events == [.action("copy")])
        #expect(interaction.visibleMenuTitles.isEmpty)
        app.advance(by: 0.3)
        #expect(delegate.recorder.events == [
            .call("delegate", "configurationForMenuAtLocation", arguments: ["50.0,50.0"]),
            .call("delegate", "previewForHighlighting"), .call("delegate", "willDisplayMenuFor"),
            .call("display", "completion"), .call("delegate", "willEndFor"), .call("delegate", "previewForDismissing"),
            .action("copy"), .call("end", "completion"),
        ])
        // The menu and its dim are gone once the fade has run.
        #expect(!window.subviews.contains { String(describing: type(of: $0)) == "ContextMenuContainerView" })
        #expect(app.element(label: "Copy") == nil)
        #expect(chosen.events == [.action("copy")])
    }

    @Test("A nil configuration shows nothing and a short press does not ask")
    func nilConfiguration() {
        let (app, window, _, interaction, delegate) = makeStage()
        longPress(app, duration: 0.2)
        #expect(delegate.recorder.events.isEmpty)
        longPress(app)
        #expect(delegate.recorder.events == [
            .call("delegate", "configurationForMenuAtLocation", arguments: ["50.0,50.0"])
        ])
        #expect(interaction.menuAppearance == .unknown)
        #expect(window.subviews.count == 1)
    }

    @Test("Tapping outside the menu dismisses it without running an action; tapping the preview commits")
    func tapOutsideAndPreview() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in chosen.record(.action("delete")) }])
            }
        }
        longPress(app)
        app.advance(by: 0.3)
        app.tap(at: CGPoint(x: 300, y: 700))
        app.advance(by: 0.3)
        #expect(interaction.visibleMenuTitles.isEmpty)
        #expect(chosen.events.isEmpty)
        #expect(delegate.recorder.events.suffix(3) == [
            .call("delegate", "willEndFor"), .call("delegate", "previewForDismissing"), .call("end", "completion"),
        ])

        longPress(app)
        app.advance(by: 0.3)
        app.tap(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.3)
        #expect(interaction.visibleMenuTitles.isEmpty)
        #expect(delegate.recorder.events.suffix(5) == [
            .call("delegate", "willPerformPreviewAction"), .call("delegate", "willEndFor"),
            .call("delegate", "previewForDismissing"), .call("commit", "completion"), .call("end", "completion"),
        ])
        #expect(chosen.events.isEmpty)
    }

    @Test("Inline groups are set apart, disabled rows cannot be chosen, a submenu opens over the menu and its rows are chosen")
    func inlineGroupsAndSubmenus() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Card", children: [
                    UIMenu(options: .displayInline, children: [
                        UIAction(title: "Copy") { _ in chosen.record(.action("copy")) },
                        UIAction(title: "Hidden", attributes: .hidden) { _ in chosen.record(.action("hidden")) },
                        UIAction(title: "Locked", attributes: .disabled) { _ in chosen.record(.action("locked")) },
                    ]),
                    UIMenu(title: "Move", children: [
                        UIAction(title: "Up") { _ in chosen.record(.action("up")) },
                        UIAction(title: "Down") { _ in chosen.record(.action("down")) },
                    ]),
                    UIAction(title: "Delete", attributes: .destructive) { _ in chosen.record(.action("delete")) },
                ])
            }
        }
        longPress(app)
        #expect(interaction.visibleMenuTitles == ["Card", "Copy", "Locked", "—", "Move ›", "Delete"])
        try #require(app.element(label: "Locked")).tap()
        #expect(chosen.events.isEmpty)
        #expect(interaction.menuAppearance == .rich)
        try #require(app.element(label: "Move")).tap()
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down"])
        try #require(app.element(label: "Down")).tap()
        #expect(chosen.events == [.action("down")])
        #expect(interaction.menuAppearance == .unknown)
    }

    /// A configuration: Copy, a "Move" submenu (Up, Down, and a "Further" submenu of Top and
    /// Bottom), Delete; each action records its title.
    private func nestedConfiguration(_ chosen: EventRecorder) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in chosen.record(.action("copy")) },
                UIMenu(title: "Move", children: [
                    UIAction(title: "Up") { _ in chosen.record(.action("up")) },
                    UIAction(title: "Down") { _ in chosen.record(.action("down")) },
                    UIMenu(title: "Further", children: [
                        UIAction(title: "Top") { _ in chosen.record(.action("top")) },
                        UIAction(title: "Bottom") { _ in chosen.record(.action("bottom")) },
                    ]),
                ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in chosen.record(.action("delete")) },
            ])
        }
    }

    @Test("A submenu opens over its entry while the menu recedes (smaller, its rows out of reach); its title row leads back")
    func submenuOverParent() throws {
        let (app, window, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.nestedConfiguration(chosen) }
        longPress(app)
        app.advance(by: 0.3)
        let parent = try #require(interaction.visibleMenuView)
        let parentFrame = parent.frame
        let entry = try row(app, "Move")
        let entryTop = entry.convert(entry.bounds, to: window).minY
        try #require(app.element(label: "Move")).tap()
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down", "Further ›"])
        let submenu = try #require(interaction.visibleMenuView)
        #expect(submenu !== parent)
        let submenuFrame = submenu.convert(submenu.bounds, to: window)
        #expect(submenuFrame.minY == entryTop && submenuFrame.minX == parentFrame.minX)
        #expect(submenuFrame.width >= parentFrame.width)
        // The menu behind is smaller, no longer read, and its rows are out of the finger's reach.
        #expect(parent.frame.width < parentFrame.width && abs(parent.frame.midY - parentFrame.midY) < 0.5)
        #expect(app.element(label: "Copy") == nil && app.element(label: "Delete") == nil)
        // The title row leads back to the menu as it was.
        try #require(app.element(label: "Move")).tap()
        #expect(interaction.visibleMenuTitles == ["Copy", "Move ›", "Delete"])
        #expect(interaction.visibleMenuView === parent && parent.frame == parentFrame)
        #expect(app.element(label: "Copy") != nil)
        #expect(chosen.events.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test("A submenu of a submenu opens on its own platter over it; its title row leads back one level; tapping the receded menu closes them all")
    func nestedSubmenus() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.nestedConfiguration(chosen) }
        longPress(app)
        app.advance(by: 0.3)
        let parent = try #require(interaction.visibleMenuView)
        try #require(app.element(label: "Move")).tap()
        let move = try #require(interaction.visibleMenuView)
        let further = try row(app, "Further")
        let furtherTop = further.convert(further.bounds, to: nil).minY
        try #require(app.element(label: "Further")).tap()
        #expect(interaction.visibleMenuTitles == ["Further ⌄", "—", "Top", "Bottom"])
        // Over the submenu, which recedes (smaller, its rows out of reach), its top at its entry's.
        let nested = try #require(interaction.visibleMenuView)
        #expect(nested !== move && nested.frame.minY == furtherTop)
        #expect(move.transform.a < 1 && parent.transform.a < 1 && nested.transform.a == 1)
        #expect(app.element(label: "Up") == nil)
        try #require(app.element(label: "Further")).tap()
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down", "Further ›"])
        try #require(app.element(label: "Further")).tap()
        // A tap on the receded menu, beside the submenu's platter, leads all the way back.
        let submenu = try #require(interaction.visibleMenuView)
        let parentFrame = parent.frame
        #expect(parentFrame.minY < submenu.frame.minY - 20)
        app.tap(at: CGPoint(x: parentFrame.midX, y: parentFrame.minY + 10))
        app.advance(by: 0.3)
        #expect(interaction.visibleMenuTitles == ["Copy", "Move ›", "Delete"])
        #expect(interaction.menuAppearance == .rich)
        // The innermost action, tapped, runs once and closes everything.
        try #require(app.element(label: "Move")).tap()
        try #require(app.element(label: "Further")).tap()
        try #require(app.element(label: "Bottom")).tap()
        #expect(chosen.events == [.action("bottom")])
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    @Test("A single-selection menu checks the chosen element and clears the others")
    func singleSelection() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let sizes = UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large])
        delegate.makeConfiguration = { UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [sizes]) } }
        longPress(app)
        #expect(try #require(app.element(label: "Small")).value == "checked")
        try #require(app.element(label: "Large")).tap()
        #expect(small.state == .off && large.state == .on)
        app.advance(by: 0.3)
        longPress(app)
        #expect(interaction.visibleMenuTitles == ["Size", "Small", "Large"])
        #expect(try #require(app.element(label: "Large")).value == "checked")
        #expect(try #require(app.element(label: "Small")).value == nil)
    }

    @Test("A deferred element shows a loading row until its provider answers on the clock; cached ones ask once")
    func deferredElements() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        var cachedCalls = 0
        var uncachedCalls = 0
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            // Answers later, on the application clock.
            app.application.runLoop.schedule(after: 1) { _ in
                completion([UIAction(title: "Fetched \(uncachedCalls)") { _ in }])
            }
        }
        delegate.makeConfiguration = { UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [cached, uncached]) } }
        longPress(app)
        #expect(interaction.visibleMenuTitles == ["Recent", "Loading…"])
        app.advance(by: 1.1)
        #expect(interaction.visibleMenuTitles == ["Recent", "Fetched 1"])
        interaction.dismissMenu()
        app.advance(by: 0.3)
        longPress(app)
        #expect(interaction.visibleMenuTitles == ["Recent", "Loading…"])
        app.advance(by: 1.1)
        #expect(interaction.visibleMenuTitles == ["Recent", "Fetched 2"])
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    /// The control of the shown menu's row labelled `title`.
    private func row(_ app: HeadlessApp, _ title: String) throws -> UIControl {
        try #require(app.element(label: title)?.object as? UIControl)
    }

    /// The centre of `view` in its window.
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// A configuration listing Copy, Share and a disabled Locked, each recording its title.
    private func copyShareConfiguration(_ chosen: EventRecorder) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in chosen.record(.action("copy")) },
                UIAction(title: "Share") { _ in chosen.record(.action("share")) },
                UIAction(title: "Locked", attributes: .disabled) { _ in chosen.record(.action("locked")) },
            ])
        }
    }

    @Test("The finger that long-pressed slides onto a row, which highlights as it passes, and lifting there chooses it once")
    func slideToChoose() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.copyShareConfiguration(chosen) }
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        #expect(interaction.visibleMenuTitles == ["Copy", "Share", "Locked"])
        let copy = try row(app, "Copy")
        let share = try row(app, "Share")
        let locked = try row(app, "Locked")
        app.touchMove(to: CGPoint(x: 70, y: 180))
        #expect(!copy.isHighlighted && !share.isHighlighted)
        app.touchMove(to: center(of: copy))
        #expect(copy.isHighlighted && !share.isHighlighted)
        app.touchMove(to: center(of: share))
        #expect(!copy.isHighlighted && share.isHighlighted)
        // A disabled row is not highlighted and leaves no other highlighted.
        app.touchMove(to: center(of: locked))
        #expect(!locked.isHighlighted && !share.isHighlighted)
        app.touchMove(to: center(of: share))
        app.touchUp()
        #expect(chosen.events == [.action("share")])
        #expect(interaction.menuAppearance == .unknown)
        app.advance(by: 0.3)
        #expect(chosen.events == [.action("share")])
        // Chosen while the menu was still appearing: its completion runs, then the dismissal's.
        #expect(delegate.recorder.events.suffix(4) == [
            .call("delegate", "willEndFor"), .call("delegate", "previewForDismissing"), .call("display", "completion"),
            .call("end", "completion"),
        ])
    }

    @Test("Lifting the sliding finger outside every row (or on a disabled one) chooses nothing and leaves the menu open for a tap")
    func slideAndLiftOutside() throws {
        let (app, _, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.copyShareConfiguration(chosen) }
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        let copy = try row(app, "Copy")
        app.touchMove(to: center(of: copy))
        #expect(copy.isHighlighted)
        app.touchMove(to: CGPoint(x: 300, y: 700))
        #expect(!copy.isHighlighted)
        app.touchUp()
        app.advance(by: 0.3)
        #expect(chosen.events.isEmpty)
        #expect(interaction.visibleMenuTitles == ["Copy", "Share", "Locked"])
        #expect(!copy.isHighlighted)

        interaction.dismissMenu()
        app.advance(by: 0.3)
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        app.touchMove(to: center(of: try row(app, "Locked")))
        app.touchUp()
        app.advance(by: 0.3)
        #expect(chosen.events.isEmpty)
        #expect(interaction.menuAppearance == .rich)
        try #require(app.element(label: "Copy")).tap()
        #expect(chosen.events == [.action("copy")])
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    /// A 390 × 844 window with a card low on the screen (y 700–800), so its menu opens above it.
    private func makeLowStage(order: UIContextMenuConfiguration.ElementOrder?)
        -> (HeadlessApp, UIView, UIContextMenuInteraction, ContextMenuDelegate)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let card = UIView(frame: CGRect(x: 20, y: 700, width: 200, height: 100))
        window.addSubview(card)
        let delegate = ContextMenuDelegate()
        delegate.makeConfiguration = {
            let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Card", children: [
                    UIMenu(options: .displayInline, children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }]),
                    UIAction(title: "Delete", attributes: .destructive) { _ in },
                ])
            }
            if let order { configuration.preferredMenuElementOrder = order }
            return configuration
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        return (app, card, interaction, delegate)
    }

    @Test("Priority order (and automatic) lists a menu opened above its source from the bottom, the first element nearest the finger")
    func priorityOrderAbove() throws {
        for order in [nil, UIContextMenuConfiguration.ElementOrder.automatic, .priority] {
            let (app, card, interaction, delegate) = makeLowStage(order: order)
            longPress(app, at: CGPoint(x: 70, y: 750))
            // The title stays on top; groups and the elements within them are reversed.
            #expect(interaction.visibleMenuTitles == ["Card", "Delete", "—", "Share", "Copy"])
            let menuView = try #require(interaction.visibleMenuView)
            let menuFrame = menuView.convert(menuView.bounds, to: nil)
            let copyFrame = try row(app, "Copy").convert(try row(app, "Copy").bounds, to: nil)
            #expect(menuFrame.maxY == card.frame.minY - 16)
            #expect(copyFrame.maxY == menuFrame.maxY)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("Fixed order lists from the top wherever the menu opens; priority order lists a menu opened below from the top")
    func fixedOrderAndPriorityBelow() throws {
        let (app, _, interaction, delegate) = makeLowStage(order: .fixed)
        longPress(app, at: CGPoint(x: 70, y: 750))
        #expect(interaction.visibleMenuTitles == ["Card", "Copy", "Share", "—", "Delete"])
        withExtendedLifetime(delegate) {}

        let (highApp, _, _, highInteraction, highDelegate) = makeStage()
        highDelegate.makeConfiguration = {
            let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])
            }
            configuration.preferredMenuElementOrder = .priority
            return configuration
        }
        longPress(highApp)
        #expect(highInteraction.visibleMenuTitles == ["Copy", "Share"])
        withExtendedLifetime(highDelegate) {}
    }

    /// A configuration of `count` actions named "Item 1"… each recording its title.
    private func longConfiguration(_ count: Int, _ chosen: EventRecorder) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: (1...count).map { index in
                UIAction(title: "Item \(index)") { _ in chosen.record(.action("\(index)")) }
            })
        }
    }

    @Test("A menu taller than the safe area is limited to it; a vertical pan scrolls its rows, which glide on and stay choosable; nothing is logged as clipped")
    func tooManyRowsScroll() throws {
        let (app, window, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.longConfiguration(30, chosen) }
        longPress(app)
        app.advance(by: 0.3)
        let menuView = try #require(interaction.visibleMenuView)
        let menuFrame = menuView.convert(menuView.bounds, to: nil)
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 16, dy: 16)
        #expect(menuFrame.minY == safe.minY && menuFrame.maxY == safe.maxY)
        let first = try row(app, "Item 1")
        let last = try row(app, "Item 30")
        #expect(first.convert(first.bounds, to: nil).minY == menuFrame.minY)
        #expect(last.convert(last.bounds, to: nil).minY > menuFrame.maxY)
        #expect(!app.application.log.messages.contains { $0.contains("clipped") })

        // The menu opened under the pressing finger, which lifted without moving: nothing chosen.
        #expect(menuFrame.contains(CGPoint(x: 70, y: 150)))
        #expect(chosen.events.isEmpty)

        // A pan inside the platter moves the rows with the finger and chooses nothing; at the
        // lift (the pan measures about 650 pt/s) they glide on with the scroll view's
        // deceleration, (v − 10) / 2.002 ≈ 320 points more, and stop short of the end.
        let x = menuFrame.midX
        app.drag(from: CGPoint(x: x, y: 600), to: CGPoint(x: x, y: 400), steps: 10, duration: 0.3)
        let atLift = first.convert(first.bounds, to: nil).minY
        #expect(atLift < menuFrame.minY - 150 && atLift >= menuFrame.minY - 200)
        app.advance(by: 3)
        #expect(chosen.events.isEmpty)
        #expect(interaction.menuAppearance == .rich)
        let rested = first.convert(first.bounds, to: nil).minY
        #expect(atLift - rested > 300 && atLift - rested < 335, "lift \(atLift) rest \(rested)")

        // Far past the end it stops with the last row at the platter's bottom, and that row is tapped.
        app.drag(from: CGPoint(x: x, y: 700), to: CGPoint(x: x, y: 100), steps: 10, duration: 0.3)
        app.drag(from: CGPoint(x: x, y: 700), to: CGPoint(x: x, y: 100), steps: 10, duration: 0.3)
        app.advance(by: 1)
        #expect(last.convert(last.bounds, to: nil).maxY == menuFrame.maxY)
        try #require(app.element(label: "Item 30")).tap()
        #expect(chosen.events == [.action("30")])
    }

    @Test("A scrolled menu still takes the long-pressing finger's slide; a short menu does not pan")
    func slideInScrollingMenu() throws {
        let (app, window, _, interaction, delegate) = makeStage()
        let chosen = EventRecorder()
        delegate.makeConfiguration = { self.longConfiguration(30, chosen) }
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        let third = try row(app, "Item 3")
        app.touchMove(to: center(of: third))
        #expect(third.isHighlighted)
        app.touchUp()
        #expect(chosen.events == [.action("3")])
        app.advance(by: 0.3)

        delegate.makeConfiguration = { self.copyShareConfiguration(chosen) }
        longPress(app)
        app.advance(by: 0.3)
        let copy = try row(app, "Copy")
        let before = copy.convert(copy.bounds, to: window)
        // Up 100 points, past the row's touch-up slop: the rows do not move and nothing is chosen.
        app.drag(from: center(of: copy), to: CGPoint(x: center(of: copy).x, y: center(of: copy).y - 100), steps: 6)
        app.advance(by: 0.3)
        #expect(copy.convert(copy.bounds, to: window) == before)
        #expect(interaction.visibleMenuTitles == ["Copy", "Share", "Locked"])
        #expect(chosen.events == [.action("3")])
        withExtendedLifetime(delegate) {}
    }

    @Test("A palette menu stops with a message naming the option, since it is not drawn")
    func paletteRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
                let window = app.makeWindow()
                let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
                window.addSubview(card)
                let delegate = ContextMenuDelegate()
                delegate.makeConfiguration = {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                        UIMenu(children: [UIMenu(options: .displayAsPalette, children: [UIAction(title: "Red") { _ in }])])
                    }
                }
                card.addInteraction(UIContextMenuInteraction(delegate: delegate))
                app.runTurn()
                app.touchDown(at: CGPoint(x: 70, y: 150))
                app.advance(by: 0.6)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("displayAsPalette is not drawn"))
    }

    /// The context-menu containers in `window`.
    private func menuContainers(in window: UIWindow) -> Int {
        window.subviews.filter { String(describing: type(of: $0)) == "ContextMenuContainerView" }.count
    }

    @Test("A shown menu goes when its view leaves the window")
    func menuGoesWithItsView() throws {
        let (app, window, card, interaction, delegate) = makeStage()
        delegate.makeConfiguration = {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            }
        }
        longPress(app)
        #expect(menuContainers(in: window) == 1)
        card.removeFromSuperview()
        app.runTurn()
        #expect(interaction.visibleMenuTitles.isEmpty, "closed in the frame that finds its view gone")
        #expect(menuContainers(in: window) == 1, "fading out")
        app.advance(by: 1)
        app.runTurn()
        #expect(interaction.visibleMenuTitles.isEmpty)
        #expect(menuContainers(in: window) == 0)
    }

    @Test("A shown menu goes when a controller is presented over its view", arguments: [false, true])
    func menuGoesUnderPresentation(fullScreen: Bool) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        root.view.addSubview(card)
        let delegate = ContextMenuDelegate()
        delegate.makeConfiguration = {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            }
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        longPress(app)
        #expect(menuContainers(in: window) == 1)
        let shown = UIViewController()
        if fullScreen { shown.modalPresentationStyle = .fullScreen }
        root.present(shown, animated: true)
        app.advance(by: 1)
        shown.dismiss(animated: true)
        app.advance(by: 1)
        #expect(interaction.visibleMenuTitles.isEmpty)
        #expect(menuContainers(in: window) == 0)
    }
}
