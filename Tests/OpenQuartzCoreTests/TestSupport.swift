import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore

/// One call a recording layer, delegate, host or completion block received, as a value, so a
/// test compares whole sequences of calls (and a failure prints them readably).
enum RecordedCall: Equatable, CustomStringConvertible {
    /// The named layer's `display()`.
    case display(String)
    /// The named layer's `draw(in:)`, with the bounding box of the context's clip.
    case drawIn(String, clip: CGRect)
    /// The named layer's `layoutSublayers()`.
    case layoutSublayers(String)
    /// The delegate's `display(_:)` for the named layer.
    case delegateDisplay(String)
    /// The delegate's `layerWillDraw(_:)` for the named layer.
    case delegateLayerWillDraw(String)
    /// The delegate's `draw(_:in:)` for the named layer.
    case delegateDraw(String)
    /// The delegate's `layoutSublayers(of:)` for the named layer.
    case delegateLayoutSublayers(String)
    /// A host's `layerTreeNeedsCommit(_:)` for the named root.
    case layerTreeNeedsCommit(String)
    /// `animationDidStart(_:)` of the named animation's delegate.
    case animationDidStart(String)
    /// `animationDidStop(_:finished:)` of the named animation's delegate.
    case animationDidStop(String, finished: Bool)
    /// The named transaction completion block ran.
    case completion(String)

    var description: String {
        switch self {
        case .display(let layer): "\(layer).display"
        case .drawIn(let layer, let clip):
            "\(layer).draw(in:) clip \(clip.minX),\(clip.minY) \(clip.width)x\(clip.height)"
        case .layoutSublayers(let layer): "\(layer).layoutSublayers"
        case .delegateDisplay(let layer): "delegate.display(\(layer))"
        case .delegateLayerWillDraw(let layer): "delegate.layerWillDraw(\(layer))"
        case .delegateDraw(let layer): "delegate.draw(\(layer))"
        case .delegateLayoutSublayers(let layer): "delegate.layoutSublayers(\(layer))"
        case .layerTreeNeedsCommit(let root): "host.layerTreeNeedsCommit(\(root))"
        case .animationDidStart(let animation): "\(animation).start"
        case .animationDidStop(let animation, let finished): "\(animation).stop(\(finished))"
        case .completion(let name): "completion(\(name))"
        }
    }
}

/// Collects calls in the order they happen; several recorders of a test can share one, so a
/// test compares a single timeline.
final class CallRecorder {
    /// Everything recorded since the last ``take()``.
    private(set) var calls: [RecordedCall] = []

    func record(_ call: RecordedCall) { calls.append(call) }

    /// Returns the calls so far and starts afresh.
    func take() -> [RecordedCall] {
        defer { calls = [] }
        return calls
    }
}

/// A layer that records display, drawing and layout calls.
final class RecordingLayer: CALayer {
    var recorder: CallRecorder?

    override func display() {
        recorder?.record(.display(name ?? "?"))
        super.display()
    }

    override func draw(in ctx: CGContext) {
        recorder?.record(.drawIn(name ?? "?", clip: ctx.boundingBoxOfClipPath))
        super.draw(in: ctx)
    }

    override func layoutSublayers() {
        recorder?.record(.layoutSublayers(name ?? "?"))
        super.layoutSublayers()
    }
}

/// A delegate that draws and lays out, recording each call; it does not implement display(_:).
final class DrawingDelegate: CALayerDelegate {
    let recorder: CallRecorder

    init(recorder: CallRecorder) { self.recorder = recorder }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        recorder.record(.delegateDraw(layer.name ?? "?"))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    func layerWillDraw(_ layer: CALayer) { recorder.record(.delegateLayerWillDraw(layer.name ?? "?")) }

    func layoutSublayers(of layer: CALayer) { recorder.record(.delegateLayoutSublayers(layer.name ?? "?")) }
}

/// A delegate that supplies contents itself through display(_:).
final class DisplayingDelegate: CALayerDelegate {
    let recorder: CallRecorder

    init(recorder: CallRecorder) { self.recorder = recorder }

    func display(_ layer: CALayer) {
        recorder.record(.delegateDisplay(layer.name ?? "?"))
        layer.contents = "image"
    }

    func draw(_ layer: CALayer, in ctx: CGContext) { recorder.record(.delegateDraw(layer.name ?? "?")) }
}

/// An animation delegate that records each start and stop under the animation's name.
final class RecordingAnimationDelegate: CAAnimationDelegate {
    let recorder: CallRecorder
    let name: String

    init(_ name: String = "anim", recorder: CallRecorder = CallRecorder()) {
        self.name = name
        self.recorder = recorder
    }

    /// The calls recorded so far (those of every delegate sharing the recorder).
    var events: [RecordedCall] { recorder.calls }

    func animationDidStart(_ anim: CAAnimation) { recorder.record(.animationDidStart(name)) }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        recorder.record(.animationDidStop(name, finished: flag))
    }
}

/// A host that records commit notifications and hands out recording contexts.
final class RecordingHost: LayerTreeHost {
    let recorder = CallRecorder()
    var storesMade: [CGSize] = []

    /// The notifications since the last ``CallRecorder/take()``.
    var notifications: [RecordedCall] { recorder.calls }

    func layerTreeNeedsCommit(_ root: CALayer) { recorder.record(.layerTreeNeedsCommit(root.name ?? "?")) }

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
