import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench text [--count N] [--screen M]`: the text system's costs, in one process with an empty
/// layout cache at the start.
///
/// 1. `measure_first_ms`: N distinct short labels (the strings of `TextBenchmark.label(_:)`,
///    also produced by `Benchmarks/scripts/pango_direct.c`) measured through one `UILabel`
///    (set `text`, read `intrinsicContentSize`) in the 17-point system font: every one shaped.
/// 2. `measure_cached_ms`: the same again: every one a cache hit, so N is at most the cache's
///    capacity (`HeadlessApp.textLayoutCacheCapacity`, 2,000): the run stops when it is not.
/// 3. `screen_ms`: M new labels (different strings) in a window, frames from their intrinsic
///    sizes, then one frame drawn (run-loop turn, display of every label into its backing
///    store, composite): lay out + draw a screen of labels.
/// N is 2,000 and M 250 by default (M within the 256 drawable layouts the cache keeps, as a
/// screen of an app is). Each figure is the median of `--runs` (5) runs for pass 2 and 3; pass 1 runs once (a
/// second run would hit the cache). Passes 1 and 2 are also given in this thread's CPU time.
enum TextBenchmark {
    static let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]

    /// The i-th benchmark string: "Label 42 charlie echo" (same formula as pango_direct.c).
    static func label(_ i: Int) -> String {
        "Label \(i) \(words[i % 10]) \(words[(i / 10) % 10])"
    }

    @MainActor
    static func run(arguments: [String]) {
        var count = 2_000
        var screen = 250
        var runs = 5
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
            switch arguments[index] {
            case "--count": count = value ?? count
            case "--screen": screen = value ?? screen
            case "--runs": runs = value ?? runs
            default: break
            }
            index += 2
        }
        if count > HeadlessApp.textLayoutCacheCapacity {
            FileHandle.standardError.write(Data(
                "bench text: --count \(count) is more than the text layout cache keeps (\(HeadlessApp.textLayoutCacheCapacity)), so the second pass would measure nothing cached\n".utf8))
            exit(2)
        }
        let strings = (0..<count).map(label)
        let label = UILabel()
        var checksum: CGFloat = 0
        func measureAll() -> (wall: Double, cpu: Double) {
            timeBoth {
                for string in strings {
                    label.text = string
                    checksum += label.intrinsicContentSize.width
                }
            }
        }
        let (first, firstCPU) = measureAll()
        let cachedRuns = (0..<runs).map { _ in measureAll() }
        let cached = median(cachedRuns.map(\.wall))
        let cachedCPU = median(cachedRuns.map(\.cpu))
        var screenTimes: [Double] = []
        for run in 0..<runs {
            screenTimes.append(screenFrame(labels: screen, offset: count + run * screen))
        }
        let result: [String: Any] = [
            "benchmark": "text", "labels": count, "measure_first_ms": round3(first), "measure_cached_ms": round3(cached),
            "measure_first_cpu_ms": round3(firstCPU), "measure_cached_cpu_ms": round3(cachedCPU),
            "cached_speedup": round3(first / cached), "cached_speedup_cpu": round3(firstCPU / cachedCPU), "screen_labels": screen, "screen_ms": round3(median(screenTimes)),
            "checksum": Double(checksum),
        ]
        let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// Builds a window of `labels` labels with strings not measured before, sizes them to
    /// their intrinsic sizes and draws one frame; milliseconds.
    @MainActor
    static func screenFrame(labels: Int, offset: Int) -> Double {
        let columns = 5
        let rows = (labels + columns - 1) / columns
        let app = HeadlessApp(screenSize: CGSize(width: 1600, height: CGFloat(rows) * 18), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        return time {
            for i in 0..<labels {
                let view = UILabel()
                view.text = label(offset + i)
                view.font = .systemFont(ofSize: 13)
                let size = view.intrinsicContentSize
                view.frame = CGRect(x: CGFloat(i % columns) * 320 + 8, y: CGFloat(i / columns) * 18, width: size.width, height: size.height)
                window.addSubview(view)
            }
            _ = app.renderFrame()
        }
    }

    /// Wall-clock and this thread's CPU milliseconds of `body` (CPU time is steadier on a
    /// machine shared with other builds).
    static func timeBoth(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let cpuStart = threadCPU()
        let wall = time(body)
        return (wall, threadCPU() - cpuStart)
    }

    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
