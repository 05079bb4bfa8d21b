import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Reading `attributedText` makes one string per change, not one per read (Foundation here
/// keeps part of every attributed string it creates, so a copy per read grew the app soak's
/// heap), and a read after a change always sees the change.
@MainActor
@Suite struct AttributedTextReadTests {
    @Test("A text view returns the same string until its text or style changes, then the new text")
    func textViewReadsShareOneCopy() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "Hello"
        let first = textView.attributedText
        #expect(textView.attributedText === first)
        #expect(first?.string == "Hello")

        #expect(textView.becomeFirstResponder())
        app.type("!")
        let typed = textView.attributedText
        #expect(typed !== first)
        #expect(typed?.string == "Hello!")
        #expect(first?.string == "Hello", "a string handed out earlier is a copy, unchanged by later edits")

        textView.font = UIFont.boldSystemFont(ofSize: 20)
        let restyled = textView.attributedText
        #expect(restyled !== typed)
        #expect((restyled?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)

        textView.undoManager?.undo()
        #expect(textView.attributedText?.string == "Hello")
    }

    @Test("A plain-text label returns the same styled string until its text, font or colour changes")
    func labelReadsShareOneCopy() {
        let label = UILabel()
        label.text = "One"
        let first = label.attributedText
        #expect(label.attributedText === first)
        label.text = "Two"
        #expect(label.attributedText !== first)
        #expect(label.attributedText?.string == "Two")
        let two = label.attributedText
        label.font = UIFont.systemFont(ofSize: 30)
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect(label.attributedText !== two)
        let big = label.attributedText
        label.textColor = .systemRed
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(label.attributedText !== big)
    }
}
