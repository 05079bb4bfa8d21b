import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A freed text view's attributed string is emptied and reused by the next text view
/// (`TextStoragePool`), so showing a note screen per tap does not make Foundation create, and
/// keep, one more attributed string per screen.
@MainActor
@Suite struct TextViewStorageReuseTests {
    @Test("A pool hands back the strings given to it, emptied, and keeps at most its capacity")
    func poolReusesAndBounds() {
        let pool = TextStoragePool()
        let first = pool.take()
        first.replaceCharacters(in: NSRange(location: 0, length: 0), with: "styled")
        first.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 6))
        pool.recycle(first)
        #expect(pool.keptCount == 1)
        let second = pool.take()
        #expect(second === first)
        #expect(second.length == 0)
        #expect(pool.createdCount == 1)
        // Many freed at once: only the capacity is kept.
        let many = (0..<(TextStoragePool.capacity + 5)).map { _ in pool.take() }
        for storage in many { pool.recycle(storage) }
        #expect(pool.keptCount == TextStoragePool.capacity)
        #expect(pool.createdCount == 1 + TextStoragePool.capacity + 5)
    }

    @Test("Text views made and freed one after another create no new string each, and each starts empty")
    func textViewsReuseStrings() {
        weak var freed: UITextView?
        // Held here so that no address is reused: identities stay comparable.
        var strings: [NSMutableAttributedString] = []
        for index in 0..<40 {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(textView.text == "")
            #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 12)
            textView.font = UIFont.systemFont(ofSize: CGFloat(20 + index))
            textView.text = "Note \(index)"
            textView.insertText(" more")
            strings.append(textView.storage)
            freed = textView
        }
        #expect(freed == nil)
        // Other tests may make text views at the same time and take a freed string first, so
        // the count is not exactly one, but far below one per text view.
        #expect(Set(strings.map(ObjectIdentifier.init)).count <= 20)
        let fresh = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        fresh.insertText("x")
        #expect(fresh.text == "x")
        #expect((fresh.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
    }
}
