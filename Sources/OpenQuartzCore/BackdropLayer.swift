import Foundation
import OpenCoreGraphics

/// A layer that blurs what is composited beneath its bounds before painting its own
/// background over the blur: the backdrop of a blur material (a visual effect view, a
/// translucent bar). Its background colour is the material's tint.
///
/// The compositor keeps the whole blurred area and the margin the blur reads inside one
/// repainted rectangle, so a change beneath the layer repaints its blur; a change above it
/// alone (its sublayers, layers painted after it) repaints only what changed, over the blur
/// kept from the last frame. Inside a group (a
/// partial group opacity or a mask above it) the pixels beneath are not reachable: the layer
/// then paints its tint alone and says so once.
// UIKit divergence: Core Animation's backdrop layer is private; this is our own class, used
// by UIKit's visual effect views and bars here, with a Gaussian approximated by three box
// passes and a saturation factor as the whole filter chain.
package final class BackdropLayer: CALayer {
    /// The blur's standard deviation in points; 0 (the default) paints the backdrop back
    /// unchanged. Negative and non-finite values stop.
    package var blurRadius: CGFloat = 0 {
        willSet {
            Fatal.check(newValue.isFinite && newValue >= 0, "BackdropLayer.blurRadius must be finite and not negative, got \(newValue)")
        }
        didSet { if blurRadius != oldValue { markChanged(.appearance) } }
    }

    /// How much the blurred colours are saturated (1, the default, leaves them as they are).
    package var saturation: CGFloat = 1 {
        willSet {
            Fatal.check(newValue.isFinite && newValue >= 0, "BackdropLayer.saturation must be finite and not negative, got \(newValue)")
        }
        didSet { if saturation != oldValue { markChanged(.appearance) } }
    }

    /// How many times the layer's blur was painted (for tests and benchmarks).
    package private(set) var blurPaintCount = 0

    /// How many times the compositor made a new blur of what lies beneath the layer (read the
    /// pixels and ran the blur passes); a repaint that reuses the kept blur does not count.
    package var blurPassCount: Int { blurCache.blurPasses }

    /// The blur kept between the compositor's frames (see ``BackdropBlurCache``).
    package let blurCache = BackdropBlurCache()

    /// Whether the layer said it could not reach the pixels beneath it.
    var reportedUnreachableBackdrop = false

    package required init() { super.init() }

    package required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? BackdropLayer else { return }
        blurRadius = other.blurRadius
        saturation = other.saturation
    }

    /// Counts a painted blur on the model layer.
    func didPaintBlur() { blurPaintCount += 1 }
}
