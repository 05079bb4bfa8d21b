import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench deep [depth]`: a chain of `depth` views (100,000 by default), each inside the last,
/// in a window. Prints one JSON object with the time to build it, lay it out
/// (`layoutIfNeeded`), render a frame (`renderFrame`), hit-test the deepest view, tap it
/// (touches travel up the responder chain) and remove and free the chain. Exits non-zero if
/// the hit-test misses the deepest view or the chain is not freed.
enum DeepTreeBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let depth = max(2, arguments.first.flatMap(Int.init) ?? 100_000)
        let clock = ContinuousClock()
        let app = HeadlessApp()
        let window = app.makeWindow()
        weak var deepestSeen: UIView?
        var times: [(String, Duration)] = []
        var start = clock.now
        do {
            let top = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
            top.backgroundColor = .systemBlue
            window.addSubview(top)
            var bottom = top
            for _ in 2..<depth {
                let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                bottom.addSubview(next)
                bottom = next
            }
            let deepest = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            deepest.backgroundColor = .systemRed
            bottom.addSubview(deepest)
            deepestSeen = deepest
            times.append(("build", clock.now - start))

            start = clock.now
            window.layoutIfNeeded()
            times.append(("layout", clock.now - start))

            start = clock.now
            app.renderFrame()
            times.append(("render", clock.now - start))

            start = clock.now
            let hit = window.hitTest(CGPoint(x: 20, y: 20), with: nil)
            times.append(("hit_test", clock.now - start))
            guard hit === deepest else { BenchmarkSupport.fail("deep", "the hit-test found \(String(describing: hit)), not the deepest view") }

            start = clock.now
            app.tap(at: CGPoint(x: 20, y: 20))
            times.append(("tap", clock.now - start))

            start = clock.now
            top.removeFromSuperview()
        }
        // The chain's last reference went at the end of the block above.
        times.append(("remove_and_free", clock.now - start))
        guard deepestSeen == nil else { BenchmarkSupport.fail("deep", "the chain was not freed") }
        let fields = times.map { "\"\($0.0)_ms\":\(BenchmarkSupport.milliseconds($0.1))" }.joined(separator: ",")
        print("{\"benchmark\":\"deep\",\"depth\":\(depth),\(fields)}")
    }
}
