import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench wide [width] [--outside]`: one view with `width` children (100,000 by default),
/// 10-point squares in rows of 100, in a window. Prints one JSON object with the time to add
/// them, run a frame (layout and display), hit-test the last one added, remove them one at a
/// time from the front, and free them. With `--outside` the children are added while their
/// parent is in no window (each marks itself for layout and display with no application to
/// tell), and the parent joins the window just before the frame: the case that was once quadratic.
/// Exits non-zero if the hit-test misses or a child is not freed.
enum WideTreeBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let outside = arguments.contains("--outside")
        let width = max(1, arguments.first.flatMap(Int.init) ?? 100_000)
        let clock = ContinuousClock()
        let app = HeadlessApp()
        let window = app.makeWindow()
        var times: [(String, Duration)] = []
        var freed: [WeakView] = []
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
            parent.backgroundColor = .systemBlue
            if !outside { window.addSubview(parent) }
            var children: [UIView] = []
            children.reserveCapacity(width)
            var start = clock.now
            for index in 0..<width {
                let child = UIView(
                    frame: CGRect(x: (index % 100) * 10, y: (index / 100 % 100) * 10, width: 10, height: 10))
                parent.addSubview(child)
                children.append(child)
            }
            times.append(("add", clock.now - start))

            start = clock.now
            if outside { window.addSubview(parent) }
            app.runTurn()
            times.append(("frame", clock.now - start))

            let last = children[width - 1]
            let point = CGPoint(x: last.frame.midX, y: last.frame.midY)
            start = clock.now
            let hit = parent.hitTest(point, with: nil)
            times.append(("hit_test", clock.now - start))
            guard hit === last else { BenchmarkSupport.fail("wide", "the hit-test found \(String(describing: hit)), not the last child") }

            start = clock.now
            for child in children { child.removeFromSuperview() }
            times.append(("remove_front", clock.now - start))

            freed = children.map(WeakView.init)
            start = clock.now
            children = []
            times.append(("free", clock.now - start))
        }
        guard freed.allSatisfy({ $0.view == nil }) else { BenchmarkSupport.fail("wide", "the children were not freed") }
        let fields = times.map { "\"\($0.0)_ms\":\(BenchmarkSupport.milliseconds($0.1))" }.joined(separator: ",")
        print("{\"benchmark\":\"wide\",\"width\":\(width),\"outside\":\(outside),\(fields)}")
    }
}

/// Holds a view weakly, to check it was freed.
@MainActor
private final class WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
