import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// A host that gives layers real (lazy) bitmaps, as a window does.
final class BitmapHost: LayerTreeHost {
    var commitRequests = 0
    func layerTreeNeedsCommit(_ root: CALayer) { commitRequests += 1 }
    func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        return CGContext.makeLazyFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale)!
    }
}

/// Premultiplied RGBA bytes of an image, read through the public CGImage API.
struct Pixels {
    let width: Int, height: Int
    let data: [UInt8]
    let bytesPerRow: Int

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        bytesPerRow = image.bytesPerRow
        data = [UInt8](image.dataProvider!.data! as Data)
    }

    /// (r, g, b, a) at pixel (x, y), premultiplied, 0…255.
    subscript(x: Int, y: Int) -> [Int] {
        let i = y * bytesPerRow + x * 4
        return [Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3])]
    }
}

/// The premultiplied bytes of an sRGB colour with components 0…1.
func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> [Int] {
    [r * a, g * a, b * a, a].map { Int(($0 * 255).rounded()) }
}

/// Whether two pixels agree within `tolerance` per component.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A layer with a frame and optional background colour.
@MainActor
func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A 100 × 20 white root holding a replicator (the whole root) with one 10 × 10 dot at
/// (0, 0) in `color`: the scene of the replicator tests.
@MainActor
func replicatorScene(_ color: CGColor = red) -> (root: CALayer, replicator: CAReplicatorLayer, dot: CALayer) {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 20), white)
    let replicator = CAReplicatorLayer()
    replicator.frame = root.bounds
    let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), color)
    replicator.addSublayer(dot)
    root.addSublayer(replicator)
    return (root, replicator, dot)
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

/// Renders `root` (placed at the target's origin) into a target of `size` points at `scale`.
@MainActor
func render(_ root: CALayer, size: CGSize = CGSize(width: 40, height: 40), scale: CGFloat = 1) -> (Pixels, LayerCompositor) {
    let host = BitmapHost()
    return withExtendedLifetime(host) {
        root.host = host
        let compositor = LayerCompositor(size: size, scale: scale)!
        root.displaySubtreeIfNeeded()
        compositor.renderFrame(root)
        return (Pixels(compositor.makeImage()!), compositor)
    }
}

/// Runs `changes` with implicit actions disabled, so committed layers take the new values at
/// once instead of animating to them (what these compositor tests look at).
@MainActor
func instantly(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
}
