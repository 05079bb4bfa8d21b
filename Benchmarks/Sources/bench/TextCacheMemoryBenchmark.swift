import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench text-cache-memory [labels]`: what the text engine's layout cache costs per entry.
/// Shows `labels` labels (4,000 by default), each with text no other label had, in a window a
/// screenful at a time, renders each screenful and removes it, so that afterwards the labels
/// are gone and only the cache holds their layouts. Prints the heap in use and the cache's
/// counts after every quarter, and the bytes per cached layout with its drawable form (while
/// the drawables' bound is not reached) and per layout without one (after it is).
enum TextCacheMemoryBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let total = max(100, arguments.first.flatMap(Int.init) ?? 4_000)
        let app = HeadlessApp()
        let window = app.makeWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var shown = 0
        func show(_ count: Int) {
            while shown < count {
                let batch = min(20, count - shown)
                var labels: [UILabel] = []
                for index in 0..<batch {
                    let label = UILabel(frame: CGRect(x: 16, y: 40 + CGFloat(index) * 36, width: 358, height: 30))
                    label.text = "Row \(shown + index): the note called Groceries, edited today"
                    root.addSubview(label)
                    labels.append(label)
                }
                root.layoutIfNeeded()
                _ = app.renderFrame()
                for label in labels { label.removeFromSuperview() }
                shown += batch
            }
            _ = app.renderFrame()
        }
        // Warm-up: fonts, glyph caches and the window's stores exist before measuring.
        show(40)
        var samples: [(labels: Int, heap: Int, layouts: Int, drawables: Int)] = []
        func sample() {
            samples.append((shown, Int(malloc_counter_heap_in_use()), HeadlessApp.cachedTextLayoutCount,
                HeadlessApp.cachedDrawableTextLayoutCount))
            let last = samples[samples.count - 1]
            print("{\"benchmark\":\"text_cache_memory\",\"labels\":\(last.labels),\"heap_in_use_kb\":\(last.heap / 1024),"
                + "\"layouts\":\(last.layouts),\"drawables\":\(last.drawables)}")
        }
        sample()
        for quarter in 1...4 {
            show(40 + total * quarter / 4)
            sample()
        }
        // Bytes per entry: with drawables, between two samples where both counts grew alike;
        // without, between two samples where the drawables stayed at their bound.
        var withDrawable: Double?
        var layoutOnly: Double?
        for (a, b) in zip(samples, samples.dropFirst()) {
            let layouts = b.layouts - a.layouts, drawables = b.drawables - a.drawables
            guard layouts > 0 else { continue }
            if drawables == layouts, withDrawable == nil { withDrawable = Double(b.heap - a.heap) / Double(layouts) }
            if drawables == 0 { layoutOnly = Double(b.heap - a.heap) / Double(layouts) }
        }
        let drawableBytes = withDrawable.map { String(format: "%.0f", $0) } ?? "null"
        let layoutBytes = layoutOnly.map { String(format: "%.0f", $0) } ?? "null"
        print("{\"benchmark\":\"text_cache_memory_summary\",\"bytes_per_layout_with_drawable\":\(drawableBytes),"
            + "\"bytes_per_layout_without_drawable\":\(layoutBytes)}")
    }
}
