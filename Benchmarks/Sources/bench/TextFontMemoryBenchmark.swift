import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench text-font-memory [sizes] [rounds]`: whether the text engine's C libraries' font and
/// glyph caches (Cairo's scaled fonts and glyph pages, pixman's glyph cache, Pango's fonts) stop
/// growing. Draws one line of text (letters, digits, punctuation) in `sizes` distinct point sizes
/// (6 pt upwards in steps of 0.25 pt), twenty labels a frame, each label also scaled by a
/// transform of its own (as an animation's scale would), in a window at scale 3; `rounds` times
/// over the same sizes. Prints the heap in use after each tenth of the first round and after each
/// later round.
enum TextFontMemoryBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let sizes = max(20, arguments.first.flatMap(Int.init) ?? 2_000)
        let rounds = max(1, arguments.dropFirst().first.flatMap(Int.init) ?? 3)
        let app = HeadlessApp()
        let window = app.makeWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let line = "Sphinx of black quartz, judge my vow! 0123456789 ÆØÅ éü"
        func draw(_ range: Range<Int>, scaled: Bool) {
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(range.upperBound, start + 20)
                var labels: [UILabel] = []
                for index in start..<end {
                    let label = UILabel(frame: CGRect(x: 4, y: 30 + CGFloat(index - start) * 36, width: 380, height: 34))
                    label.font = .systemFont(ofSize: 6 + CGFloat(index) * 0.25)
                    label.text = line
                    if scaled { label.transform = CGAffineTransform(scaleX: 0.5 + CGFloat(index % 7) * 0.1, y: 0.5 + CGFloat(index % 7) * 0.1) }
                    root.addSubview(label)
                    labels.append(label)
                }
                root.layoutIfNeeded()
                _ = app.renderFrame()
                for label in labels { label.removeFromSuperview() }
                start = end
            }
            _ = app.renderFrame()
        }
        func report(_ round: Int, _ done: Int) {
            print("{\"benchmark\":\"text_font_memory\",\"round\":\(round),\"sizes_drawn\":\(done),"
                + "\"heap_in_use_kb\":\(Int(malloc_counter_heap_in_use()) / 1024),"
                + "\"layouts\":\(HeadlessApp.cachedTextLayoutCount)}")
        }
        draw(0..<20, scaled: false)
        report(0, 20)
        for tenth in 1...10 {
            draw((sizes * (tenth - 1) / 10)..<(sizes * tenth / 10), scaled: true)
            report(1, sizes * tenth / 10)
        }
        for round in 2...max(2, rounds) where round <= rounds {
            draw(0..<sizes, scaled: true)
            report(round, sizes)
        }
    }
}
