import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Attribute values that Foundation's C core compares when an attributed string merges runs.
/// On Linux that comparison halted the program when the word after an object's header read as
/// type ID 0 (see `FoundationTypeInfoSlot`): a long app soak died in a text view's typed key.
@MainActor @Suite struct FoundationTypeInfoSlotTests {
    @Test("Fonts, colours, paragraph styles and attachments expose a non-zero type ID to Foundation's C core, whatever their values")
    func slotIsReadAsANonZeroTypeID() {
        let objects: [AnyObject] = [
            UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 0.5),
            UIColor.black, UIColor(white: 0, alpha: 0), UIColor(red: 0, green: 0, blue: 0, alpha: 1), UIColor.label,
            NSParagraphStyle(), NSMutableParagraphStyle(), NSTextAttachment(), NSTextAttachment(data: nil, ofType: nil),
        ]
        for object in objects {
            #expect(FoundationTypeInfoSlot.typeID(readFrom: object) == 0x3FF, "\(type(of: object))")
        }
    }

    @Test("Equal paragraph styles, fonts and colours on neighbouring runs merge into one run instead of halting")
    func equalValuesOnNeighbouringRunsMerge() {
        // Two distinct default paragraph styles: before the slot, the first word of each was its
        // alignment and line-break mode, which read as type ID 0 and halted at the second call.
        let text = NSMutableAttributedString(string: "ab")
        text.setAttributes([.paragraphStyle: NSParagraphStyle(), .foregroundColor: UIColor(white: 0, alpha: 1)], range: NSRange(location: 0, length: 1))
        text.setAttributes([.paragraphStyle: NSParagraphStyle(), .foregroundColor: UIColor(white: 0, alpha: 1)], range: NSRange(location: 1, length: 1))
        var effective = NSRange(location: 0, length: 0)
        _ = text.attributes(at: 0, effectiveRange: &effective)
        #expect(effective == NSRange(location: 0, length: 2))

        // Fonts made anew each time (a new object at a new address): before, each was boxed and
        // the box's first word was the font's address, type ID 0 for one address in 1,024.
        var merged = 0
        for index in 0..<3_000 {
            let run = NSMutableAttributedString(string: "xy")
            let size = CGFloat(10 + index % 3)
            run.setAttributes([.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1)], range: NSRange(location: 0, length: 1))
            run.setAttributes([.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1)], range: NSRange(location: 1, length: 1))
            _ = run.attributes(at: 0, effectiveRange: &effective)
            if effective.length == 2 { merged += 1 }
        }
        #expect(merged == 3_000)
    }

    @Test("Different values on neighbouring runs stay apart")
    func differentValuesStayApart() {
        let text = NSMutableAttributedString(string: "ab")
        text.setAttributes([.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red], range: NSRange(location: 0, length: 1))
        text.setAttributes([.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.red], range: NSRange(location: 1, length: 1))
        var effective = NSRange(location: 0, length: 0)
        _ = text.attributes(at: 0, effectiveRange: &effective)
        #expect(effective == NSRange(location: 0, length: 1))
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white && UIColor.label == UIColor.label && UIColor.label != UIColor.black)
        #expect(Set([UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red]).count == 1)
    }

    @Test("A text view survives thousands of typed keys with colour and font changes in between (the soak's crash)")
    func typingWithStyleChanges() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(textView.becomeFirstResponder())
        for round in 0..<400 {
            if round > 0 && round % 50 == 0 { textView.text = "" }
            app.type("ab")
            if round % 3 == 0 { textView.textColor = UIColor(white: CGFloat(round % 2), alpha: 1) }
            if round % 5 == 0 { textView.font = UIFont.systemFont(ofSize: CGFloat(14 + round % 2)) }
            if round % 7 == 0 { textView.selectedRange = NSRange(location: textView.text.utf16.count / 2, length: 0) }
        }
        #expect(textView.text.utf16.count == 50 * 2)
    }
}
