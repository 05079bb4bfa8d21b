import Foundation
import Testing
@testable import OpenUIKit

@Suite struct TextLayoutCacheTests {
    private func request(_ text: String, width: CGFloat?) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(text: text, style: TextStyle(font: FontSpec(family: "Inter", size: 17)))], width: width)
    }

    @Test("A layout serves the same request, and wider or just-fitting widths, without shaping again")
    func servesOtherWidths() {
        let cache = TextLayoutCache(engine: PangoTextEngine())
        let natural = cache.layout(for: request("Hello there", width: nil))
        #expect(natural.cached == false)
        #expect(cache.layout(for: request("Hello there", width: nil)).layout === natural.layout)
        let fitting = cache.layout(for: request("Hello there", width: natural.layout.size.width.rounded(.up)))
        #expect(fitting.cached && fitting.layout === natural.layout)
        let narrow = cache.layout(for: request("Hello there", width: 60))
        #expect(narrow.cached == false)
        #expect(narrow.layout.lines.count == 2)
        // Between the narrow layout's widest line and its width, the narrow layout serves.
        let between = cache.layout(for: request("Hello there", width: 59.9))
        #expect(between.cached == (narrow.layout.widestLine <= 59.9))
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.shapes == (between.cached ? 2 : 3))
    }

    @Test("The oldest layouts are dropped past the capacity; a dropped drawable is shaped again for drawing")
    func eviction() {
        let cache = TextLayoutCache(engine: PangoTextEngine(), layoutCapacity: 3, drawableCapacity: 1)
        let first = cache.layout(for: request("one", width: nil)).layout
        for text in ["two", "three", "four"] { _ = cache.layout(for: request(text, width: nil)) }
        #expect(cache.layout(for: request("one", width: nil)).cached == false)
        _ = cache.drawable(for: first)
        #expect(cache.statistics.reshapesForDrawing == 1)
    }

    @Test("A layout pushed out of the cache is let go at once, not kept by the order queue until it is next compacted")
    func evictedLayoutsAreReleased() {
        let cache = TextLayoutCache(engine: PangoTextEngine(), layoutCapacity: 3, drawableCapacity: 1, measuredDrawableCapacity: 1)
        weak var first: TextLayout?
        weak var second: TextLayout?
        first = cache.layout(for: request("first", width: nil)).layout
        second = cache.layout(for: request("second", width: nil)).layout
        #expect(first != nil && second != nil)
        for index in 0..<5 { _ = cache.layout(for: request("later \(index)", width: nil)) }
        #expect(first == nil)
        #expect(second == nil)
        #expect(cache.storedLayoutCount == 3)
        #expect(cache.queuedLayoutCount == 3)
    }

    @Test("A label's successive requests share one style and the default paragraph; equal requests compare and hash alike whatever copies they hold")
    @MainActor func sharedStyles() {
        let label = UILabel()
        label.text = "First text"
        let first = label.textRequest(width: nil)
        label.text = "Second text"
        let second = label.textRequest(width: nil)
        #expect(first?.runs.first?.sharedStyle === second?.runs.first?.sharedStyle)
        label.textColor = .red
        let recoloured = label.textRequest(width: nil)
        #expect(recoloured?.runs.first?.sharedStyle !== second?.runs.first?.sharedStyle)
        #expect(recoloured?.runs.first?.style.foreground != second?.runs.first?.style.foreground)
        // Made apart, with their own copies of style and paragraph: still one cache key.
        let style = TextStyle(font: FontSpec(family: "Inter", size: 17))
        var paragraph = TextParagraph()
        paragraph.lineSpacing = 0
        let a = TextLayoutRequest(runs: [TextRun(text: "Same", style: style)], paragraph: paragraph)
        let b = TextLayoutRequest(
            runs: [TextRun(text: "Same", sharedStyle: SharedTextValue(style))], sharedParagraph: SharedTextValue(paragraph),
            width: nil, maximumLines: 0)
        #expect(a.runs[0].sharedStyle !== b.runs[0].sharedStyle)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var other = b
        other.paragraph.lineSpacing = 2
        #expect(other != a)
        #expect(other.paragraph.lineSpacing == 2 && b.paragraph.lineSpacing == 0)
    }

    @Test("A layout's first and last lines and its line count agree with its lines")
    func lineAccessors() {
        let cache = TextLayoutCache(engine: PangoTextEngine())
        let one = cache.layout(for: request("One line", width: nil)).layout
        #expect(one.lineCount == 1 && one.lines.count == 1)
        #expect(one.firstLine == one.lines.first && one.lastLine == one.lines.first)
        let three = cache.layout(for: request("Three short lines of text here", width: 80)).layout
        #expect(three.lineCount == three.lines.count)
        #expect(three.lineCount >= 3)
        #expect(three.firstLine == three.lines.first && three.lastLine == three.lines.last)
        #expect(three.firstLine != three.lastLine)
        let none = TextLayout(
            request: request("", width: nil), lines: [], size: .zero, widestLine: 0, inkBounds: .zero, unknownGlyphCount: 0,
            isTruncated: false, isRightToLeft: false)
        #expect(none.lineCount == 0 && none.lines.isEmpty && none.firstLine == nil && none.lastLine == nil)
    }
}
