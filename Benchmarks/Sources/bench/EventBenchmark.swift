import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench events`: the cost of hit-testing and of delivering a touch move through the whole
/// event path, and the heap allocations a touch move makes in steady state (exits with status 1
/// when there are any: `make bench-check`).
@MainActor
enum EventBenchmark {
    static func run(arguments: [String]) {
        let scale = arguments.first.flatMap(Double.init) ?? 1
        hitTest(iterations: Int(200_000 * scale))
        touchDelivery(moves: Int(200_000 * scale))
        allocations(moves: 10_000)
    }

    // MARK: Hit-testing

    static let treeViewCount = 10_000
    static let treeDepth = 12

    /// A deterministic tree below `parent`: breadth first, each view gets two children (three
    /// for every ninth), side by side, alternating direction per level, until `count` views
    /// exist; the deepest level is `depth`.
    static func buildTree(in parent: UIView, count: Int, depth: Int) -> (views: Int, depth: Int) {
        var queue: [(view: UIView, level: Int)] = [(parent, 0)]
        var head = 0
        var made = 0
        var deepest = 0
        var serial = 0
        while made < count, head < queue.count {
            let (view, level) = queue[head]
            head += 1
            guard level < depth else { continue }
            let children = serial % 9 == 0 ? 3 : 2
            serial += 1
            let bounds = view.bounds
            for index in 0..<children where made < count {
                let share = CGFloat(index) / CGFloat(children)
                let frame: CGRect
                if level % 2 == 0 {
                    let width = bounds.width / CGFloat(children)
                    frame = CGRect(x: bounds.width * share + 0.5, y: 0.5, width: width - 1, height: bounds.height - 1)
                } else {
                    let height = bounds.height / CGFloat(children)
                    frame = CGRect(x: 0.5, y: bounds.height * share + 0.5, width: bounds.width - 1, height: height - 1)
                }
                let child = UIView(frame: frame)
                view.addSubview(child)
                queue.append((child, level + 1))
                made += 1
                deepest = max(deepest, level + 1)
            }
        }
        return (made, deepest)
    }

    static func hitTest(iterations: Int) {
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 1024))
        let window = app.makeWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let tree = buildTree(in: root, count: treeViewCount, depth: treeDepth)
        // A fixed linear congruential sequence spreads the points over the window.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var points: [CGPoint] = []
        for _ in 0..<4096 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = CGFloat(state >> 40 & 0x3FF)
            let y = CGFloat(state >> 20 & 0x3FF)
            points.append(CGPoint(x: x, y: y))
        }
        var checksum = 0
        for point in points { checksum &+= window.hitTest(point, with: nil) == nil ? 0 : 1 }
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<iterations {
            if let hit = window.hitTest(points[index & 4095], with: nil) {
                checksum &+= hit.tag &+ 1
            }
        }
        let elapsed = clock.now - start
        report([
            "benchmark": "events.hitTest", "views": tree.views, "depth": tree.depth,
            "iterations": iterations, "nsPerHitTest": nanoseconds(elapsed) / Double(iterations),
            "checksum": checksum,
        ])
    }

    // MARK: Touch delivery

    /// The view the moving finger is bound to; it handles its touches.
    final class Target: UIView {
        var moves = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moves += 1 }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    /// A window with a small hierarchy and a finger down on the target, warmed up.
    static func fingerDown() -> (HeadlessApp, Target) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
        let target = Target(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        controller.view.addSubview(container)
        container.addSubview(target)
        app.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 0..<1_000 { move(app, step) }
        return (app, target)
    }

    /// One move as a backend sends it: queue the input value, run a run-loop turn.
    @inline(__always)
    static func move(_ app: HeadlessApp, _ step: Int) {
        let location = CGPoint(x: 100 + CGFloat(step & 63), y: 100 + CGFloat(step >> 6 & 63))
        app.application.enqueue(
            .touch(TouchInput(fingerID: 1, phase: .move, location: location, timestamp: app.now)))
        app.application.runLoop.runTurn()
    }

    static func touchDelivery(moves: Int) {
        let (app, target) = fingerDown()
        let before = target.moves
        let clock = ContinuousClock()
        let start = clock.now
        for step in 0..<moves { move(app, step) }
        let elapsed = clock.now - start
        if !(target.moves - before == moves) { fatalError("every move must reach the target view") }
        report([
            "benchmark": "events.touchMoveDelivery", "moves": moves,
            "nsPerTouchMove": nanoseconds(elapsed) / Double(moves),
        ])
    }

    static func allocations(moves: Int) {
        let (app, target) = fingerDown()
        let before = target.moves
        malloc_counter_reset()
        for step in 0..<moves { move(app, step) }
        let count = malloc_counter_read()
        if !(target.moves - before == moves) { fatalError("every move must reach the target view") }
        report([
            "benchmark": "events.touchMoveAllocations", "moves": moves, "allocations": Int(count),
            "allocationsPerTouchMove": Double(count) / Double(moves),
        ])
        // The guard `make bench-check` relies on: a steady touch move allocates nothing.
        if count > 0 {
            FileHandle.standardError.write(
                Data(
                    ("error: bench events: \(count) heap allocations in \(moves) steady-state touch moves "
                        + "(\(Double(count) / Double(moves)) per move); a steady touch move must allocate nothing\n").utf8))
            exit(1)
        }
    }

    // MARK: Output

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func report(_ fields: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
