import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench gestures`: the cost of one touch move through the whole event path when 50 gesture
/// recognizers sit on the hit-test path, against the same event with none, and the heap
/// allocations of each (exits with status 1 unless both are 0: `make bench-check`).
@MainActor
enum GestureBenchmark {
    /// A recognizer that watches every touch and never decides: the arbiter's full per-event
    /// work with none of a built-in's own arithmetic.
    final class Watcher: UIGestureRecognizer {
        var moves = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
    }

    static func run(arguments: [String]) {
        let scale = arguments.first.flatMap(Double.init) ?? 1
        let moves = Int(100_000 * scale)
        let without = measure(recognizers: 0, moves: moves)
        let with = measure(recognizers: 50, moves: moves)
        EventBenchmark.report([
            "benchmark": "gestures.touchMoveWithRecognizers", "moves": moves,
            "nsPerTouchMoveNoRecognizers": without.ns, "nsPerTouchMove50Recognizers": with.ns,
            "allocationsPerTouchMoveNoRecognizers": without.allocations,
            "allocationsPerTouchMove50Recognizers": with.allocations,
        ])
        // The guard `make bench-check` relies on: a gesture move allocates nothing, with or
        // without recognizers on the path.
        if without.allocations > 0 || with.allocations > 0 {
            AnimationBenchmark.fail(
                "bench gestures: \(without.allocations) heap allocations per touch move without recognizers, "
                    + "\(with.allocations) with 50; a gesture move must allocate nothing")
        }
    }

    /// A chain of 10 nested views, `recognizers` spread evenly over it, a finger down on the
    /// deepest view; then `moves` moves, timed, and 10,000 more, counted for allocations.
    static func measure(recognizers: Int, moves: Int) -> (ns: Double, allocations: Double) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        var parent: UIView = controller.view
        var chain: [UIView] = []
        for level in 0..<10 {
            let view = UIView(frame: CGRect(x: 5, y: 5, width: 380 - CGFloat(level) * 10, height: 780 - CGFloat(level) * 10))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        let target = EventBenchmark.Target(frame: parent.bounds)
        parent.addSubview(target)
        var watchers: [Watcher] = []
        for index in 0..<recognizers {
            let watcher = Watcher()
            watcher.cancelsTouchesInView = false
            watcher.delaysTouchesEnded = false
            chain[index % chain.count].addGestureRecognizer(watcher)
            watchers.append(watcher)
        }
        app.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 0..<1_000 { EventBenchmark.move(app, step) }
        let before = target.moves
        let clock = ContinuousClock()
        let start = clock.now
        for step in 0..<moves { EventBenchmark.move(app, step) }
        let elapsed = clock.now - start
        if !(target.moves - before == moves) { fatalError("every move must reach the target view") }
        if !(watchers.allSatisfy { $0.moves == moves + 1_000 }) { fatalError("every recognizer must see every move") }
        malloc_counter_reset()
        for step in 0..<10_000 { EventBenchmark.move(app, step) }
        let allocations = Double(malloc_counter_read()) / 10_000
        return (EventBenchmark.nanoseconds(elapsed) / Double(moves), allocations)
    }
}
