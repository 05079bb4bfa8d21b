import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing

/// Answers the configuration `make` builds.
private final class MotionMenuDelegate: UIContextMenuInteractionDelegate {
    var make: () -> UIContextMenuConfiguration? = { nil }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        make()
    }
}

/// A context menu's rows scrolling with the scroll view's physics (glide, rubber band, bounce,
/// indicator, auto-scroll at an edge) and its submenus unfolding, on the virtual clock.
@MainActor
@Suite struct ContextMenuMotionTests {
    /// A 390 × 844 window with a card at (20, 100, 200 × 100) whose menu `delegate` answers.
    private func makeStage(_ configuration: @escaping () -> UIContextMenuConfiguration)
        -> (HeadlessApp, UIWindow, UIContextMenuInteraction, MotionMenuDelegate)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(card)
        let delegate = MotionMenuDelegate()
        delegate.make = configuration
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        return (app, window, interaction, delegate)
    }

    /// `count` actions "Item 1"…, each recording its number.
    private func longMenu(_ count: Int, _ chosen: EventRecorder) -> () -> UIContextMenuConfiguration {
        {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: (1...count).map { index in
                    UIAction(title: "Item \(index)") { _ in chosen.record(.action("\(index)")) }
                })
            }
        }
    }

    /// Copy, a "Move" submenu (Up, Down) and Delete.
    private func submenuMenu(_ chosen: EventRecorder) -> () -> UIContextMenuConfiguration {
        {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Copy") { _ in chosen.record(.action("copy")) },
                    UIMenu(title: "Move", children: [
                        UIAction(title: "Up") { _ in chosen.record(.action("up")) },
                        UIAction(title: "Down") { _ in chosen.record(.action("down")) },
                    ]),
                    UIAction(title: "Delete") { _ in chosen.record(.action("delete")) },
                ])
            }
        }
    }

    /// Copy, a "Move" submenu (Up, Down and a "Further" submenu of Top and Bottom) and Delete.
    private func nestedMenu(_ chosen: EventRecorder) -> () -> UIContextMenuConfiguration {
        {
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
                    UIAction(title: "Delete") { _ in chosen.record(.action("delete")) },
                ])
            }
        }
    }

    /// The drawn horizontal scale of `view`.
    private func drawnScale(_ view: UIView) throws -> CGFloat { try #require(view.layer.presentation()).transform.m11 }

    /// Opens the menu with a long press lifted without moving, and lets it settle.
    private func openMenu(_ app: HeadlessApp, _ interaction: UIContextMenuInteraction) throws -> ContextMenuView {
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.3)
        return try #require(interaction.visibleMenuView as? ContextMenuView)
    }

    private func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// The indicator's opacity as drawn now.
    private func drawnAlpha(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? view.layer.opacity }

    @Test("A flick glides on with the scroll view's deceleration to its natural end; the indicator shows, waits, then fades")
    func flickDecelerates() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(longMenu(30, chosen))
        let menu = try openMenu(app, interaction)
        #expect(menu.maximumScrollOffset > 400)
        #expect(drawnAlpha(menu.scrollIndicator) == 0)
        let frame = windowFrame(menu)
        app.flick(from: CGPoint(x: frame.midX, y: 500), velocity: CGPoint(x: 0, y: -400))
        let atLift = menu.scrollOffset
        #expect(atLift > 20 && atLift <= 50)
        #expect(menu.isScrollMoving)
        #expect(drawnAlpha(menu.scrollIndicator) == 1)
        // 400 pt/s decaying by 0.998 per millisecond down to 10 pt/s: (400 − 10) / 2.002 points
        // over ln(40) / 2.002 = 1.84 s.
        let decay = -1000 * log(0.998)
        let end = atLift + CGFloat((400 - 10) / decay)
        app.advance(by: 0.25)
        let early = menu.scrollOffset
        #expect(early > atLift + 50 && early < end)
        app.advance(by: 0.5)
        #expect(menu.scrollOffset > early && menu.scrollOffset < end)
        app.advance(by: 1.25)
        #expect(!menu.isScrollMoving)
        #expect(abs(menu.scrollOffset - end) < 1)
        // The glide ended near 1.84 s; the indicator stays 0.5 s, then fades over 0.25 s.
        #expect(drawnAlpha(menu.scrollIndicator) == 1)
        app.advance(by: 0.45)
        let fading = drawnAlpha(menu.scrollIndicator)
        #expect(fading > 0 && fading < 1)
        app.advance(by: 0.3)
        #expect(drawnAlpha(menu.scrollIndicator) == 0 && menu.scrollIndicator.alpha == 0)
        #expect(chosen.events.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test("A tap on gliding rows catches them where they are and chooses nothing; the next tap chooses")
    func tapCatchesGlide() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(longMenu(30, chosen))
        let menu = try openMenu(app, interaction)
        let frame = windowFrame(menu)
        app.flick(from: CGPoint(x: frame.midX, y: 500), velocity: CGPoint(x: 0, y: -600))
        app.advance(by: 0.2)
        #expect(menu.isScrollMoving)
        let point = CGPoint(x: frame.midX, y: frame.midY)
        app.tap(at: point)
        #expect(!menu.isScrollMoving)
        #expect(chosen.events.isEmpty)
        let caught = menu.scrollOffset
        app.advance(by: 0.5)
        #expect(menu.scrollOffset == caught)
        app.tap(at: point)
        #expect(chosen.events.count == 1)
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    @Test("Rows pulled past the top stretch less than the finger moves, and settle back to the edge at the lift")
    func pullPastTopBounces() throws {
        let (app, _, interaction, delegate) = makeStage(longMenu(30, EventRecorder()))
        let menu = try openMenu(app, interaction)
        let frame = windowFrame(menu)
        let start = CGPoint(x: frame.midX, y: 300)
        app.drag(from: start, to: CGPoint(x: start.x, y: 500), steps: 10, duration: 0.3, lift: false)
        let pulled = menu.scrollOffset
        // A 200-point pull (less the pan's start) shows as the rubber band: under 100 points.
        #expect(pulled < -40 && pulled > -100)
        // The indicator shortens while the rows are past the end.
        let stretched = menu.scrollIndicator.frame.height
        app.touchUp()
        #expect(menu.isScrollMoving)
        app.advance(by: 0.15)
        #expect(menu.scrollOffset > pulled && menu.scrollOffset < 0)
        #expect(menu.scrollIndicator.frame.height > stretched)
        app.advance(by: 0.2)
        #expect(menu.scrollOffset == 0)
        #expect(!menu.isScrollMoving)
        withExtendedLifetime(delegate) {}
    }

    @Test("A fast flick that reaches the end overshoots it by at most 60 points, then returns exactly to the edge")
    func glideBouncesAtTheEnd() throws {
        let (app, _, interaction, delegate) = makeStage(longMenu(30, EventRecorder()))
        let menu = try openMenu(app, interaction)
        let maximum = menu.maximumScrollOffset
        menu.scroll(to: maximum - 200)
        let frame = windowFrame(menu)
        app.flick(from: CGPoint(x: frame.midX, y: 600), velocity: CGPoint(x: 0, y: -1000))
        #expect(menu.scrollOffset < maximum)
        var farthest = menu.scrollOffset
        for _ in 0..<60 {
            app.advance(by: 1.0 / 60)
            farthest = max(farthest, menu.scrollOffset)
        }
        #expect(farthest > maximum + 5 && farthest <= maximum + 60)
        app.advance(by: 1)
        #expect(menu.scrollOffset == maximum)
        #expect(!menu.isScrollMoving)
        withExtendedLifetime(delegate) {}
    }

    @Test("A choosing finger held at the bottom edge scrolls the rows, the row under it highlighted; away from the edge it stops; lifting chooses that row")
    func autoScrollAtTheEdge() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(longMenu(30, chosen))
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        let menu = try #require(interaction.visibleMenuView as? ContextMenuView)
        app.advance(by: 0.3)
        let frame = windowFrame(menu)
        #expect(menu.scrollOffset == 0)
        // Held 10 points above the platter's bottom for half a second: 30 frames of 6 points.
        let edge = CGPoint(x: frame.midX, y: frame.maxY - 10)
        app.touchMove(to: edge)
        app.advance(by: 0.5)
        #expect(abs(menu.scrollOffset - 180) <= 6)
        let highlighted = menu.controls.filter(\.isHighlighted)
        #expect(highlighted.count == 1)
        let under = try #require(highlighted.first)
        #expect(windowFrame(under).contains(edge))
        #expect(drawnAlpha(menu.scrollIndicator) == 1)
        // In the middle of the platter it stops.
        app.touchMove(to: CGPoint(x: frame.midX, y: frame.midY))
        let stopped = menu.scrollOffset
        app.advance(by: 0.5)
        #expect(menu.scrollOffset == stopped)
        // At the top edge it scrolls back up and stops at the top.
        app.touchMove(to: CGPoint(x: frame.midX, y: frame.minY + 10))
        app.advance(by: 1)
        #expect(menu.scrollOffset == 0)
        // Lifting chooses the row under the finger: the first.
        app.touchUp()
        #expect(chosen.events == [.action("1")])
        withExtendedLifetime(delegate) {}
    }

    @Test("A finger at the edge of a menu that fits scrolls nothing; a flick down from the top bounces above it and returns")
    func noAutoScrollInShortMenuAndTopBounce() throws {
        let (app, _, interaction, delegate) = makeStage(longMenu(3, EventRecorder()))
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        let short = try #require(interaction.visibleMenuView as? ContextMenuView)
        app.advance(by: 0.3)
        #expect(short.maximumScrollOffset == 0)
        let frame = windowFrame(short)
        app.touchMove(to: CGPoint(x: frame.midX, y: frame.maxY - 5))
        app.advance(by: 0.5)
        #expect(short.scrollOffset == 0 && short.autoScrollLink == nil)
        #expect(drawnAlpha(short.scrollIndicator) == 0)
        app.touchUp()
        interaction.dismissMenu()
        app.advance(by: 0.5)

        delegate.make = longMenu(30, EventRecorder())
        let menu = try openMenu(app, interaction)
        menu.scroll(to: 200)
        let long = windowFrame(menu)
        app.flick(from: CGPoint(x: long.midX, y: 300), velocity: CGPoint(x: 0, y: 1000))
        var highest = menu.scrollOffset
        for _ in 0..<60 {
            app.advance(by: 1.0 / 60)
            highest = min(highest, menu.scrollOffset)
        }
        #expect(highest < -5 && highest >= -60)
        app.advance(by: 1)
        #expect(menu.scrollOffset == 0 && !menu.isScrollMoving)
        withExtendedLifetime(delegate) {}
    }

    @Test("A submenu unfolds from its entry as the menu recedes, on the clock; a row tapped mid-unfold is chosen where it lands")
    func submenuUnfolds() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(submenuMenu(chosen))
        let parent = try openMenu(app, interaction)
        let entry = try #require(app.element(label: "Move")?.object as? UIView)
        let entryFrame = windowFrame(entry)
        try #require(app.element(label: "Move")).tap()
        let submenu = try #require(interaction.visibleMenuView as? ContextMenuView)
        #expect(submenu !== parent)
        // The model is where the submenu ends; the drawing starts on the entry.
        let final = submenu.frame
        #expect(final.minY == entryFrame.minY && final.height > entryFrame.height)
        let duration = UIContextMenuInteraction.submenuAnimationDuration
        #expect(duration == 0.3)
        let atStart = try #require(submenu.layer.presentation()).frame
        #expect(abs(atStart.height - entryFrame.height) < final.height / 4)
        // Halfway (ease in and out is symmetric): halfway between the entry and the platter.
        app.advance(by: duration / 2)
        let middle = try #require(submenu.layer.presentation()).frame
        #expect(abs(middle.height - (entryFrame.height + final.height) / 2) < 3)
        #expect(abs(middle.minY - final.minY) < 1)
        let scale = try #require(parent.layer.presentation()).transform.m11
        #expect(scale < 1 && scale > ContextMenuView.recededScale)
        app.advance(by: duration / 2 + 0.05)
        #expect(try #require(submenu.layer.presentation()).frame == final)
        #expect(try #require(parent.layer.presentation()).transform.m11 == ContextMenuView.recededScale)

        // Folding back: the drawing shrinks into the entry while the menu comes forward, and
        // the platter leaves at the end.
        try #require(app.element(label: "Move")).tap()
        #expect(interaction.visibleMenuView === parent)
        app.advance(by: duration / 2)
        let folding = try #require(submenu.layer.presentation()).frame
        #expect(folding.height < final.height && folding.height > entryFrame.height)
        #expect(submenu.superview != nil)
        // Its rows take no touches while it folds: the menu is in front again.
        #expect(app.element(label: "Copy") != nil)
        app.advance(by: duration / 2 + 0.05)
        #expect(submenu.superview == nil)
        #expect(try #require(parent.layer.presentation()).transform.m11 == 1)

        // Opened again, a row tapped mid-unfold (where it will be) is chosen and the menu closes.
        try #require(app.element(label: "Move")).tap()
        app.advance(by: 0.1)
        try #require(app.element(label: "Down")).tap()
        #expect(chosen.events == [.action("down")])
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    @Test("A submenu of a submenu unfolds from its entry as the submenu recedes, and folds back as it comes forward; the menu stays receded")
    func nestedSubmenuUnfolds() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(nestedMenu(chosen))
        let root = try openMenu(app, interaction)
        try #require(app.element(label: "Move")).tap()
        let duration = UIContextMenuInteraction.submenuAnimationDuration
        app.advance(by: duration + 0.05)
        let move = try #require(interaction.visibleMenuView as? ContextMenuView)
        #expect(move !== root)
        let entry = try #require(app.element(label: "Further")?.object as? UIView)
        let entryFrame = windowFrame(entry)
        try #require(app.element(label: "Further")).tap()
        let further = try #require(interaction.visibleMenuView as? ContextMenuView)
        #expect(further !== move && further.superview === move.superview)
        #expect(interaction.visibleMenuTitles == ["Further ⌄", "—", "Top", "Bottom"])
        // The model is where the platter ends (top at its entry's); the drawing starts on the entry.
        let final = further.frame
        #expect(final.minY == entryFrame.minY && final.height > entryFrame.height)
        #expect(final.width >= move.bounds.width)
        let atStart = try #require(further.layer.presentation()).frame
        #expect(abs(atStart.height - entryFrame.height) < final.height / 4)
        // Halfway: halfway from the entry to the platter, the submenu halfway receded, the
        // menu still receded as it was.
        app.advance(by: duration / 2)
        let middle = try #require(further.layer.presentation()).frame
        #expect(abs(middle.height - (entryFrame.height + final.height) / 2) < 3, "\(middle) from \(entryFrame) to \(final)")
        #expect(abs(middle.minY - final.minY) < 1)
        let scale = try drawnScale(move)
        #expect(scale < 1 && scale > ContextMenuView.recededScale)
        #expect(try drawnScale(root) == ContextMenuView.recededScale)
        // The receded submenu's rows are out of reach; the unfolding one's are where they land.
        #expect(app.element(label: "Up") == nil)
        #expect(app.element(label: "Top") != nil)
        app.advance(by: duration / 2 + 0.05)
        #expect(try #require(further.layer.presentation()).frame == final)
        #expect(try drawnScale(move) == ContextMenuView.recededScale)
        #expect(move.isReceded && root.isReceded && !further.isReceded)

        // Its title row folds it back into the entry as the submenu comes forward.
        try #require(app.element(label: "Further")).tap()
        #expect(interaction.visibleMenuView === move)
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down", "Further ›"])
        app.advance(by: duration / 2)
        let folding = try #require(further.layer.presentation()).frame
        #expect(folding.height < final.height && folding.height > entryFrame.height)
        #expect(further.superview != nil)
        let coming = try drawnScale(move)
        #expect(coming < 1 && coming > ContextMenuView.recededScale)
        #expect(try drawnScale(root) == ContextMenuView.recededScale)
        // The folding platter takes no touches: the submenu is in front again.
        #expect(app.element(label: "Up") != nil && app.element(label: "Top") == nil)
        app.advance(by: duration / 2 + 0.05)
        #expect(further.superview == nil)
        #expect(try drawnScale(move) == 1)
        #expect(try drawnScale(root) == ContextMenuView.recededScale)
        let back = try #require(app.element(label: "Further")?.object as? UIView)
        #expect(windowFrame(back) == entryFrame, "the submenu is back where it was")

        // Opened again, a row tapped mid-unfold (where it will be) is chosen and the menu closes.
        try #require(app.element(label: "Further")).tap()
        app.advance(by: 0.1)
        try #require(app.element(label: "Bottom")).tap()
        #expect(chosen.events == [.action("bottom")])
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    @Test("A tap on the receded menu folds every submenu back at once, on the clock")
    func nestedSubmenusFoldTogether() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(nestedMenu(chosen))
        let root = try openMenu(app, interaction)
        let duration = UIContextMenuInteraction.submenuAnimationDuration
        try #require(app.element(label: "Move")).tap()
        app.advance(by: duration + 0.05)
        let move = try #require(interaction.visibleMenuView as? ContextMenuView)
        try #require(app.element(label: "Further")).tap()
        app.advance(by: duration + 0.05)
        let further = try #require(interaction.visibleMenuView as? ContextMenuView)
        let rootFrame = windowFrame(root)
        app.tap(at: CGPoint(x: rootFrame.midX, y: rootFrame.minY + 10))
        #expect(interaction.visibleMenuView === root)
        #expect(interaction.visibleMenuTitles == ["Copy", "Move ›", "Delete"])
        app.advance(by: duration / 2)
        #expect(move.superview != nil && further.superview != nil)
        let scale = try drawnScale(root)
        #expect(scale < 1 && scale > ContextMenuView.recededScale)
        app.advance(by: duration / 2 + 0.05)
        #expect(move.superview == nil && further.superview == nil)
        #expect(try drawnScale(root) == 1)
        #expect(chosen.events.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test("A sliding finger resting on a submenu's entry opens it after the dwell time; passing over it does not; nested too")
    func restingOpensSubmenu() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(nestedMenu(chosen))
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.6)
        let root = try #require(interaction.visibleMenuView as? ContextMenuView)
        app.advance(by: 0.3)
        let dwell = UIContextMenuInteraction.submenuDwellDuration
        #expect(dwell == 0.4)
        let moveEntry = windowFrame(try #require(app.element(label: "Move")?.object as? UIView))
        let copy = windowFrame(try #require(app.element(label: "Copy")?.object as? UIView))
        // Passing over the entry opens nothing.
        app.touchMove(to: CGPoint(x: moveEntry.midX, y: moveEntry.midY))
        app.advance(by: dwell - 0.1)
        app.touchMove(to: CGPoint(x: copy.midX, y: copy.midY))
        app.advance(by: dwell)
        #expect(interaction.visibleMenuView === root)
        // Resting on it opens the submenu once the dwell time has passed, unfolding.
        app.touchMove(to: CGPoint(x: moveEntry.midX, y: moveEntry.midY))
        app.advance(by: dwell - 0.05)
        #expect(interaction.visibleMenuView === root)
        app.advance(by: 0.1)
        let move = try #require(interaction.visibleMenuView as? ContextMenuView)
        #expect(move !== root)
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down", "Further ›"])
        #expect(try #require(move.layer.presentation()).frame.height < move.frame.height)
        app.advance(by: UIContextMenuInteraction.submenuAnimationDuration)
        // Sliding on to the nested entry and resting there opens the nested submenu.
        let furtherEntry = windowFrame(try #require(app.element(label: "Further")?.object as? UIView))
        app.touchMove(to: CGPoint(x: furtherEntry.midX, y: furtherEntry.midY))
        app.advance(by: dwell + 0.05)
        #expect(interaction.visibleMenuTitles == ["Further ⌄", "—", "Top", "Bottom"])
        app.advance(by: UIContextMenuInteraction.submenuAnimationDuration)
        // Sliding to a row and lifting chooses it.
        let bottom = windowFrame(try #require(app.element(label: "Bottom")?.object as? UIView))
        app.touchMove(to: CGPoint(x: bottom.midX, y: bottom.midY))
        app.touchUp()
        #expect(chosen.events == [.action("bottom")])
        #expect(interaction.menuAppearance == .unknown)
        withExtendedLifetime(delegate) {}
    }

    @Test("A finger lifted where it rested to open a submenu chooses nothing; the submenu stays open")
    func liftAfterDwellChoosesNothing() throws {
        let chosen = EventRecorder()
        let (app, _, interaction, delegate) = makeStage(nestedMenu(chosen))
        app.touchDown(at: CGPoint(x: 70, y: 150))
        app.advance(by: 0.9)
        let moveEntry = windowFrame(try #require(app.element(label: "Move")?.object as? UIView))
        app.touchMove(to: CGPoint(x: moveEntry.midX, y: moveEntry.midY))
        app.advance(by: UIContextMenuInteraction.submenuDwellDuration + 0.05)
        app.touchUp()
        app.advance(by: 0.5)
        #expect(interaction.visibleMenuTitles == ["Move ⌄", "—", "Up", "Down", "Further ›"])
        #expect(chosen.events.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
