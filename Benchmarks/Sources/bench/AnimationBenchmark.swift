import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench animation`: 1,000 views animating position and opacity at once (one repeating,
/// autoreversing `UIView.animate` block). Reports the cost of a frame (timers, the commit
/// phase's animation advance over the animating layers, change marks) per animated layer, the
/// cost of a frame with its composite (the damage repainted into the window's bitmap), the
/// cost of evaluating a presentation snapshot per layer, the heap allocations of a frame in
/// steady state, and the number of `draw(_:)` calls (which must stay 0). Exits with status 1
/// when a steady-state frame allocates (`make bench-check`).
@MainActor
enum AnimationBenchmark {
    static let layerCount = 1_000

    static func run(arguments: [String]) {
        let scale = arguments.first.flatMap(Double.init) ?? 1
        let frames = Int(600 * scale)
        let app = HeadlessApp(screenSize: CGSize(width: 1000, height: 1000))
        let window = app.makeWindow()
        var views: [UIView] = []
        for index in 0..<layerCount {
            let view = UIView(frame: CGRect(x: CGFloat(index % 40) * 25, y: CGFloat(index / 40) * 25, width: 20, height: 20))
            view.backgroundColor = .red
            window.addSubview(view)
            views.append(view)
        }
        app.runTurn()
        let drawsBefore = app.application.framePipeline.statistics.drawCalls
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut], animations: {
            for view in views {
                view.center.x += 100
                view.alpha = 0.5
            }
        })
        // Warm up: the first frames stamp begin times and make the presentation copies.
        app.stepFrames(10)

        let clock = ContinuousClock()
        let start = clock.now
        app.stepFrames(frames)
        let frameTime = clock.now - start
        report([
            "benchmark": "animation.frame", "layers": layerCount, "frames": frames,
            "nsPerFrame": nanoseconds(frameTime) / Double(frames),
            "nsPerAnimatedLayerPerFrame": nanoseconds(frameTime) / Double(frames * layerCount),
        ])

        // The same frames with the composite: each frame's damage repainted into the window's
        // bitmap, as a presenter would take it.
        let compositeFrames = max(1, frames / 4)
        var repaintedPixels = 0
        let compositeStart = clock.now
        for _ in 0..<compositeFrames {
            app.stepFrame()
            repaintedPixels += app.renderFrame()
        }
        let compositeTime = clock.now - compositeStart
        report([
            "benchmark": "animation.frameWithComposite", "layers": layerCount, "frames": compositeFrames,
            "nsPerFrame": nanoseconds(compositeTime) / Double(compositeFrames),
            "repaintedPixelsPerFrame": repaintedPixels / compositeFrames,
        ])

        var checksum: CGFloat = 0
        let snapshotStart = clock.now
        for view in views { checksum += view.layer.presentation()!.position.x }
        let snapshotTime = clock.now - snapshotStart
        if !(checksum > 0) { fatalError("presentation values must exist") }
        report([
            "benchmark": "animation.presentationSnapshot", "layers": layerCount,
            "nsPerLayer": nanoseconds(snapshotTime) / Double(layerCount),
        ])

        malloc_counter_reset()
        app.stepFrames(60)
        let allocations = malloc_counter_read()
        report([
            "benchmark": "animation.frameAllocations", "layers": layerCount, "frames": 60,
            "allocationsPerFrame": Double(allocations) / 60,
            "drawCalls": app.application.framePipeline.statistics.drawCalls - drawsBefore,
        ])
        // The guards `make bench-check` relies on: a steady animation frame allocates nothing,
        // and animating positions and opacity never runs draw(_:).
        let drawCalls = app.application.framePipeline.statistics.drawCalls - drawsBefore
        if drawCalls > 0 {
            fail("bench animation: \(drawCalls) draw(_:) calls while only positions and opacity animated; there must be none")
        }
        if allocations > 0 {
            fail(
                "bench animation: \(allocations) heap allocations in 60 steady-state frames "
                    + "(\(Double(allocations) / 60) per frame); a steady animation frame must allocate nothing")
        }
    }

    /// Prints `message` to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(1)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func report(_ fields: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
