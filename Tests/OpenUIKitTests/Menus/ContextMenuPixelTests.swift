import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Answers one menu with an inline group, a submenu and a destructive action.
private final class PhotoMenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                    UIAction(title: "Favorite", image: UIImage(systemName: "heart"), attributes: .disabled) { _ in },
                ]),
                UIMenu(title: "Move to", image: nil, children: [
                    UIAction(title: "Album") { _ in },
                    UIAction(title: "Archive") { _ in },
                ]),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        }
    }
}

/// Answers the photo menu with a submenu inside "Move to": Album, Archive, and "Shared" (Family,
/// Friends).
private final class NestedPhotoMenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                UIMenu(title: "Move to", image: nil, children: [
                    UIAction(title: "Album") { _ in },
                    UIAction(title: "Archive") { _ in },
                    UIMenu(title: "Shared", image: nil, children: [
                        UIAction(title: "Family", image: UIImage(systemName: "person.2")) { _ in },
                        UIAction(title: "Friends") { _ in },
                    ]),
                ]),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        }
    }
}

/// Answers a menu of `count` actions ("Item 1"…), titled "Card".
private final class LongMenuDelegate: UIContextMenuInteractionDelegate {
    let count: Int
    init(count: Int) { self.count = count }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [count] _ in
            UIMenu(title: "Card", children: (1...count).map { UIAction(title: "Item \($0)", image: UIImage(systemName: "star")) { _ in } })
        }
    }
}

@MainActor
@Suite struct ContextMenuPixelTests {
    /// Writes `png` as `name` into `OPENUIKIT_MENU_PNG_DIR` when that is set.
    private func keep(_ png: Data, _ name: String) throws {
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
    }

    /// A 390 × 844 window at scale 3 with a blue card at `cardFrame` whose menu lists `count` items.
    private func makeStage(dark: Bool, cardFrame: CGRect, count: Int)
        -> (HeadlessApp, UIContextMenuInteraction, LongMenuDelegate)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let card = UIView(frame: cardFrame)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        window.addSubview(card)
        let delegate = LongMenuDelegate(count: count)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        return (app, interaction, delegate)
    }

    @Test("A submenu is drawn over its entry on its own platter while the menu behind is dimmed, light and dark")
    func submenuPixels() throws {
        for dark in [false, true] {
            let (pixels, interaction, png) = renderOpenMenu(dark: dark, openingSubmenu: true)
            try keep(png, "context-menu-submenu-\(dark ? "dark" : "light").png")
            #expect(interaction.visibleMenuTitles == ["Move to ⌄", "—", "Album", "Archive"])
            // The menu starts at y 256; "Move to" is its fourth row after a band: 256 + 3 × 44 + 8 = 396.
            // The submenu's platter covers it in the platter colour, undimmed.
            let submenu = pixels[3 * 200, 3 * 400]
            #expect(dark ? (submenu.red > 25 && submenu.red < 50) : submenu.red > 230)
            // The first rows of the menu, above the submenu, are dimmed: darker than the platter.
            let receded = pixels[3 * 200, 3 * 280]
            #expect(dark ? receded.red < 25 : receded.red < 225)
        }
    }

    @Test("A menu above a low card lists from the bottom, and the row under the sliding finger is drawn highlighted, light and dark")
    func upwardMenuWithSlidingFinger() throws {
        for dark in [false, true] {
            let (app, interaction, delegate) = makeStage(dark: dark, cardFrame: CGRect(x: 24, y: 640, width: 200, height: 120), count: 3)
            app.touchDown(at: CGPoint(x: 100, y: 700))
            app.advance(by: 0.6)
            #expect(interaction.visibleMenuTitles == ["Card", "Item 3", "Item 2", "Item 1"])
            // Rows of 44 points end 16 points above the card (y 624): Item 2 spans 536–580.
            app.touchMove(to: CGPoint(x: 100, y: 558))
            app.advance(by: 0.3)
            let png = app.renderPNG()
            try keep(png, "context-menu-upward-\(dark ? "dark" : "light").png")
            let pixels = PixelBuffer(app.render())
            let highlighted = pixels[3 * 200, 3 * 550]
            let plain = pixels[3 * 200, 3 * 594]
            // The highlight darkens the platter in light mode and lightens it in dark mode.
            #expect(dark ? highlighted.red > plain.red + 15 : highlighted.red + 15 < plain.red)
            app.touchUp()
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("A menu taller than the screen fills the safe area and, scrolled to its end, shows its last row at the bottom, light and dark")
    func scrolledLongMenu() throws {
        for dark in [false, true] {
            let (app, interaction, delegate) = makeStage(dark: dark, cardFrame: CGRect(x: 24, y: 120, width: 200, height: 120), count: 30)
            app.touchDown(at: CGPoint(x: 100, y: 180))
            app.advance(by: 0.6)
            app.touchUp()
            app.advance(by: 0.3)
            try keep(app.renderPNG(), "context-menu-long-top-\(dark ? "dark" : "light").png")
            let menuView = try #require(interaction.visibleMenuView)
            let frame = menuView.convert(menuView.bounds, to: nil)
            for _ in 0..<3 {
                app.drag(from: CGPoint(x: frame.midX, y: frame.maxY - 40), to: CGPoint(x: frame.midX, y: frame.minY + 40), steps: 10)
            }
            app.advance(by: 0.3)
            let png = app.renderPNG()
            try keep(png, "context-menu-long-end-\(dark ? "dark" : "light").png")
            let last = try #require(app.element(label: "Item 30")?.object as? UIView)
            #expect(last.convert(last.bounds, to: nil).maxY == frame.maxY)
            // The platter's colour reaches the bottom corner region and nothing is drawn below it.
            let pixels = PixelBuffer(app.render())
            let inside = pixels[3 * Int(frame.midX), 3 * Int(frame.maxY) - 6]
            #expect(dark ? inside.red < 60 : inside.red > 220)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("A flicked long menu is drawn mid-glide with its scroll indicator at the trailing edge, light and dark")
    func scrollingMenuWithIndicator() throws {
        for dark in [false, true] {
            let (app, interaction, delegate) = makeStage(dark: dark, cardFrame: CGRect(x: 24, y: 120, width: 200, height: 120), count: 30)
            app.touchDown(at: CGPoint(x: 100, y: 180))
            app.advance(by: 0.6)
            app.touchUp()
            app.advance(by: 0.3)
            let menuView = try #require(interaction.visibleMenuView)
            let frame = menuView.convert(menuView.bounds, to: nil)
            app.flick(from: CGPoint(x: frame.midX, y: 600), velocity: CGPoint(x: 0, y: -800))
            app.advance(by: 0.2)
            try keep(app.renderPNG(), "context-menu-scrolling-\(dark ? "dark" : "light").png")
            // The indicator: a 3-point bar 3 points inside the trailing edge, at least 36 points
            // long, darker than the platter in light mode and lighter in dark mode; the column
            // 9 points in is the platter (or a hairline, drawn in both columns alike).
            let pixels = PixelBuffer(app.render())
            let bar = 3 * Int(frame.maxX - 4.5)
            let beside = 3 * Int(frame.maxX - 9)
            var barPixels = 0
            for y in stride(from: 3 * Int(frame.minY), to: 3 * Int(frame.maxY), by: 1) {
                let a = Int(pixels[bar, y].red)
                let b = Int(pixels[beside, y].red)
                if dark ? a > b + 15 : a + 15 < b { barPixels += 1 }
            }
            #expect(barPixels >= 3 * 36)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("A submenu is drawn mid-unfold: its platter reaches halfway from its entry to its full height, light and dark")
    func submenuMidUnfold() throws {
        for dark in [false, true] {
            let (app, png, pixels) = try renderSubmenu(dark: dark, after: 0.15)
            try keep(png, "context-menu-submenu-unfolding-\(dark ? "dark" : "light").png")
            // "Move to" spans 396–440; the submenu ends 140 points tall (to 536); halfway it is
            // about 92 (to 488). Inside it: the platter; below its halfway edge: the dimmed window.
            let inside = pixels[3 * 200, 3 * 420]
            let below = pixels[3 * 200, 3 * 515]
            #expect(dark ? (inside.red > 25 && inside.red < 50) : inside.red > 230)
            #expect(dark ? below.red < 20 : below.red < 225)
            let (_, _, settled) = try renderSubmenu(dark: dark, after: 0.4)
            let filled = settled[3 * 200, 3 * 515]
            #expect(dark ? filled.red > 25 : filled.red > 230)
            withExtendedLifetime(app) {}
        }
    }

    @Test("A submenu of a submenu is drawn mid-unfold and open over the receded submenu and menu, light and dark")
    func nestedSubmenuPixels() throws {
        for dark in [false, true] {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
            let window = app.makeWindow()
            window.overrideUserInterfaceStyle = dark ? .dark : .light
            window.backgroundColor = .systemBackground
            let card = UIView(frame: CGRect(x: 24, y: 120, width: 200, height: 120))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            window.addSubview(card)
            let delegate = NestedPhotoMenuDelegate()
            let interaction = UIContextMenuInteraction(delegate: delegate)
            card.addInteraction(interaction)
            app.runTurn()
            app.touchDown(at: CGPoint(x: 100, y: 180))
            app.advance(by: 0.6)
            app.touchUp()
            app.advance(by: 0.5)
            try #require(app.element(label: "Move to")).tap()
            app.advance(by: 0.4)
            let entryView = try #require(app.element(label: "Shared")?.object as? UIView)
            let entry = entryView.convert(entryView.bounds, to: nil)
            let moveTo = try #require(interaction.visibleMenuView)
            let moveToFrame = moveTo.convert(moveTo.bounds, to: nil)
            try #require(app.element(label: "Shared")).tap()
            let nested = try #require(interaction.visibleMenuView)
            let final = nested.frame
            #expect(interaction.visibleMenuTitles == ["Shared ⌄", "—", "Family", "Friends"])
            app.advance(by: 0.15)
            try keep(app.renderPNG(), "context-menu-nested-unfolding-\(dark ? "dark" : "light").png")
            let middle = PixelBuffer(app.render())
            // Inside the unfolding platter near its top: the platter colour, undimmed. Below its
            // halfway edge, inside where it will end: not yet the platter.
            let inside = middle[Int(3 * final.midX), Int(3 * (final.minY + 22))]
            let halfway = (entry.height + final.height) / 2
            let below = middle[Int(3 * final.midX), Int(3 * (final.minY + (halfway + final.height) / 2))]
            #expect(dark ? (inside.red > 25 && inside.red < 50) : inside.red > 230, "\(inside)")
            #expect(abs(Int(below.red) - Int(inside.red)) > 4, "\(below) against \(inside)")
            app.advance(by: 0.25)
            try keep(app.renderPNG(), "context-menu-nested-open-\(dark ? "dark" : "light").png")
            let open = PixelBuffer(app.render())
            let filled = open[Int(3 * final.midX), Int(3 * (final.maxY - 10))]
            #expect(dark ? (filled.red > 25 && filled.red < 50) : filled.red > 230, "\(filled)")
            // The receded submenu above the nested platter is dimmed: darker than the platter.
            let receded = open[Int(3 * moveToFrame.midX), Int(3 * (moveToFrame.minY + 60))]
            #expect(moveToFrame.minY + 60 < final.minY)
            #expect(dark ? receded.red < 25 : receded.red < 225, "\(receded)")
            withExtendedLifetime(delegate) {}
        }
    }

    /// Opens the photo menu, taps "Move to", and renders `after` seconds later.
    private func renderSubmenu(dark: Bool, after: TimeInterval) throws -> (HeadlessApp, Data, PixelBuffer) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 24, y: 120, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        window.addSubview(card)
        let delegate = PhotoMenuDelegate()
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        app.runTurn()
        app.touchDown(at: CGPoint(x: 100, y: 180))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.5)
        try #require(app.element(label: "Move to")).tap()
        app.advance(by: after)
        let png = app.renderPNG()
        let pixels = PixelBuffer(app.render())
        withExtendedLifetime(delegate) {}
        return (app, png, pixels)
    }

    /// Opens the menu on a blue card in a 390 × 844 window at scale 3 and renders the screen.
    private func renderOpenMenu(dark: Bool, openingSubmenu: Bool = false) -> (PixelBuffer, UIContextMenuInteraction, Data) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 24, y: 120, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        window.addSubview(card)
        let delegate = PhotoMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        app.runTurn()
        app.touchDown(at: CGPoint(x: 100, y: 180))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.5)
        if openingSubmenu, let move = app.element(label: "Move to") { move.tap() }
        // Past the submenu's unfolding (0.3 s).
        app.advance(by: 0.4)
        let png = app.renderPNG()
        let pixels = PixelBuffer(app.render())
        withExtendedLifetime(delegate) {}
        return (pixels, interaction, png)
    }

    @Test("An open context menu draws the dim, the platter below the lifted card, and red destructive text, light and dark")
    func openMenuPixels() throws {
        for dark in [false, true] {
            let (pixels, interaction, png) = renderOpenMenu(dark: dark)
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("context-menu-\(dark ? "dark" : "light").png"))
            }
            #expect(interaction.visibleMenuTitles == ["Copy", "Share", "Favorite", "—", "Move to ›", "Delete"])
            // Dimmed background, far from the card and the menu.
            let background = pixels[3 * 350, 3 * 800]
            #expect(dark ? background.red < 5 : (background.red < 215 && background.red > 190))
            // The lifted card keeps its blue.
            let card = pixels[3 * 120, 3 * 180]
            #expect(card.blue > 200 && card.red < 60)
            // The platter, 16 points below the card (y 256), left-aligned with it (x 24).
            let platter = pixels[3 * 200, 3 * 262]
            #expect(dark ? platter.red < 50 : platter.red > 230)
            // Somewhere in the last row (the Delete row, 44 points high) text is drawn in red.
            let menuHeight = 3 * 44 + 8 + 44
            let deleteTop = 256 + menuHeight
            var redPixels = 0
            for y in stride(from: 3 * deleteTop, to: 3 * (deleteTop + 44), by: 1) {
                for x in stride(from: 3 * 40, to: 3 * 120, by: 2) {
                    let pixel = pixels[x, y]
                    if pixel.red > 200 && pixel.green < 110 && pixel.blue < 110 { redPixels += 1 }
                }
            }
            #expect(redPixels > 20)
        }
    }
}
