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

    @Test("Inline groups are set apart, disabled rows cannot be chosen, submenus open in place")
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
        #expect(interaction.visibleMenuTitles == ["Card", "Copy", "Locked", "—", "Move ⌄", "Up", "Down", "Delete"])
        try #require(app.element(label: "Down")).tap()
        #expect(chosen.events == [.action("down")])
        #expect(interaction.menuAppearance == .unknown)
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
}
