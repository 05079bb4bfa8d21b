import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct UILabelRenderingTests {
    @Test("Right alignment puts the ink on the right, left alignment on the left, centre in the middle")
    func alignmentMovesInk() {
        func ink(_ alignment: NSTextAlignment) -> CGRect? {
            let (app, label) = makeLabel("Hi", frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.textAlignment = alignment
            return inkBounds(PixelBuffer(app.render(label)))
        }
        let right = ink(.right), left = ink(.left), center = ink(.center)
        #expect((right?.minX ?? 0) > 170)
        #expect((left?.maxX ?? 200) < 30)
        #expect(abs((center?.midX ?? 0) - 100) < 4)
        #expect((ink(.natural)?.maxX ?? 200) < 30)
    }

    @Test("Natural alignment follows a right-to-left layout direction")
    func naturalAlignmentRightToLeft() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100), layoutDirection: .rightToLeft)
        let window = app.makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hi"
        label.textColor = .black
        window.addSubview(label)
        #expect((inkBounds(PixelBuffer(app.render(label)))?.minX ?? 0) > 170)
    }

    @Test("An Arabic string's first character is drawn at the right")
    func arabicRunsRightToLeft() {
        let (app, label) = makeLabel("", frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        let text = NSMutableAttributedString(
            string: "سلام عليكم", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        label.attributedText = text
        label.textAlignment = .center
        let pixels = PixelBuffer(app.render(label))
        let red = inkBounds(pixels) { $0.red > 150 && $0.green < 80 }
        let dark = inkBounds(pixels) { $0.red < 80 && $0.green < 80 }
        #expect(red != nil && dark != nil)
        #expect((red?.midX ?? 0) > (dark?.midX ?? 0))
        #expect((red?.maxX ?? 0) >= (dark?.maxX ?? 0) - 1)
        #expect(label.measure(width: nil, reason: "test")?.unknownGlyphCount == 0)
    }

    @Test("Latin, CJK, emoji, Devanagari and Thai render with no missing glyphs; an unassigned character is reported")
    func noMissingGlyphs() {
        let (app, label) = makeLabel("Hello 你好 こんにちは 😀👍 नमस्ते สวัสดี")
        #expect(label.measure(width: nil, reason: "test")?.unknownGlyphCount == 0)
        let pixels = PixelBuffer(app.render(label))
        let colour = inkBounds(pixels) { abs(Int($0.red) - Int($0.blue)) > 60 }  // the emoji are in colour
        #expect(colour != nil)
        let (_, missing) = makeLabel("A\u{0378}\u{10FFFD}B")
        #expect((missing.measure(width: nil, reason: "test")?.unknownGlyphCount ?? 0) > 0)
    }

    @Test("The ink of drawn strings lies inside the measured rectangle", arguments: ["Hello", "Ågjpqy|", "Wrap me across lines please", "你好😀"])
    func inkInsideMeasuredRect(text: String) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black]
        let origin = CGPoint(x: 20, y: 20)
        let measured = text.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 200)).image { _ in
            text.draw(in: CGRect(origin: origin, size: CGSize(width: 150, height: 1000)), withAttributes: attributes)
        }
        guard let cg = image.cgImage, let ink = inkBounds(PixelBuffer(cg), threshold: 10) else {
            Issue.record("nothing drawn")
            return
        }
        let box = measured.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1)
        #expect(box.contains(ink), "ink \(ink) outside \(box)")
        #expect(measured.width <= 150)
    }

    @Test("A recording context records a text operation")
    func recordingContextRecordsText() {
        let context = CGContext(size: CGSize(width: 100, height: 40))
        UIGraphicsPushContext(context)
        "Recorded".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        UIGraphicsPopContext()
        let texts = context.operations.compactMap { operation -> String? in
            if case .text(let string, _, _, let size, _, _) = operation, size == 14 { return string }
            return nil
        }
        #expect(texts == ["Recorded"])
    }

    @Test("Golden labels at scale 1 and 3", arguments: [1.0, 3.0])
    func goldenLabels(scale: CGFloat) {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 160), scale: scale)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 8, width: 220, height: 30))
        title.text = "Settings"
        title.font = .boldSystemFont(ofSize: 24)
        let body = UILabel(frame: CGRect(x: 10, y: 40, width: 220, height: 60))
        body.text = "Labels wrap at word boundaries and truncate the last line when the text does not fit in the lines they are allowed to show."
        body.numberOfLines = 3
        body.font = .systemFont(ofSize: 14)
        body.textColor = .darkGray
        let mixed = UILabel(frame: CGRect(x: 10, y: 104, width: 220, height: 24))
        mixed.attributedText = {
            let text = NSMutableAttributedString(string: "Café 東京 😀 مرحبا", attributes: [.font: UIFont.systemFont(ofSize: 16)])
            text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 4))
            text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 4))
            return text
        }()
        let right = UILabel(frame: CGRect(x: 10, y: 130, width: 220, height: 24))
        right.text = "$1,234.56"
        right.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        right.textAlignment = .right
        right.textColor = .systemRed
        for label in [title, body, mixed, right] { window.addSubview(label) }
        expectGolden(app.render(), named: "labels-scale\(Int(scale))", tolerance: 8)
    }
}
