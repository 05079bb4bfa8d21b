import Foundation
import OpenQuartzCore

/// The view that blurs what lies behind a visual effect view or a bar: its layer is a
/// backdrop layer (the compositor blurs the pixels beneath it), its background colour the
/// material's tint.
@MainActor
package final class VisualEffectBackdropView: UIView {
    package override class var layerClass: AnyClass { BackdropLayer.self }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) {
        Fatal.stop("VisualEffectBackdropView(coder:) is not supported")
    }

    /// The backdrop layer.
    package var backdropLayer: BackdropLayer {
        guard let backdrop = layer as? BackdropLayer else { Fatal.stop("VisualEffectBackdropView's layer is not a BackdropLayer") }
        return backdrop
    }

    /// The blur's standard deviation in points (0 for none), for tests.
    package var blurRadius: CGFloat { backdropLayer.blurRadius }

    /// Blurs with `material` (nil: no blur and no tint).
    func apply(_ material: BlurMaterial?) {
        backdropLayer.blurRadius = material?.blurRadius ?? 0
        backdropLayer.saturation = material?.saturation ?? 1
        backgroundColor = material?.tint
    }
}
