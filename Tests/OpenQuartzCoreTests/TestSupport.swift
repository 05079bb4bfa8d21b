import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore

/// Collects what happened, in order, so a test can compare the whole history at once.
@MainActor
final class History {
    private var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// Returns the entries so far and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A layer that records display, drawing and layout calls.
final class RecordingLayer: CALayer {
    var history: History?

    override func display() {
        history?.append("\(name ?? "?").display")
        super.display()
    }

    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        history?.append(
            "\(name ?? "?").draw(in:) clip \(Int(clip.minX)),\(Int(clip.minY)) \(Int(clip.width))x\(Int(clip.height))")
        super.draw(in: ctx)
    }

    override func layoutSublayers() {
        history?.append("\(name ?? "?").layoutSublayers")
        super.layoutSublayers()
    }
}

/// A delegate that draws and lays out, recording each call; it does not implement display(_:).
final class DrawingDelegate: CALayerDelegate {
    let history: History

    init(history: History) { self.history = history }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        history.append("delegate.draw(\(layer.name ?? "?"))")
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    func layerWillDraw(_ layer: CALayer) { history.append("delegate.layerWillDraw(\(layer.name ?? "?"))") }

    func layoutSublayers(of layer: CALayer) { history.append("delegate.layoutSublayers(\(layer.name ?? "?"))") }
}

/// A delegate that supplies contents itself through display(_:).
final class DisplayingDelegate: CALayerDelegate {
    let history: History

    init(history: History) { self.history = history }

    func display(_ layer: CALayer) {
        history.append("delegate.display(\(layer.name ?? "?"))")
        layer.contents = "image"
    }

    func draw(_ layer: CALayer, in ctx: CGContext) { history.append("delegate.draw(\(layer.name ?? "?"))") }
}

/// A host that counts notifications and hands out recording contexts.
final class RecordingHost: LayerTreeHost {
    var notifications: [String] = []
    var storesMade: [CGSize] = []

    func layerTreeNeedsCommit(_ root: CALayer) { notifications.append(root.name ?? "?") }

    func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext {
        storesMade.append(size)
        return CGContext(size: size)
    }
}

@MainActor
func makeLayer(_ name: String, frame: CGRect = .zero) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.frame = frame
    return layer
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}
