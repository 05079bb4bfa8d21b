import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// The chat screen: a compositional layout of self-sizing bubbles fed by a diffable data
/// source, an input bar that grows with its text and rides on the software keyboard, sending
/// that scrolls to the new message, and Copy in a bubble's context menu.
@MainActor @Suite struct CorpusChatTests {
    static let longText = Array(repeating: "This message is long enough to wrap over several lines of its bubble.", count: 4)
        .joined(separator: " ")

    static func conversation(count: Int = 4) -> [ChatMessage] {
        let lines = ["Are we still on for lunch?", "Yes! 12:30 at the usual place.", "Great, see you there.", longText]
        return (0..<count).map { ChatMessage(text: lines[$0 % lines.count], isOutgoing: $0 % 2 == 1) }
    }

    /// A chat in a navigation controller on a 390 × 844 phone at 3x (status bar and home
    /// indicator), with the software keyboard.
    private func makeChat(_ messages: [ChatMessage] = conversation()) -> (HeadlessApp, ChatViewController) {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let chat = ChatViewController(title: "Ada", messages: messages)
        app.makeWindow(rootViewController: UINavigationController(rootViewController: chat))
        app.advance(by: 0.5)
        return (app, chat)
    }

    private func frame(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    private func focus(_ app: HeadlessApp, _ chat: ChatViewController) {
        let field = frame(chat.inputBar.textView)
        app.tap(at: CGPoint(x: field.midX, y: field.midY))
        app.advance(by: 0.5)
    }

    private func cell(_ chat: ChatViewController, _ item: Int) -> MessageCell? {
        chat.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? MessageCell
    }

    @Test("Typing enables Send; deleting the text disables it again")
    func typingEnablesSend() {
        let (app, chat) = makeChat()
        #expect(!chat.inputBar.sendButton.isEnabled)
        focus(app, chat)
        #expect(chat.inputBar.textView.isFirstResponder)
        app.typeOnKeyboard("Hi")
        #expect(chat.inputBar.textView.text == "Hi")
        #expect(chat.inputBar.sendButton.isEnabled)
        chat.inputBar.textView.deleteBackward()
        chat.inputBar.textView.deleteBackward()
        #expect(!chat.inputBar.sendButton.isEnabled)
        app.typeOnKeyboard("   ")
        #expect(!chat.inputBar.sendButton.isEnabled, "only spaces is nothing to send")
    }

    @Test("Bubbles fit their wrapped text at the cell's width: a long message is taller, at most 75 % wide")
    func bubblesFitWrappedText() throws {
        let (app, chat) = makeChat([])
        focus(app, chat)
        for text in ["Short one", Self.longText] {
            chat.inputBar.textView.insertText(text)
            let send = frame(chat.inputBar.sendButton)
            app.tap(at: CGPoint(x: send.midX, y: send.midY))
            app.advance(by: 1)
        }
        #expect(chat.messages.map(\.text) == ["Short one", Self.longText])
        #expect(chat.inputBar.textView.text == "" && !chat.inputBar.sendButton.isEnabled)
        let short = try #require(cell(chat, 0))
        let long = try #require(cell(chat, 1))
        let width = chat.collectionView.bounds.width
        #expect(short.frame.width == width && long.frame.width == width)
        #expect(long.frame.height > 3 * short.frame.height, "the long message wraps over several lines")
        #expect(long.bubbleView.frame.width <= 0.75 * width + 0.5)
        #expect(long.messageLabel.frame.width <= 0.75 * width)
        let label = long.messageLabel
        let fitted = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
        #expect(abs(label.bounds.height - fitted.height) < 1, "the label shows all its lines")
        #expect(long.frame.height == (fitted.height + 8 + 8 + 2 + 2).rounded(.up))
        // Outgoing bubbles hug the trailing edge in blue, with white text.
        #expect(frame(long.bubbleView).maxX == width - 12)
        #expect(long.bubbleView.backgroundColor == .systemBlue && long.messageLabel.textColor == .white)
        #expect(frame(short.bubbleView).maxX == width - 12)
        #expect(short.bubbleView.frame.width < 0.5 * width, "a short message's bubble hugs its text")
    }

    @Test("Incoming bubbles sit on the leading edge in the secondary background")
    func incomingBubble() throws {
        let (_, chat) = makeChat()
        let incoming = try #require(cell(chat, 0))
        #expect(frame(incoming.bubbleView).minX == 12)
        #expect(incoming.bubbleView.backgroundColor == .secondarySystemBackground)
        #expect(incoming.messageLabel.textColor == .label)
        #expect(incoming.bubbleView.layer.cornerRadius == 18)
    }

    @Test("Sending scrolls the conversation to the new last message")
    func sendScrollsToLast() throws {
        let (app, chat) = makeChat(Self.conversation(count: 24))
        let collectionView = chat.collectionView!
        #expect(collectionView.contentSize.height > collectionView.bounds.height)
        collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
        app.runTurn()
        focus(app, chat)
        app.typeOnKeyboard("See you")
        let send = frame(chat.inputBar.sendButton)
        app.tap(at: CGPoint(x: send.midX, y: send.midY))
        app.advance(by: 1.5)
        #expect(chat.messages.count == 25)
        let last = try #require(cell(chat, 24))
        #expect(last.messageLabel.text == "See you")
        let visibleBottom = collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
        // `scrollToItem(at:at:animated:)` aims at the item's estimated frame; the item measures
        // once it comes into view, so it ends within a few points of the bottom, as on iOS.
        #expect(last.frame.maxY <= visibleBottom && last.frame.maxY >= visibleBottom - 12,
            "the new message is at the bottom of the visible area")
        #expect(last.frame.minY >= collectionView.bounds.minY + collectionView.adjustedContentInset.top)
        #expect(frame(last).maxY <= frame(chat.inputBar).minY)
    }

    @Test("Focusing the text view brings up the software keyboard and the input bar rides on it; it goes back down")
    func keyboardMovesInputBar() throws {
        let (app, chat) = makeChat()
        let screen = CGFloat(844)
        #expect(frame(chat.inputBar).maxY == screen)
        let textBottomBefore = frame(chat.inputBar.textView).maxY
        #expect(textBottomBefore <= screen - chat.view.safeAreaInsets.bottom - 8 + 0.5, "above the home indicator")
        focus(app, chat)
        let keyboard = try #require(app.softwareKeyboardFrame)
        #expect(keyboard.minY < screen)
        #expect(frame(chat.inputBar).maxY == keyboard.minY)
        #expect(chat.keyboardHeight == screen - keyboard.minY)
        #expect(frame(chat.inputBar.textView).maxY == keyboard.minY - 8, "no home-indicator inset above the keyboard")
        #expect(frame(chat.collectionView).maxY == frame(chat.inputBar).minY)
        chat.view.endEditing(true)
        app.advance(by: 0.5)
        #expect(!app.isSoftwareKeyboardShown)
        #expect(frame(chat.inputBar).maxY == screen)
        #expect(frame(chat.inputBar.textView).maxY == textBottomBefore)
    }

    @Test("The input grows a line at a time up to five lines, then scrolls")
    func inputGrowsToFiveLines() {
        let (app, chat) = makeChat()
        focus(app, chat)
        let textView = chat.inputBar.textView
        let oneLine = textView.frame.height
        var heights: [CGFloat] = []
        var scrolls: [Bool] = []
        for line in 1...7 {
            textView.insertText(line == 1 ? "line 1" : "\nline \(line)")
            app.runTurn()
            heights.append(textView.frame.height)
            scrolls.append(textView.isScrollEnabled)
        }
        let lineHeight = textView.font!.lineHeight
        #expect(heights[0] == oneLine)
        for index in 1..<5 {
            #expect(abs(heights[index] - heights[index - 1] - lineHeight) < 1, "line \(index + 1) adds a line")
        }
        #expect(scrolls == [false, false, false, false, false, true, true])
        #expect(heights[5] == heights[4] && heights[6] == heights[4], "five lines at most")
        #expect(textView.isScrollEnabled)
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(textView.contentOffset.y > 0, "scrolled to the caret on the last line")
        let bar = frame(chat.inputBar)
        #expect(bar.maxY == app.softwareKeyboardFrame?.minY)
        // Sending shrinks it back to one line.
        let send = frame(chat.inputBar.sendButton)
        app.tap(at: CGPoint(x: send.midX, y: send.midY))
        app.advance(by: 1)
        #expect(textView.frame.height == oneLine)
        #expect(!textView.isScrollEnabled)
    }

    @Test("Touching and holding a bubble offers Copy, which puts the message on the pasteboard")
    func contextMenuCopy() throws {
        let (app, chat) = makeChat()
        UIPasteboard.general.string = nil
        let bubble = frame(try #require(cell(chat, 1)).bubbleView)
        _ = app.longPress(at: CGPoint(x: bubble.midX, y: bubble.midY))
        app.advance(by: 0.5)
        try #require(app.element(label: "Copy")).tap()
        app.advance(by: 0.5)
        #expect(UIPasteboard.general.string == "Yes! 12:30 at the usual place.")
        #expect(app.element(label: "Copy") == nil)
        // Outside the bubble (the empty part of the row) there is no menu.
        let row = frame(try #require(cell(chat, 0)))
        _ = app.longPress(at: CGPoint(x: row.maxX - 20, y: row.midY))
        app.advance(by: 0.5)
        #expect(app.element(label: "Copy") == nil)
    }

    @Test("Renders light and dark, keyboard down and up, at 3x", arguments: [UIUserInterfaceStyle.light, .dark])
    func render(style: UIUserInterfaceStyle) throws {
        let (app, chat) = makeChat(Self.conversation(count: 6))
        chat.navigationController?.view.window?.overrideUserInterfaceStyle = style
        app.advance(by: 0.5)
        let name = style == .dark ? "dark" : "light"
        try app.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: "/tmp/chat-\(name)-keyboard-down.png"))
        focus(app, chat)
        app.typeOnKeyboard("Sounds good")
        app.advance(by: 0.5)
        try app.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: "/tmp/chat-\(name)-keyboard-up.png"))
        #expect(app.isSoftwareKeyboardShown)
    }
}
