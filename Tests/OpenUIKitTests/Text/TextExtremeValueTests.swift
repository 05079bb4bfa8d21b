import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Absurd but finite lengths in paragraph styles and attributes, and absurd line counts, lay
/// out and draw instead of trapping where the text engine converts them to its integer units.
@MainActor @Suite struct TextExtremeValueTests {
    /// A label in a window showing `text`, measured and rendered once.
    private func layOut(_ text: NSAttributedString, lines: Int = 0) -> (HeadlessApp, UILabel, CGSize) {
        let (app, root) = makeRobustApp()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        label.numberOfLines = lines
        label.attributedText = text
        root.addSubview(label)
        let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        _ = app.render()
        return (app, label, size)
    }

    private func styled(_ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: "One\tTwo\nThree four five", attributes: [.paragraphStyle: style])
    }

    @Test("Indents, line spacing and tab stops of 9e15 and 1e300 points lay out with finite sizes")
    func hugeParagraphLengths() {
        for length: CGFloat in [9e15, 1e20, 1e300] {
            let cases: [(String, NSAttributedString)] = [
                ("headIndent", styled { $0.headIndent = length }),
                ("firstLineHeadIndent", styled { $0.firstLineHeadIndent = length }),
                ("tailIndent", styled { $0.tailIndent = -length }),
                ("lineSpacing", styled { $0.lineSpacing = length }),
                ("paragraphSpacing", styled { $0.paragraphSpacing = length }),
                ("tabStops", styled { $0.tabStops = [NSTextTab(textAlignment: .left, location: length)] }),
                ("defaultTabInterval", styled { $0.defaultTabInterval = length }),
            ]
            for (name, text) in cases {
                let (_, _, size) = layOut(text)
                #expect(size.width.isFinite && size.height.isFinite, "\(name) = \(length): \(size)")
            }
        }
    }

    @Test("Kerning and a baseline offset of 1e20 points lay out and draw")
    func hugeKernAndBaselineOffset() {
        for key in [NSAttributedString.Key.kern, .baselineOffset] {
            for value: CGFloat in [1e20, -1e20] {
                let text = NSAttributedString(string: "Kerned text", attributes: [key: value])
                let (app, label, size) = layOut(text, lines: 1)
                #expect(size.width.isFinite && size.height.isFinite, "\(key.rawValue) = \(value): \(size)")
                #expect(label.window === app.application.windows.first, "still shown after a frame")
            }
        }
    }

    @Test("numberOfLines above Int32.max acts as that many lines")
    func hugeNumberOfLines() {
        let text = NSAttributedString(
            string: "A line long enough to wrap over several lines of a narrow label",
            attributes: [.paragraphStyle: { () -> NSParagraphStyle in
                let style = NSMutableParagraphStyle()
                style.lineBreakMode = .byTruncatingTail
                return style
            }()])
        let (_, _, unlimited) = layOut(text, lines: 0)
        let (_, _, huge) = layOut(text, lines: Int(Int32.max) + 10)
        let (_, _, largest) = layOut(text, lines: Int.max)
        #expect(huge == unlimited && largest == unlimited, "\(huge) \(largest) \(unlimited)")
    }
}
