import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Alerts and action sheets follow Dynamic Type: larger text, taller rows, buttons stacked
/// when their titles no longer fit side by side, and a box taller than the window scrolls.
@MainActor
@Suite struct AlertDynamicTypeTests {
    private func presenter(_ category: UIContentSizeCategory) -> (HeadlessApp, UIViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        app.preferredContentSizeCategory = category
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: root)
        return (app, root)
    }

    private func frame(_ app: HeadlessApp, _ label: String) -> CGRect {
        app.element(label: label)?.frame ?? .null
    }

    @Test("At AX3 an alert's text is larger, its rows taller, and two buttons stack in a column")
    func largerText() throws {
        var rows: [CGRect] = []
        for category in [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let (app, root) = presenter(category)
            let alert = UIAlertController(title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            root.present(alert, animated: false)
            app.runUntilIdle()
            let cancel = frame(app, "Cancel")
            let delete = frame(app, "Delete")
            rows.append(cancel)
            if category == .large {
                #expect(cancel.height == 44 && cancel.minY == delete.minY, "side by side at the default size")
            } else {
                #expect(cancel.height > 44)
                #expect(delete.minY < cancel.minY && delete.minX == cancel.minX, "a column, cancel last")
            }
        }
        #expect(rows[1].height > rows[0].height)
    }

    @Test("An alert taller than the window scrolls its content, and its last button can be reached and tapped")
    func tallAlertScrolls() throws {
        let (app, root) = presenter(.accessibilityExtraExtraExtraLarge)
        let message = Array(repeating: "This message goes on for a long while.", count: 8).joined(separator: " ")
        let alert = UIAlertController(title: "Terms", message: message, preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Agree", style: .default) { _ in chosen.append("Agree") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        root.present(alert, animated: false)
        app.runUntilIdle()
        let scroller = try #require(Self.scrollView(in: alert.view))
        #expect(scroller.frame.height <= 844 - 40, "the box stays inside the window: \(scroller.frame.height)")
        #expect(scroller.contentSize.height > scroller.bounds.height)
        let boxBottom = scroller.convert(scroller.bounds, to: nil).maxY
        #expect(frame(app, "Agree").minY >= boxBottom, "the buttons start below the part of the box shown")
        scroller.setContentOffset(CGPoint(x: 0, y: scroller.contentSize.height - scroller.bounds.height), animated: false)
        app.runUntilIdle()
        let agree = frame(app, "Agree")
        #expect(agree.maxY <= boxBottom && agree.minY >= 0, "scrolled into the box: \(agree)")
        app.tap(at: CGPoint(x: agree.midX, y: agree.midY))
        app.advance(by: 1)
        #expect(chosen == ["Agree"])
        #expect(root.presentedViewController == nil)
    }

    /// The first scroll view under `view`.
    private static func scrollView(in view: UIView) -> UIScrollView? {
        var stack = [view]
        while let next = stack.popLast() {
            if let scroll = next as? UIScrollView { return scroll }
            stack.append(contentsOf: next.subviews)
        }
        return nil
    }
}
