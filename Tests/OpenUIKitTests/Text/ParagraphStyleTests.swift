import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Paragraph spacing, line heights, indents and tab stops, measured on the engine's layouts
/// (exact numbers: they are sums of Pango's own line metrics).
@MainActor @Suite struct ParagraphStyleTests {
    let font = UIFont.systemFont(ofSize: 17)
    let words = "alpha bravo charlie delta echo foxtrot golf hotel india"

    private func layout(_ text: String = "One\nTwo", width: CGFloat? = nil, _ configure: (NSMutableParagraphStyle) -> Void = { _ in }) -> TextLayout {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]).textLayout(width: width)
    }

    /// The x (layout space) of the caret before the UTF-16 offset `offset`.
    private func caretX(_ layout: TextLayout, _ offset: Int) -> CGFloat {
        let cache = TextEngine.cache
        return cache.engine.caretX(cache.drawable(for: layout), layout: layout, utf16Offset: offset)
    }

    @Test("A word longer than its line breaks between characters without a hyphen, as UIKit's default text does")
    func noHyphenInsideWords() {
        let word = String(repeating: "m", count: 40)
        let single = layout(word)
        let wrapped = layout(word, width: 120)
        #expect(wrapped.lines.count >= 3)
        // Only the word's own letters on the lines: their widths add up to the unbroken word's
        // (a hyphen at each break would add its width once per break).
        let total = wrapped.lines.reduce(0) { $0 + $1.width }
        #expect(abs(total - single.lines[0].width) < 0.5, "lines add up to \(total), the word is \(single.lines[0].width)")
    }

    @Test("Paragraph spacing and spacing before go between paragraphs, not between wrapped lines")
    func paragraphSpacing() {
        let plain = layout()
        let spaced = layout { $0.paragraphSpacing = 10; $0.paragraphSpacingBefore = 6 }
        #expect(spaced.lines.count == 2)
        #expect(spaced.lines[0].top == 0)
        #expect(spaced.lines[1].top == plain.lines[1].top + 16)
        #expect(spaced.lines[1].baseline == plain.lines[1].baseline + 16)
        #expect(spaced.size.height == plain.size.height + 16)
        let wrapped = layout(words, width: 120) { $0.paragraphSpacing = 10 }
        #expect(wrapped.lines.count > 2)
        #expect(wrapped.lines[1].top == wrapped.lines[0].height)
        // With line spacing too: both add up between paragraphs.
        let both = layout { $0.paragraphSpacing = 10; $0.lineSpacing = 3 }
        #expect(both.lines[1].top == plain.lines[1].top + 13)
    }

    @Test("Line height multiple scales the natural height; minimum and maximum clamp it; extra height goes above the text")
    func lineHeights() {
        let natural = layout("One")
        let height = natural.lines[0].height
        let baseline = natural.lines[0].baseline
        let doubled = layout("One") { $0.lineHeightMultiple = 2 }
        #expect(doubled.lines[0].height == height * 2)
        #expect(doubled.lines[0].baseline == baseline + height)
        let twoLines = layout { $0.lineHeightMultiple = 1.5 }
        #expect(twoLines.size.height == natural.lines[0].height * 1.5 + layout().lines[1].height * 1.5)
        let tall = layout("One") { $0.minimumLineHeight = 40 }
        #expect(tall.lines[0].height == 40)
        #expect(tall.lines[0].baseline == 40 - height + baseline)
        let capped = layout("One") { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 30 }
        #expect(capped.lines[0].height == 30)
        let short = layout("One") { $0.maximumLineHeight = 10 }
        #expect(short.size.height == 10)
    }

    @Test("Head indents place the first and the other lines; the tail indent ends lines from either edge")
    func indents() {
        let indented = layout(words, width: 200) { $0.firstLineHeadIndent = 10; $0.headIndent = 30 }
        #expect(indented.lines.count > 1)
        #expect(indented.lines[0].x == 10)
        #expect(indented.lines.dropFirst().allSatisfy { $0.x == 30 })
        #expect(indented.lines.allSatisfy { $0.x + $0.width <= 200 })
        let hanging = layout(words, width: 200) { $0.headIndent = 24 }
        #expect(hanging.lines[0].x == 0)
        #expect(hanging.lines[1].x == 24)

        // A tail indent of -50 in 200 points wraps as a 150-point width does.
        let trailing = layout(words, width: 200) { $0.tailIndent = -50 }
        let narrow = layout(words, width: 150)
        #expect(trailing.lines.map(\.width) == narrow.lines.map(\.width))
        #expect(trailing.lines.allSatisfy { $0.x + $0.width <= 150 })
        // A positive one is the lines' end from the leading edge, with or without a width.
        let leading = layout(words, width: 200) { $0.tailIndent = 120 }
        let at120 = layout(words, width: 120)
        #expect(leading.lines.map(\.width) == at120.lines.map(\.width))
        let unlimited = layout(words) { $0.tailIndent = 120 }
        #expect(unlimited.lines.map(\.width) == at120.lines.map(\.width))
        #expect(layout(words).lines.count == 1)
    }

    @Test("A right-aligned label lines up with the tail indent")
    func rightAlignmentUsesTailIndent() {
        let (app, label) = makeLabel("", frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.tailIndent = -60
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: font, .paragraphStyle: style, .foregroundColor: UIColor.black])
        let ink = inkBounds(PixelBuffer(app.render(label)))
        #expect(ink != nil)
        #expect((ink?.maxX ?? 0) <= 141)
        #expect((ink?.maxX ?? 0) >= 136)
    }

    @Test("Tab stops: left, right and centre alignment at their locations; UIKit's default 28-point stops; the default interval after the last")
    func tabStops() {
        let left = layout("a\tb") { $0.tabStops = [NSTextTab(textAlignment: .left, location: 100)] }
        #expect(caretX(left, 2) == 100)
        let right = layout("a\t123") { $0.tabStops = [NSTextTab(textAlignment: .right, location: 150)] }
        #expect(abs(caretX(right, 5) - 150) < 0.01)
        let centre = layout("a\tabcd") { $0.tabStops = [NSTextTab(textAlignment: .center, location: 100)] }
        #expect(abs((caretX(centre, 2) + caretX(centre, 6)) / 2 - 100) < 0.01)
        let defaults = NSAttributedString(string: "a\tb\tc", attributes: [.font: font]).textLayout(width: nil)
        #expect(caretX(defaults, 2) == 28)
        #expect(caretX(defaults, 4) == 56)
        let interval = layout("a\tb\tc\td") {
            $0.tabStops = [NSTextTab(textAlignment: .left, location: 20)]
            $0.defaultTabInterval = 40
        }
        // "b" ends before 40 and "c" before 80: each tab goes to the next multiple of 40.
        #expect(caretX(interval, 2) == 20)
        #expect(caretX(interval, 4) == 40)
        #expect(caretX(interval, 6) == 80)
        let style = NSMutableParagraphStyle()
        #expect(style.tabStops.count == 12)
        #expect(style.tabStops.last?.location == 336)
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 90))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 20))
        #expect(style.tabStops.map(\.location) == [20, 90])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 20))
        #expect(style.tabStops.map(\.location) == [90])
        #expect(style.tabStops.first?.alignment == .right)
    }

    @Test("A multi-line label draws indents, a right tab and paragraph spacing inside its tail edge")
    func drawnParagraph() {
        let (app, label) = makeLabel("", scale: 2, frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        label.backgroundColor = .white
        label.numberOfLines = 0
        let style = NSMutableParagraphStyle()
        style.headIndent = 20
        style.tailIndent = -20
        style.paragraphSpacing = 12
        style.tabStops = [NSTextTab(textAlignment: .right, location: 220)]
        label.attributedText = NSAttributedString(
            string: "Total\t42.00\nalpha bravo charlie delta echo foxtrot golf hotel",
            attributes: [.font: font, .paragraphStyle: style, .foregroundColor: UIColor.black])
        let image = app.render(label)
        if let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("paragraph-style.png"))
        }
        let pixels = PixelBuffer(image)
        let ink = inkBounds(pixels, where: { $0.red < 128 })
        #expect(ink != nil)
        // The right tab puts "42.00" against 220 points (440 pixels); nothing passes it.
        #expect((ink?.maxX ?? 0) <= 442)
        #expect((ink?.maxX ?? 0) >= 432)
        // The second paragraph wraps inside the tail edge (200 points); its wrapped line starts
        // at the head indent; the paragraphs are 12 points apart.
        let drawn = label.measure(width: 240, reason: "test")
        #expect(drawn?.lines.count == 3)
        #expect(drawn?.lines[1].x == 0)
        #expect((drawn.map { $0.lines[1].x + $0.lines[1].width } ?? 999) <= 200)
        #expect(drawn?.lines[2].x == 20)
        #expect(drawn.map { $0.lines[1].top - $0.lines[0].height } == 12)
    }
}
