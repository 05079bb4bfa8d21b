import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// The inbox screen: a header laid out with the visual format language, leading and trailing
/// swipe actions, its status bar style, `show(_:sender:)` and a reply box brought into view
/// with `scrollRectToVisible(_:animated:)`.
@MainActor @Suite struct CorpusInboxTests {
    private static let longBody = Array(repeating: "A line of the message that wraps across the width of the phone.", count: 30)
        .joined(separator: " ")

    private func messages() -> [InboxMessage] {
        [
            InboxMessage(sender: "Ada", subject: "Engines", body: Self.longBody, isRead: false),
            InboxMessage(sender: "Grace", subject: "Compilers", body: "Short.", isRead: false),
            InboxMessage(sender: "Alan", subject: "Machines", body: "Short.", isRead: true),
        ]
    }

    private func frame(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    @Test("The header's visual-format constraints place the title, the count and the button")
    func headerFrames() {
        let app = HeadlessApp()
        let inbox = InboxViewController(messages: messages())
        app.makeWindow(rootViewController: inbox)
        app.runTurn()
        #expect(frame(inbox.headerView) == CGRect(x: 0, y: 0, width: 390, height: 120))
        #expect(frame(inbox.tableView) == CGRect(x: 0, y: 120, width: 390, height: 724))
        #expect(frame(inbox.titleLabel).minX == 20)
        #expect(frame(inbox.unreadLabel) .minX == 20 && frame(inbox.unreadLabel).maxX == 370)
        #expect(frame(inbox.unreadLabel).maxY == 108)
        #expect(frame(inbox.unreadLabel).minY == frame(inbox.titleLabel).maxY + 4)
        #expect(frame(inbox.markAllButton).maxX == 370)
        #expect(frame(inbox.markAllButton).midY == frame(inbox.titleLabel).midY)
        #expect(inbox.unreadLabel.text == "2 unread messages")
    }

    @Test("A right swipe reveals Read; tapping it marks the message read; a full right swipe toggles another")
    func leadingSwipe() throws {
        let app = HeadlessApp()
        let inbox = InboxViewController(messages: messages())
        app.makeWindow(rootViewController: inbox)
        app.runTurn()
        let row = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let y = frame(row).midY
        app.drag(from: CGPoint(x: 40, y: y), to: CGPoint(x: 200, y: y), steps: 10, duration: 0.3)
        app.runTurn()
        #expect(row.contentView.frame.minX > 0, "the row's content moved right")
        let buttons = row.subviews(ofType: UIButton.self).filter { $0.currentTitle == "Read" }
        let read = try #require(buttons.first)
        #expect(frame(read).minX == 0)
        app.tap(at: CGPoint(x: frame(read).midX, y: y))
        app.runTurn()
        #expect(inbox.messages[0].isRead)
        #expect(inbox.unreadLabel.text == "1 unread message")
        let second = frame(try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))).midY
        app.drag(from: CGPoint(x: 20, y: second), to: CGPoint(x: 370, y: second), steps: 12, duration: 0.3)
        app.runTurn()
        #expect(inbox.messages[1].isRead)
        #expect(inbox.unreadLabel.text == "All caught up")
        #expect(!inbox.markAllButton.isEnabled)
    }

    @Test("A full left swipe archives the message")
    func trailingFullSwipe() throws {
        let app = HeadlessApp()
        let inbox = InboxViewController(messages: messages())
        app.makeWindow(rootViewController: inbox)
        app.runTurn()
        let y = frame(try #require(inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))).midY
        app.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), steps: 12, duration: 0.3)
        app.advance(by: 1)
        #expect(inbox.archived.map(\.sender) == ["Alan"])
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test("Status bar: the inbox asks for light content; in a navigation controller the bar decides")
    func statusBar() {
        let app = HeadlessApp()
        let inbox = InboxViewController(messages: messages())
        app.makeWindow(rootViewController: inbox)
        app.runTurn()
        #expect(app.statusBarStyle == .lightContent)
        #expect(app.statusBarDrawsLightContent)
        let other = HeadlessApp()
        let navigation = UINavigationController(rootViewController: InboxViewController(messages: messages()))
        other.makeWindow(rootViewController: navigation)
        other.runTurn()
        #expect(other.statusBarStyle == .default)
        navigation.setNavigationBarHidden(true, animated: false)
        other.runTurn()
        #expect(other.statusBarStyle == .lightContent)
    }

    @Test("Selecting a row shows the message: pushed in a navigation controller, presented without one")
    func showMessage() throws {
        let app = HeadlessApp()
        let inbox = InboxViewController(messages: messages())
        let navigation = UINavigationController(rootViewController: inbox)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let row = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        app.tap(at: CGPoint(x: frame(row).midX, y: frame(row).midY))
        app.advance(by: 1)
        #expect(inbox.shownMessages == ["Compilers"])
        #expect((navigation.topViewController as? MessageDetailViewController)?.message.subject == "Compilers")
        #expect(inbox.messages[1].isRead)

        let bare = HeadlessApp()
        let alone = InboxViewController(messages: messages())
        bare.makeWindow(rootViewController: alone)
        bare.runTurn()
        alone.showMessage(at: 0)
        bare.advance(by: 1)
        #expect(alone.presentedViewController is MessageDetailViewController)
    }

    @Test("Reply scrolls the long message so the reply box shows, over the scroll animation on the virtual clock")
    func replyScrollsToVisible() throws {
        let app = HeadlessApp()
        let detail = MessageDetailViewController(message: messages()[0])
        let navigation = UINavigationController(rootViewController: UIViewController())
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        navigation.pushViewController(detail, animated: false)
        app.advance(by: 1)
        let scrollView = detail.scrollView!
        let start = scrollView.contentOffset.y
        #expect(start == -scrollView.adjustedContentInset.top)
        #expect(scrollView.contentSize.height > scrollView.bounds.height, "the message is taller than the screen")
        let reply = try #require(navigation.navigationBar.subviews(ofType: UIButton.self).first { $0.currentTitle == "Reply" })
        app.tap(at: CGPoint(x: frame(reply).midX, y: frame(reply).midY))
        #expect(detail.replyTapCount == 1)
        app.advance(by: 0.1)
        let middle = scrollView.contentOffset.y
        app.advance(by: 1)
        let maximum = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        // The reply box's bottom, 8 points below it, meets the visible area's bottom: 8 points
        // short of the end of the content (16 points under the box).
        #expect(abs(scrollView.contentOffset.y - (maximum - 8)) < 0.5)
        #expect(middle > start && middle < scrollView.contentOffset.y, "the scroll animates")
        let box = detail.replyField.convert(detail.replyField.bounds, to: nil)
        #expect(box.maxY <= 844 - scrollView.adjustedContentInset.bottom)
    }
}
