import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A table shown by a navigation controller starts below the bar before anything scrolls, and
/// the bar follows the interface style so its title stays readable.
@MainActor @Suite struct NavigationBarInsetsAppearanceTests {
    final class ShortList: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("A table in a navigation controller rests at -adjustedContentInset.top, its first row below the bar")
    func firstRowBelowBar() throws {
        let app = HeadlessApp()
        let list = ShortList()
        let nav = UINavigationController(rootViewController: list)
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let table = list.tableView!
        let barBottom = nav.navigationBar.convert(nav.navigationBar.bounds, to: window).maxY
        #expect(table.adjustedContentInset.top == table.safeAreaInsets.top)
        #expect(table.adjustedContentInset.top > 0, "the bar covers the top of the table")
        #expect(table.contentOffset == CGPoint(x: 0, y: -table.adjustedContentInset.top))
        let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(firstRow.convert(firstRow.bounds, to: window).minY >= barBottom - 0.001)
        // A three-row table cannot scroll, yet keeps the inset: it is the controller's view.
        #expect(table.contentSize.height < table.bounds.height)
    }

    @Test("The safe area moves content resting at the top; scrolled content and contentInset changes leave the offset")
    func restingContentFollowsSafeArea() {
        let app = HeadlessApp()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        controller.view.addSubview(scroll)
        app.runUntilIdle()
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        app.runTurn()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30), "at rest at the top, it follows the safe area")
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        app.runTurn()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300), "scrolled content stays")
        scroll.contentOffset = CGPoint(x: 0, y: -50)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -50), "setting contentInset leaves the offset, as in UIKit")
    }

    @Test("The navigation bar is dark in dark mode, so its white title can be read", arguments: [UIUserInterfaceStyle.light, .dark])
    func barFollowsStyle(style: UIUserInterfaceStyle) throws {
        let app = HeadlessApp(scale: 1)
        app.userInterfaceStyle = style
        let root = UIViewController()
        root.title = "Notes"
        // At the scroll edge the bar is transparent (iOS 15): the screen's background shows.
        root.view.backgroundColor = .systemBackground
        let nav = UINavigationController(rootViewController: root)
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let pixels = PixelBuffer(app.render())
        let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: window)
        // A point of the bar away from the title and buttons.
        let sample = pixels[Int(bar.maxX) - 3, Int(bar.midY)]
        let luminance = (Int(sample.red) + Int(sample.green) + Int(sample.blue)) / 3
        if style == .dark {
            #expect(luminance < 40, "bar \(sample) in dark mode")
        } else {
            #expect(luminance > 230, "bar \(sample) in light mode")
        }
        let title = nav.navigationBar.titleLabel.textColor.resolvedColor(with: window.traitCollection)
        var white: CGFloat = 0
        _ = title.getWhite(&white, alpha: nil)
        #expect(style == .dark ? white > 0.9 : white < 0.1)
    }
}
