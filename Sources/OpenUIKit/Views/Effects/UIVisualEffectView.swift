import Foundation
import OpenQuartzCore

/// A view that applies a visual effect to what lies behind it: a ``UIBlurEffect`` blurs the
/// content beneath its bounds and tints it with the material's colour; a
/// ``UIVibrancyEffect`` paints the view's content in a colour that stands out on a blur.
/// Add content to ``contentView``, not to the view itself.
///
/// The blur is the compositor's: whatever is composited beneath the view is blurred when the
/// screen is painted, and repainted when it changes. Setting ``effect`` inside an animation
/// block fades the blur in or out.
/// - Note: See https://developer.apple.com/documentation/uikit/uivisualeffectview
// UIKit divergence: an effect set inside an animation block fades the blurred, tinted layer
// (UIKit animates the blur radius itself); materials' radii and tints are chosen, not
// Apple's (unpublished). See docs/DIVERGENCES.md ("Visual effects").
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    public let contentView: UIView

    /// The effect shown; nil for none.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    private let backdropView = VisualEffectBackdropView()
    private var loggedDirectSubview = false

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = VisualEffectContentView()
        self.effect = effect
        super.init(frame: .zero)
        installParts()
    }

    public required init?(coder: NSCoder) {
        contentView = VisualEffectContentView()
        effect = nil
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        addSubview(backdropView)
        addSubview(contentView)
        applyEffect()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        contentView.frame = bounds
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== backdropView, subview !== contentView, !loggedDirectSubview else { return }
        loggedDirectSubview = true
        misuseLog.log(
            "\(type(of: self)) was given a subview (\(type(of: subview))) directly; add subviews to its contentView instead")
    }

    /// Shows the current effect: the blur and tint of a blur effect; the vibrant colour of a
    /// vibrancy effect, no blur; neither for nil (faded out inside an animation block).
    private func applyEffect() {
        guard let contentView = contentView as? VisualEffectContentView else { return }
        switch effect {
        case let blur as UIBlurEffect:
            backdropView.apply(BlurMaterial.of(blur.style))
            backdropView.alpha = 1
            contentView.vibrantColor = nil
        case let vibrancy as UIVibrancyEffect:
            backdropView.alpha = 0
            contentView.vibrantColor = vibrancy.vibrantColor
        default:
            // The material stays, so a fade inside an animation block shows it going.
            backdropView.alpha = 0
            contentView.vibrantColor = nil
        }
    }
}

extension UIVisualEffectView {
    /// The view that blurs (its layer is the backdrop layer), for tests.
    package var effectBackdropView: VisualEffectBackdropView { backdropView }
}
