import Foundation
import OpenQuartzCore

/// The content view of a visual effect view: an ordinary container whose layer can paint
/// its whole subtree in one colour when the effect is a vibrancy.
@MainActor
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VibrancyLayer.self }

    /// The colour the content is painted in (nil: as it is).
    var vibrantColor: UIColor? {
        didSet { updateVibrantColor() }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateVibrantColor()
    }

    /// Resolves ``vibrantColor`` with the view's traits into its layer.
    private func updateVibrantColor() {
        (layer as? VibrancyLayer)?.vibrantColor = vibrantColor?.resolvedColor(with: traitCollection).cgColor
    }
}
