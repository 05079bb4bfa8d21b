import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A paragraph too wide for the text engine's coordinates is reported in the log instead of
/// vanishing silently; a text of the same length split into paragraphs is measured.
@MainActor @Suite struct LongParagraphTests {
    @Test("A 300 KB paragraph in a label logs the engine's limit; the same text in short paragraphs measures")
    func paragraphBeyondLimit() {
        let (app, root) = makeRobustApp()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        label.numberOfLines = 0
        root.addSubview(label)
        label.text = String(repeating: "word ", count: 300 * 1024 / 5)
        let size = label.sizeThatFits(CGSize(width: 300, height: 1e9))
        #expect(size.width == 0)
        let messages = app.log.messages.filter { $0.contains("text engine's limit") }
        #expect(messages.count == 1, "\(app.log.messages)")
        #expect(messages.first?.contains("a paragraph of 307200 UTF-8 bytes") == true)
        label.text = String(repeating: String(repeating: "word ", count: 200) + "\n", count: 300)
        let split = label.sizeThatFits(CGSize(width: 300, height: 1e9))
        #expect(split.width > 0 && split.height > 1000)
        #expect(app.log.messages.filter { $0.contains("text engine's limit") }.count == 1)
    }
}
