import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// How swipe-action buttons show their action: the image (a white template) above the white
/// title, centred; only the image or only the title when the action has only one; titles that
/// grow with the text size, in buttons that widen up to a limit. On table rows and list rows.
@MainActor
@Suite struct SwipeActionButtonTests {
    /// Delete (trash image and title), Flag (flag image only), Archive (title only), Delete
    /// nearest the trailing edge.
    static func actions() -> [UIContextualAction] {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        delete.image = UIImage(systemName: "trash")
        let flag = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        flag.image = UIImage(systemName: "flag.fill")
        flag.backgroundColor = .systemOrange
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        archive.backgroundColor = .systemBlue
        return [delete, flag, archive]
    }

    /// An action with a long title.
    static func markAsUnread() -> UIContextualAction {
        UIContextualAction(style: .normal, title: "Mark as Unread") { _, _, done in done(true) }
    }

    /// A table whose row 2 has `actions` (by default ``actions()``) open, at `category`, light or dark.
    private func openTable(
        category: UIContentSizeCategory = .large, dark: Bool = false, rowHeight: CGFloat = 44,
        actions: @escaping @MainActor () -> [UIContextualAction] = Self.actions
    ) -> (TableStage, UITableViewCell?, [SwipeActionButton]) {
        let stage = TableStage(counts: [6], rowHeight: rowHeight)
        if dark { stage.app.userInterfaceStyle = .dark }
        stage.app.preferredContentSizeCategory = category
        stage.app.runTurn()
        // A drag across the whole row opens the actions rather than running the first one.
        stage.source.swipeActions = { _ in
            let configuration = UISwipeActionsConfiguration(actions: actions())
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let y = stage.center(of: IndexPath(row: 2, section: 0)).y
        stage.app.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), steps: 12, duration: 0.3)
        stage.app.runTurn()
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        let buttons = cell?.subviews.compactMap { $0 as? TableSwipeActionsView }.first?.buttons ?? []
        return (stage, cell, buttons)
    }

    /// A list whose first row has `actions` open, light or dark; the row is over 91 points
    /// tall (three lines of secondary text) when `tall`.
    private func openList(dark: Bool = false, tall: Bool) -> (ListStage, [SwipeActionButton]) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            // A drag across the whole row opens the actions rather than running the first one.
            let configuration = UISwipeActionsConfiguration(actions: Self.actions())
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let stage = ListStage(configuration, dark: dark)
        if tall { stage.secondary["Groceries"] = "Milk\nBread\nEggs" }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["Groceries", "Errands", "Garden"], toSection: "s")
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let row = stage.frame(0)
        stage.app.drag(from: CGPoint(x: row.maxX - 10, y: row.midY), to: CGPoint(x: 20, y: row.midY), steps: 12, duration: 0.3)
        stage.app.runTurn()
        let buttons = stage.cell(0)?.subviews.compactMap { $0 as? TableSwipeActionsView }.first?.buttons ?? []
        return (stage, buttons)
    }

    /// The button's visible label and image view (a button may hold empty or hidden ones).
    private func parts(of button: UIButton) -> (image: UIImageView?, title: UILabel?) {
        let image = button.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil && !$0.isHidden }
        let title = button.subviews.compactMap { $0 as? UILabel }.first { !($0.text ?? "").isEmpty && !$0.isHidden }
        return (image, title)
    }

    /// Checks the three buttons' parts: image above title (only the image in a row under 91
    /// points, `tall` false), image alone, title alone, each centred in its button.
    private func expectStackedParts(_ buttons: [SwipeActionButton], tall: Bool) throws {
        // In the view from the leading side: Archive, Flag, Delete.
        #expect(buttons.map(\.currentTitle) == ["Archive", nil, "Delete"])
        let delete = try #require(buttons.last)
        let (deleteImage, deleteTitle) = parts(of: delete)
        let image = try #require(deleteImage)
        #expect(image.tintColor == .white)
        guard tall else {
            #expect(deleteTitle == nil, "under 91 points only the image shows")
            #expect(delete.bounds.height < SwipeActionButton.imageAndTitleMinimumHeight)
            #expect(abs(image.frame.midX - delete.bounds.midX) < 0.5)
            #expect(abs(image.frame.midY - delete.bounds.midY) < 0.5)
            #expect(delete.accessibilityLabel == "Delete")
            try expectAlone(buttons)
            return
        }
        #expect(delete.bounds.height >= SwipeActionButton.imageAndTitleMinimumHeight)
        let title = try #require(deleteTitle)
        #expect(image.frame.maxY <= title.frame.minY, "the image is above the title")
        #expect(title.frame.minY - image.frame.maxY == SwipeActionButton.imageTitleSpacing)
        #expect(abs(image.frame.midX - delete.bounds.midX) < 0.5)
        #expect(abs(title.frame.midX - delete.bounds.midX) < 0.5)
        #expect(abs(image.frame.minY - (delete.bounds.height - title.frame.maxY)) < 0.5, "the pair is centred")
        #expect(title.textColor == .white)
        try expectAlone(buttons)
    }

    /// Checks the image-only and the title-only buttons: each centred.
    private func expectAlone(_ buttons: [SwipeActionButton]) throws {
        let (flagImage, flagTitle) = parts(of: buttons[1])
        let flag = try #require(flagImage)
        #expect(flagTitle == nil)
        #expect(abs(flag.frame.midX - buttons[1].bounds.midX) < 0.5)
        #expect(abs(flag.frame.midY - buttons[1].bounds.midY) < 0.5)

        let (archiveImage, archiveTitle) = parts(of: buttons[0])
        let archive = try #require(archiveTitle)
        #expect(archiveImage == nil)
        #expect(abs(archive.frame.midX - buttons[0].bounds.midX) < 0.5)
        #expect(abs(archive.frame.midY - buttons[0].bounds.midY) < 0.5)
    }

    /// How many pixels inside `rect` (points, window coordinates) are close to white.
    private func whitePixels(_ pixels: PixelBuffer, in rect: CGRect, scale: CGFloat = 3) -> Int {
        var count = 0
        let rows = max(0, Int(rect.minY * scale))..<min(pixels.height, Int(rect.maxY * scale))
        let columns = max(0, Int(rect.minX * scale))..<min(pixels.width, Int(rect.maxX * scale))
        for y in rows where !columns.isEmpty {
            for x in columns {
                let pixel = pixels[x, y]
                if pixel.red > 235 && pixel.green > 235 && pixel.blue > 235 { count += 1 }
            }
        }
        return count
    }

    /// Checks the rendered buttons: white pixels in the images' and titles' frames, none in a
    /// corner of a button (its background colour).
    private func expectWhiteContent(_ app: HeadlessApp, _ buttons: [SwipeActionButton], file: String) throws {
        try app.renderPNG().write(to: URL(fileURLWithPath: file))
        let pixels = PixelBuffer(app.render())
        for button in buttons {
            let (image, title) = parts(of: button)
            if let image {
                let rect = image.convert(image.bounds, to: nil)
                #expect(whitePixels(pixels, in: rect) > Int(rect.width * rect.height * 9) / 8, "white image in \(button.currentTitle ?? "Flag")")
            }
            if let title {
                #expect(whitePixels(pixels, in: title.convert(title.bounds, to: nil)) > 30, "white title \(title.text ?? "")")
            }
            let frame = button.convert(button.bounds, to: nil)
            let corner = CGRect(x: frame.minX + 2, y: frame.minY + 2, width: 4, height: 4)
            #expect(whitePixels(pixels, in: corner) == 0, "the corner shows the background")
        }
    }

    @Test("Table rows: an image sits above its title from 91 points; below, the image alone; a title alone is centred")
    func tableLayout() throws {
        for height: CGFloat in [44, 100] {
            let (stage, cell, buttons) = openTable(rowHeight: height)
            try expectStackedParts(buttons, tall: height > 91)
            // At the default text size every button is 74 points wide.
            #expect(buttons.map { $0.frame.width } == [74, 74, 74])
            #expect(cell?.contentView.frame.minX == -222)
            withExtendedLifetime(stage) {}
        }
    }

    @Test("Table rows: the images and titles are drawn in white, light and dark", arguments: [false, true])
    func tablePixels(dark: Bool) throws {
        let (short, _, shortButtons) = openTable(dark: dark)
        try expectWhiteContent(short.app, shortButtons, file: "/tmp/swipe-table-\(dark ? "dark" : "light").png")
        let (stage, _, buttons) = openTable(dark: dark, rowHeight: 100)
        try expectWhiteContent(stage.app, buttons, file: "/tmp/swipe-table-tall-\(dark ? "dark" : "light").png")
        // The Delete button's background is red, the Flag one's orange.
        let pixels = PixelBuffer(stage.app.render())
        let delete = try #require(buttons.last).convert(CGPoint(x: 4, y: 4), to: nil)
        let red: PixelBuffer.Pixel = dark ? .rgb(1, 69 / 255, 58 / 255) : .rgb(1, 59 / 255, 48 / 255)
        #expect(pixels[Int(delete.x * 3), Int(delete.y * 3)].isClose(to: red))
    }

    @Test("List rows: the same buttons, drawn in white, light and dark", arguments: [false, true])
    func listRows(dark: Bool) throws {
        for tall in [false, true] {
            let (stage, buttons) = openList(dark: dark, tall: tall)
            #expect((stage.frame(0).height >= 91) == tall)
            try expectStackedParts(buttons, tall: tall)
            #expect(stage.cell(0)?.swipeOffset == -222)
            let name = "/tmp/swipe-list\(tall ? "-tall" : "")-\(dark ? "dark" : "light").png"
            try expectWhiteContent(stage.app, buttons, file: name)
        }
    }

    @Test("At AX5 the titles are 30 points and their buttons wider; the image-and-title layout holds")
    func accessibilitySizes() throws {
        let (stage, cell, buttons) = openTable(category: .accessibilityExtraExtraExtraLarge)
        try expectStackedParts(buttons, tall: false)
        // Delete's title is hidden in a 44-point row (it has an image) but sized all the same.
        #expect([buttons[0], buttons[2]].map { $0.titleLabel?.font.pointSize } == [30, 30])
        #expect(SwipeActionButton.maximumTitlePointSize == 30)
        let archive = buttons[0]
        #expect(archive.frame.width > 74, "the title grew, and its button with it")
        #expect(archive.frame.width < SwipeActionButton.maximumWidth)
        #expect(archive.frame.width == archive.preferredWidth)
        #expect(buttons[1].frame.width == 74, "an image alone keeps the narrowest width")
        let total = buttons.reduce(0) { $0 + $1.preferredWidth }
        #expect(cell?.contentView.frame.minX == -total)
        // The title fits on its line.
        let label = try #require(parts(of: archive).title)
        #expect(label.frame.width == label.intrinsicContentSize.width)
        try expectWhiteContent(stage.app, buttons, file: "/tmp/swipe-table-ax5-light.png")
    }

    @Test("At AX5 in a 100-point row the image shrinks to leave room for the 30-point title under it", arguments: [false, true])
    func accessibilityTall(dark: Bool) throws {
        let (stage, _, buttons) = openTable(category: .accessibilityExtraExtraExtraLarge, dark: dark, rowHeight: 100)
        try expectStackedParts(buttons, tall: true)
        let delete = try #require(buttons.last)
        let (image, title) = parts(of: delete)
        let shown = try #require(image)
        #expect((title?.frame.maxY ?? 999) <= delete.bounds.height)
        #expect(shown.frame.minY >= 0)
        // A shrunk image keeps its proportions.
        let natural = try #require(shown.image?.size)
        #expect(abs(shown.frame.width / shown.frame.height - natural.width / natural.height) < 0.01)
        try expectWhiteContent(stage.app, buttons, file: "/tmp/swipe-table-ax5-tall3-\(dark ? "dark" : "light").png")
    }

    @Test("At AX5 a long title stops its button at twice the width and, in a 44-point row, is cut")
    func accessibilityLongTitle() throws {
        let (stage, cell, buttons) = openTable(category: .accessibilityExtraExtraExtraLarge) {
            [Self.actions()[0], Self.markAsUnread()]
        }
        let unread = try #require(buttons.first)
        #expect(unread.currentTitle == "Mark as Unread")
        #expect(unread.frame.width == SwipeActionButton.maximumWidth)
        #expect(cell?.contentView.frame.minX == -(SwipeActionButton.maximumWidth + buttons[1].preferredWidth))
        let label = try #require(parts(of: unread).title)
        #expect(label.numberOfLines == 1)
        #expect(label.frame.width == SwipeActionButton.maximumWidth - 2 * SwipeActionButton.horizontalPadding)
        #expect(label.intrinsicContentSize.width > label.frame.width, "the title does not fit: it is cut")
        try expectWhiteContent(stage.app, buttons, file: "/tmp/swipe-table-ax5-long-light.png")
    }

    @Test("At AX5 many actions together take at most the row's width, narrowing in proportion")
    func accessibilityRowWidth() throws {
        let (stage, cell, buttons) = openTable(category: .accessibilityExtraExtraExtraLarge) {
            Self.actions() + [Self.markAsUnread()]
        }
        #expect(buttons.count == 4)
        #expect(cell?.contentView.frame.minX == -390)
        let frames = buttons.map { $0.convert($0.bounds, to: nil) }
        #expect(abs((frames.first?.minX ?? -1) - 0) < 0.01)
        #expect(abs((frames.last?.maxX ?? 0) - 390) < 0.01)
        let natural = buttons.reduce(0) { $0 + $1.preferredWidth }
        for (button, frame) in zip(buttons, frames) {
            #expect(abs(frame.width - button.preferredWidth * 390 / natural) < 0.01)
        }
        try stage.app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/swipe-table-ax5-many-light.png"))
    }

    @Test("At AX5 in a tall row a long title wraps to two lines", arguments: [false, true])
    func accessibilityWrap(dark: Bool) throws {
        let (stage, _, buttons) = openTable(category: .accessibilityExtraExtraExtraLarge, dark: dark, rowHeight: 100) {
            Self.actions() + [Self.markAsUnread()]
        }
        let unread = try #require(buttons.first)
        let label = try #require(parts(of: unread).title)
        #expect(label.numberOfLines == 2)
        #expect(label.frame.height > 1.5 * label.font.lineHeight)
        #expect(abs(label.frame.midY - unread.bounds.midY) < 0.5)
        // "Archive" is one word too wide for its narrowed button: it stays on one line, cut.
        let archive = try #require(parts(of: buttons[1]).title)
        #expect(archive.text == "Archive")
        #expect(archive.numberOfLines == 1)
        #expect(archive.intrinsicContentSize.width > archive.frame.width)
        try expectWhiteContent(stage.app, buttons, file: "/tmp/swipe-table-ax5-tall-\(dark ? "dark" : "light").png")
    }
}
