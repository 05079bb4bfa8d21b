import Foundation

/// An effect that makes the content of a visual effect view stand out against a blur: placed
/// in a ``UIVisualEffectView`` nested in the blur's content view, it paints that view's
/// content in a colour tuned to the material.
/// - Note: See https://developer.apple.com/documentation/uikit/uivibrancyeffect
// UIKit divergence: the content is painted in the semantic colour of its style (label,
// secondary label…, fills, separator), shaped by its alpha; iOS blends it with the blurred
// backdrop through private filters. See docs/DIVERGENCES.md ("Visual effects").
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is tuned for.
    public let blurEffect: UIBlurEffect
    /// The kind of content it is tuned for.
    public let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// A vibrancy effect for labels over `blurEffect` (the style iOS 8's initializer used).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The colour content takes under this effect.
    var vibrantColor: UIColor {
        switch style {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tertiaryLabel: return .tertiaryLabel
        case .quaternaryLabel: return .quaternaryLabel
        case .fill: return .systemFill
        case .secondaryFill: return .secondarySystemFill
        case .tertiaryFill: return .tertiarySystemFill
        case .separator: return .separator
        }
    }
}
