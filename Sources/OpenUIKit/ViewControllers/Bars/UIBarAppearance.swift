import Foundation

/// What a bar draws behind its content: a blur, a colour, an image and a hairline shadow at
/// its edge. Bars copy the appearances they are given, so changing one afterwards does not
/// change the bar until it is set again.
///
/// The three configurations: default (the system's chrome material and hairline),
/// opaque (the system background colour and hairline) and transparent (nothing, no hairline).
/// - Note: See https://developer.apple.com/documentation/uikit/uibarappearance
// UIKit divergence: a translucent bar draws `backgroundEffect` as the compositor's backdrop blur
// with our chosen material values; an opaque bar (`isTranslucent = false`) draws the opaque
// bar colour (`SemanticColors.barBackground`). See DIVERGENCES.md ("Visual effects").
@MainActor @preconcurrency
open class UIBarAppearance {
    /// The device kind the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar's background colour; `nil` for none.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the blur; `nil` for none.
    open var backgroundColor: UIColor?
    /// An image over the colour; `nil` for none.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline at the bar's edge; `nil` or clear for none.
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline, tinted by ``shadowColor`` when it is a
    /// template.
    open var shadowImage: UIImage?

    /// Creates an appearance for the current device kind, configured with the default
    /// background.
    public convenience init() {
        self.init(idiom: UIApplication.existing?.screen.traitCollection.userInterfaceIdiom ?? .phone)
    }

    /// Creates an appearance for `idiom`, configured with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the background settings of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// An independent copy of the appearance.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's look: the chrome material and a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = SemanticColors.barHairline
        shadowImage = nil
    }

    /// An opaque background in the system background colour, and a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = SemanticColors.systemBackground
        backgroundImage = nil
        shadowColor = SemanticColors.barHairline
        shadowImage = nil
    }

    /// No background and no hairline: the content behind shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The colour the bar fills its background with: the background colour over the blur's
    /// stand-in (or `nil` when neither is set).
    package var resolvedFillColors: [UIColor] {
        var colors: [UIColor] = []
        if backgroundEffect != nil { colors.append(SemanticColors.barBackground) }
        if let backgroundColor { colors.append(backgroundColor) }
        return colors
    }
}
