import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct AttributedStringTests {
    private let font = UIFont.systemFont(ofSize: 20)

    private func image(_ string: NSAttributedString, size: CGSize = CGSize(width: 200, height: 60)) -> PixelBuffer {
        let image = UIGraphicsImageRenderer(size: size).image { _ in string.draw(at: CGPoint(x: 10, y: 10)) }
        return PixelBuffer(image.cgImage!)
    }

    @Test("Kern widens text; a bold font is wider than regular")
    func kernAndWeight() {
        let plain = NSAttributedString(string: "Spacing", attributes: [.font: font]).size()
        let kerned = NSAttributedString(string: "Spacing", attributes: [.font: font, .kern: 3]).size()
        #expect(kerned.width > plain.width + 15)
        let bold = NSAttributedString(string: "Spacing", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).size()
        #expect(bold.width > plain.width)
    }

    @Test("Underline adds ink below the glyphs; a baseline offset raises them")
    func underlineAndBaselineOffset() {
        let plain = inkBounds(image(NSAttributedString(string: "ace", attributes: [.font: font])))
        let underlined = inkBounds(
            image(NSAttributedString(string: "ace", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])))
        #expect((underlined?.maxY ?? 0) > (plain?.maxY ?? 0))
        let mixed = NSMutableAttributedString(string: "acea", attributes: [.font: font, .foregroundColor: UIColor.black])
        mixed.addAttributes([.baselineOffset: 6, .foregroundColor: UIColor.red], range: NSRange(location: 2, length: 2))
        let pixels = image(mixed)
        let low = inkBounds(pixels) { $0.red < 80 }
        let high = inkBounds(pixels) { $0.red > 150 && $0.green < 80 }
        #expect((high?.maxY ?? 100) < (low?.maxY ?? 0) - 4)
    }

    @Test("Background colour fills behind the run")
    func backgroundColour() {
        let pixels = image(NSAttributedString(string: "  ", attributes: [.font: font, .backgroundColor: UIColor.red]))
        #expect(inkBounds(pixels) { $0.red > 200 && $0.green < 50 } != nil)
    }

    @Test("Head, middle and tail truncation each shorten the line to the width", arguments: [
        NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail,
    ])
    func truncationModes(mode: NSLineBreakMode) {
        let label = UILabel()
        label.text = "The beginning, the middle part and the very end"
        label.lineBreakMode = mode
        let layout = label.measure(width: 150, reason: "test")
        #expect(layout?.isTruncated == true)
        #expect((layout?.size.width ?? 1000) <= 150)
    }

    @Test("Character wrapping breaks inside words; word wrapping does not need to")
    func characterWrapping() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        let text = "It wrapping"
        let chars = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
            .boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        let words = NSAttributedString(string: text, attributes: [.font: font])
            .boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(chars.width > words.width)  // the first line is filled up to the width
        #expect(chars.height >= words.height)
    }

    @Test("Line spacing adds space between lines; without usesLineFragmentOrigin the box sits on the baseline")
    func lineSpacingAndBaselineBox() {
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let tight = NSAttributedString(string: "one\ntwo\nthree", attributes: [.font: font]).size()
        let loose = NSAttributedString(string: "one\ntwo\nthree", attributes: [.font: font, .paragraphStyle: spaced]).size()
        #expect(loose.height >= tight.height + 19)
        let box = "Baseline".boundingRect(with: .zero, options: [], attributes: [.font: font], context: nil)
        #expect(box.minY < -10)
        #expect(box.maxY > 0)
    }
}
