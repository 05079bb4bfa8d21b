import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextViewEditingTests {
    @Test("A new text view has UIKit's defaults: editable, selectable, 8-point vertical insets, 5-point padding")
    func defaults() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.font == nil && textView.textAlignment == .natural)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.keyboardType == .default && textView.returnKeyType == .default)
        #expect(textView.autocapitalizationType == .sentences && !textView.isSecureTextEntry)
        #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 12)
    }

    @Test("Typing on the hardware keyboard inserts characters, Return a newline, Backspace deletes")
    func hardwareTyping() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(textView.becomeFirstResponder())
        app.type("Hi")
        app.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
        app.type("there!")
        app.press(UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}"))
        #expect(textView.text == "Hi\nthere")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        app.press(UIKey(keyCode: .keyboardLeftArrow, characters: ""))
        textView.insertText("X")
        #expect(textView.text == "Hi\ntherXe")
    }

    @Test("One edit calls shouldChange, then didChangeSelection, then didChange; a session begins and ends in order")
    func delegateOrder() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(textView.becomeFirstResponder())
        textView.insertText("a")
        textView.deleteBackward()
        #expect(textView.resignFirstResponder())
        #expect(delegate.calls == [
            "shouldBegin", "didBegin",
            "shouldChange(0,0,\"a\")", "didChangeSelection(1,0)", "didChange",
            "shouldChange(0,1,\"\")", "didChangeSelection(0,0)", "didChange",
            "shouldEnd", "didEnd",
        ])
    }

    @Test("A refused change leaves the text and caret alone and tells nobody; a refused begin or end keeps the state")
    func vetoes() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = RecordingTextViewDelegate()
        delegate.refusedReplacements = ["\n"]
        textView.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(textView) }
        delegate.allowsBegin = false
        #expect(!textView.becomeFirstResponder() && !textView.isFirstResponder)
        delegate.allowsBegin = true
        #expect(textView.becomeFirstResponder())
        textView.insertText("ok")
        delegate.calls.removeAll()
        textView.insertText("\n")
        #expect(textView.text == "ok" && textView.selectedRange.location == 2)
        #expect(delegate.calls == ["shouldChange(2,0,\"\\n\")"])
        delegate.allowsEnd = false
        #expect(!textView.resignFirstResponder() && textView.isFirstResponder)
    }

    @Test("Text set in code calls no delegate method and puts the caret at the end")
    func programmaticText() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "Groceries\nMilk"
        #expect(delegate.calls.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 14, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 9)
        #expect(delegate.calls == ["didChangeSelection(0,9)"])
        let range = textView.selectedTextRange
        #expect(range.map { textView.offset(from: textView.beginningOfDocument, to: $0.end) } == 9)
        #expect(range.flatMap { textView.text(in: $0) } == "Groceries")
        let caret = textView.position(from: textView.beginningOfDocument, offset: 3)
        textView.selectedTextRange = caret.flatMap { textView.textRange(from: $0, to: $0) }
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("Begin, change and end post UITextView's text notifications with the view as object")
    func notifications() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        let log = NotificationLog(
            [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
             UITextView.textDidEndEditingNotification], object: textView)
        defer { log.stop() }
        textView.becomeFirstResponder()
        textView.insertText("x")
        textView.text = "set in code"
        textView.resignFirstResponder()
        #expect(log.names == [
            "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
            "UITextViewTextDidEndEditingNotification",
        ])
    }

    @Test("A tap begins editing with the caret at the tapped character; a read-only view takes no edits")
    func tapPlacesCaret() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "one\ntwo"
        _ = makeTextStage(app) { $0.addSubview(textView) }
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        // The start of the second line: the left inset plus the padding, 8 points down plus a line.
        app.tap(at: CGPoint(x: 20 + 5 + 1, y: 100 + 8 + line * 1.5))
        app.advance(by: 0.5)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
        textView.insertText("no")
        #expect(textView.text == "one\ntwo")
    }

    @Test("Typing past the bottom scrolls so the caret's line stays visible")
    func caretScroll() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        textView.font = UIFont.systemFont(ofSize: 17)
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.becomeFirstResponder()
        for line in 1...12 { textView.insertText("Line \(line)\n") }
        app.runTurn()
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.contentOffset.y > 0)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        #expect(caret.minY >= textView.contentOffset.y)
        #expect(textView.contentSize.height > textView.bounds.height)
        // Back to the top: the view scrolls up to the caret.
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
        #expect(textView.contentOffset.y == 0)
    }

    @Test("With scrolling off a text view sizes itself in a stack view, growing with each new line")
    func selfSizing() {
        let app = HeadlessApp()
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "One line"
        let label = UILabel()
        label.text = "Below"
        let stack = UIStackView(arrangedSubviews: [textView, label])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        _ = makeTextStage(app) { root in
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        app.advance(by: 0.1)
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let oneLine = textView.frame.height
        #expect(abs(oneLine - (line + 16).rounded(.up)) <= 1)
        #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(label.frame.minY == textView.frame.maxY)
        textView.text = "One line\nTwo lines\nThree lines"
        app.advance(by: 0.1)
        #expect(textView.frame.height > oneLine + line * 1.5)
        #expect(label.frame.minY == textView.frame.maxY)
        #expect(textView.sizeThatFits(CGSize(width: textView.bounds.width, height: 0)).height == textView.frame.height)
    }
}
