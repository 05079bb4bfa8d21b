import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Layouts the app soak found moving on a second pass (every view marked and laid out again),
/// each reduced to the few steps that lead to it.
@MainActor @Suite struct LayoutConvergenceTests {
    /// An action sheet shown as a popover from the middle of `top`'s view.
    private func actionSheet(over top: UIViewController) -> UIAlertController {
        let alert = UIAlertController(title: "Soak", message: "Step 7680", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let popover = alert.popoverPresentationController
        popover?.sourceView = top.view
        popover?.sourceRect = CGRect(x: top.view.bounds.midX, y: top.view.bounds.midY, width: 1, height: 1)
        return alert
    }

    /// A list of notes as the gallery's notes screen shows it: default cells whose built-in
    /// label wraps, with a disclosure indicator.
    private final class NotesList: UITableViewController {
        let rows = ["milk", "call Bob", "tomorrow", "éclair"]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            cell.textLabel?.numberOfLines = 0
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test(
        "A cell's built-in label takes its new height when the text size changes and the row's does not",
        arguments: [
            (UIContentSizeCategory.extraSmall, UIContentSizeCategory.large), (.large, .extraSmall), (.small, .medium),
        ])
    func builtInLabelFollowsTextSize(from: UIContentSizeCategory, to: UIContentSizeCategory) throws {
        // The app soak's seed 1 at step 75,008: the gallery's notes list in an 844 × 390 window;
        // at extra small then large text the rows stay 44 pt tall, so nothing framed the cells
        // again and each label kept its 17-pt extra-small height under its 21-pt large font
        // until a second pass laid the cells out.
        let app = HeadlessApp(screenSize: CGSize(width: 844, height: 390))
        let list = NotesList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = app.makeWindow(rootViewController: navigation)
        app.preferredContentSizeCategory = from
        app.runUntilIdle()
        let cell = try #require(list.tableView.visibleCells.first)
        let label = try #require(cell.textLabel)
        func measured() -> CGFloat {
            label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude)).height
        }
        let rowHeight = cell.frame.height
        let before = measured()
        #expect(label.frame.height == before)
        app.preferredContentSizeCategory = to
        app.advance(by: 0.5)
        app.runUntilIdle()
        #expect(cell.frame.height == rowHeight, "the row keeps its height")
        #expect(measured() != before, "the new text size changes the label's height")
        #expect(label.frame.height == measured())
        #expect(label.frame.midY.rounded() == (cell.contentView.bounds.height / 2).rounded())
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("An action sheet presented in the turn a window turns compact adapts to the action sheet at the bottom")
    func actionSheetPresentedAsWindowResizes() throws {
        // The app soak's seed 1 at step 271,104, reduced: the window goes from 1,024 × 768
        // (regular width) to 430 × 932 and an action sheet is presented before a turn has run.
        // It is decided as a popover (the window's traits are still regular); it used to stay
        // one, placed 192 pt wide from stale geometry, then 304 pt wide on a second pass. Once
        // its traits turn compact it adapts, as a popover shown in UIKit does.
        func present(resizingInSameTurn: Bool) -> (HeadlessApp, UIWindow, UIAlertController) {
            let app = HeadlessApp()
            let root = UIViewController()
            let window = app.makeWindow(rootViewController: root)
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            app.advance(by: 2)
            app.runUntilIdle()
            window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
            if !resizingInSameTurn {
                app.advance(by: 2)
                app.runUntilIdle()
            }
            let alert = actionSheet(over: root)
            root.present(alert, animated: true)
            app.advance(by: 2)
            app.runUntilIdle()
            return (app, window, alert)
        }
        /// The frames of `view` and every view under it, depth first.
        func frames(under view: UIView) -> [CGRect] {
            [view.frame] + view.subviews.flatMap { frames(under: $0) }
        }
        let (app, window, alert) = present(resizingInSameTurn: true)
        let popover = try #require(alert.popoverPresentationController)
        #expect(alert.presentingViewController === window.rootViewController)
        #expect(popover.arrowDirection == .unknown)
        #expect(alert.view.frame == window.bounds)
        // Placed exactly as an action sheet presented in the compact window places it.
        let (compactApp, compactWindow, reference) = present(resizingInSameTurn: false)
        #expect(reference.popoverPresentationController?.arrowDirection == .unknown)
        #expect(frames(under: alert.view) == frames(under: reference.view))
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
        #expect(frames(under: alert.view) == frames(under: reference.view), "the same after a second pass")
        #expect(SafeAreaConvergenceTests.movedBySecondPass(compactWindow) == [])
        withExtendedLifetime((app, compactApp)) {}
    }

    @Test(
        "An action sheet in a popover takes its new height as soon as the text size changes",
        arguments: [
            (UIContentSizeCategory.extraSmall, UIContentSizeCategory.large),
            (.large, .extraExtraExtraLarge), (.accessibilityExtraLarge, .extraSmall),
        ])
    func popoverActionSheetFollowsTextSize(from: UIContentSizeCategory, to: UIContentSizeCategory) throws {
        // The app soak's seed 1 at step 7,680: the popover kept the sheet at its old height
        // (176 pt at extra small) until a later pass asked for its preferred size again (178 pt).
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        app.preferredContentSizeCategory = from
        app.runUntilIdle()
        let alert = actionSheet(over: root)
        root.present(alert, animated: false)
        app.runUntilIdle()
        let view = try #require(alert.viewIfLoaded)
        #expect(alert.popoverPresentationController?.arrowDirection != .unknown, "shown as a popover")
        let before = view.frame.height
        #expect(before == alert.preferredContentSize.height)
        app.preferredContentSizeCategory = to
        app.runUntilIdle()
        #expect(view.frame.height != before, "the text size changes the sheet's height")
        #expect(view.frame.height == alert.preferredContentSize.height)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }
    @Test(
        "An action sheet in a popover takes its new height when the text size changes during its presentation",
        arguments: [false, true])
    func popoverActionSheetFollowsTextSizeWhilePresenting(overAlerts: Bool) throws {
        // The app soak's seed 2 at step 471,808, reduced: an action sheet shown as a popover
        // (from the middle of a second alert's view) was presented with animation, and the text
        // size changed before its presentation ended. The card kept the height it had been given
        // (176 pt) after the animation, while the sheet asked for 282 pt, until a second pass.
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        app.preferredContentSizeCategory = .large
        app.runUntilIdle()
        var top = root
        if overAlerts {
            for title in ["First", "Second"] {
                let alert = UIAlertController(title: title, message: "Over \(title)", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                top.present(alert, animated: true)
                app.advance(by: 1)
                app.runUntilIdle()
                top = alert
            }
        }
        let sheet = actionSheet(over: top)
        top.present(sheet, animated: true)
        app.advance(by: 0.05)
        #expect(sheet.isBeingPresented, "the text size changes mid-presentation")
        app.preferredContentSizeCategory = .accessibilityExtraLarge
        app.advance(by: 1)
        app.runUntilIdle()
        let view = try #require(sheet.viewIfLoaded)
        #expect(sheet.popoverPresentationController?.arrowDirection != .unknown, "shown as a popover")
        #expect(view.frame.height == sheet.preferredContentSize.height)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("A popover follows its source when the source moves without the popover being laid out")
    func popoverFollowsMovedSource() throws {
        // The app soak's seed 2 at step 80,640, reduced: an action sheet shown as a popover from
        // a table row; the table's content moved 12 pt (its inset changed with its navigation
        // bar) and the card stayed where the row had been until a second layout pass.
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let scroller = UIScrollView(frame: root.view.bounds)
        scroller.contentSize = CGSize(width: 1024, height: 2000)
        root.view.addSubview(scroller)
        let row = UIView(frame: CGRect(x: 0, y: 250, width: 844, height: 50))
        scroller.addSubview(row)
        app.runUntilIdle()
        let alert = UIAlertController(title: "Note", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.popoverPresentationController?.sourceView = scroller
        alert.popoverPresentationController?.sourceRect = row.frame
        root.present(alert, animated: false)
        app.runUntilIdle()
        let view = try #require(alert.viewIfLoaded)
        let placed = view.convert(view.bounds, to: nil)
        #expect(alert.popoverPresentationController?.arrowDirection == .up)
        #expect(placed.minY == row.convert(row.bounds, to: nil).maxY + 13, "the card starts an arrow's height below the row")
        scroller.contentOffset.y += 12
        app.runUntilIdle()
        let followed = view.convert(view.bounds, to: nil)
        #expect(followed == placed.offsetBy(dx: 0, dy: -12), "the card moved with its row in the same frame")
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }
}
