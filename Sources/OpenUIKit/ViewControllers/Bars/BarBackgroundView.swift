import Foundation

/// What a bar draws behind its content from a ``UIBarAppearance``: the blur (the backdrop
/// blur of the effect's material on a translucent bar, the opaque bar colour on an opaque one),
/// the background colour over it, the background image, and the hairline shadow along the
/// edge that meets the content (the bottom of a navigation bar, the top of a toolbar or tab
/// bar), one device pixel thick. It reaches past the bar's bounds by ``extension`` on the
/// outer side, so a bar under the status bar or above the home indicator fills that area too.
@MainActor
package final class BarBackgroundView: UIView {
    /// The edge of the bar that meets the content.
    package enum ContentEdge {
        case top
        case bottom
    }

    private let effectView = VisualEffectBackdropView()
    /// Whether the effect view shows the appearance's blur effect (or its opaque stand-in).
    private var showsEffect = false
    private let colorView = UIView()
    private let imageView = UIImageView()
    private let shadowView = UIView()
    /// The appearance's shadow image, drawn in place of the hairline.
    private let shadowImageView = UIImageView()
    private let contentEdge: ContentEdge
    /// How far the background reaches outside the bar, on the side away from the content.
    package var extensionLength: CGFloat = 0 { didSet { if extensionLength != oldValue { setNeedsLayout() } } }

    package init(contentEdge: ContentEdge) {
        self.contentEdge = contentEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView, shadowImageView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    package required init?(coder: NSCoder) {
        Fatal.stop("BarBackgroundView(coder:) is not supported")
    }

    /// Shows `appearance`; `barTintColor` (the bars' older property) colours the background
    /// when the appearance has a blur and no colour of its own. A translucent bar blurs what
    /// lies beneath it with the effect's material; an opaque one fills the opaque bar colour.
    package func apply(_ appearance: UIBarAppearance, barTintColor: UIColor?, isTranslucent: Bool = true) {
        showsEffect = appearance.backgroundEffect != nil
        if let effect = appearance.backgroundEffect, isTranslucent {
            effectView.apply(BlurMaterial.of(effect.style))
        } else {
            effectView.apply(nil)
            effectView.backgroundColor = showsEffect ? SemanticColors.barBackground : nil
        }
        colorView.backgroundColor =
            appearance.backgroundColor ?? (appearance.backgroundEffect != nil ? barTintColor : nil)
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        let shadowImage = appearance.shadowImage.flatMap { $0.size == .zero ? nil : $0 }
        shadowImageView.image = shadowImage
        shadowImageView.tintColor = appearance.shadowColor
        shadowImageView.isHidden = shadowImage == nil
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil || shadowImage != nil
        setNeedsLayout()
    }

    /// The colour standing for the chrome material (the bars' blur) in ``shownFillColors``:
    /// the opaque bar colour, which an opaque bar fills and which a translucent bar shows over
    /// the system background; for tests.
    package static var materialColor: UIColor { SemanticColors.barBackground }
    /// The blur's standard deviation in points (0: no blur), for tests.
    package var blurRadius: CGFloat { effectView.blurRadius }
    /// The default hairline colour, for tests.
    package static var hairlineColor: UIColor { SemanticColors.barHairline }

    /// The shadow's colour as shown (`nil` when there is none), for tests.
    package var shownShadowColor: UIColor? { shadowView.isHidden ? nil : shadowView.backgroundColor }
    /// The colours stacked behind the content, bottom first, for tests.
    package var shownFillColors: [UIColor] {
        [showsEffect ? Self.materialColor : nil, colorView.backgroundColor].compactMap { $0 }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let fill: CGRect
        switch contentEdge {
        case .bottom:
            fill = CGRect(x: 0, y: -extensionLength, width: bounds.width, height: bounds.height + extensionLength)
        case .top:
            fill = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extensionLength)
        }
        effectView.frame = fill
        colorView.frame = fill
        imageView.frame = fill
        let hairline = 1 / max(1, window?.screen.scale ?? layer.contentsScale)
        shadowView.frame = CGRect(
            x: 0, y: contentEdge == .bottom ? bounds.height : -hairline, width: bounds.width, height: hairline)
        let imageHeight = shadowImageView.image?.size.height ?? 0
        shadowImageView.frame = CGRect(
            x: 0, y: contentEdge == .bottom ? bounds.height : -imageHeight, width: bounds.width, height: imageHeight)
    }
}
