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
}
