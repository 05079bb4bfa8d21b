import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A list whose rows have a leading Pin action (blue) and a trailing Delete.
@MainActor
private final class PinList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "A line of preview text"
        return cell
    }
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
        pin.backgroundColor = .systemBlue
        pin.image = UIImage(systemName: "bookmark.fill")
        let read = UIContextualAction(style: .normal, title: "Read") { _, _, completion in completion(true) }
        read.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [pin, read])
    }
}

/// Rendered at 3× in light and dark: a table with a leading swipe revealed under a navigation
/// bar whose hairline the legacy idiom removed. `OPENUIKIT_RENDER_DIR` keeps the PNGs.
@MainActor @Suite struct LeadingSwipeAndHairlineRenderTests {
    @Test("Leading actions at the left edge, the first nearest it; no hairline under the bar", arguments: [UIUserInterfaceStyle.light, .dark])
    func render(style: UIUserInterfaceStyle) throws {
        let app = HeadlessApp()
        let list = PinList(style: .plain)
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        let window = app.makeWindow(rootViewController: navigation)
        window.overrideUserInterfaceStyle = style
        app.runUntilIdle()
        list.tableView.contentOffset = CGPoint(x: 0, y: 100 - list.tableView.adjustedContentInset.top)
        app.runTurn()
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        app.runTurn()
        let row = try #require(list.tableView.indexPathsForVisibleRows?.dropFirst(2).first)
        let cell = try #require(list.tableView.cellForRow(at: row))
        let y = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: nil).y
        app.drag(from: CGPoint(x: 40, y: y), to: CGPoint(x: 220, y: y), steps: 10, duration: 0.3)
        app.runUntilIdle()
        #expect(cell.contentView.frame.minX == 148)
        let image = app.render(includingStatusBar: true)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: "\(directory)/leading-swipe-\(style == .dark ? "dark" : "light").png"))
        }
        let pixels = PixelBuffer(image)
        // The Pin button fills the first 74 points of the row, in system blue.
        let pin = pixels[Int(10 * 3), Int(y * 3)]
        let blue = UIColor.systemBlue.resolvedColor(with: window.traitCollection)
        var red: CGFloat = 0, green: CGFloat = 0, blueComponent: CGFloat = 0, alpha: CGFloat = 0
        blue.getRed(&red, green: &green, blue: &blueComponent, alpha: &alpha)
        #expect(abs(Int(pin.blue) - Int(blueComponent * 255)) <= 2 && abs(Int(pin.red) - Int(red * 255)) <= 2)
        // Under the bar's bottom edge: the same pixels as one row further down (no hairline).
        let bar = navigation.navigationBar
        let edge = Int((bar.convert(CGPoint(x: 0, y: bar.bounds.height), to: nil).y * 3).rounded(.down))
        #expect(bar.background.shownShadowColor == nil)
        #expect(pixels[1000, edge] == pixels[1000, edge + 1])
    }
}
