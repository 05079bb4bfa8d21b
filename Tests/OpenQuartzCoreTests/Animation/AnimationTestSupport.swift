import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore

/// The cubic Bézier timing curve evaluated by plain bisection on its Bernstein form: an
/// independent check of CAMediaTimingFunction's solver.
func bezierByBisection(_ c1: (Double, Double), _ c2: (Double, Double), at x: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, c1.0, c2.0) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, c1.1, c2.1)
}

/// A committed layer tree (root with one sublayer), as a renderer would have shown it, so
/// implicit actions run.
@MainActor
func committedLayer() -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    let layer = CALayer()
    root.addSublayer(layer)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 50, y: 50)
    CATransaction.commit()
    root.commitChanges { _, _ in }
    return (root, layer)
}

/// Collects log lines from any task.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] { lock.withLock { lines } }

    var sink: QuartzCoreLog {
        QuartzCoreLog { [self] line in lock.withLock { lines.append(line) } }
    }
}

extension CALayer {
    /// The presentation value of a scalar key path, for short assertions.
    @MainActor func presented(_ keyPath: String) -> Double? {
        guard case .scalar(let v)? = AnimatableProperty.named(keyPath)?.read(renderingValues) else { return nil }
        return v
    }
}
