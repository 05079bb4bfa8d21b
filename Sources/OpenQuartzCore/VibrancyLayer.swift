import Foundation
import OpenCoreGraphics

/// A layer whose subtree is composited in one colour: what it and its sublayers paint is
/// drawn into a group, and the group's coverage (its alpha) is filled with
/// ``vibrantColor``. UIKit's vibrancy effect views hold their content in such a layer.
// UIKit divergence: vibrancy on iOS blends the content with the blurred backdrop through
// private filters; this approximation keeps the content's shape and paints it in a fixed
// colour per vibrancy style (see docs/DIVERGENCES.md, "Visual effects").
package final class VibrancyLayer: CALayer {
    /// The colour every painted pixel of the subtree takes, at that pixel's coverage; nil
    /// (the default) paints the subtree as it is.
    package var vibrantColor: CGColor? {
        didSet { if vibrantColor != oldValue { markChanged(.appearance) } }
    }

    package required init() { super.init() }

    package required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? VibrancyLayer else { return }
        vibrantColor = other.vibrantColor
    }
}
