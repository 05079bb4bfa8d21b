import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// How long the layout cache keeps Pango's shaped layouts, and drawing after one was released.
@MainActor @Suite struct DrawableRetentionTests {
    private func request(_ text: String, size: CGFloat = 17) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(text: text, style: TextStyle(font: FontSpec(family: "Inter", size: size)))])
    }

    /// `layout` drawn through `cache` at its top-left in a picture of its size, at scale 2.
    private func pixels(_ layout: TextLayout, cache: TextLayoutCache) -> PixelBuffer? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: layout.size.width.rounded(.up) + 4, height: layout.size.height.rounded(.up) + 4)
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            TextDrawing.draw(
                layout, in: CGRect(x: 2, y: 2, width: layout.size.width, height: layout.size.height), alignment: 0,
                context: context.cgContext, cache: cache)
        }
        return image.cgImage.map { PixelBuffer($0) }
    }

    @Test("Measuring 200 labels for measuring only leaves the measured window's Pango layouts alive; drawn ones stay up to the drawn window")
    func liveLayoutCount() {
        let engine = PangoTextEngine()
        let cache = TextLayoutCache(engine: engine, drawableCapacity: 50, measuredDrawableCapacity: 8)
        for i in 0..<200 { _ = cache.layout(for: request("Label \(i) alpha"), keepsDrawable: false) }
        #expect(engine.liveLayoutCount == 8)
        #expect(cache.keptDrawableCount == 8)
        #expect(cache.statistics.shapes == 200)
        #expect(cache.statistics.releasedDrawables == 192)
        // Measured again: answered from the cache, nothing shaped or kept.
        for i in 0..<200 { #expect(cache.layout(for: request("Label \(i) alpha"), keepsDrawable: false).cached) }
        #expect(engine.liveLayoutCount == 8)
        // Requests expected to be drawn keep theirs, up to the drawn window.
        for i in 0..<30 { _ = cache.layout(for: request("Shown \(i)")) }
        #expect(engine.liveLayoutCount == 8 + 30)
        for i in 30..<120 { _ = cache.layout(for: request("Shown \(i)")) }
        #expect(engine.liveLayoutCount == 8 + 50)
        cache.removeAll()
        #expect(engine.liveLayoutCount == 0)
    }

    @Test("A layout whose Pango object was released is shaped again for drawing and draws the same pixels")
    func reshapedLayoutDrawsTheSamePixels() throws {
        let engine = PangoTextEngine()
        let cache = TextLayoutCache(engine: engine, drawableCapacity: 1, measuredDrawableCapacity: 1)
        let layout = cache.layout(for: request("Quick brown fox, jumps 42!"), keepsDrawable: false).layout
        #expect(cache.drawableWindow(of: layout) == .measured)
        // Drawn with the Pango layout made when it was measured; that moves it to the drawn window.
        let before = try #require(pixels(layout, cache: cache))
        #expect(cache.statistics.reshapesForDrawing == 0)
        #expect(cache.drawableWindow(of: layout) == .drawn)
        #expect(inkBounds(before) != nil)
        // Another drawn layout takes the only drawn slot: this one's Pango layout is released.
        _ = cache.layout(for: request("Something else"))
        #expect(cache.drawableWindow(of: layout) == .none)
        #expect(engine.liveLayoutCount == 1)
        let after = try #require(pixels(layout, cache: cache))
        #expect(cache.statistics.reshapesForDrawing == 1)
        #expect(after == before)
        #expect(cache.drawableWindow(of: layout) == .drawn)
    }

    @Test("A measured layout pushed out of the measured window before any draw draws as one drawn straight after measuring")
    func measuredThenReleasedBeforeDrawing() throws {
        let cache = TextLayoutCache(engine: PangoTextEngine(), measuredDrawableCapacity: 1)
        let text = "Wrapped héllo wörld ✓"
        let kept = cache.layout(for: request(text, size: 13), keepsDrawable: false).layout
        let reference = try #require(pixels(kept, cache: cache))
        #expect(cache.statistics.reshapesForDrawing == 0)
        let other = TextLayoutCache(engine: PangoTextEngine(), measuredDrawableCapacity: 1)
        let released = other.layout(for: request(text, size: 13), keepsDrawable: false).layout
        _ = other.layout(for: request("Pushes it out"), keepsDrawable: false)
        #expect(other.drawableWindow(of: released) == .releasedUndrawn)
        let redrawn = try #require(pixels(released, cache: other))
        #expect(other.statistics.reshapesForDrawing == 1)
        #expect(redrawn == reference)
    }

    @Test("The measured window grows when the layouts it released are drawn, and shrinks back when they are not")
    func measuredWindowAdapts() {
        let engine = PangoTextEngine()
        let cache = TextLayoutCache(engine: engine, drawableCapacity: 64, measuredDrawableCapacity: 4)
        // A screen of 40 labels sized before they are shown, then drawn: how many were shaped again.
        func screen(_ round: Int) -> Int {
            let before = cache.statistics.reshapesForDrawing
            let layouts = (0..<40).map { cache.layout(for: request("Screen \(round) label \($0)"), keepsDrawable: false).layout }
            for layout in layouts { _ = cache.drawable(for: layout) }
            return cache.statistics.reshapesForDrawing - before
        }
        #expect(cache.statistics.measuredWindowCapacity == 4)
        #expect(screen(1) == 36)
        #expect(cache.statistics.measuredWindowCapacity == 64)
        #expect(screen(2) == 0)
        // A thousand labels measured and never drawn bring it back to its minimum.
        for i in 0..<1_000 { _ = cache.layout(for: request("Never drawn \(i)"), keepsDrawable: false) }
        #expect(cache.statistics.measuredWindowCapacity == 4)
        #expect(cache.keptDrawableCount == 64 + 4)
        #expect(engine.liveLayoutCount == 64 + 4)
    }

    @Test("A measure-only layout asked for again by a requester that will draw it moves to the drawn window")
    func measuredThenShownMovesToTheDrawnWindow() {
        let cache = TextLayoutCache(engine: PangoTextEngine(), drawableCapacity: 8, measuredDrawableCapacity: 2)
        let sized = cache.layout(for: request("Sized before it is shown"), keepsDrawable: false).layout
        #expect(cache.drawableWindow(of: sized) == .measured)
        let shown = cache.layout(for: request("Sized before it is shown"))
        #expect(shown.cached && shown.layout === sized)
        #expect(cache.drawableWindow(of: sized) == .drawn)
        // More measure-only labels no longer release it: drawing it shapes nothing.
        for i in 0..<10 { _ = cache.layout(for: request("Other \(i)"), keepsDrawable: false) }
        _ = cache.drawable(for: sized)
        #expect(cache.statistics.reshapesForDrawing == 0)
    }

    @Test("A label outside a window measures without a Pango layout in the drawn window; in a window its layout is kept for drawing")
    func labelsSayWhetherTheyWillDraw() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let label = UILabel()
        label.text = "Outside any window, retention test 7f3a"
        let outside = label.measure(width: nil, reason: "test")
        // Other tests may push it out of the measured window meanwhile, but nothing promotes it.
        #expect(outside != nil)
        #expect(outside.map { TextEngine.cache.drawableWindow(of: $0) } != .drawn)
        let shown = UILabel()
        shown.text = "Inside a window, retention test 7f3a"
        window.addSubview(shown)
        let inside = shown.measure(width: nil, reason: "test")
        #expect(inside.map { TextEngine.cache.drawableWindow(of: $0) } == .drawn)
    }

    @Test("Releasing a measure-only layout's Pango object keeps its measurement cached; a drawn layout's stays")
    func releaseMeasuredDrawable() {
        let engine = PangoTextEngine()
        let cache = TextLayoutCache(engine: engine, measuredDrawableCapacity: 8)
        let measured = cache.layout(for: request("Measured then dropped 51c2"), keepsDrawable: false).layout
        let drawn = cache.layout(for: request("Kept for drawing 51c2")).layout
        #expect(engine.liveLayoutCount == 2)
        cache.releaseMeasuredDrawable(of: measured)
        cache.releaseMeasuredDrawable(of: drawn)
        #expect(engine.liveLayoutCount == 1)
        #expect(cache.drawableWindow(of: measured) == DrawableWindowKind.none)
        #expect(cache.drawableWindow(of: drawn) == .drawn)
        // The measurement is still answered from the cache, by the same layout.
        let again = cache.layout(for: request("Measured then dropped 51c2"), keepsDrawable: false)
        #expect(again.cached && again.layout === measured)
        // Drawn later, it is shaped again, and draws what a layout never released draws.
        let freshCache = TextLayoutCache(engine: PangoTextEngine())
        let fresh = freshCache.layout(for: request("Measured then dropped 51c2")).layout
        let redrawn = pixels(measured, cache: cache)
        #expect(cache.statistics.reshapesForDrawing == 1)
        #expect(redrawn != nil)
        #expect(redrawn == pixels(fresh, cache: freshCache))
        #expect(freshCache.statistics.reshapesForDrawing == 0)
        // A release before the drawable is kept again does not count as a release of the window.
        #expect(cache.statistics.releasedDrawables == 0)
    }

    @Test("A label outside a window gives its last measured Pango layout back when its text changes; the measurement stays cached")
    func labelReleasesOnTextChange() {
        let label = UILabel()
        label.text = "Sized outside a window, then changed 9d41"
        guard let first = label.measure(width: nil, reason: "test") else {
            Issue.record("no layout")
            return
        }
        label.text = "Another text for the same label 9d41"
        _ = label.intrinsicContentSize
        // Released by the change (or, at the latest, by its measured window coming round).
        #expect(TextEngine.cache.drawableWindow(of: first) != .measured)
        #expect(TextEngine.cache.drawableWindow(of: first) != .drawn)
        label.text = "Sized outside a window, then changed 9d41"
        #expect(label.measure(width: nil, reason: "test") === first)
        // In a window, the text it draws keeps its Pango layout through a change of text.
        let app = HeadlessApp()
        let window = app.makeWindow()
        let shown = UILabel()
        window.addSubview(shown)
        shown.text = "Shown in a window 9d41"
        let drawn = shown.measure(width: nil, reason: "test")
        shown.text = "Shown in a window, changed 9d41"
        #expect(drawn.map { TextEngine.cache.drawableWindow(of: $0) } == .drawn)
    }
}
